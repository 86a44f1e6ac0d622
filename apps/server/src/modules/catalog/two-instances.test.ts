import { randomUUID } from 'node:crypto';
import type { Lives3Response } from '@bet/domain/api/sportsbook';
import { LIVE_TOPIC, type MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { seedBase } from '../../db/seed.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { createMailer } from '../../mail/mailer.ts';
import { connectLive, listenForSockets, testRedisUrl } from '../../realtime/test-client.ts';
import { TestClock } from '../../test/clock.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { call } from '../../test/http.ts';
import type { Simulator } from '../feed/simulator/simulator.ts';
import { loadMatch } from './feed-repo.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe.each(testDatabaseKinds)('two instances on one %s database and one Redis', (kind) => {
  const clock = new TestClock();
  let database: TestDatabase;
  let second: Database;
  let a: AppInstance;
  let b: AppInstance;
  let simulator: Simulator;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedBase(database.db);
    // The embedded database lives in one process: both instances use it; PostgreSQL gets a pool each.
    second =
      kind === 'postgres' ? await openDatabase({ url: database.url, schema: database.schema }) : database;
    // Both instances on a channel namespace of their own, apart from other tests sharing the Redis.
    const config = testConfig({ redisUrl: testRedisUrl, redisPrefix: `test-${randomUUID()}:` });
    const build = (db: Database) =>
      buildApp({ config, database: db, mailer: createMailer(config, db), now: clock.now });
    a = await build(database);
    b = await build(second);
    // A leads the feed; B only follows what A publishes.
    simulator = await startTestSimulator(a.catalog.sink, clock.now);
    await a.catalog.reload();
  });

  afterAll(async () => {
    await simulator.stop();
    await b.close();
    await a.close();
    if (second !== database) await second.close();
    await database.close();
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
