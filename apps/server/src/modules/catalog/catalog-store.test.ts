import { notStartedState } from '@bet/domain/sportsbook/live-state';
import { toStoredMarket } from '@bet/domain/sportsbook/market-diff';
import { describe, expect, it } from 'vitest';
import { type CatalogMatch, CatalogStore } from './catalog-store.ts';
import { liveMatchFragment } from './match-json.ts';
import type { CatalogNames } from './names.ts';

function match(id: number, version = 1): CatalogMatch {
  return {
    id,
    externalId: `x-${id}`,
    sportId: 1,
    categoryId: 1,
    tournamentId: 1,
    homeTeamId: 1,
    awayTeamId: 2,
    startsAt: Date.parse('2026-06-01T12:00:00Z'),
    active: true,
    visible: true,
    liveActive: true,
    suspended: false,
    state: notStartedState(45),
    markets: [
      toStoredMarket({
        oddsType: 1,
        special: '',
        outcomes: [
          { outcomeId: '1', name: '1', odds: 2000 },
          { outcomeId: 'X', name: 'X', odds: 3200 },
          { outcomeId: '2', name: '2', odds: 3600 },
        ],
      }),
    ],
    version,
  };
}

const live = { ...notStartedState(45), status: '1p', clock: { minute: 12, extra: 0, periodLength: 45 } };

describe('CatalogStore', () => {
  it('applies a delta in order and frames it for the match and, once live, the live topic', () => {
    const store = new CatalogStore();
    store.put(match(7));
    const frames = store.apply(
      { kind: 'delta', delta: { t: 'match', id: 7, v: 2, state: live, odds: [[1, '', '1', 1900, -1, 0]] } },
      () => undefined,
    );
    expect(frames[0]?.topics).toEqual(['m:7', 'live']);
    const held = store.get(7);
    expect(held?.state.status).toBe('1p');
    expect(held?.markets[0]?.outcomes[0]).toMatchObject({ odds: 1900, pos: -1 });
    expect(held?.version).toBe(2);
  });

  it('ignores stale events and asks for a refill when versions were skipped', () => {
    const store = new CatalogStore();
    store.put(match(7, 5));
    const gaps: number[] = [];
    expect(
      store.apply({ kind: 'delta', delta: { t: 'match', id: 7, v: 5, state: live } }, (id) => gaps.push(id)),
    ).toEqual([]);
    expect(
      store.apply({ kind: 'delta', delta: { t: 'match', id: 7, v: 8, state: live } }, (id) => gaps.push(id)),
    ).toEqual([]);
    expect(gaps).toEqual([7]);
    expect(store.get(7)?.state.status).toBe('not_started');
  });

  it('drops a removed match and never lets an older copy back in', () => {
    const store = new CatalogStore();
    store.put(match(7, 3));
    store.put(match(7, 2));
    expect(store.get(7)?.version).toBe(3);
    const frames = store.apply({ kind: 'removed', id: 7, v: 4, status: 'ended' }, () => undefined);
    expect(frames[0]?.frame).toEqual({ t: 'removed', id: 7, status: 'ended' });
    expect(store.get(7)).toBeUndefined();
    expect(store.byExternalId('x-7')).toBeUndefined();
    // A reload that read the database before the match ended does not bring it back...
    store.put(match(7, 3));
    store.put(match(7, 4));
    expect(store.get(7)).toBeUndefined();
    // ...while a later version (the match reopened) does.
    store.put(match(7, 5));
    expect(store.get(7)?.version).toBe(5);
  });

  it('replaces the market list on a structural change and tells clients to fetch again', () => {
    const store = new CatalogStore();
    store.put(match(7));
    const frames = store.apply({ kind: 'markets', id: 7, v: 2, markets: [] }, () => undefined);
    expect(frames[0]?.frame).toEqual({ t: 'added', id: 7, sportId: 1, v: 2 });
    expect(store.get(7)?.markets).toEqual([]);
  });
});

describe('liveMatchFragment', () => {
  const liveMatchBytes = (...args: Parameters<typeof liveMatchFragment>) => liveMatchFragment(...args).bytes;
  const names: CatalogNames = {
    sports: new Map([[1, { name: 'Football', nameTr: 'Futbol', sort: 1 }]]),
    categories: new Map(),
    tournaments: new Map(),
    teams: new Map([
      [1, 'Home FC'],
      [2, 'Away FC'],
    ]),
  };
  const options = { types: new Set([1]), tv: false };

  it('reuses a match part until the match moves, then writes it anew', () => {
    const store = new CatalogStore();
    store.put(match(7));
    const held = store.get(7);
    if (!held) throw new Error('no match');
    const first = liveMatchBytes(held, names, 'tr', options);
    expect(liveMatchBytes(held, names, 'tr', options)).toBe(first);
    expect(JSON.parse(first.toString()).odds[0].odds[0].odd).toBe(2);
    store.apply(
      { kind: 'delta', delta: { t: 'match', id: 7, v: 2, odds: [[1, '', '1', 1900, -1, 0]] } },
      () => undefined,
    );
    const moved = JSON.parse(liveMatchBytes(held, names, 'tr', options).toString());
    expect(moved.odds[0].odds[0]).toMatchObject({ odd: 1.9, pos: -1 });
    expect(moved.v).toBe(2);
    expect(JSON.parse(liveMatchBytes(held, names, 'en', options).toString()).sportName).toBe('Football');
  });
});
