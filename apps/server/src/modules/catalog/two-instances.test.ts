import type { Lives3Response } from '@bet/domain/api/sportsbook';
import { LIVE_TOPIC, type MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/app-instance.ts';
import { connectLive, listenForSockets } from '../../realtime/test-client.ts';
import { TestClock } from '../../test/clock.ts';
import { type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { call } from '../../test/http.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import type { Simulator } from '../feed/simulator/simulator.ts';
import { loadMatch } from './feed-repo.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe.each(testDatabaseKinds)('two instances on one %s database and one Redis', (kind) => {
  const clock = new TestClock();
  let instances: TwoInstances;
  let database: TestDatabase;
  let a: AppInstance;
  let b: AppInstance;
  let simulator: Simulator;

  beforeAll(async () => {
    instances = await startTwoInstances(kind, clock);
    ({ database, a, b } = instances);
    // A leads the feed; B only follows what A publishes.
    simulator = await startTestSimulator(a.catalog.sink, clock.now);
    await a.catalog.reload();
  });

  afterAll(async () => {
    await simulator.stop();
    await instances.close();
  });

  it('serves the same live match, and its deltas reach a socket on the other instance', async () => {
    expect(await until(() => b.catalog.store.matches.size === a.catalog.store.matches.size)).toBe(true);
    const match = [...a.catalog.store.matches.values()]
      .filter((m) => m.sportId === 1)
      .sort((x, y) => x.startsAt - y.startsAt)[0];
    if (!match) throw new Error('no match');
    const client = await connectLive(await listenForSockets(b));
    client.send({ op: 'sub', topics: [LIVE_TOPIC] });
    await client.roundTrip();

    clock.advance(match.startsAt + 20 * 60_000 - clock.now().getTime());
    await simulator.tick();
    // The kick-off reaches B as a delta, or as a call to fetch the match when B read it from the
    // database first (a reload that overtook the bus).
    let frame = await client.next();
    while (
      !(frame.t === 'match' && frame.id === match.id && frame.state) &&
      !(frame.t === 'added' && frame.id === match.id)
    )
      frame = await client.next();
    if (frame.t === 'match') expect((frame as MatchDelta).state?.status).toBe('1p');
    await client.close();

    expect(
      await until(() => b.catalog.store.get(match.id)?.version === a.catalog.store.get(match.id)?.version),
    ).toBe(true);
    expect(b.catalog.store.get(match.id)?.state.status).toBe('1p');
    // Every change of the tick got a version of its own: the database holds the one both stores show.
    const stored = await loadMatch(database.db, { id: match.id });
    expect(stored?.version).toBe(a.catalog.store.get(match.id)?.version);
    expect(stored?.state).toEqual(b.catalog.store.get(match.id)?.state);
    const list = async (app: AppInstance): Promise<Lives3Response> =>
      (await call(app, 'lives3', { sportId: 1, filter: 1 })).json();
    const [atA, atB] = [await list(a), await list(b)];
    expect(atB.matches.find((m) => m.matchid === match.id)).toEqual(
      atA.matches.find((m) => m.matchid === match.id),
    );
  });
});
