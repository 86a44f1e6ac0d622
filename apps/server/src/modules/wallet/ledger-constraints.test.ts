import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { balanceOf } from './index.ts';
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
