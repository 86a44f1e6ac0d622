// The kinds of account in a site's dealer tree (spec 002 §6) and what each may do in the back office.

export const userRoles = [
  'admin',
  'dealer',
  'sub_dealer',
  'partner',
  'terminal',
  'terminal_user',
  'player',
  'affiliate_user',
  'robot',
] as const;
export type UserRole = (typeof userRoles)[number];

/** Rights a role can grant; a role is a named set of them, configurable per site. */
export const staffPermissions = [
  'users.view',
  'users.manage',
  'dealers.open',
  'partners.add',
  'credit.transfer',
  'credit.correct',
  'coupons.view',
  'coupons.cancel',
  'coupons.paymentStatus',
  /** Players below the holder may sell (cash out) their coupons (spec 002 §6 "selling allowed"). */
  'coupons.allowSelling',
  /** The holder neither sends nor receives credit transfers ("transfers blocked"). */
  'credit.blocked',
  'reports.view',
  'audit.view',
  'roles.manage',
  'settings.manage',
  /** The site's casino: which games and providers it lists, and how. */
  'casino.manage',
  'matches.manage',
  /** The jackpots' rules and history; they run across every site, so only the platform's staff. */
  'jackpots.manage',
  /** The site's payment methods and its deposit and withdrawal requests (approve, reject, block). */
  'payments.manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const dealerRights: readonly StaffPermission[] = [
  'users.view',
  'users.manage',
  'dealers.open',
  'credit.transfer',
  'coupons.view',
  'coupons.paymentStatus',
  'coupons.allowSelling',
  'reports.view',
  'audit.view',
];

/** What an account of each kind may do when its site gave it no role of its own. */
export const defaultPermissions: Record<UserRole, readonly StaffPermission[]> = {
  admin: staffPermissions.filter((permission) => permission !== 'credit.blocked'),
  dealer: [...dealerRights, 'partners.add', 'coupons.cancel'],
  sub_dealer: dealerRights,
  partner: ['users.view', 'coupons.view', 'reports.view'],
  terminal: ['coupons.view', 'coupons.paymentStatus'],
  terminal_user: [],
  player: [],
  affiliate_user: [],
  robot: [],
};

export const isUserRole = (value: string): value is UserRole =>
  (userRoles as readonly string[]).includes(value);

export const isStaffPermission = (value: string): value is StaffPermission =>
  (staffPermissions as readonly string[]).includes(value);

/**
 * What an account holds: its role's permissions, or its kind's defaults when it has no role. An
 * unknown kind or permission grants nothing.
 */
export function grantsOf(kind: string, rolePermissions: readonly string[] | null): Set<StaffPermission> {
  const granted = rolePermissions ?? (isUserRole(kind) ? defaultPermissions[kind] : []);
  return new Set(granted.filter(isStaffPermission));
}

/**
 * The kinds of account each kind may open below itself: nobody opens a kind above its own, and only
 * an admin opens admins and robots. Partners need the partners.add permission besides.
 */
export const openableKinds: Record<UserRole, readonly UserRole[]> = {
  admin: userRoles,
  dealer: ['sub_dealer', 'partner', 'terminal', 'terminal_user', 'player', 'affiliate_user'],
  sub_dealer: ['partner', 'terminal', 'terminal_user', 'player', 'affiliate_user'],
  partner: [],
  terminal: ['terminal_user'],
  terminal_user: [],
  player: [],
  affiliate_user: [],
  robot: [],
};

/** Kinds that open accounts themselves: they count them against a dealer-opening limit. */
export const dealerKinds = [
  'admin',
  'dealer',
  'sub_dealer',
  'partner',
] as const satisfies readonly UserRole[];
export const isDealerKind = (kind: UserRole): boolean => (dealerKinds as readonly UserRole[]).includes(kind);

/** The permissions opening an account of a kind takes. */
export function rightsToOpen(kind: UserRole): StaffPermission[] {
  if (kind === 'partner') return ['dealers.open', 'partners.add'];
  return [isDealerKind(kind) ? 'dealers.open' : 'users.manage'];
}

/**
 * The kinds an actor may open under a parent: allowed below both the actor's kind and the parent's,
 * with every permission each takes. The server decides by it, and the back office offers no other.
 */
export function kindsToOpen(
  actorKind: UserRole,
  parentKind: UserRole,
  permissions: Iterable<StaffPermission>,
): UserRole[] {
  const held = new Set(permissions);
  return userRoles.filter(
    (kind) =>
      openableKinds[actorKind].includes(kind) &&
      openableKinds[parentKind].includes(kind) &&
      rightsToOpen(kind).every((right) => held.has(right)),
  );
}

/** Kinds that may have accounts below them: the only ones whose children are worth counting. */
export const parentKinds: readonly UserRole[] = userRoles.filter((kind) => openableKinds[kind].length > 0);
