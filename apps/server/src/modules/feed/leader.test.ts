import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { endServerSessions, endSessions } from '../../test/pg-sessions.ts';
import { FEED_LOCK_CLASS, runAsLeader } from './leader.ts';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe.each(testDatabaseKinds)('feed leadership on %s', (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('lets one instance lead at a time and hands over when the leader stops', async () => {
    const first = await createTestDatabase(kind);
    closers.push(first.close);
    // A second instance on the same database: its own pool on PostgreSQL, the same engine embedded.
    const second =
      kind === 'postgres' ? await openDatabase({ url: first.url, schema: first.schema, poolSize: 2 }) : first;
    if (second !== first) closers.push(second.close);
    const started: string[] = [];
    const work = (name: string) => ({
      start: async () => void started.push(`${name} start`),
      stop: async () => void started.push(`${name} stop`),
    });
    const a = runAsLeader(first, work('a'), () => undefined, 50);
    expect(await until(() => a.isLeader())).toBe(true);
    if (kind === 'pglite') {
      // One process holds the embedded database: it always leads.
      await a.stop();
      expect(started).toEqual(['a start', 'a stop']);
      return;
    }
    const b = runAsLeader(second, work('b'), () => undefined, 50);
    await new Promise((r) => setTimeout(r, 200));
    expect(b.isLeader()).toBe(false);
    await a.stop();
    expect(await until(() => b.isLeader())).toBe(true);
    await b.stop();
    expect(started).toEqual(['a start', 'a stop', 'b start', 'b stop']);
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'feed leadership when %s ends sessions',
  (kind) => {
    const closers: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
    });

    it('stops the feed when the leader loses its session and leads again, on a pool that recovers', async () => {
      const database = await createTestDatabase(kind);
      closers.push(database.close);
      const url = database.url as string;
      const started: string[] = [];
      const errors: unknown[] = [];
      const leader = runAsLeader(
        database,
        { start: async () => void started.push('start'), stop: async () => void started.push('stop') },
        (error) => errors.push(error),
        50,
      );
      closers.push(() => leader.stop());
      expect(await until(() => leader.isLeader())).toBe(true);

      // Only the session holding the feed's lock.
      const leaderSession = `pid in (select pid from pg_locks where locktype = 'advisory' and classid = $1
      and objid = hashtext($2)::oid and objsubid = 2)`;
      expect(await endSessions(url, leaderSession, [FEED_LOCK_CLASS, database.schema])).toBe(1);
      expect(await until(() => started.length === 3)).toBe(true);
      expect(started).toEqual(['start', 'stop', 'start']);
      expect(errors.length).toBeGreaterThan(0);

      // Every session of this deployment, the idle ones in the pool too.
      await Promise.all([1, 2].map(() => database.withConnection((c) => c.query('select pg_sleep(0.01)'))));
      const ended = await endServerSessions(url, database.schema as string);
      expect(ended).toBeGreaterThanOrEqual(2);
      expect(await until(() => started.length === 5)).toBe(true);
      expect(started.slice(3)).toEqual(['stop', 'start']);
      expect(leader.isLeader()).toBe(true);
      const rows = await database.withConnection((c) => c.query<{ one: number }>('select 1 as one'));
      expect(rows).toEqual([{ one: 1 }]);
    });
  },
);
