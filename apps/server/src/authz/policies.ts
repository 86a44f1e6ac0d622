// The one place that says who may do what to which resource: role permissions x dealer subtree x site.
import type { StaffPermission } from '@bet/domain/authz/roles';
import { forbidden } from '../http/errors.ts';
import type { Actor } from './actor.ts';

/**
 * How an action is granted: on the actor's own things without any permission (`own`) or with one
 * (`self`), on users
 * below it in its site's dealer tree (`below`; an admin's tree is its whole site), on its own site
 * (`site`), or on data every site shares, only to staff of the platform's site (`platform`).
 */
type Policy = {
  own?: true;
  /** On the actor's own account, with this permission (opening accounts under oneself, say). */
  self?: StaffPermission;
  below?: StaffPermission;
  site?: StaffPermission;
  platform?: StaffPermission;
};

export const policies = {
  'coupon.view': { own: true, below: 'coupons.view' },
  'user.view': { self: 'users.view', below: 'users.view' },
  'user.create': { self: 'users.manage', below: 'users.manage' },
  'user.update': { below: 'users.manage' },
  'dealer.create': { self: 'dealers.open', below: 'dealers.open' },
  'audit.view': { self: 'audit.view' },
  'coupon.list': { self: 'coupons.view', below: 'coupons.view' },
  'coupon.cancel': { below: 'coupons.cancel' },
  'coupon.markPaid': { below: 'coupons.paymentStatus' },
  'report.view': { self: 'reports.view', below: 'reports.view' },
  'role.view': { self: 'users.view' },
  'role.manage': { site: 'roles.manage' },
  'site.settings': { site: 'settings.manage' },
  'credit.transfer': { below: 'credit.transfer' },
  'credit.correct': { below: 'credit.correct' },
  'casino.listing': { site: 'casino.manage' },
  /** Logos belong to the catalogue every site shares. */
  'casino.logo': { platform: 'casino.manage' },
  /** The wallet's providers, their secrets and the games they bring: every site's, like logos. */
  'casino.providers': { platform: 'casino.manage' },
  'casino.rounds': { self: 'users.view', below: 'users.view' },
  'casino.report': { self: 'reports.view', below: 'reports.view' },
  'casino.limitView': { self: 'users.view', below: 'users.view' },
  /** Like a credit limit: a dealer sets the casino limits of the dealers below it. */
  'casino.limitSet': { below: 'users.manage' },
  'match.correctResult': { platform: 'matches.manage' },
  'match.setTvStream': { platform: 'matches.manage' },
  'jackpot.manage': { platform: 'jackpots.manage' },
  'transfer.view': { self: 'payments.manage', below: 'payments.manage' },
  'transfer.decide': { below: 'payments.manage' },
  'transfer.block': { below: 'payments.manage' },
  'payment.methods': { site: 'payments.manage' },
  'bonus.decide': { below: 'payments.manage' },
  'bonus.view': { self: 'payments.manage', below: 'payments.manage' },
  /** The site's affiliates: their terms are paid by the house, so the site's money staff decide them. */
  'affiliate.manage': { site: 'payments.manage' },
  /** The site's static pages (terms, help, ...): part of its settings. */
  'content.manage': { site: 'settings.manage' },
  /** A notification to a dealer's subtree (its own included) or to one user below the sender. */
  'notification.send': { self: 'users.manage', below: 'users.manage' },
  /** The site's contact inbox: every player's messages, so the site's own staff with its settings right. */
  'contact.manage': { site: 'settings.manage' },
} as const satisfies Record<string, Policy>;

export type Action = keyof typeof policies;

/** What an action is done to: a user (or a thing a user owns, by its owner), a site, or shared data. */
export type Resource =
  | { type: 'user'; id: number; siteId: number; path: readonly number[] }
  | { type: 'site'; siteId: number }
  | { type: 'platform' };

const policyOf = (action: Action): Policy => policies[action];

/** Whether the target user is the actor's to manage: same site, and below it (admins: anyone else). */
function isBelow(actor: Actor, target: { id: number; siteId: number; path: readonly number[] }): boolean {
  if (target.siteId !== actor.siteId || target.id === actor.userId) return false;
  return actor.role === 'admin' || target.path.includes(actor.userId);
}

const holds = (actor: Actor, permission: StaffPermission | undefined) =>
  permission !== undefined && actor.permissions.has(permission);

export function can(actor: Actor, action: Action, resource: Resource): boolean {
  const policy = policyOf(action);
  switch (resource.type) {
    case 'user':
      if (resource.siteId === actor.siteId && resource.id === actor.userId) {
        return policy.own === true || holds(actor, policy.self);
      }
      return holds(actor, policy.below) && isBelow(actor, resource);
    case 'site':
      return holds(actor, policy.site) && resource.siteId === actor.siteId;
    case 'platform':
      return holds(actor, policy.platform) && actor.platformSite;
  }
}

/** Refuses with 403 unless the actor may do the action to the resource. */
export function authorize(actor: Actor, action: Action, resource: Resource): void {
  if (!can(actor, action, resource)) throw forbidden();
}

/**
 * Whether the actor may try the action at all, judged before its payload is read: it may act on
 * its own things, or it holds a permission the action needs somewhere.
 */
export function mayAttempt(actor: Actor, action: Action): boolean {
  const policy = policyOf(action);
  return (
    policy.own === true ||
    holds(actor, policy.self) ||
    holds(actor, policy.below) ||
    holds(actor, policy.site) ||
    (holds(actor, policy.platform) && actor.platformSite)
  );
}

/**
 * Whose users and records a list of the actor's covers: an admin's whole site, anyone else's
 * subtree below itself. Lists filter by it; the policies above judge single targets.
 */
export function listScope(actor: Actor): { siteId: number; belowUserId: number | null; selfId: number } {
  return {
    siteId: actor.siteId,
    belowUserId: actor.role === 'admin' ? null : actor.userId,
    selfId: actor.userId,
  };
}
