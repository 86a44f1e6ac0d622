// TanStack Query keys of the back-office calls: one place, so a write can invalidate exactly the lists it changed.
import type { AuditRequest } from '@bet/domain/api/admin/audit';
import type { OfficeCouponsRequest } from '@bet/domain/api/admin/coupons';
import type { ReportRequest } from '@bet/domain/api/admin/reports';
import type { TransferQueueRequest } from '@bet/domain/api/admin/transfers';
import type { UserTransactionsRequest } from '@bet/domain/api/admin/user-transactions';
import type { UsersRequest } from '@bet/domain/api/admin/users';

export type TreeQuery = { parentId?: number | undefined; q?: string | undefined };

export const adminQueryKeys = {
  /** Everything the back office caches: cleared on sign-out. */
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  /** Every page of the user list, whatever its filters, and every user's record. */
  usersAll: ['admin', 'users'] as const,
  users: (request: UsersRequest) => ['admin', 'users', request] as const,
  /** One user's whole record: under usersAll, so whatever changes the list refreshes it too. */
  user: (userId: number) => ['admin', 'users', 'record', userId] as const,
  signIns: (userId: number) => ['admin', 'users', 'signIns', userId] as const,
  /** A page of one user's credit movements: under usersAll, so every credit change refreshes it. */
  userTransactions: (request: UserTransactionsRequest) =>
    ['admin', 'users', 'transactions', request] as const,
  treeAll: ['admin', 'tree'] as const,
  treeChildren: (parentId: number | undefined) => ['admin', 'tree', 'children', parentId ?? null] as const,
  treeSearch: (q: string) => ['admin', 'tree', 'search', q] as const,
  auditAll: ['admin', 'audit'] as const,
  audit: (request: AuditRequest) => ['admin', 'audit', request] as const,
  /** Every page of the coupon list, whatever its filters. */
  couponsAll: ['admin', 'coupons'] as const,
  coupons: (request: OfficeCouponsRequest) => ['admin', 'coupons', request] as const,
  /** Every page of the transfer-request queue, whatever its filters. */
  transfersAll: ['admin', 'transfers'] as const,
  transfers: (request: TransferQueueRequest) => ['admin', 'transfers', request] as const,
  /** Every report and dashboard figure. */
  reportAll: ['admin', 'report'] as const,
  report: (request: ReportRequest) => ['admin', 'report', request] as const,
  /** The site's roles, all of them in one list. */
  roles: ['admin', 'roles'] as const,
  /** The site's settings as the back office edits them. */
  settings: ['admin', 'settings'] as const,
  /** The host names the site is found by. */
  domains: ['admin', 'domains'] as const,
};
