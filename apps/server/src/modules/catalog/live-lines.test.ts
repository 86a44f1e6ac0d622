import type { LiveMatch, OddGroup } from '@bet/domain/api/sportsbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { call } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { boundingFutures, isDecidedWon } from '../feed/simulator/decided.ts';
import { engineFor } from '../feed/simulator/engines/index.ts';
import { buildReferenceData, SPORT_SEEDS } from '../feed/simulator/reference-data.ts';
import { createSimulator, type Simulator, type SimulatorOptions } from '../feed/simulator/simulator.ts';
import type { CatalogMatch } from './catalog-store.ts';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const SEED = 'lines';
/** Basketball, baseball and table tennis, one category each (ones with matches on the test's first day). */
const CATEGORIES = [202, 301, 2003];
const REFERENCE = buildReferenceData(
  SPORT_SEEDS.filter((s) => [2, 3, 20].includes(s.id)).map((s) => ({
    ...s,
    categories: s.categories.filter((c) => CATEGORIES.includes(c.id)),
  })),
);

const key = (m: { oddsType: number; special: string }): string => `${m.oddsType}|${m.special}`;

/** The keys of the markets the sport's model prices at the match's current state. */
function liveKeys(match: CatalogMatch): Set<string> {
  const engine = engineFor(match.sportId);
  const plan = engine.plan({
    seed: `${SEED}:${match.externalId}`,
    homeRating: REFERENCE.teamById.get(match.homeTeamId)?.rating ?? 50,
    awayRating: REFERENCE.teamById.get(match.awayTeamId)?.rating ?? 50,
    tournamentId: match.tournamentId,
  });
  return new Set(engine.marketsAt(plan, match.state).map(key));
}

/** What is wrong with the match's open lines: ones the live model does not price, or the score has decided. */
function badOpenLines(match: CatalogMatch): string[] {
  const priced = liveKeys(match);
  const futures = boundingFutures(match.sportId, match.state);
  const bad: string[] = [];
  for (const m of match.markets.filter((k) => k.active)) {
    const at = `${match.state.status} ${match.state.score.home}:${match.state.score.away} ${key(m)}`;
    if (!priced.has(key(m))) bad.push(`${at} not priced live`);
    const open = !m.suspended && match.state.betStatus === 'started';
    for (const o of m.outcomes.filter((x) => open && !x.suspended)) {
      if (isDecidedWon(futures, { ...m, outcomeId: o.outcomeId })) bad.push(`${at} ${o.outcomeId} decided`);
    }
  }
  return bad;
}

describe.each(testDatabaseKinds)('live lines through the catalogue on %s', (kind) => {
  const t = useTestApp(kind);
  let options: SimulatorOptions;
  let simulator: Simulator;
  let basketball: CatalogMatch;

  beforeAll(async () => {
    options = {
      seed: SEED,
      speed: 1,
      margin: 0.07,
      days: 1,
      now: t.clock.now,
      tickMs: 0,
      reference: REFERENCE,
      onError: (error) => {
        throw error;
      },
    };
    simulator = createSimulator(options);
    await simulator.start(t.app.catalog.sink);
    await t.app.catalog.reload();
  });

  const firstUpcoming = (sportId: number): CatalogMatch => {
    const now = t.clock.now().getTime();
    const match = [...t.app.catalog.store.matches.values()]
      .filter((m) => m.sportId === sportId && m.startsAt > now)
      .sort((a, b) => a.startsAt - b.startsAt)[0];
    if (!match) throw new Error(`no upcoming match of sport ${sportId}`);
    return match;
  };
  const at = async (match: CatalogMatch, minutes: number): Promise<CatalogMatch | undefined> => {
    t.clock.advance(match.startsAt + minutes * MINUTE - t.clock.now().getTime());
    await simulator.tick();
    return t.app.catalog.store.get(match.id);
  };

  it('after a restart of the feed, closes the lines the new state no longer prices', async () => {
    basketball = firstUpcoming(2);
    expect((await at(basketball, 20))?.state.status).toBe('2q');
    await simulator.stop();
    simulator = createSimulator(options);
    await simulator.start(t.app.catalog.sink);
    const later = await at(basketball, 45);
    expect(later?.state.status).toBe('3q');
    if (!later) throw new Error('the match left the catalogue');
    expect(badOpenLines(later)).toEqual([]);
  });

  it('late in a basketball fourth quarter, offers only lines priced from the live state and features one of them', async () => {
    // 12-minute quarters, breaks of 2, 15 and 2 minutes: the fourth runs from minute 55 to 67.
    const late = await at(basketball, 65);
    expect(late?.state.status).toBe('4q');
    if (!late) throw new Error('the match left the catalogue');
    expect(badOpenLines(late)).toEqual([]);
    const detail: { match: LiveMatch; odds: OddGroup[] } = (
      await call(t.app, 'liveoddsnew', { matchid: basketball.id })
    ).json();
    const featured = detail.odds.filter((g) => g.oddstype === 18 && g.mostbalanced === 1);
    expect(featured).toHaveLength(1);
    expect(liveKeys(late).has(key({ oddsType: 18, special: featured[0]?.special ?? '' }))).toBe(true);
    expect(featured[0]?.iss).toBe(0);
  });

  it('minute by minute, across a restart of the feed, never leaves open a line unpriced or decided (baseball, table tennis)', async () => {
    const bad: Record<number, string[]> = {};
    for (const sportId of [3, 20]) {
      const match = firstUpcoming(sportId);
      const found: string[] = [];
      const check = async (from: number, to: number): Promise<number> => {
        let minutes = from;
        for (let live = await at(match, minutes); live && minutes < to; live = await at(match, ++minutes)) {
          found.push(...badOpenLines(live));
        }
        return minutes;
      };
      const now = Math.max(0, Math.ceil((t.clock.now().getTime() - match.startsAt) / MINUTE));
      // As when another instance takes the feed over after a gap: it starts with nothing sent.
      await check(now, now + 5);
      await simulator.stop();
      simulator = createSimulator(options);
      await simulator.start(t.app.catalog.sink);
      // A day of play ends any match; one still listed then would have been brought back as live.
      const end = await check(now + 12, now + DAY_MINUTES);
      expect(end).toBeGreaterThan(now + 12);
      expect(end, 'the match left the catalogue when it ended').toBeLessThan(now + DAY_MINUTES);
      bad[sportId] = found;
    }
    expect(bad).toEqual({ 3: [], 20: [] });
  });
});
