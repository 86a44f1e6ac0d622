// Closing an affiliate's period (issue 14 item 8): the referred players' NGR from the ledger, the
// share by the affiliate's terms, the statement with its items and the payment into the affiliate's
// credit, all in one database transaction. The statement's unique (affiliate, period) row is claimed
// first, so a period computed twice (or by two instances at once) is paid once.
import { type Period, periodOf } from '@bet/domain/affiliates/periods';
import { revenueShare } from '@bet/domain/affiliates/revenue-share';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findUserById, referredUsers } from '../account/index.ts';
import { creditAccount, ensureAccount, postTransaction } from '../wallet/index.ts';
import { playFiguresOf, sumFigures } from './play-figures.ts';
import { type AffiliateAccountRow, affiliateStatementItems, affiliateStatements } from './schema.ts';
import { activeAmong, closedPeriodIds, statementBefore, subAffiliateShares } from './statements-repo.ts';

/** Where periods are read: the site's zone and its monthly cut-off time ("21:00"). */
export type PeriodClock = { zone: string; cutoffTime: string };

/** A sub-affiliate of a sub-affiliate is closed first too, down to this depth. */
const MAX_TIER_DEPTH = 4;

export const periodOfAffiliate = (affiliate: AffiliateAccountRow, at: Date, clock: PeriodClock): Period =>
  periodOf(at, affiliate.cutoff, clock.zone, clock.cutoffTime);

/** Computes, stores and pays one period; false when it was closed already. */
export async function closeAffiliatePeriod(
  db: Db,
  affiliate: AffiliateAccountRow,
  period: Period,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const zero = { stakes: 0, wins: 0, bonuses: 0, ngr: 0, carriedIn: 0, share: 0, tierShare: 0, total: 0 };
    const user = await findUserById(tx, affiliate.userId);
    if (!user) throw new Error(`affiliate ${affiliate.userId} has no user`);
    const [claimed] = await tx
      .insert(affiliateStatements)
      .values({
        affiliateUserId: affiliate.userId,
        periodId: period.id,
        periodStart: period.start,
        periodEnd: period.end,
        currency: user.currency,
        ...zero,
        carriedOut: 0,
        computedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: affiliateStatements.id });
    if (!claimed) return false;

    const referred = (await referredUsers(tx, affiliate.userId)).rows.map((u) => u.id);
    const items = await playFiguresOf(tx, referred, user.currency, { from: period.start, to: period.end });
    const before = affiliate.carryOver ? await statementBefore(tx, affiliate.userId, period.start) : null;
    const subs = affiliate.tierBp > 0 ? (await activeAmong(tx, referred)).map((a) => a.userId) : [];
    const result = revenueShare({
      ...sumFigures(items),
      carriedIn: before?.carriedOut ?? 0,
      carryOver: affiliate.carryOver,
      percentBp: affiliate.percentBp,
      subShares: await subAffiliateShares(tx, subs, { from: period.start, to: period.end }),
      tierBp: affiliate.tierBp,
    });

    let transactionId: number | null = null;
    if (result.total > 0) {
      const key = `affiliate:${affiliate.userId}:${period.id}`;
      const house = await ensureAccount(tx, { system: true, kind: 'house', currency: user.currency });
      const credit = await creditAccount(tx, affiliate.userId, user.currency);
      transactionId = await postTransaction(tx, {
        kind: 'affiliate_share',
        reference: key,
        requestId: key,
        actorUserId: null,
        memo: `${period.id}`,
        at: now,
        postings: [
          { accountId: house.id, amount: -result.total },
          { accountId: credit.id, amount: result.total },
        ],
      });
    }
    const { ngr, share, tierShare, total, carriedOut } = result;
    await tx
      .update(affiliateStatements)
      .set({
        ...sumFigures(items),
        ngr,
        carriedIn: affiliate.carryOver ? Math.min(0, before?.carriedOut ?? 0) : 0,
        share,
        tierShare,
        total,
        carriedOut,
        transactionId,
      })
      .where(eq(affiliateStatements.id, claimed.id));
    const played = items.filter((i) => i.stakes !== 0 || i.wins !== 0 || i.bonuses !== 0);
    if (played.length > 0) {
      await tx.insert(affiliateStatementItems).values(
        played.map((i) => ({
          statementId: claimed.id,
          playerUserId: i.userId,
          stakes: i.stakes,
          wins: i.wins,
          bonuses: i.bonuses,
        })),
      );
    }
    return true;
  });
}

/**
 * Closes every period of the affiliate that ended by `until` since it was approved, oldest first
 * (carry-over reads the one before); its sub-affiliates' periods first, so the second tier sees them.
 * Answers the ids this call closed.
 */
export async function closeDuePeriods(
  db: Db,
  affiliate: AffiliateAccountRow,
  until: Date,
  clock: PeriodClock,
  now: Date,
  depth = 0,
): Promise<string[]> {
  if (affiliate.status !== 'active' || !affiliate.decidedAt) return [];
  if (affiliate.tierBp > 0 && depth < MAX_TIER_DEPTH) {
    const referred = (await referredUsers(db, affiliate.userId)).rows.map((u) => u.id);
    for (const sub of await activeAmong(db, referred)) {
      await closeDuePeriods(db, sub, until, clock, now, depth + 1);
    }
  }
  const done = await closedPeriodIds(db, affiliate.userId);
  const closed: string[] = [];
  let period = periodOfAffiliate(affiliate, affiliate.decidedAt, clock);
  while (period.end.getTime() <= until.getTime()) {
    if (!done.has(period.id) && (await closeAffiliatePeriod(db, affiliate, period, now)))
      closed.push(period.id);
    period = periodOfAffiliate(affiliate, period.end, clock);
  }
  return closed;
}
