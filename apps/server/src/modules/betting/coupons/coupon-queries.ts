// Reading coupons for the player's lists and views: the ucps filters, a coupon by its ticket id, the
// picks of many coupons and the matches they are on (open ones from the catalogue, decided ones
// from the database) in one query each.
import { matchesTypeFilter } from '@bet/domain/betting/ticket-type';
import type { CouponStatus, TicketType } from '@bet/domain/betting/types';
import type { TeamScore } from '@bet/domain/sportsbook/live-state';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { Catalog } from '../../catalog/index.ts';
import { findMatchRecords } from '../../catalog/index.ts';
import { couponPicks, coupons } from '../schema.ts';
import type { PresentContext, Viewing } from './coupon-presenter.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type PickRow = typeof couponPicks.$inferSelect;
export type CouponView = { coupon: CouponRow; picks: PickRow[] };

/** ucps coupon type filter: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export type TypeFilterCode = 0 | 1 | 2 | 3 | 4;

export type CouponListFilter = {
  /** The player, or several (an affiliate's referred players). */
  userId: number | readonly number[];
  /** created_at in [from, to). */
  from: Date;
  to?: Date;
  status?: CouponStatus;
  typeCode?: TypeFilterCode;
  offset: number;
  limit: number;
};

const TICKET_TYPES: TicketType[] = ['TK', 'KK', 'CK', 'SK'];
const tipCount = sql`(select count(*) from coupon_picks tp where tp.coupon_id = ${coupons.id})`;

/**
 * The filter code as SQL, read off the domain's rule for every ticket type, live flag and
 * one-or-more tips (so the rule is written once, in the domain).
 */
export function typeCondition(code: TypeFilterCode): SQL {
  const parts: SQL[] = [];
  for (const ticketType of TICKET_TYPES) {
    for (const isLive of [false, true]) {
      const single = matchesTypeFilter(code, { ticketType, isLive, totalTipps: 1 });
      const several = matchesTypeFilter(code, { ticketType, isLive, totalTipps: 2 });
      if (!single && !several) continue;
      const base = and(eq(coupons.ticketType, ticketType), eq(coupons.isLive, isLive)) as SQL;
      if (single && several) parts.push(base);
      else parts.push(and(base, single ? sql`${tipCount} = 1` : sql`${tipCount} <> 1`) as SQL);
    }
  }
  return parts.length > 0 ? (or(...parts) as SQL) : sql`false`;
}

function listConditions(f: CouponListFilter): SQL {
  const conditions: SQL[] = [
    typeof f.userId === 'number' ? eq(coupons.userId, f.userId) : inArray(coupons.userId, [...f.userId]),
    // A live coupon whose hold the odds moved on never became a bet.
    ne(coupons.phase, 'released'),
    gte(coupons.createdAt, f.from),
  ];
  if (f.to) conditions.push(lt(coupons.createdAt, f.to));
  if (f.status !== undefined) conditions.push(eq(coupons.status, f.status));
  if (f.typeCode !== undefined) conditions.push(typeCondition(f.typeCode));
  return and(...conditions) as SQL;
}

/** A page of the player's coupons, newest first, and how many match in all. */
export async function listCoupons(
  db: Executor,
  f: CouponListFilter,
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = listConditions(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * A batch of the player's open, accepted coupons in the window, newest first (candidates for the
 * cashout page); `batch` walks them, not the page the player asked for.
 */
export function openCoupons(
  db: Executor,
  f: CouponListFilter,
  batch: { offset: number; limit: number },
): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(listConditions({ ...f, status: 0 }), eq(coupons.phase, 'accepted')))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(batch.limit)
    .offset(batch.offset);
}

/**
 * A coupon by its ticket id (any case), or also by its number when `byNumber` allows it (calls of
 * its owner, given as `ownerId`), optionally locked for the caller's transaction.
 */
export async function findCoupon(
  db: Executor,
  ref: string,
  options: { byNumber: boolean; ownerId?: number; forUpdate?: boolean },
): Promise<CouponRow | undefined> {
  const byTicket = eq(coupons.ticketId, ref.toUpperCase());
  const which =
    options.byNumber && /^\d{1,15}$/.test(ref) ? or(byTicket, eq(coupons.id, Number(ref))) : byTicket;
  const owner = options.ownerId === undefined ? undefined : eq(coupons.userId, options.ownerId);
  // A released hold never became a bet: nothing addresses it by its ticket.
  const query = db
    .select()
    .from(coupons)
    .where(and(which, owner, ne(coupons.phase, 'released')))
    .orderBy(asc(coupons.id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** findCoupon with the coupon's picks. */
export async function findCouponView(
  db: Executor,
  ref: string,
  options: Parameters<typeof findCoupon>[2],
): Promise<CouponView | undefined> {
  const coupon = await findCoupon(db, ref, options);
  if (!coupon) return undefined;
  return { coupon, picks: (await picksOf(db, [coupon.id])).get(coupon.id) ?? [] };
}

/** The picks of these coupons in position order, by coupon id. */
export async function picksOf(db: Executor, couponIds: readonly number[]): Promise<Map<number, PickRow[]>> {
  const out = new Map<number, PickRow[]>();
  if (couponIds.length === 0) return out;
  const rows = await db
    .select()
    .from(couponPicks)
    .where(inArray(couponPicks.couponId, [...couponIds]))
    .orderBy(asc(couponPicks.couponId), asc(couponPicks.position));
  for (const row of rows) {
    const list = out.get(row.couponId);
    if (list) list.push(row);
    else out.set(row.couponId, [row]);
  }
  return out;
}

/** The coupons with their picks. */
export async function withPicks(db: Executor, rows: readonly CouponRow[]): Promise<CouponView[]> {
  const picks = await picksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((coupon) => ({ coupon, picks: picks.get(coupon.id) ?? [] }));
}

/** What a coupon row shows of a pick's match. */
export type PickMatch = {
  id: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  startsAt: Date;
  /** The final result once decided. */
  result: { status: string; score: TeamScore } | null;
};

/**
 * The matches of these picks: open ones from the catalogue, the others from the database with their
 * result, as are those of settled picks (a decided match may still be in the catalogue a while).
 */
export async function pickMatches(
  db: Executor,
  catalog: Catalog,
  views: readonly CouponView[],
): Promise<Map<number, PickMatch>> {
  const out = new Map<number, PickMatch>();
  const missing = new Set<number>();
  for (const { picks } of views) {
    for (const { matchId, result } of picks) {
      const open = catalog.store.get(matchId);
      if (!open || result !== 'open') {
        missing.add(matchId);
        continue;
      }
      const { id, sportId, categoryId, tournamentId, homeTeamId, awayTeamId } = open;
      const startsAt = new Date(open.startsAt);
      out.set(matchId, {
        id,
        sportId,
        categoryId,
        tournamentId,
        homeTeamId,
        awayTeamId,
        startsAt,
        result: null,
      });
    }
  }
  if (missing.size === 0) return out;
  const rows = await findMatchRecords(db, [...missing]);
  for (const { status, score, ...match } of rows) {
    out.set(match.id, { ...match, result: status && score ? { status, score } : null });
  }
  return out;
}

/** The presenter's context for these coupons: names, the live catalogue and the picks' matches. */
export async function presentContextFor<V extends Viewing>(
  db: Executor,
  catalog: Catalog,
  views: readonly CouponView[],
  base: V,
): Promise<PresentContext & V> {
  return {
    ...base,
    names: catalog.names(),
    store: catalog.store,
    matches: await pickMatches(db, catalog, views),
  };
}
