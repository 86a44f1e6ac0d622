// One user's whole record for the back office, and the changes staff make to it.
import type { UpdateUserRequest, UserDetail, updateUserRequest } from '@bet/domain/api/admin/user-edit';
import type { UserRole } from '@bet/domain/authz/roles';
import { PERMISSION_NAMES, type UserPermissions } from '@bet/domain/user-defaults';
import type { z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import { type Action, authorize } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import {
  effectiveLimits,
  effectivePermissions,
  findRole,
  findUserById,
  listUsers,
  lockUser,
  type OfficeUserFields,
  type UserRow,
  updateUserFields,
  userResource,
} from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { openExposure } from '../betting/index.ts';
import { checkCommissionRate, commissionTerms } from './commission-rate.ts';

export type { UpdateUserRequest };
export type UpdateUserInput = z.output<typeof updateUserRequest>;

/** The user if the actor may do `action` to it; an unknown user and another's are both 403. */
export async function targetUser(db: Executor, actor: Actor, userId: number, action: Action, lock = false) {
  const user = lock ? await lockUser(db, userId) : await findUserById(db, userId);
  if (!user || user.siteId !== actor.siteId) throw forbidden();
  authorize(actor, action, userResource(user));
  return user;
}

const flags = (permissions: UserPermissions) =>
  Object.fromEntries(PERMISSION_NAMES.map((name) => [name, permissions[name].status])) as Record<
    (typeof PERMISSION_NAMES)[number],
    0 | 1
  >;

export async function userDetail(db: Executor, actor: Actor, userId: number): Promise<UserDetail> {
  const user = await targetUser(db, actor, userId, 'user.view');
  // Authorized above: the row is read site-wide, the actor's own included.
  const scope = { siteId: actor.siteId, belowUserId: null, selfId: null };
  const [{ rows }, exposure, commission] = await Promise.all([
    listUsers(db, { scope, page: 1, pageSize: 1, dir: 'asc', id: user.id }),
    openExposure(db, user.id),
    commissionTerms(db, user),
  ]);
  const row = rows[0];
  if (!row) throw forbidden();
  return {
    ...row,
    role: row.role as UserRole,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mobile: user.mobile,
    birthDate: user.birthDate,
    city: user.city,
    address: user.address,
    lang: user.lang,
    onlineUser: user.onlineUser === 1 ? 1 : 0,
    staketype: user.staketype === 1 ? 1 : 0,
    roleId: user.roleId,
    permissions: flags(effectivePermissions(user)),
    limits: effectiveLimits(user),
    commission,
    openStakes: exposure.stakes,
    openLiability: exposure.liability,
  };
}

/** The fields of a change that differ from the stored record, as the audit log keeps them. */
function changed(before: UserRow, after: UserRow, keys: (keyof OfficeUserFields)[]) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** Applies a change in one transaction with its audit entry; a role must be for the user's kind. */
export async function updateUser(
  db: Executor,
  actor: Actor,
  input: UpdateUserInput,
  at: Date,
): Promise<void> {
  const { targetUserId, permissions, ...fields } = input;
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, actor, targetUserId, 'user.update', true);
    if (fields.roleId) {
      const role = await findRole(tx, actor.siteId, fields.roleId);
      if (!role || role.kind !== user.role) throw badRequest('roleKindMismatch');
    }
    if (fields.commissionRate !== undefined) await checkCommissionRate(tx, user, fields.commissionRate);
    const patch: OfficeUserFields = { ...fields };
    if (permissions) {
      const merged = effectivePermissions(user);
      for (const [name, status] of Object.entries(permissions)) {
        if (status !== undefined) merged[name as keyof UserPermissions] = { status };
      }
      patch.permissions = merged;
    }
    const updated = await updateUserFields(tx, user.id, patch, at);
    const diff = changed(user, updated, Object.keys(patch) as (keyof OfficeUserFields)[]);
    if (Object.keys(diff.after).length === 0) return;
    await recordAudit(
      tx,
      actor,
      at,
      'user.update',
      { type: 'user', id: user.id, name: user.username, path: user.path },
      diff,
    );
  });
}
