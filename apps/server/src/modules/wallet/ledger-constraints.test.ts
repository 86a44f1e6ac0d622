import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { balanceOf, ensureAccount } from './index.ts';
import {
  countTransactions,
  houseStakes,
  playerWith,
  rejectionText,
  useLedgerDatabase,
} from './test-support.ts';

// What the database itself enforces, whatever code (or person) writes to it.
describe.each(testDatabaseKinds)('ledger constraints on %s', (kind) => {
  const database = useLedgerDatabase(kind);

  it('has the database refuse unbalanced or empty transactions written by hand', async () => {
    const stakesAccount = await houseStakes(database.db);
    const before = await countTransactions(database.db);
    const unbalanced = await rejectionText(
      database.db.transaction(async (tx) => {
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(
            sql`insert into ledger_transactions (kind, reference) values ('adjustment', 'raw') returning id`,
          ),
        );
        await tx.execute(
          sql`insert into ledger_postings (transaction_id, account_id, amount) values (${row?.id}, ${stakesAccount.id}, 100)`,
        );
      }),
    );
    expect(unbalanced).toMatch(/does not balance/);
    const empty = await rejectionText(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_transactions (kind, reference) values ('adjustment', 'empty')`,
        );
      }),
    );
    expect(empty).toMatch(/has no postings/);
    // A posting added later to a committed transaction unbalances it: refused too.
    const { account } = await playerWith(database.db, 5_00);
    const [committed] = rowsOf<{ transaction_id: number }>(
      await database.db.execute(
        sql`select transaction_id from ledger_postings where account_id = ${account.id}`,
      ),
    );
    expect(
      await rejectionText(
        database.db.execute(
          sql`insert into ledger_postings (transaction_id, account_id, amount) values (${committed?.transaction_id}, ${stakesAccount.id}, 1)`,
        ),
      ),
    ).toMatch(/does not balance/);
    expect(await countTransactions(database.db)).toBe(before + 1);
  });

  it('checks every ledger transaction a database transaction writes, savepoints included, at its commit', async () => {
    const stakes = (await houseStakes(database.db)).id;
    const house = (await ensureAccount(database.db, { system: true, kind: 'house', currency: 'TRY' })).id;
    const before = await countTransactions(database.db);
    // Balanced pairs, one of them written with a third posting in a later statement.
    const write = async (tx: Executor, count: number, extra?: number) => {
      const ids = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into ledger_transactions (kind, reference)
          select 'adjustment', 'batch' from generate_series(1, ${count}) returning id`),
      ).map((r) => r.id);
      await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount)
        select id, a, m from unnest(${`{${ids.join(',')}}`}::bigint[]) as t (id),
          (values (${stakes}::bigint, 100::bigint), (${house}::bigint, -100::bigint)) as v (a, m)`);
      if (extra !== undefined) {
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount)
          values (${ids[extra]}, ${stakes}, 1)`);
      }
      return ids;
    };
    // The unbalanced one in the middle of many, whatever statement added its posting.
    expect(await rejectionText(database.db.transaction((tx) => write(tx, 50, 25)))).toMatch(
      /does not balance/,
    );
    // Behind a savepoint, released: still checked at the commit.
    expect(
      await rejectionText(
        database.db.transaction(async (tx) => {
          await write(tx, 5);
          await tx.transaction((sp) => write(sp, 5, 2));
        }),
      ),
    ).toMatch(/does not balance/);
    // Checked once on the way (constraints made immediate), then written again: checked again.
    expect(
      await rejectionText(
        database.db.transaction(async (tx) => {
          await write(tx, 5);
          await tx.execute(sql`set constraints all immediate`);
          await tx.execute(sql`set constraints all deferred`);
          await write(tx, 5, 4);
        }),
      ),
    ).toMatch(/does not balance/);
    // A savepoint rolled back takes its check away with its rows: what is written after is checked.
    expect(
      await rejectionText(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`savepoint first`);
          await write(tx, 2);
          await tx.execute(sql`rollback to savepoint first`);
          await write(tx, 2, 1);
        }),
      ),
    ).toMatch(/does not balance/);
    expect(await countTransactions(database.db)).toBe(before);
    await database.db.transaction(async (tx) => {
      await write(tx, 3);
      await tx.execute(sql`savepoint late`);
      await write(tx, 2, 1);
      await tx.execute(sql`rollback to savepoint late`);
    });
    expect(await countTransactions(database.db)).toBe(before + 3);
  });

  it('has the database refuse changing or deleting postings and transactions', async () => {
    const { account } = await playerWith(database.db, 5_00);
    const [posting] = rowsOf<{ id: number; transaction_id: number }>(
      await database.db.execute(
        sql`select id, transaction_id from ledger_postings where account_id = ${account.id}`,
      ),
    );
    const refusals = [
      sql`update ledger_postings set amount = amount + 1 where id = ${posting?.id}`,
      sql`delete from ledger_postings where id = ${posting?.id}`,
      sql`update ledger_transactions set memo = 'changed' where id = ${posting?.transaction_id}`,
      sql`delete from ledger_transactions where id = ${posting?.transaction_id}`,
      sql`truncate ledger_postings`,
      sql`truncate ledger_transactions cascade`,
    ];
    for (const statement of refusals) {
      expect(await rejectionText(database.db.execute(statement))).toMatch(/append-only/);
    }
    expect(
      await rejectionText(
        database.db.execute(sql`update ledger_accounts set balance = -1 where id = ${account.id}`),
      ),
    ).toMatch(/ledger_accounts_balance_non_negative/);
    expect(
      await rejectionText(
        database.db.execute(sql`update ledger_accounts set allow_negative = true where id = ${account.id}`),
      ),
    ).toMatch(/fixed/);
    expect(await balanceOf(database.db, account.id)).toBe(5_00);
  });
});
