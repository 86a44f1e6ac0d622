import { isDealerKind, kindsToOpen, type StaffPermission, type UserRole } from '@bet/domain/authz/roles';

/**
 * The kinds of account the staff member may open under a `parentRole` account: the server's own
 * rule, so the form offers nothing it would refuse.
 */
export const openableRoles = (
  me: { role: UserRole; permissions: readonly StaffPermission[] },
  parentRole: UserRole,
): UserRole[] => kindsToOpen(me.role, parentRole, me.permissions);

/** Dealer kinds have limits on the accounts they may open; the others do not. */
export const hasOpeningLimits = isDealerKind;
