import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../test/databases.ts';
import { fusedTransaction, type Statement, sqlLiterals } from './fused-transaction.ts';
import { namedQuery } from './named-query.ts';

const ECHO: Statement = {
  name: 'fused_test_echo',
  text: `select $1::text as s, $2::text[] as a, $3::bigint as n, $4::jsonb as j,
    $5::timestamptz = '2026-03-01T12:34:56.789Z' as at, $6::text as nothing`,
  params: [
    `it's a \\ back'slash $1 "quoted" ünïcode ☃ ' or 1=1 --`,
    ['plain', 'with,comma', 'with "quote"', 'with \\ backslash', '{brace}', 'NULL', ''],
    -9007199254740991,
    { note: "o'clock", list: [1, 2] },
    new Date('2026-03-01T12:34:56.789Z'),
    null,
  ],
};

const COUNT: Statement = {
  name: 'fused_test_count',
  text: 'select count(*)::int as n from unnest($1::int[])',
  params: [[1, 2, 3]],
};

const insert = (value: string): Statement => ({
  name: 'fused_test_insert',
  text: 'insert into fused_test (value) values ($1)',
  params: [value],
});

describe.each(testDatabaseKinds)('a fused transaction on %s', (kind) => {
  const database = useTestDatabase(kind);
  const values = async () =>
    (
      await namedQuery<{ value: string }>(
        database.db,
        'fused_test_values',
        'select value from fused_test order by id',
        [],
      )
    ).map((r) => r.value);
  beforeAll(async () => {
    await database.db.execute(sql`create table fused_test (id serial primary key, value text unique)`);
  });

  it('hands every parameter over as it is, quotes, backslashes and all', async () => {
    const [echoed, counted] = await fusedTransaction(database.db, [ECHO, COUNT], async (_tx, opened) => ({
      closing: null,
      result: opened,
    }));
    const [s, a, n, j] = ECHO.params;
    expect(echoed).toEqual([{ s, a, n, j, at: true, nothing: null }]);
    expect(counted).toEqual([{ n: 3 }]);
  });

  it('commits the opening, the body and the closing statement together', async () => {
    const result = await fusedTransaction(database.db, [insert('opening')], async (tx) => {
      await tx.execute(sql`insert into fused_test (value) values ('body')`);
      return { closing: insert('closing'), result: 'done' };
    });
    expect(result).toBe('done');
    expect(await values()).toEqual(['opening', 'body', 'closing']);
  });

  it('keeps nothing when the body throws or the closing statement fails, and the connection stays usable', async () => {
    const before = await values();
    await expect(
      fusedTransaction(database.db, [insert('thrown-opening')], async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await expect(
      fusedTransaction(database.db, [insert('failed-opening')], async (tx) => {
        await tx.execute(sql`insert into fused_test (value) values ('failed-body')`);
        return { closing: insert('opening'), result: null };
      }),
    ).rejects.toThrow();
    expect(await values()).toEqual(before);
    // Every connection of the pool went back clean: none is left inside a transaction.
    for (let i = 0; i < 4; i += 1) {
      await fusedTransaction(database.db, [insert(`after-${i}`)], async () => ({
        closing: null,
        result: null,
      }));
    }
    expect(await values()).toEqual([...before, 'after-0', 'after-1', 'after-2', 'after-3']);
  });

  it('takes savepoints for transactions nested in its body', async () => {
    await fusedTransaction(database.db, [insert('outer')], async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into fused_test (value) values ('inner')`);
          throw new Error('inner refused');
        })
        .catch(() => undefined);
      return { closing: null, result: null };
    });
    expect(await values()).toContain('outer');
    expect(await values()).not.toContain('inner');
  });
});

describe('statement literals', () => {
  it('refuses a placeholder without its parameter and a number that is not one', () => {
    expect(() => sqlLiterals({ name: 'x', text: 'select $2', params: [1] })).toThrow('no parameter $2');
    expect(() => sqlLiterals({ name: 'x', text: 'select $1', params: [Number.NaN] })).toThrow();
  });

  it('replaces $10 as the tenth parameter, not the first followed by 0', () => {
    const params = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(sqlLiterals({ name: 'x', text: 'select $1, $10', params })).toBe("select '1', '10'");
  });
});
