import { describe, expect, it } from 'vitest';
import { type AccessContext, decideAccess } from './access.ts';

const visitor: AccessContext = {
  signedIn: false,
  permissions: {},
  onlineUser: false,
  settings: { login_screen: 0, register_disabled: 0, affiliateStatus: '0' },
  target: '/tr/sports?sid=1',
};
const player: AccessContext = {
  ...visitor,
  signedIn: true,
  onlineUser: true,
  permissions: { sportUser: { status: 1 }, liveUser: { status: 0 } },
};
const withSettings = (ctx: AccessContext, settings: Partial<AccessContext['settings']>): AccessContext => ({
  ...ctx,
  settings: { ...ctx.settings, ...settings },
});

describe('route access (spec 000 section 2.2)', () => {
  it('sends a signed-in user away from logged-out-only routes, unless login_screen is 1', () => {
    expect(decideAccess({ loggedOutOnly: true }, player)).toEqual({ allow: false, redirect: 'home' });
    expect(decideAccess({ loggedOutOnly: true }, visitor)).toEqual({ allow: true });
    expect(decideAccess({ loggedOutOnly: true }, withSettings(player, { login_screen: 1 }))).toEqual({
      allow: true,
    });
  });

  it('blocks registration routes when register_disabled is 1', () => {
    const closed = withSettings(visitor, { register_disabled: 1 });
    expect(decideAccess({ loggedOutOnly: true, registration: true }, closed)).toEqual({
      allow: false,
      redirect: 'home',
    });
  });

  it('reads a|b permissions as: one of them is enough', () => {
    expect(decideAccess({ anyOf: ['liveUser', 'sportUser'] }, player)).toEqual({ allow: true });
    expect(decideAccess({ anyOf: ['liveUser'] }, player)).toEqual({ allow: false, redirect: 'home' });
  });

  it('lets visitors browse permission routes; signing in is asked only where needed', () => {
    expect(decideAccess({ anyOf: ['sportUser'] }, visitor)).toEqual({ allow: true });
    expect(decideAccess({ login: true }, visitor)).toEqual({ allow: false, redirect: 'home-login' });
  });

  it('sends visitors to Login with nextUrl when login_screen is 1, but not from public routes', () => {
    const locked = withSettings(visitor, { login_screen: 1 });
    expect(decideAccess({}, locked)).toEqual({
      allow: false,
      redirect: 'login',
      nextUrl: '/tr/sports?sid=1',
    });
    expect(decideAccess({ public: true }, locked)).toEqual({ allow: true });
    expect(decideAccess({ loggedOutOnly: true }, locked)).toEqual({ allow: true });
  });

  it('opens affiliate routes only with the site switch on and an online user', () => {
    expect(decideAccess({ login: true, affiliate: true }, player)).toEqual({
      allow: false,
      redirect: 'home',
    });
    const on = withSettings(player, { affiliateStatus: '1' });
    expect(decideAccess({ login: true, affiliate: true }, on)).toEqual({ allow: true });
    expect(decideAccess({ login: true, affiliate: true }, { ...on, onlineUser: false })).toEqual({
      allow: false,
      redirect: 'home',
    });
  });

  it('opens money requests only to online users on a site with registration and no login screen', () => {
    const payments = { login: true, onlineUser: true };
    expect(decideAccess(payments, player)).toEqual({ allow: true });
    expect(decideAccess(payments, visitor)).toEqual({ allow: false, redirect: 'home-login' });
    const home = { allow: false, redirect: 'home' };
    expect(decideAccess(payments, { ...player, onlineUser: false })).toEqual(home);
    expect(decideAccess(payments, withSettings(player, { login_screen: 1 }))).toEqual(home);
    expect(decideAccess(payments, withSettings(player, { register_disabled: 1 }))).toEqual(home);
  });
});
