import { type AuditRequest, auditRequest } from '@bet/domain/api/admin/audit';
import { type ListPosition, positionRequest } from '../../shared/data-table/list-search.ts';

/** The columns the audit log sorts by, as its request schema names them. */
export const auditSortFields = auditRequest.shape.sort.unwrap().options;
type AuditSort = (typeof auditSortFields)[number];

export const AUDIT_FILTERS = ['q', 'action', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The admin/audit request for a list position and its URL filters; days are year first (yyyy-mm-dd). */
export function auditRequestOf(
  position: ListPosition<AuditSort>,
  filters: Record<AuditFilter, string>,
): AuditRequest {
  return {
    ...positionRequest(position),
    ...(filters.q ? { q: filters.q.slice(0, 100) } : {}),
    ...(filters.action ? { action: filters.action.slice(0, 50) } : {}),
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
  };
}
