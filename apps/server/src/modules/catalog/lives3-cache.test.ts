import { gunzipSync } from 'node:zlib';
import { type LiveState, notStartedState } from '@bet/domain/sportsbook/live-state';
import { toStoredMarket } from '@bet/domain/sportsbook/market-diff';
import { describe, expect, it } from 'vitest';
import type { KeptAnswer } from './answer-encoding.ts';
import { toLiveMatch } from './api-shapes.ts';
import { type CatalogEvent, type CatalogMatch, CatalogStore } from './catalog-store.ts';
import { type LiveContext, lives3Answer, lives3Rows } from './live-calls.ts';
import { Lives3Cache } from './lives3-cache.ts';
import type { CatalogNames } from './names.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;

const names: CatalogNames = {
  sports: new Map([
    [1, { name: 'Football', nameTr: 'Futbol', sort: 1 }],
    [2, { name: 'Basketball', nameTr: 'Basketbol', sort: 2 }],
  ]),
  categories: new Map([
    [1, { name: 'Türkiye', flag: 'tr' }],
    [2, { name: 'England', flag: 'gb' }],
  ]),
  tournaments: new Map([
    [1, { name: 'Süper Lig', priority: 5, categoryId: 1 }],
    [2, { name: 'Premier League', priority: 1, categoryId: 2 }],
    [3, { name: 'BSL', priority: 0, categoryId: 1 }],
  ]),
  teams: new Map(Array.from({ length: 20 }, (_, i) => [i + 1, `Team ${i + 1}`])),
};

const inPlay = (minute: number): LiveState => ({
  ...notStartedState(45),
  status: minute < 45 ? '1p' : '2p',
  clock: { minute, extra: 0, periodLength: 45 },
});

function match(
  id: number,
  sportId: number,
  tournamentId: number,
  startsAt: number,
  live: boolean,
): CatalogMatch {
  const oddsType = sportId === 1 ? 1 : 186;
  const outcomes = sportId === 1 ? ['1', 'X', '2'] : ['1', '2'];
  return {
    id,
    externalId: `x-${id}`,
    sportId,
    categoryId: names.tournaments.get(tournamentId)?.categoryId ?? 1,
    tournamentId,
    homeTeamId: (id % 10) * 2 + 1,
    awayTeamId: (id % 10) * 2 + 2,
    startsAt,
    active: true,
    visible: true,
    liveActive: true,
    suspended: false,
    state: live ? inPlay(30) : notStartedState(45),
    markets: [
      toStoredMarket({
        oddsType,
        special: '',
        outcomes: outcomes.map((outcomeId, i) => ({ outcomeId, name: outcomeId, odds: 1_800 + 400 * i })),
      }),
    ],
    version: 1,
  };
}

function setUp() {
  const store = new CatalogStore();
  for (const m of [
    match(1, 1, 2, NOW - HOUR, true),
    match(2, 1, 1, NOW - HOUR / 2, true),
    match(3, 1, 1, NOW - HOUR / 4, true),
    match(4, 2, 3, NOW - HOUR, true),
    match(5, 1, 2, NOW + 2 * HOUR, false),
    match(6, 1, 1, NOW + 30 * HOUR, false),
  ])
    store.put(m);
  let clock = NOW;
  let tvIds: ReadonlySet<number> = new Set([2]);
  const catalog = { store, names: () => names };
  const cache = new Lives3Cache(catalog);
  const ctx = (lang: string): LiveContext => ({ now: new Date(clock), lang, tvIds });
  return {
    store,
    apply: (event: CatalogEvent) => store.apply(event, () => undefined),
    next: (id: number) => (store.get(id)?.version ?? 0) + 1,
    advance: (ms: number) => {
      clock += ms;
    },
    showTv: (ids: number[]) => {
      tvIds = new Set(ids);
    },
    cached: (body: object, lang = 'en') =>
      JSON.parse(cache.answer(body, ctx(lang)).json().toString()) as unknown,
    bytes: (body: object, lang = 'en') => cache.answer(body, ctx(lang)),
    /** The answer as built for the cache, with its gzip joined from the matches' own. */
    built: (body: object, lang = 'en') => {
      const rows = lives3Rows(catalog, body, ctx(lang));
      return lives3Answer(rows, JSON.stringify(rows.data), names, ctx(lang));
    },
    /** The answer computed from nothing kept: the rows chosen now, each match shaped now. */
    fresh: (body: object, lang = 'en') => {
      const c = ctx(lang);
      const rows = lives3Rows(catalog, body, c);
      const matches = rows.page.map((m) =>
        toLiveMatch(m, names, lang, { types: rows.types(m), tv: c.tvIds.has(m.id) }),
      );
      return JSON.parse(JSON.stringify({ status: true, matches, data: rows.data })) as unknown;
    },
  };
}

const bodies = [
  { sportId: 1, filter: 1, limit: 50 },
  { sportId: 1, filter: 0 },
  { sportId: 1, filter: 2, order: 1 },
  { filter: 0, order: 1, offset: 1, limit: 2 },
  { sportId: 2 },
  { favorites: [1, 5, 6] },
];

describe('lives3 answers kept ready', () => {
  it('answers as a fresh computation does, for every filter and language', () => {
    const t = setUp();
    for (const body of bodies) {
      for (const lang of ['en', 'tr']) expect(t.cached(body, lang)).toEqual(t.fresh(body, lang));
    }
  });

  it('hands out the same bytes while nothing on the page moved, and follows clock and price ticks', () => {
    const t = setUp();
    const body = bodies[0] as object;
    const first = t.bytes(body);
    expect(t.bytes(body)).toBe(first);
    // A tick on a match not on the page (basketball) leaves the page's answer as it was.
    t.apply({ kind: 'delta', delta: { t: 'match', id: 4, v: t.next(4), state: inPlay(20) } });
    expect(t.bytes(body)).toBe(first);
    t.apply({ kind: 'delta', delta: { t: 'match', id: 2, v: t.next(2), state: inPlay(31) } });
    t.apply({ kind: 'delta', delta: { t: 'match', id: 3, v: t.next(3), odds: [[1, '', 'X', 3_100, 1, 0]] } });
    t.apply({ kind: 'delta', delta: { t: 'match', id: 1, v: t.next(1), feedStop: 1 } });
    expect(t.bytes(body)).not.toBe(first);
    for (const b of bodies) expect(t.cached(b)).toEqual(t.fresh(b));
  });

  it('follows structural changes: start, end, new, hidden matches and closed markets', () => {
    const t = setUp();
    const check = () => {
      for (const b of bodies)
        for (const lang of ['en', 'tr']) expect(t.cached(b, lang)).toEqual(t.fresh(b, lang));
    };
    check();
    t.apply({ kind: 'delta', delta: { t: 'match', id: 5, v: t.next(5), state: inPlay(1) } });
    check();
    t.apply({ kind: 'removed', id: 1, v: t.next(1), status: 'ended' });
    check();
    t.store.put(match(7, 1, 2, NOW - HOUR / 3, true));
    check();
    t.store.put({ ...match(3, 1, 1, NOW - HOUR / 4, true), visible: false, version: t.next(3) });
    check();
    t.apply({ kind: 'delta', delta: { t: 'match', id: 2, v: t.next(2), markets: [[1, '', 1, 0]] } });
    check();
    t.apply({ kind: 'delta', delta: { t: 'match', id: 4, v: t.next(4), active: 0 } });
    check();
  });

  it('follows the clock: matches come into and leave the upcoming window', () => {
    const t = setUp();
    const body = { sportId: 1, filter: 2 };
    const upcoming = () =>
      (t.fresh(body) as { matches: { matchid: number }[] }).matches.map((m) => m.matchid);
    expect(upcoming()).toEqual([5]);
    expect(t.cached(body)).toEqual(t.fresh(body));
    // Match 5 is late: out of the list five minutes after its kick-off.
    t.advance(2 * HOUR + 6 * 60_000);
    expect(upcoming()).toEqual([]);
    expect(t.cached(body)).toEqual(t.fresh(body));
    // Match 6 kicks off 30 hours after the start: in the 24-hour window a minute after six hours.
    t.advance(4 * HOUR);
    expect(upcoming()).toEqual([6]);
    expect(t.cached(body)).toEqual(t.fresh(body));
  });

  it('joins a gzip that decompresses to its own answer, made before or after a tick', () => {
    const t = setUp();
    const unzipped = (answer: KeptAnswer) => gunzipSync(answer.joinedGzip?.() ?? Buffer.alloc(0));
    for (const body of bodies) {
      for (const lang of ['en', 'tr']) {
        const answer = t.built(body, lang);
        expect(unzipped(answer)).toEqual(answer.json());
      }
    }
    const before = t.built(bodies[1] as object);
    t.apply({ kind: 'delta', delta: { t: 'match', id: 2, v: t.next(2), state: inPlay(44) } });
    expect(unzipped(before)).toEqual(before.json());
    const after = t.built(bodies[1] as object);
    expect(after.json()).not.toEqual(before.json());
    expect(unzipped(after)).toEqual(after.json());
  });

  it('follows the TV list', () => {
    const t = setUp();
    const body = bodies[1] as object;
    expect(t.cached(body)).toEqual(t.fresh(body));
    t.showTv([1, 3]);
    expect(t.cached(body)).toEqual(t.fresh(body));
  });
});
