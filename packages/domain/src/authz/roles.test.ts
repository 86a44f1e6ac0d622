import { describe, expect, it } from 'vitest';
import { defaultPermissions, kindsToOpen, rightsToOpen } from './roles.ts';

describe('which kinds of account may be opened', () => {
  it('lets an admin open every kind under itself', () => {
    expect(kindsToOpen('admin', 'admin', defaultPermissions.admin)).toHaveLength(9);
  });

  it('lets a dealer open nothing above its own kind, even under an admin', () => {
    expect(kindsToOpen('dealer', 'admin', defaultPermissions.admin)).toEqual([
      'sub_dealer',
      'partner',
      'terminal',
      'terminal_user',
      'player',
      'affiliate_user',
    ]);
  });

  it('keeps partners for those with partners.add and dealer kinds for dealers.open', () => {
    expect(rightsToOpen('partner')).toEqual(['dealers.open', 'partners.add']);
    expect(kindsToOpen('dealer', 'dealer', defaultPermissions.sub_dealer)).toEqual([
      'sub_dealer',
      'terminal',
      'terminal_user',
      'player',
      'affiliate_user',
    ]);
    expect(kindsToOpen('dealer', 'dealer', ['users.manage'])).toEqual([
      'terminal',
      'terminal_user',
      'player',
      'affiliate_user',
    ]);
  });

  it('opens nothing under a player or without the rights', () => {
    expect(kindsToOpen('admin', 'player', defaultPermissions.admin)).toEqual([]);
    expect(kindsToOpen('admin', 'admin', defaultPermissions.partner)).toEqual([]);
  });
});
