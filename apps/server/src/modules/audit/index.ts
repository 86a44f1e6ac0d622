// The audit log's service: every module that writes on a staff member's behalf records it here.
export {
  type AuditChange,
  type AuditQuery,
  type AuditRow,
  type AuditTarget,
  listAudit,
  recordAudit,
} from './audit-log.ts';
