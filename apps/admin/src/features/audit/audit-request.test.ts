import { describe, expect, it } from 'vitest';
import { auditRequestOf, auditSortFields } from './audit-request.ts';

const newestFirst = { page: 3, pageSize: 100, sort: 'at', dir: 'desc' } as const;

describe('auditRequestOf', () => {
  it('sends the text, the action and a range of days after the list’s position', () => {
    const days = { from: '2026-01-01', to: '2026-01-31' };
    expect(auditRequestOf(newestFirst, { q: 'bayi', action: 'user.create', ...days })).toEqual({
      ...newestFirst,
      q: 'bayi',
      action: 'user.create',
      ...days,
    });
  });

  it('drops days that are not dates', () => {
    const request = auditRequestOf(newestFirst, { q: '', action: '', from: 'yesterday', to: '31.01' });
    expect(Object.keys(request)).not.toContain('from');
    expect(Object.keys(request)).not.toContain('to');
  });

  it('sorts by the columns the request schema allows', () => {
    expect(auditSortFields).toEqual(['at', 'action']);
  });
});
