// Who the signed-in staff member is, as the back office shows it and builds its menu from.
import type { StaffMe } from '@bet/domain/api/admin/staff';
import { type Actor, buildActor, permissionsVersion } from '../../authz/actor.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { SiteContext } from '../../http/request-context.ts';
import { findRole, findUserById } from '../account/index.ts';
import { isTotpEnabled } from '../auth/index.ts';

/** The actor a fresh session of the user gets: what the session hook would build at the next call. */
export async function actorOfUser(
  db: Executor,
  userId: number,
  site: SiteContext,
  ip: string,
): Promise<Actor> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const role = user.roleId ? await findRole(db, user.siteId, user.roleId) : null;
  return buildActor(
    {
      userId: user.id,
      username: user.username,
      sessionId: '',
      role: user.role,
      rolePermissions: role?.permissions ?? null,
      path: user.path,
    },
    { id: site.id, platform: site.platform },
    ip,
  );
}

/** The staff member's record for the back office; players have none. */
export async function staffMe(db: Executor, actor: Actor, site: SiteContext): Promise<StaffMe> {
  if (actor.role === 'player') throw forbidden('notStaff');
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  const role = user.roleId ? await findRole(db, user.siteId, user.roleId) : null;
  return {
    userId: user.id,
    username: user.username,
    role: actor.role,
    roleName: role?.name ?? null,
    permissions: [...actor.permissions].sort(),
    permissionsVersion: permissionsVersion(actor),
    siteId: site.id,
    siteName: site.settings.site_title || `#${site.id}`,
    platformSite: actor.platformSite,
    currency: user.currency,
    totpEnabled: await isTotpEnabled(db, user.id),
  };
}
