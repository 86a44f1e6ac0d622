// Opening an account under oneself or a dealer of one's subtree, within the dealer's opening limits.

import type { createUserRequest } from '@bet/domain/api/admin/users';
import { dealerKinds, isDealerKind, kindsToOpen, type UserRole } from '@bet/domain/authz/roles';
import type { z } from 'zod';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import {
  countChildren,
  findRole,
  findTakenField,
  insertUser,
  lockUser,
  type UserRow,
  userResource,
} from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword } from '../auth/index.ts';
import { withIdempotency } from '../wallet/index.ts';

export type OpenAccountInput = z.output<typeof createUserRequest>;

/** What the audit log keeps of a new or changed account (never its password). */
export const auditedUser = (user: UserRow) => ({
  username: user.username,
  role: user.role,
  roleId: user.roleId,
  parentId: user.parentId,
  status: user.status,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userLimit: user.userLimit,
  dealerLimit: user.dealerLimit,
});

/**
 * Opens the account once per request id. The parent's row is locked while its accounts are counted,
 * so two openings at once cannot both take the last place under a limit. Answers the new user's id.
 */
export async function openAccount(
  deps: AppDeps,
  actor: Actor,
  input: OpenAccountInput,
): Promise<{ userId: number }> {
  const { reqId, password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  return withIdempotency(
    deps.database.db,
    { actorUserId: actor.userId, requestId: reqId, operation: 'openAccount', input: fields },
    async (tx) => {
      const parent = await lockUser(tx, fields.parentId ?? actor.userId);
      if (!parent || parent.siteId !== actor.siteId) throw forbidden();
      const opensDealer = isDealerKind(fields.role);
      authorize(actor, opensDealer ? 'dealer.create' : 'user.create', userResource(parent));
      const parentKind = parent.role as UserRole;
      if (!isDealerKind(parentKind) && parentKind !== 'terminal') throw badRequest('parentNotDealer');
      if (!kindsToOpen(actor.role, parentKind, actor.permissions).includes(fields.role)) throw forbidden();
      if (fields.roleId !== undefined) {
        const role = await findRole(tx, actor.siteId, fields.roleId);
        if (!role || role.kind !== fields.role) throw badRequest('roleKindMismatch');
      }

      const limit = opensDealer ? parent.dealerLimit : parent.userLimit;
      if (limit > 0) {
        const kinds = opensDealer
          ? dealerKinds
          : (['terminal', 'terminal_user', 'player', 'affiliate_user', 'robot'] as const);
        if ((await countChildren(tx, parent.id, kinds)) >= limit) {
          throw badRequest(opensDealer ? 'dealerLimitFull' : 'userLimitFull');
        }
      }

      const username = fields.username.toLowerCase();
      const taken = await findTakenField(tx, actor.siteId, { username, email: fields.email ?? null });
      if (taken === 'username') throw badRequest('alreadyUsedUsername');
      if (taken === 'email') throw badRequest('emailAlreadyUseRegister');

      const user = await insertUser(tx, {
        siteId: actor.siteId,
        operatorId: parent.operatorId,
        parentId: parent.id,
        username,
        passwordHash,
        role: fields.role,
        roleId: fields.roleId ?? null,
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email ?? null,
        currency: parent.currency,
        lang: parent.lang,
        // Accounts opened by a dealer get their credit from it, not from online payments.
        onlineUser: 0,
        userLimit: fields.userLimit,
        dealerLimit: fields.dealerLimit,
      });
      await recordAudit(
        tx,
        actor,
        deps.now(),
        'user.create',
        { type: 'user', id: user.id, name: user.username, path: user.path },
        { after: auditedUser(user) },
      );
      return { userId: user.id };
    },
  );
}
