// Writing placed coupons: their rows and their picks in one statement, and the names they are known by.
import { createHash, randomBytes } from 'node:crypto';
import type { TicketType } from '@bet/domain/betting/types';
import type { Executor } from '../../../db/client.ts';
import { namedQuery } from '../../../db/named-query.ts';
import { toSafeInteger } from '../../../db/sql-values.ts';
import type { CouponPhase } from '../schema.ts';

// Crockford's base32: no I, L, O or U, so a ticket id read aloud or typed is not mistaken.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TICKET_ID_LENGTH = 10;

/** An unguessable ticket id: 10 Crockford base32 characters (50 random bits), uppercase. */
export function newTicketId(): string {
  const bytes = randomBytes(TICKET_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return id;
}

type PickIdentity = { matchId: number; oddsType: number; special: string; outcomeId: string };

/** The outcomes a coupon is made of, in any order, hashed: the same coupon placed again hashes equally. */
export function picksHash(picks: readonly PickIdentity[]): string {
  const keys = picks.map((p) => JSON.stringify([p.matchId, p.oddsType, p.special, p.outcomeId])).sort();
  return createHash('sha256').update(keys.join('\n')).digest('hex').slice(0, 32);
}

export type NewCoupon = {
  ticketId: string;
  userId: number;
  requestId: string;
  ticketType: TicketType;
  isLive: boolean;
  phase: CouponPhase;
  holdUntil: Date | null;
  staketype: number;
  systemSizes: number[];
  combinations: number;
  currency: string;
  ticketStake: number;
  totalStake: number;
  totalOdds: number;
  oddsCap: number;
  bonusBp: number;
  maxPay: number;
  userMaxPay: number;
  picksHash: string;
  createdAt: Date;
};

export type NewPick = PickIdentity & {
  odds: number;
  live: boolean;
  banker: boolean;
  takenMinute: string;
  takenScore: string;
};

export type CouponToWrite = {
  coupon: NewCoupon;
  picks: readonly NewPick[];
  /**
   * The placing request's answer, stored with the coupon's id added under its idempotency key (the
   * player and the request id), which the caller's transaction has claimed.
   */
  answer: Record<string, unknown>;
};

// Every placement batch runs it: one named statement whatever the number of coupons and picks, which
// travel as arrays (a coupon's system sizes as array text). Picks find their coupon by ticket id, and
// so do the requests' answers, which need the coupon's id.
const INSERT_COUPONS = `
  with c as (
    select * from unnest($1::text[], $2::integer[], $3::text[], $4::text[], $5::boolean[], $6::text[],
      $7::timestamptz[], $8::smallint[], $9::text[], $10::integer[], $11::text[], $12::bigint[], $13::bigint[],
      $14::integer[], $15::integer[], $16::integer[], $17::bigint[], $18::bigint[], $19::text[],
      $20::timestamptz[])
      with ordinality as c (ticket_id, user_id, request_id, ticket_type, is_live, phase, hold_until, staketype,
        system_sizes, combinations, currency, ticket_stake, total_stake, total_odds, odds_cap, bonus_bp,
        max_pay, user_max_pay, picks_hash, created_at, n)
  ), written as (
    insert into coupons (ticket_id, user_id, request_id, ticket_type, is_live, phase, hold_until, staketype,
      system_sizes, combinations, currency, ticket_stake, total_stake, total_odds, odds_cap, bonus_bp, max_pay,
      user_max_pay, picks_hash, created_at)
    select ticket_id, user_id, request_id, ticket_type, is_live, phase, hold_until, staketype,
      system_sizes::smallint[], combinations, currency, ticket_stake, total_stake, total_odds, odds_cap,
      bonus_bp, max_pay, user_max_pay, picks_hash, created_at
    from c order by n
    returning id, ticket_id
  ), picks as (
    insert into coupon_picks (coupon_id, position, match_id, odds_type, special, outcome_id, odds, live, banker,
      taken_minute, taken_score)
    select written.id, p.position, p.match_id, p.odds_type, p.special, p.outcome_id, p.odds, p.live, p.banker,
      p.taken_minute, p.taken_score
    from unnest($21::text[], $22::smallint[], $23::bigint[], $24::integer[], $25::text[], $26::text[],
      $27::integer[], $28::boolean[], $29::boolean[], $30::text[], $31::text[])
      as p (ticket_id, position, match_id, odds_type, special, outcome_id, odds, live, banker, taken_minute,
        taken_score)
    join written on written.ticket_id = p.ticket_id
  ), answered as (
    update idempotency_keys k set response = a.answer || jsonb_build_object('couponId', written.id)
    from unnest($32::jsonb[]) with ordinality as a (answer, n)
    join c on c.n = a.n
    join written on written.ticket_id = c.ticket_id
    where k.actor_user_id = c.user_id and k.request_id = c.request_id
  )
  select c.n, written.id from written join c on c.ticket_id = written.ticket_id`;

/** Writes the coupons, their picks and their requests' answers in one statement; returns the coupons' ids in input order. */
export async function insertCoupons(db: Executor, toWrite: readonly CouponToWrite[]): Promise<number[]> {
  if (toWrite.some((w) => w.picks.length === 0)) throw new Error('a coupon needs picks');
  const coupons = toWrite.map((w) => w.coupon);
  const of = <K extends keyof NewCoupon>(key: K) => coupons.map((c) => c[key]);
  const picks = toWrite.flatMap((w) =>
    w.picks.map((pick, position) => ({ ...pick, position, ticketId: w.coupon.ticketId })),
  );
  const pick = <K extends keyof (typeof picks)[number]>(key: K) => picks.map((p) => p[key]);
  const params = [
    of('ticketId'),
    of('userId'),
    of('requestId'),
    of('ticketType'),
    of('isLive'),
    of('phase'),
    coupons.map((c) => c.holdUntil?.toISOString() ?? null),
    of('staketype'),
    coupons.map((c) => `{${c.systemSizes.join(',')}}`),
    of('combinations'),
    of('currency'),
    of('ticketStake'),
    of('totalStake'),
    of('totalOdds'),
    of('oddsCap'),
    of('bonusBp'),
    of('maxPay'),
    of('userMaxPay'),
    of('picksHash'),
    coupons.map((c) => c.createdAt.toISOString()),
    pick('ticketId'),
    pick('position'),
    pick('matchId'),
    pick('oddsType'),
    pick('special'),
    pick('outcomeId'),
    pick('odds'),
    pick('live'),
    pick('banker'),
    pick('takenMinute'),
    pick('takenScore'),
    toWrite.map((w) => JSON.stringify(w.answer)),
  ];
  const rows = await namedQuery<{ n: unknown; id: unknown }>(
    db,
    'betting_insert_coupons',
    INSERT_COUPONS,
    params,
  );
  const ids: number[] = new Array(coupons.length);
  for (const row of rows) ids[toSafeInteger(row.n) - 1] = toSafeInteger(row.id);
  if (rows.length !== coupons.length) throw new Error('coupon insert returned too few rows');
  return ids;
}
