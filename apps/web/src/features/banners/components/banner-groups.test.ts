// @vitest-environment jsdom
// The banner groups as a player sees them: carousels set up as the spec says (loop, autoplay 4 s,
// 2 s on Home), normal groups as image links off Home, sizes by place, and where a tap leads.

import type { BannerGroup, SliderBanner } from '@bet/domain/api/banners';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import { BannerGroups, HomeBanners } from './banner-groups.tsx';

// Embla measures a real layout, which jsdom lacks: the tests check what the carousel is asked for.
const embla = vi.hoisted(() => ({ options: [] as unknown[], autoplay: [] as unknown[] }));
vi.mock('embla-carousel-react', () => ({
  default: (options: unknown, plugins: unknown[]) => {
    embla.options.push({ options, plugins });
    return [() => undefined, undefined];
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    embla.autoplay.push(options);
    return { name: 'autoplay' };
  },
}));

let nextId = 1;
const banner = (fields: Partial<SliderBanner>): SliderBanner => ({
  id: nextId++,
  filename: `/api/media/1/${String(nextId).padStart(16, '0')}-1200x550.png`,
  url: '',
  title: '',
  width: 1200,
  height: 550,
  type: 'slider',
  displayState: 'casino',
  ...fields,
});
const group = (type: BannerGroup['type'], banners: SliderBanner[]): BannerGroup => ({
  id: nextId++,
  type,
  displayState: 'casino',
  banners: banners.map((b) => ({ ...b, type })),
});

const Casino = () => createElement(BannerGroups, { displayState: 'casino' });
const show = async (results: BannerGroup[], Page: () => ReactNode = Casino) => {
  const api = fakeApi({ sliders: { status: true, default: false, results } });
  await renderPage(Page, { path: 'casino', areas: ['banners'] });
  return api;
};

describe('banner groups', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    embla.options.length = 0;
    embla.autoplay.length = 0;
  });

  it('asks for the place’s groups and turns a slider every 4 s, looping, one banner per view', async () => {
    const api = await show([group('slider', [banner({ title: 'One' }), banner({ title: 'Two' })])]);
    expect(await screen.findByRole('img', { name: 'One' })).toBeTruthy();
    expect(api.of('sliders')).toEqual([{ displayState: 'casino' }]);
    expect(embla.autoplay.at(-1)).toEqual({ delay: 4000, stopOnInteraction: false });
    expect(embla.options.at(-1)).toMatchObject({ options: { loop: true } });
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
    // No arrows or dots.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('turns Home’s slider every 2 s and leaves normal groups off Home', async () => {
    const results = [
      group('normal', [banner({ title: 'Link' })]),
      group('slider', [banner({ title: 'Slide' })]),
    ];
    await show(results, HomeBanners);
    expect(await screen.findByRole('img', { name: 'Slide' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Link' })).toBeNull();
    expect(embla.autoplay.at(-1)).toMatchObject({ delay: 2000 });
  });

  it('leads a tap to bingo, out of the site, or to a route inside it', async () => {
    await show([
      group('slider', [
        banner({ title: 'Bingo', url: 'https://example.com/bingo-night' }),
        banner({ title: 'Away', url: 'https://example.com/offer' }),
        banner({ title: 'Inside', url: '/casino?serviceId=5' }),
        banner({ title: 'Plain' }),
      ]),
      group('normal', [
        banner({ title: 'New tab', url: 'http://partner.example' }),
        banner({ title: 'Slots', url: 'slots' }),
      ]),
    ]);
    const linkOf = async (name: string) => (await screen.findByRole('img', { name })).closest('a');
    expect((await linkOf('Bingo'))?.getAttribute('href')).toBe('/en/bingo');
    const away = await linkOf('Away');
    expect(away?.getAttribute('href')).toBe('https://example.com/offer');
    expect(away?.getAttribute('target')).toBeNull();
    expect((await linkOf('Inside'))?.getAttribute('href')).toBe('/en/casino?serviceId=5');
    expect(await linkOf('Plain')).toBeNull();
    // A normal group's links open in a new tab, the title over the picture.
    const newTab = await linkOf('New tab');
    expect(newTab?.getAttribute('target')).toBe('_blank');
    expect(newTab?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(newTab?.textContent).toContain('New tab(opens in a new tab)');
    expect((await linkOf('Slots'))?.getAttribute('href')).toBe('/en/slots');
  });

  it('sizes groups by their place: the first full width, then 634×291, then 312×291', async () => {
    await show(Array.from({ length: 5 }, (_, i) => group('normal', [banner({ title: `G${i}` })])));
    await screen.findByRole('img', { name: 'G4' });
    const boxes = [...document.querySelectorAll<HTMLElement>('.banner-group')].map((el) => [
      el.style.width,
      el.style.maxWidth,
      el.style.aspectRatio,
    ]);
    expect(boxes).toEqual([
      ['100%', '', ''],
      ['634px', '100%', '634 / 291'],
      ['634px', '100%', '634 / 291'],
      ['312px', '100%', '312 / 291'],
      ['312px', '100%', '312 / 291'],
    ]);
  });

  it('loads pictures lazily at the width the screen needs, from the resized addresses', async () => {
    await show([group('slider', [banner({ title: 'A' }), banner({ title: 'B', width: 700 })])]);
    const first = await screen.findByRole('img', { name: 'A' });
    const second = screen.getByRole('img', { name: 'B' });
    const src = second.getAttribute('src');
    expect(second.getAttribute('srcset')).toBe(`${src}?w=320 320w, ${src}?w=640 640w, ${src} 700w`);
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('sizes')).toBe('100vw');
    // The very first picture is the page's top: it is not held back.
    expect(first.getAttribute('loading')).toBe('eager');
  });

  it('shows nothing where the site has no banners', async () => {
    const api = await show([]);
    await waitFor(() => expect(api.of('sliders')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
  });
});
