import type { StaffMe } from '@bet/domain/api/admin/staff';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../app/routes.tsx';
import { opensFor } from './me-query.ts';

const admin = (platformSite: boolean): StaffMe => ({
  userId: 1,
  username: 'admin',
  role: 'admin',
  roleName: null,
  permissions: ['casino.manage', 'jackpots.manage', 'users.view'],
  permissionsVersion: 'v1',
  siteId: platformSite ? 1 : 2,
  siteName: platformSite ? 'Demo' : 'Second',
  platformSite,
  currency: 'TRY',
  totpEnabled: false,
});
const opened = (me: StaffMe) => adminRoutes.filter((route) => opensFor(me, route)).map((r) => r.path);

describe('which pages open for a staff member', () => {
  it('gives the data every site shares to the platform site’s staff only', () => {
    expect(opened(admin(true))).toEqual(expect.arrayContaining(['casino', 'casino-providers', 'jackpots']));
    const second = opened(admin(false));
    expect(second).toContain('casino');
    expect(second).not.toContain('casino-providers');
    expect(second).not.toContain('jackpots');
  });

  it('still needs the permission on the platform site', () => {
    expect(opened({ ...admin(true), permissions: ['users.view'] })).not.toContain('casino-providers');
  });
});
