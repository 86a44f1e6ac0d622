// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import { PopupHost } from './popup-host.tsx';

const popup = (title: string, fields: Partial<{ type: number; type2: number; autoClose: boolean }> = {}) => ({
  type: 2,
  type2: 1,
  title,
  content: `<p>${title} text</p>`,
  autoClose: false,
  ...fields,
});
const show = (onHome: boolean) =>
  renderPage(() => createElement(PopupHost, { onHome }), { path: '', route: '', areas: [] });
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const title = () => screen.queryByRole('heading', { level: 2 })?.textContent ?? null;

describe('the pop-up host', () => {
  beforeEach(() => {
    allowModalDialogs();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-06-01T12:00:00Z'),
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates every 10 s, drops an auto-closing one after its turn and keeps the others coming round', async () => {
    fakeApi({
      getPopups: { status: true, results: [popup('A'), popup('B', { autoClose: true }), popup('C')] },
    });
    await show(true);
    await settle();
    expect(title()).toBe('A');
    expect(screen.getByText('A text').tagName).toBe('P');
    await wait(9_999);
    expect(title()).toBe('A');
    await wait(1);
    expect(title()).toBe('B');
    await wait(10_000);
    expect(title()).toBe('C');
    await wait(10_000);
    expect(title()).toBe('A');
    await wait(10_000);
    // B closed itself after its turn: C follows A now.
    expect(title()).toBe('C');
  });

  it('shows Home-only ones (type2 0) on Home alone and only the player site’s types', async () => {
    const results = [
      popup('Home', { type: 0, type2: 0 }),
      popup('Desktop', { type: 1 }),
      popup('All', { type: 0 }),
    ];
    fakeApi({ getPopups: { status: true, results } });
    await show(false);
    await settle();
    expect(title()).toBe('All');
    await wait(10_000);
    expect(title()).toBe('All');
    cleanup();
    await show(true);
    await settle();
    expect(title()).toBe('Home');
    await wait(10_000);
    expect(title()).toBe('All');
  });

  it('puts them all away when the player closes one, and shows nothing when the call fails', async () => {
    fakeApi({ getPopups: { status: true, results: [popup('A'), popup('B')] } });
    await show(true);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await wait(30_000);
    expect(title()).toBeNull();
    cleanup();
    fakeApi({ getPopups: { http: 500, body: { status: false, key: 'error', msg: 'Down' } } });
    await show(true);
    await settle();
    expect(title()).toBeNull();
  });
});
