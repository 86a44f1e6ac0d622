import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { runAsLeader } from './leader.ts';

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
