// How the back office sees an affiliate and a statement.
import type { OfficeAffiliate, OfficeStatement } from '@bet/domain/api/admin/affiliates';
import type { Executor } from '../../db/client.ts';
import { findUserById, referredUsers } from '../account/index.ts';
import type { AffiliateAccountRow, AffiliateStatementRow } from './schema.ts';

export async function officeAffiliateOf(db: Executor, row: AffiliateAccountRow): Promise<OfficeAffiliate> {
  const user = await findUserById(db, row.userId);
  return {
    userId: row.userId,
    username: user?.username ?? '',
    status: row.status,
    percentBp: row.percentBp,
    cutoff: row.cutoff,
    carryOver: row.carryOver,
    tierBp: row.tierBp,
    affiliateLink: user?.affiliateLink ?? '',
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    referred: (await referredUsers(db, row.userId)).total,
  };
}

type Item = { playerUserId: number; stakes: number; wins: number; bonuses: number };

export async function officeStatementOf(
  db: Executor,
  { statement: s, items }: { statement: AffiliateStatementRow; items: Item[] },
): Promise<OfficeStatement> {
  const named = [];
  for (const item of items) {
    const player = await findUserById(db, item.playerUserId);
    named.push({
      userId: item.playerUserId,
      username: player?.username ?? '',
      stakes: item.stakes,
      wins: item.wins,
      bonuses: item.bonuses,
    });
  }
  return {
    periodId: s.periodId,
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    currency: s.currency,
    stakes: s.stakes,
    wins: s.wins,
    bonuses: s.bonuses,
    ngr: s.ngr,
    carriedIn: s.carriedIn,
    share: s.share,
    tierShare: s.tierShare,
    total: s.total,
    carriedOut: s.carriedOut,
    transactionId: s.transactionId,
    items: named,
  };
}
