// casino_wallet_related on a connection that first called it while the provider had no records (a
// new deployment's pool), then after thousands: it still reads the index entries of the call's own
// records only. A plan kept from the empty table used to read every record the provider had, and the
// wallet slowed down as the table grew.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';

const RECORDS = 3_000;
const relatedOf = (provider: number, n: number) =>
  `select * from casino_wallet_related(${provider}, 'tx-${n}', 'round-${n}', array['tx-${n}'])`;

describe.each(testDatabaseKinds)('the wallet’s related-records lookup on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('reads only its own round’s index entries however many records the provider has', async () => {
    await database.withConnection(async (conn) => {
      const [provider] = await conn.query<{ id: number }>(
        `insert into casino_providers (site_id, code, name, secret_sealed)
         values (1, 'plan', 'Plan', 'sealed') returning id`,
      );
      const id = Number(provider?.id);
      // More than the five calls after which a kept plan may turn generic.
      for (let n = 0; n < 8; n += 1) expect(await conn.query(relatedOf(id, n))).toEqual([]);
      await conn.query(
        `insert into casino_wallet_transactions (provider_id, provider_transaction_id, kind, user_id,
           round_id, bet_transaction_id, amount, currency, request_hash)
         select $1::int, 'tx-' || g, 'bet', 1, 'round-' || g, null, 100, 'TRY', 'h'
         from generate_series(1, $2::int) g`,
        [id, RECORDS],
      );
      await conn.query('begin');
      const related = await conn.query<{ provider_transaction_id: string }>(relatedOf(id, 1_500));
      const [read] = await conn.query<{ entries: string | number }>(
        `select sum(pg_stat_get_xact_tuples_returned(indexrelid)) as entries
         from pg_index where indrelid = 'casino_wallet_transactions'::regclass`,
      );
      await conn.query('rollback');
      expect(related.map((r) => r.provider_transaction_id)).toEqual(['tx-1500']);
      expect(Number(read?.entries)).toBeLessThan(10);
    });
  });
});
