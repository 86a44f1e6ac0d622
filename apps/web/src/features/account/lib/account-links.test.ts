import { describe, expect, it } from 'vitest';
import { type AccountLinkContext, accountLinks } from './account-links.ts';

const base: AccountLinkContext = {
  onlineUser: 1,
  affiliateStatus: 0,
  settings: { login_screen: 0, register_disabled: 0, affiliateStatus: '0' },
};
const withSettings = (s: Partial<AccountLinkContext['settings']>): AccountLinkContext => ({
  ...base,
  settings: { ...base.settings, ...s },
});

describe('the account page links', () => {
  it('offers money requests to online users on an open site', () => {
    expect(accountLinks(base)).toEqual([
      'transactions',
      'transferRequest',
      'deposit',
      'withdraw',
      'userInformation',
      'settings',
      'changePassword',
      'responsibleGaming',
    ]);
  });

  it('hides money requests for shop players, login-screen sites and closed registration', () => {
    const without = ['transactions', 'userInformation', 'settings', 'changePassword', 'responsibleGaming'];
    expect(accountLinks({ ...base, onlineUser: 0 })).toEqual(without);
    expect(accountLinks(withSettings({ login_screen: 1 }))).toEqual(without);
    expect(accountLinks(withSettings({ register_disabled: 1 }))).toEqual(without);
  });

  it('adds the affiliate pages only with both affiliate switches on', () => {
    const affiliate = { ...withSettings({ affiliateStatus: '1' }), affiliateStatus: 1 };
    expect(accountLinks(affiliate).slice(-2)).toEqual(['affiliate', 'affiliateBanner']);
    expect(accountLinks({ ...affiliate, settings: base.settings })).not.toContain('affiliate');
    expect(accountLinks({ ...affiliate, affiliateStatus: 0 })).not.toContain('affiliate');
    expect(accountLinks({ ...affiliate, onlineUser: 0 })).not.toContain('affiliate');
  });
});
