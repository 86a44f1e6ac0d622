// The embedded database answers in this thread: a statement holds the event loop while it runs, and
// statements in a row hold it until the last one ends. The first feed start writes thousands of
// rows, so it must write and read them a slice at a time, letting the event loop turn between.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { seedBase } from '../../db/seed.ts';
import { createMailer } from '../../mail/mailer.ts';
import { TestClock } from '../../test/clock.ts';
import { createTestDatabase } from '../../test/databases.ts';
import { startTestSimulator } from '../../test/feed.ts';
import { FIXTURE_SLICE } from '../catalog/feed-ingest.ts';
import { OPEN_MATCHES_PAGE } from '../catalog/feed-repo.ts';

type Statement = { sql: string; params: unknown[]; turn: number };

/** Rows an insert writes: its tuples of values. */
const rowsInserted = (sql: string) => (sql.split(' values ')[1]?.match(/\), \(/g)?.length ?? 0) + 1;

/** The most rows the inserts into `table` write within one turn of the event loop. */
function mostRowsInOneTurn(statements: Statement[], table: string): { turns: number; rows: number } {
  const byTurn = new Map<number, number>();
  for (const s of statements) {
    if (!s.sql.startsWith(`insert into "${table}" `)) continue;
    byTurn.set(s.turn, (byTurn.get(s.turn) ?? 0) + rowsInserted(s.sql));
  }
  return { turns: byTurn.size, rows: Math.max(0, ...byTurn.values()) };
}

describe('the first feed start on the embedded database', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('writes and reads the fixtures a slice per turn of the event loop', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase('pglite');
    closers.push(database.close);
    await seedBase(database.db);

    // Each statement is noted with the turn of the event loop it runs in: a counter moved by
    // every turn. Statements noted with the same count ran without a request getting in between.
    const loop = { turn: 0, timer: setImmediate(() => undefined) };
    const spin = () => {
      loop.turn++;
      loop.timer = setImmediate(spin);
    };
    const statements: Statement[] = [];
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const logger = {
      logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params, turn: loop.turn }),
    };
    const db = drizzle({ client, logger }) as unknown as Db;

    const clock = new TestClock();
    const config = testConfig();
    const app = await buildApp({
      config,
      database: { ...database, db },
      mailer: createMailer(config, database),
      now: clock.now,
    });
    closers.push(() => app.close());

    statements.length = 0;
    spin();
    // A few leagues over a fortnight: hundreds of fixtures, written from empty.
    const simulator = await startTestSimulator(app.catalog.sink, clock.now, { days: 14 });
    // The reload the fixtures asked for, and this one queued behind it.
    await app.catalog.reload();
    clearImmediate(loop.timer);
    await simulator.stop();

    const matches = mostRowsInOneTurn(statements, 'matches');
    const markets = mostRowsInOneTurn(statements, 'match_markets');
    const open = app.catalog.store.matches.size;
    expect(open).toBeGreaterThan(OPEN_MATCHES_PAGE);
    // Fixtures go in by slices, each on a turn of its own, and their markets with them.
    expect(matches.turns).toBeGreaterThan(5);
    expect(matches.rows).toBeLessThanOrEqual(FIXTURE_SLICE);
    expect(markets.rows).toBeLessThanOrEqual(FIXTURE_SLICE);
    // The catalogue reads the open matches back by pages.
    const reads = statements.filter(
      (s) => s.sql.includes('left join "match_markets"') && s.sql.includes('"matches"."starts_at" >='),
    );
    expect(reads.length).toBeGreaterThanOrEqual(Math.ceil(open / OPEN_MATCHES_PAGE));
    for (const read of reads) expect(read.params.at(-1)).toBe(OPEN_MATCHES_PAGE);
    // A page after the first of a read (its last id is the one before the limit) waits a turn.
    for (let i = 1; i < reads.length; i++) {
      if (reads[i]?.params.at(-2) !== 0) expect(reads[i]?.turn).toBeGreaterThan(reads[i - 1]?.turn ?? 0);
    }
  });
});
