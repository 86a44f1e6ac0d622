// The default feed provider: schedules the seeded fixtures, prices them before kick-off, then
// plays each match on the clock (times `speed`) and pushes its state, prices and result.
import { isFinishedStatus, type LiveState } from '@bet/domain/sportsbook/live-state';
import { breather } from '../give-way.ts';
import type { FeedFixture, FeedProvider, FeedSink } from '../provider.ts';
import { engineFor } from './engines/index.ts';
import { FEATURED_TOURNAMENTS } from './featured.ts';
import { byKickOff, type Fixture, fixturesByTournament } from './fixtures.ts';
import { matchElapsedSeconds } from './match-state.ts';
import { offeredMarkets } from './offer.ts';
import { REFERENCE_DATA, type ReferenceData } from './reference-data.ts';
import { HOUR_MS } from './schedules.ts';
import type { SportEngine } from './sport-engine.ts';

export type SimulatorOptions = {
  seed: string;
  /** 1 plays in real time; 60 plays a football match in about two minutes. */
  speed: number;
  /** Bookmaker margin, e.g. 0.07. */
  margin: number;
  /** Days of fixtures ahead (the site's matches_day). */
  days: number;
  now: () => Date;
  /** Milliseconds between two looks at the live matches; 0 leaves ticking to the caller. */
  tickMs: number;
  reference?: ReferenceData;
  onError?: (error: unknown) => void;
};

/** Wall-clock hours looked back for matches that may still be running or lack a result. */
const LOOKBACK_HOURS = 6;
const RESYNC_MS = HOUR_MS;
type Tracked = {
  fixture: Fixture;
  engine: SportEngine;
  plan: unknown;
  /** The state last sent: prices only move when the state does (clock, score, status). */
  sentState: string;
  done: boolean;
};

export type Simulator = FeedProvider & {
  /** One look at every match that has started; resolves when the sink has taken it all. */
  tick(): Promise<void>;
  /** The state a match is in now (for the tracker and tests). */
  stateOf(externalId: string): LiveState | undefined;
};

export function createSimulator(options: SimulatorOptions): Simulator {
  const reference = options.reference ?? REFERENCE_DATA;
  const tracked = new Map<string, Tracked>();
  let sink: FeedSink | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastSync = 0;
  let ticking: Promise<void> | undefined;

  const track = (fixture: Fixture): Tracked => {
    const engine = engineFor(fixture.sportId);
    const plan = engine.plan({
      seed: `${options.seed}:${fixture.externalId}`,
      homeRating: fixture.homeRating,
      awayRating: fixture.awayRating,
      tournamentId: fixture.tournamentId,
    });
    return { fixture, engine, plan, sentState: '', done: false };
  };

  async function syncFixtures(target: FeedSink): Promise<void> {
    const now = options.now().getTime();
    lastSync = now;
    // Generating, planning and pricing a month of fixtures takes seconds: done a slice at a time,
    // so the instance starting (or taking over) the feed keeps answering requests meanwhile.
    const breathe = breather();
    const untracked: Fixture[] = [];
    for (const fixtures of fixturesByTournament({
      seed: options.seed,
      from: new Date(now - LOOKBACK_HOURS * HOUR_MS),
      days: options.days + LOOKBACK_HOURS / 24,
      reference,
    })) {
      untracked.push(...fixtures.filter((f) => !tracked.has(f.externalId)));
      await breathe();
    }
    untracked.sort(byKickOff);
    const fresh: Tracked[] = [];
    const priced: FeedFixture[] = [];
    for (const fixture of untracked) {
      const t = track(fixture);
      fresh.push(t);
      const markets = offeredMarkets(t.engine, t.plan, t.engine.stateAt(t.plan, -1), options.margin);
      priced.push({ ...fixture, markets });
      await breathe();
    }
    await target.fixtures(priced);
    // Tracked once the sink has them: a failed sync is tried again whole.
    for (const t of fresh) tracked.set(t.fixture.externalId, t);
  }

  async function play(target: FeedSink, t: Tracked, now: Date): Promise<void> {
    const elapsed = matchElapsedSeconds(t.fixture.startsAt, now, options.speed);
    if (elapsed < 0) return;
    const { externalId } = t.fixture;
    const state = t.engine.stateAt(t.plan, elapsed);
    // Most ticks change nothing (the clock moves by the minute): then neither state nor prices go out.
    const stateKey = JSON.stringify(state);
    if (stateKey === t.sentState) return;
    if (isFinishedStatus(state.status)) {
      await target.liveState(externalId, state);
      await target.result(externalId, t.engine.result(t.plan));
      t.done = true;
      return;
    }
    // Prices first: a line the new score decides is closed before the score is shown, and every
    // line the model does not price at this state (the prematch ones included) closes with it.
    await target.markets(externalId, offeredMarkets(t.engine, t.plan, state, options.margin), 'all');
    await target.liveState(externalId, state);
    // Only once all went out: a failed send is tried again on the next tick.
    t.sentState = stateKey;
  }

  async function tick(): Promise<void> {
    const target = sink;
    if (!target) return;
    const now = options.now();
    if (now.getTime() - lastSync >= RESYNC_MS) await syncFixtures(target);
    const forgetBefore = now.getTime() - LOOKBACK_HOURS * HOUR_MS;
    // The embedded database answers without a turn of the event loop: a tick with many matches
    // to play would otherwise hold it from the first to the last.
    const breathe = breather();
    for (const t of tracked.values()) {
      if (!t.done) await play(target, t, now);
      else if (t.fixture.startsAt.getTime() < forgetBefore) tracked.delete(t.fixture.externalId);
      await breathe();
    }
  }

  /** Ticks never overlap: a slow one makes the next wait. */
  const guardedTick = () => {
    ticking ??= tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  };

  return {
    name: 'simulator',
    async start(target) {
      sink = target;
      await target.reference({
        ...reference,
        tournaments: reference.tournaments.map((t) => ({ ...t, priority: FEATURED_TOURNAMENTS[t.id] ?? 0 })),
      });
      await syncFixtures(target);
      await guardedTick();
      if (options.tickMs > 0) timer = setInterval(() => void guardedTick(), options.tickMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await ticking;
      sink = undefined;
    },
    tick: guardedTick,
    stateOf(externalId) {
      const t = tracked.get(externalId);
      if (!t) return undefined;
      return t.engine.stateAt(t.plan, matchElapsedSeconds(t.fixture.startsAt, options.now(), options.speed));
    },
  };
}
