// Who may open a route (spec 000 section 2.2). Pure, so the rules are tested without a browser.

export type Access = {
  /** Only for visitors: Login, Register, ForgotPassword, ResetPassword. */
  loggedOutOnly?: boolean;
  /** Blocked while the site's register_disabled is 1. */
  registration?: boolean;
  login?: boolean;
  /** Any one of these permissions must have status 1 (the spec's `a|b`). Checked for signed-in users. */
  anyOf?: readonly string[];
  affiliate?: boolean;
  /** Money requests: online users (onlineUser 1) on a site without login_screen and with registration. */
  onlineUser?: boolean;
  /** Open even when the site requires signing in first (login_screen 1). */
  public?: boolean;
};

export type AccessContext = {
  signedIn: boolean;
  permissions: Readonly<Record<string, { status: number } | undefined>>;
  onlineUser: boolean;
  settings: { login_screen: number; register_disabled: number; affiliateStatus: string };
  /** Where the visitor wanted to go, for the Login page's nextUrl. */
  target: string;
};

export type AccessDecision =
  | { allow: true }
  | { allow: false; redirect: 'home' }
  | { allow: false; redirect: 'login'; nextUrl: string }
  /** Home, and the login popup opens. */
  | { allow: false; redirect: 'home-login' };

const allow: AccessDecision = { allow: true };

export function decideAccess(access: Access, ctx: AccessContext): AccessDecision {
  const { settings } = ctx;
  const loginScreen = settings.login_screen === 1;
  if (access.loggedOutOnly && ctx.signedIn && !loginScreen) return { allow: false, redirect: 'home' };
  if (access.registration && settings.register_disabled === 1) return { allow: false, redirect: 'home' };
  if (!ctx.signedIn && loginScreen && !access.public && !access.loggedOutOnly) {
    return { allow: false, redirect: 'login', nextUrl: ctx.target };
  }
  if ((access.login || access.affiliate) && !ctx.signedIn) return { allow: false, redirect: 'home-login' };
  if (access.anyOf && ctx.signedIn && !access.anyOf.some((name) => ctx.permissions[name]?.status === 1)) {
    return { allow: false, redirect: 'home' };
  }
  if (access.affiliate && !(settings.affiliateStatus === '1' && ctx.onlineUser)) {
    return { allow: false, redirect: 'home' };
  }
  if (access.onlineUser && !(ctx.onlineUser && !loginScreen && settings.register_disabled !== 1)) {
    return { allow: false, redirect: 'home' };
  }
  return allow;
}
