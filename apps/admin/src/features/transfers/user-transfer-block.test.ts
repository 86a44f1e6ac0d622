// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { UserTransferBlock } from './user-transfer-block.tsx';

/** A server holding one user's block state; `inherited` stands for a dealer's block above it. */
const fakeServer = (state: { blocked: boolean; inherited: boolean }) =>
  fakeApi(
    {
      transferBlockOf: () => ({ status: true, ...state }),
      transferBlock: (body) => {
        state.blocked = body.blocked === true;
        return { status: true, blocked: state.blocked };
      },
    },
    ADMIN_API,
  );

const renderBlock = () =>
  renderAdmin(createElement(UserTransferBlock, { user: { id: 41, username: 'ayse' } }));

describe('a user’s transfer block on the record', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('blocks after confirmation and then offers to unblock', async () => {
    const api = fakeServer({ blocked: false, inherited: false });
    renderBlock();
    expect(await screen.findByText('This user may make deposit and withdrawal requests.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block transfers of ayse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Transfers of ayse are blocked.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unblock transfers of ayse' })).toBeTruthy(),
    );
    expect(api.of('transferBlock')).toEqual([{ userId: 41, blocked: true }]);
  });

  it('says when a dealer above blocks the user', async () => {
    fakeServer({ blocked: false, inherited: true });
    renderBlock();
    expect(await screen.findByText(/Blocked by a dealer above this user/)).toBeTruthy();
  });
});
