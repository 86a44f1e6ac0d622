// The back office's report: the ledger's stakes, payouts and refunds of a dealer's subtree, rolled up
// to each branch below it and summed per period, with the stakes still open on coupons and each
// dealer's commission on its branch's GGR.
import type {
  ReportAnswer,
  ReportFigures,
  ReportRequest,
  reportRequest,
} from '@bet/domain/api/admin/reports';
import { commissionOver, earnsCommission } from '@bet/domain/commission';
import { DEFAULT_TIME_ZONE } from '@bet/domain/time-zone';
import type { z } from 'zod';
import type { Actor } from '../authz/actor.ts';
import { authorize } from '../authz/policies.ts';
import type { Executor } from '../db/client.ts';
import { dayRangeOf } from '../http/day-range.ts';
import { forbidden } from '../http/errors.ts';
import {
  branchSizes,
  commissionRatesOf,
  findTreeNodes,
  findUserById,
  treeChildren,
  userBranchColumn,
  userResource,
  userScopeCondition,
} from '../modules/account/index.ts';
import { openStakesByBranch } from '../modules/betting/index.ts';
import { type LedgerFigures, ledgerReport, NO_FIGURES, type ServiceType } from '../modules/wallet/index.ts';

export type ReportInput = z.output<typeof reportRequest>;
export type { ReportRequest };

const SERVICES: Record<ReportInput['product'], ServiceType | undefined> = {
  all: undefined,
  sport: 1,
  casino: 4,
  slots: 5,
};

const ggrOf = (f: LedgerFigures) => f.stakes - f.payouts - f.refunds;
const figures = (f: LedgerFigures, openStakes: number): ReportFigures => ({
  ...f,
  ggr: ggrOf(f),
  openStakes,
});

/** Each branch's GGR per period, in no order: what its dealer's commission is reckoned on. */
function periodGgrs(cells: readonly (LedgerFigures & { branch: number })[]): Map<number, number[]> {
  const byBranch = new Map<number, number[]>();
  for (const cell of cells) {
    const ggrs = byBranch.get(cell.branch) ?? [];
    ggrs.push(ggrOf(cell));
    byBranch.set(cell.branch, ggrs);
  }
  return byBranch;
}

export async function officeReport(db: Executor, actor: Actor, input: ReportInput): Promise<ReportAnswer> {
  const parentId = input.parentId ?? actor.userId;
  const parent = await findUserById(db, parentId);
  if (!parent || parent.siteId !== actor.siteId) throw forbidden();
  if (parentId !== actor.userId) authorize(actor, 'report.view', userResource(parent));
  // An admin's own report is its whole site's: its branches are the accounts at the site's top.
  const below = input.parentId === undefined && actor.role === 'admin' ? null : parentId;
  const scope = { siteId: actor.siteId, belowUserId: below, selfId: below };
  const subtree = { condition: userScopeCondition(scope), branch: userBranchColumn(below) };
  const window = dayRangeOf({ startDate: input.from, endDate: input.to });
  const service = SERVICES[input.product];
  const [ledger, open, sizes, children] = await Promise.all([
    ledgerReport(db, {
      subtree,
      from: window.from,
      to: window.to,
      service,
      timeZone: DEFAULT_TIME_ZONE,
      period: input.period,
    }),
    // Open stakes are sport coupons' only, so another product has none.
    service === undefined || service === 1 ? openStakesByBranch(db, subtree) : new Map<number, number>(),
    branchSizes(db, scope),
    treeChildren(db, below === null ? { topOfSite: actor.siteId } : { userId: below }),
  ]);
  // Every child is a row, and a branch with movements is one even if it moved since (never lost).
  const known = new Set(children.map((c) => c.id));
  const moved = [...ledger.branches.keys(), ...open.keys()].filter((id) => !known.has(id));
  const nodes = [...children, ...(await findTreeNodes(db, [...new Set(moved)]))];
  const rates = await commissionRatesOf(
    db,
    nodes.filter((node) => earnsCommission(node.role)).map((node) => node.id),
  );
  const ggrs = periodGgrs(ledger.cells);
  const rows = nodes.map((node) => {
    const rate = rates.get(node.id);
    return {
      userId: node.id,
      username: node.username,
      role: node.role,
      accounts: sizes.get(node.id) ?? 0,
      ...figures(ledger.branches.get(node.id) ?? NO_FIGURES, open.get(node.id) ?? 0),
      commissionRate: rate ?? null,
      commission: rate === undefined ? null : commissionOver(ggrs.get(node.id) ?? [], rate),
    };
  });
  const total = (key: keyof LedgerFigures) => rows.reduce((sum, row) => sum + row[key], 0);
  const series = [...ledger.periods.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([period, f]) => ({ period, ...f, ggr: ggrOf(f) }));
  return {
    status: true,
    currency: parent.currency,
    rows,
    totals: {
      ...figures(
        {
          stakes: total('stakes'),
          payouts: total('payouts'),
          refunds: total('refunds'),
          coupons: total('coupons'),
          deposits: total('deposits'),
          withdrawals: total('withdrawals'),
        },
        rows.reduce((sum, row) => sum + row.openStakes, 0),
      ),
      commission: rows.reduce((sum, row) => sum + (row.commission ?? 0), 0),
    },
    // The whole subtree's GGR of a period is the sum of the branches': the series is it.
    dealer: earnsCommission(parent.role)
      ? {
          commissionRate: parent.commissionRate,
          commission: commissionOver(
            series.map((point) => point.ggr),
            parent.commissionRate,
          ),
        }
      : null,
    series,
  };
}
