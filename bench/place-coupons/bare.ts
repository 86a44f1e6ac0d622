// The baseline: the placing transaction written as bare SQL through `pg`, one statement per step
// and no checks beyond what the statements do: claim the idempotency key, read the player (limits,
// balance, repeats), write the coupon, take the stake, write the ledger transaction and its
// postings, the picks and the stored answer. Same tables, same rows as createCoupon writes.
import { createHash, randomBytes } from 'node:crypto';
import type { CreateCouponRequest } from '@bet/domain/api/placement';
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import pg from 'pg';
import type { Attempt } from '../lib/loops.ts';
import type { BenchPlayer } from '../lib/players.ts';

export type BarePlacer = {
  place(player: BenchPlayer, coupon: CreateCouponRequest): Promise<Attempt>;
  close(): Promise<void>;
};

const CLAIM = `insert into idempotency_keys (actor_user_id, request_id, operation, request_hash)
  values ($1, $2, 'createCoupon', $3) on conflict do nothing returning request_id`;
const READ_PLAYER = `select u.currency, u.staketype, u.limits, a.id as account_id, a.balance,
    (select count(*) from coupons c where c.user_id = u.id and c.picks_hash = $2
      and c.staketype = u.staketype and c.phase = 'accepted') as repeated
  from users u join ledger_accounts a on a.user_id = u.id and a.currency = u.currency and a.kind = 'player'
  where u.id = $1`;
const INSERT_COUPON = `insert into coupons (ticket_id, user_id, request_id, ticket_type, is_live, phase,
    staketype, combinations, currency, ticket_stake, total_stake, total_odds, odds_cap, max_pay,
    user_max_pay, picks_hash, created_at)
  values ($1, $2, $3, $4, false, 'accepted', 0, $5, 'TRY', $6, $7, $8, 1000000, $9, 0, $10, $11)
  returning id`;
const TAKE_STAKE = `update ledger_accounts set balance = balance - $2
  where id = $1 and balance - $2 >= 0 returning balance`;
const INSERT_TRANSACTION = `insert into ledger_transactions (kind, reference, actor_user_id, request_id, created_at)
  values ('coupon_stake', $1, $2, $3, $4) returning id`;
const INSERT_POSTINGS = `insert into ledger_postings (transaction_id, account_id, amount, created_at)
  values ($1, $2, $3, $5), ($1, $4, -$3::bigint, $5)`;
const STORE_ANSWER = `update idempotency_keys set response = $3 where actor_user_id = $1 and request_id = $2`;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

function picksInsert(couponId: number, coupon: CreateCouponRequest): { text: string; values: unknown[] } {
  const values: unknown[] = [couponId];
  const rows = coupon.tips.map((tip, position) => {
    values.push(position, tip.matchId, tip.oddsType, tip.special, tip.outcomeId, toThousandths(tip.odd));
    const n = values.length;
    return `($1, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}, false)`;
  });
  return {
    text: `insert into coupon_picks (coupon_id, position, match_id, odds_type, special, outcome_id, odds, live)
      values ${rows.join(', ')}`,
    values,
  };
}

export async function openBarePlacer(url: string, schema: string): Promise<BarePlacer> {
  const pool = new pg.Pool({ connectionString: url, max: 32, options: `-c search_path=${schema}` });
  await pool.query(
    "insert into ledger_accounts (kind, currency, allow_negative) values ('stakes', 'TRY', true) on conflict do nothing",
  );
  const [stakes] = (
    await pool.query<{ id: string }>(
      "select id from ledger_accounts where user_id is null and kind = 'stakes' and currency = 'TRY'",
    )
  ).rows;
  if (!stakes) throw new Error('no stakes account');
  const stakesId = stakes.id;

  async function place(player: BenchPlayer, coupon: CreateCouponRequest): Promise<Attempt> {
    const stake = Math.round(Number(coupon.totalStake) * 100);
    const odds = coupon.tips.reduce((product, tip) => (product * toThousandths(tip.odd)) / 1000, 1000);
    const picksHash = hashOf(
      coupon.tips.map((t) => `${t.matchId}|${t.oddsType}|${t.special}|${t.outcomeId}`).join('\n'),
    ).slice(0, 32);
    const at = new Date();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const claimed = await client.query(CLAIM, [
        player.userId,
        coupon.reqId,
        hashOf(JSON.stringify(coupon)),
      ]);
      if (claimed.rowCount === 0) throw new Error('request id already used');
      const user = await client.query(READ_PLAYER, [player.userId, picksHash]);
      if (user.rowCount === 0) throw new Error('no player');
      const ticketId = randomBytes(5).toString('hex').toUpperCase();
      const inserted = await client.query<{ id: string }>(INSERT_COUPON, [
        ticketId,
        player.userId,
        coupon.reqId,
        coupon.ticketType,
        coupon.combins,
        Math.round(Number(coupon.ticketStake) * 100),
        stake,
        Math.round(odds),
        Math.floor((stake * odds) / 1000),
        picksHash,
        at,
      ]);
      const couponId = Number(inserted.rows[0]?.id);
      const taken = await client.query<{ balance: string }>(TAKE_STAKE, [player.accountId, stake]);
      if (taken.rowCount === 0) {
        await client.query('rollback');
        return 'refused';
      }
      const transaction = await client.query<{ id: string }>(INSERT_TRANSACTION, [
        `coupon:${couponId}`,
        player.userId,
        coupon.reqId,
        at,
      ]);
      await client.query(INSERT_POSTINGS, [transaction.rows[0]?.id, stakesId, stake, player.accountId, at]);
      const picks = picksInsert(couponId, coupon);
      await client.query(picks.text, picks.values);
      const answer = { couponId, ticketId, credit: Number(taken.rows[0]?.balance), repeated: 0, sleeping: 0 };
      await client.query(STORE_ANSWER, [player.userId, coupon.reqId, answer]);
      await client.query('commit');
      return 'accepted';
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  }
  return { place, close: () => pool.end() };
}
