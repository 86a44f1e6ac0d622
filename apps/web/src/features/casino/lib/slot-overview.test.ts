import { HOME_TAB, POPULAR_PROVIDER_ID, SLOT_OVERVIEW_GAMES } from '@bet/domain/api/casino';
import { describe, expect, it } from 'vitest';
import { overviewRow, popularProvider, slotsView } from './slot-overview.ts';
import { homeGame, provider } from './test-catalogue.ts';

describe('the popular pseudo-provider', () => {
  it('is sid 1 and mid 1, built from the top slot games of casinosHome', () => {
    const popular = popularProvider(
      [
        homeGame(11, HOME_TAB.topSlots, 'Sweet Bonanza'),
        homeGame(12, HOME_TAB.topCasino, 'Roulette'),
        homeGame(13, HOME_TAB.newSlots, 'New Fruits'),
        homeGame(14, HOME_TAB.topSlots, 'Gates'),
      ],
      'Popular',
    );
    expect(popular).toMatchObject({ sid: POPULAR_PROVIDER_ID, mid: POPULAR_PROVIDER_ID, n: 'Popular' });
    expect(popular?.g).toEqual([
      { sid: 11, n: 'Sweet Bonanza', l: '/logos/11.png', mid: 20 },
      { sid: 14, n: 'Gates', l: '/logos/14.png', mid: 20 },
    ]);
  });

  it('is left out when casinosHome has no top slot games', () => {
    expect(popularProvider([homeGame(12, HOME_TAB.topCasino)], 'Popular')).toBeNull();
  });
});

describe('the Slots overview', () => {
  it(`shows at most ${SLOT_OVERVIEW_GAMES} games of a provider, with the count of all of them`, () => {
    const row = overviewRow(provider(7, 'NetEnt', 12));
    expect(row.games).toHaveLength(SLOT_OVERVIEW_GAMES);
    expect(row.games.map((g) => g.sid)).toEqual([700, 701, 702, 703, 704]);
    expect(row.count).toBe(12);
    expect(overviewRow(provider(8, 'Small', 3)).games).toHaveLength(3);
  });

  it('lists the providers that have games, in order', () => {
    const view = slotsView({
      providers: [provider(7, 'NetEnt', 6), provider(8, 'Empty', 0), provider(9, 'Pragmatic', 2)],
      keyword: '',
      providerId: null,
    });
    expect(view.kind === 'overview' && view.rows.map((r) => [r.provider.n, r.games.length, r.count])).toEqual(
      [
        ['NetEnt', 5, 6],
        ['Pragmatic', 2, 2],
      ],
    );
  });

  it("shows a chosen provider's full list", () => {
    const view = slotsView({ providers: [provider(7, 'NetEnt', 9)], keyword: '', providerId: 7 });
    expect(view.kind === 'provider' && view.provider.g).toHaveLength(9);
  });

  it('falls back to all providers when the chosen one is not in the catalogue', () => {
    expect(slotsView({ providers: [provider(7, 'NetEnt', 2)], keyword: '', providerId: 99 }).kind).toBe(
      'overview',
    );
  });
});

describe('why the Slots screen shows no games', () => {
  it('is loading until the list is in', () => {
    expect(slotsView({ providers: undefined, keyword: '', providerId: null })).toEqual({ kind: 'loading' });
  });

  it('says noSlots for an empty catalogue', () => {
    expect(slotsView({ providers: [], keyword: '', providerId: null })).toEqual({ kind: 'noSlots' });
    expect(slotsView({ providers: [provider(8, 'Empty', 0)], keyword: '', providerId: null })).toEqual({
      kind: 'noSlots',
    });
  });

  it('gives the keyword for searchNotFound when a search has no hits', () => {
    expect(slotsView({ providers: [], keyword: 'zeus', providerId: null })).toEqual({
      kind: 'notFound',
      keyword: 'zeus',
    });
    // Hits only under other providers than the chosen one are no hits for it.
    expect(slotsView({ providers: [provider(7, 'NetEnt', 2)], keyword: 'zeus', providerId: 9 })).toEqual({
      kind: 'notFound',
      keyword: 'zeus',
    });
  });
});
