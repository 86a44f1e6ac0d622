// A big dealer tree written in bulk under the demo admin: DEALERS dealers of PLAYERS_PER_DEALER
// players each (100,000 by default), every player with its credit account, and names and e-mails
// to search. One insert per dealer; the tree trigger fills each path.
import type { Database } from '../../apps/server/src/db/client.ts';

export const DEALERS = 10;
export const PLAYERS_PER_DEALER = Number(process.env.BENCH_TREE_PLAYERS ?? 10_000);

type Seeded = { adminId: number; bigDealerId: number; players: number };

export async function seedBigTree(database: Database): Promise<Seeded> {
  return database.withConnection(async (c) => {
    const [admin] = await c.query<{
      id: number;
      site_id: number;
      operator_id: number;
      password_hash: string;
    }>(`select id, site_id, operator_id, password_hash from users where username = 'admin'`);
    if (!admin) throw new Error('the demo admin is missing');
    const dealerIds: number[] = [];
    for (let d = 0; d < DEALERS; d++) {
      const [dealer] = await c.query<{ id: number }>(
        `insert into users (site_id, operator_id, username, password_hash, role, parent_id, currency)
         values ($1, $2, $3, $4, 'dealer', $5, 'TRY') returning id`,
        [admin.site_id, admin.operator_id, `benchdealer${d}`, admin.password_hash, admin.id],
      );
      if (!dealer) throw new Error('dealer insert returned nothing');
      dealerIds.push(dealer.id);
      await c.query(
        `insert into users (site_id, operator_id, username, password_hash, role, parent_id, currency,
           first_name, last_name, email, status, created_at)
         select $1, $2, 'd' || $3 || 'player' || g, $4, 'player', $5, 'TRY', 'Ad' || (g % 997), 'Soyad' || (g % 113),
           'd' || $3 || 'p' || g || '@bench.local', case when g % 10 = 0 then 0 else 1 end,
           now() - (g || ' minutes')::interval
         from generate_series(1, $6::integer) g`,
        [admin.site_id, admin.operator_id, d, admin.password_hash, dealer.id, PLAYERS_PER_DEALER],
      );
    }
    await c.query(
      `insert into ledger_accounts (user_id, kind, currency, allow_negative)
       select u.id, case when u.role = 'player' then 'player' else 'dealer' end, 'TRY', false
       from users u where not exists (select 1 from ledger_accounts a where a.user_id = u.id)`,
    );
    // The state autovacuum keeps a live site in: statistics and visibility maps up to date.
    await c.query('vacuum analyze users');
    await c.query('vacuum analyze ledger_accounts');
    return { adminId: admin.id, bigDealerId: dealerIds[0] as number, players: DEALERS * PLAYERS_PER_DEALER };
  });
}
