// Settling one match's open coupons (100,000 by default, BENCH_SETTLE_COUPONS to change) against
// PostgreSQL, beside a bare SQL update of the same coupon and pick rows (the baseline) and that
// update with the same ledger rows written by plain SQL. Singles, and a share of two-pick
// combinations whose other pick has already won, so that every coupon settles.

import type { Database } from '../../apps/server/src/db/client.ts';
import { SETTLE_BATCH, settleMatch } from '../../apps/server/src/modules/betting/settlement/settlement.ts';
import { settlementLockKey } from '../../apps/server/src/modules/betting/settlement/settlement-runner.ts';
import {
  placeTestCoupons,
  recordResult,
  type TestCoupon,
} from '../../apps/server/src/modules/betting/test-coupons.ts';
import type { CatalogMatch } from '../../apps/server/src/modules/catalog/index.ts';
import type { FeedResult } from '../../apps/server/src/modules/feed/provider.ts';
import { startTestSimulator } from '../../apps/server/src/test/feed.ts';
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { createBenchSchema, loadAverage } from '../lib/bench-schema.ts';
import { createPlayers } from '../lib/players.ts';

const COUPONS = Number(process.env.BENCH_SETTLE_COUPONS ?? 100_000);
const PLAYERS = 1_000;
/** One combination in five carries a pick of the match decided before. */
const COMBINATION_SHARE = 0.2;
/** Coupons per placeTestCoupons call (each is one transaction). */
const WRITE_CHUNK = 10_000;
const HOME_WIN: FeedResult = { status: 'ended', score: { home: 1, away: 0 }, periods: [] };
const OUTCOMES = ['1', 'X', '2'];

function couponSpecs(playerIds: readonly number[], timed: CatalogMatch, decided: CatalogMatch): TestCoupon[] {
  return Array.from({ length: COUPONS }, (_, i) => {
    const pick = { matchId: timed.id, outcomeId: OUTCOMES[i % 3] as string, odds: 2_000 };
    const combination = i % Math.round(1 / COMBINATION_SHARE) === 0;
    return {
      userId: playerIds[i % playerIds.length] as number,
      // The decided match went 1:0, so its home pick has won.
      picks: combination ? [{ matchId: decided.id, outcomeId: '1', odds: 1_500 }, pick] : [pick],
      ticketStake: 1_00,
    };
  });
}

// What settling amounts to without any rule: the match's picks and their coupons rewritten.
const BARE_PICKS = `update coupon_picks set result = case when outcome_id = '1' then 'won' else 'lost' end,
    settled_at = now()
  where match_id = $1`;
const BARE_COUPONS = `update coupons c set status = case when p.result = 'won' then 1 else -1 end,
    income = case when p.result = 'won' then c.total_stake * c.total_odds / 1000 else 0 end,
    settled_at = now()
  from coupon_picks p
  where p.coupon_id = c.id and p.match_id = $1`;

// The same ledger rows settling writes, as plain SQL without a rule: a transaction per paying coupon
// (the payout to the player, from the house), one per batch of settled coupons moving their stakes
// from the stakes account to the house, and the players' cached balances moved (the schema's own
// constraints and triggers still run).
const BARE_LEDGER = `with h as (
    select max(id) filter (where kind = 'stakes') as stakes, max(id) filter (where kind = 'house') as house
    from ledger_accounts where user_id is null and currency = 'TRY'
  ), c as (
    select c.id, c.total_stake as stake, c.income, a.id as player,
      (row_number() over (order by c.id) - 1) / ${SETTLE_BATCH} as batch
    from coupons c
    join coupon_picks p on p.coupon_id = c.id and p.match_id = $1
    join ledger_accounts a on a.user_id = c.user_id and a.kind = 'player' and a.currency = c.currency
  ), paid as (
    select c.*, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as tx from c where income > 0
  ), batches as (
    select b.*, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as tx
    from (select batch, sum(stake) as stakes, min(id) as first, max(id) as last from c group by batch) as b
  ), t as (
    insert into ledger_transactions (id, kind, reference)
    select tx, 'payout', 'coupon:' || id from paid
    union all
    select tx, 'stakes_settled', 'coupons:' || first || '-' || last from batches
  ), legs as (
    insert into ledger_postings (transaction_id, account_id, amount)
    select paid.tx, leg.account_id, leg.amount
    from paid, h, lateral (values (paid.player, paid.income), (h.house, -paid.income)) as leg (account_id, amount)
    union all
    select b.tx, leg.account_id, leg.amount
    from batches b, h, lateral (values (h.stakes, -b.stakes), (h.house, b.stakes)) as leg (account_id, amount)
  )
  update ledger_accounts a set balance = a.balance + w.total
  from (select player, sum(income) as total from paid group by player) as w
  where a.id = w.player`;

type Row = { name: string; seconds: number };

/** Runs `fn` holding the settlement locks of these matches, on a connection of its own. */
const withMatchesLocked = <T>(database: Database, matchIds: readonly number[], fn: () => Promise<T>) =>
  database.withConnection(async (c) => {
    for (const id of matchIds) await c.query('select pg_advisory_lock($1, $2)', settlementLockKey(id));
    try {
      return await fn();
    } finally {
      await c.query('select pg_advisory_unlock_all()');
    }
  });

/** Settles the timed match's coupons, then runs the bare baselines on the same rows; figures in run order. */
async function measure(database: Database, timed: CatalogMatch, decided: CatalogMatch): Promise<Row[]> {
  const rows: Row[] = [];
  await recordResult(database.db, decided.id, HOME_WIN, new Date());
  await settleMatch(database.db, decided.id, new Date());
  await recordResult(database.db, timed.id, HOME_WIN, new Date());

  const vacuum = () => database.withConnection((c) => c.exec('vacuum analyze coupons, coupon_picks'));
  await vacuum();
  const start = performance.now();
  const report = await settleMatch(database.db, timed.id, new Date());
  rows.push({ name: 'settleMatch', seconds: (performance.now() - start) / 1000 });
  if (report.coupons !== COUPONS) throw new Error(`settled ${report.coupons} of ${COUPONS} coupons`);

  const bare = async (name: string, statements: string[]) => {
    await vacuum();
    const began = performance.now();
    await database.withConnection(async (c) => {
      await c.exec('begin');
      for (const statement of statements) await c.query(statement, [timed.id]);
      await c.exec('commit');
    });
    return { name, seconds: (performance.now() - began) / 1000 };
  };
  rows.unshift(await bare('bare SQL update', [BARE_PICKS, BARE_COUPONS]));
  rows.push(await bare('bare update + ledger', [BARE_PICKS, BARE_COUPONS, BARE_LEDGER]));
  return rows;
}

export async function benchSettle(): Promise<void> {
  const target = await createBenchSchema('settle');
  try {
    const server = await startServer({ databaseUrl: target.url, schema: target.schema });
    const { database } = server;
    const rows: Row[] = [];
    let before = '';
    try {
      await startTestSimulator(server.app.catalog.sink, () => new Date());
      await server.app.catalog.reload();
      const football = [...server.app.catalog.store.matches.values()].filter((m) => m.sportId === 1);
      const [timed, decided] = football;
      if (!timed || !decided) throw new Error('the catalogue has fewer than two football matches');
      const players = await createPlayers(database.db, PLAYERS, 1_000_000_00, new Date());
      const specs = couponSpecs(
        players.map((p) => p.userId),
        timed,
        decided,
      );
      const began = Date.now();
      for (let i = 0; i < specs.length; i += WRITE_CHUNK) {
        await placeTestCoupons(database.db, specs.slice(i, i + WRITE_CHUNK), new Date());
      }
      console.log(`settle: ${COUPONS} coupons written in ${((Date.now() - began) / 1000).toFixed(1)} s`);
      before = loadAverage();
      // The server's own settlement worker sweeps for decided matches every 30 s: the matches' locks
      // keep it off them, so the figures are the benchmark's settlement alone.
      rows.push(
        ...(await withMatchesLocked(database, [decided.id, timed.id], () =>
          measure(database, timed, decided),
        )),
      );
    } finally {
      await server.close();
    }
    console.log(
      `\nSettling ${COUPONS} coupons of one match (PostgreSQL; load average ${before} before, ${loadAverage()} after)`,
    );
    console.log(
      `${'scenario'.padEnd(22)} ${'seconds'.padStart(9)} ${'coupons/s'.padStart(11)}   vs baseline`,
    );
    const [baseline] = rows;
    for (const r of rows) {
      const ratio =
        r === baseline ? 'baseline' : `${(baseline ? baseline.seconds / r.seconds : 0).toFixed(3)}x`;
      console.log(
        `${r.name.padEnd(22)} ${r.seconds.toFixed(2).padStart(9)} ${(COUPONS / r.seconds).toFixed(0).padStart(11)}   ${ratio.padStart(11)}`,
      );
    }
  } finally {
    await target.drop();
  }
}
