// Writing a placed coupon: its row and its picks in one statement, and the names it is known by.
import { createHash, randomBytes } from 'node:crypto';
import type { TicketType } from '@bet/domain/betting/types';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import type { CouponPhase } from './schema.ts';

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

// Every placement runs it, so it is one named statement (through the session, as `execute` cannot
// name one) whatever the number of picks, which travel as arrays: parsed and planned once per connection.
const INSERT_COUPON = `
  with coupon as (
    insert into coupons (ticket_id, user_id, request_id, ticket_type, is_live, phase, hold_until, staketype,
      system_sizes, combinations, currency, ticket_stake, total_stake, total_odds, odds_cap, bonus_bp, max_pay,
      user_max_pay, picks_hash, created_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
    returning id
  ), picks as (
    insert into coupon_picks (coupon_id, position, match_id, odds_type, special, outcome_id, odds, live, banker,
      taken_minute, taken_score)
    select coupon.id, p.n - 1, p.match_id, p.odds_type, p.special, p.outcome_id, p.odds, p.live, p.banker,
      p.taken_minute, p.taken_score
    from coupon, unnest($21::bigint[], $22::integer[], $23::text[], $24::text[], $25::integer[], $26::boolean[],
      $27::boolean[], $28::text[], $29::text[])
      with ordinality as p (match_id, odds_type, special, outcome_id, odds, live, banker, taken_minute,
        taken_score, n)
  )
  select id from coupon`;

/** Writes the coupon and its picks in one statement; returns the coupon's id. */
export async function insertCoupon(
  db: Executor,
  coupon: NewCoupon,
  picks: readonly NewPick[],
): Promise<number> {
  if (picks.length === 0) throw new Error('a coupon needs picks');
  const c = coupon;
  const column = <K extends keyof NewPick>(key: K) => picks.map((p) => p[key]);
  const params = [
    c.ticketId,
    c.userId,
    c.requestId,
    c.ticketType,
    c.isLive,
    c.phase,
    c.holdUntil?.toISOString() ?? null,
    c.staketype,
    c.systemSizes,
    c.combinations,
    c.currency,
    c.ticketStake,
    c.totalStake,
    c.totalOdds,
    c.oddsCap,
    c.bonusBp,
    c.maxPay,
    c.userMaxPay,
    c.picksHash,
    c.createdAt.toISOString(),
    column('matchId'),
    column('oddsType'),
    column('special'),
    column('outcomeId'),
    column('odds'),
    column('live'),
    column('banker'),
    column('takenMinute'),
    column('takenScore'),
  ];
  const query = { sql: INSERT_COUPON, params };
  const [written] = rowsOf<{ id: unknown }>(
    await db._.session.prepareQuery(query, undefined, 'betting_insert_coupon', false).execute(),
  );
  if (!written) throw new Error('coupon insert returned nothing');
  return toSafeInteger(written.id);
}
