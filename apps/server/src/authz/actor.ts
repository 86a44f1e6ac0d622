// Who is calling: built once per request from the session (never from the payload) and handed to
// every command that acts for someone.

import { createHash } from 'node:crypto';
import { grantsOf, isUserRole, type StaffPermission, type UserRole } from '@bet/domain/authz/roles';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';

export type Actor = {
  userId: number;
  username: string;
  sessionId: string;
  role: UserRole;
  /** What the user's back-office role grants; the defaults of its kind when it has none. */
  permissions: ReadonlySet<StaffPermission>;
  siteId: number;
  /** The site that runs the shared feed: only its staff may change platform data such as results. */
  platformSite: boolean;
  /** Ancestors in the dealer tree down to the user itself. */
  dealerPath: readonly number[];
  ip: string;
};

/** The user and role fields the session lookup reads for the actor. */
export type ActorRecord = {
  userId: number;
  username: string;
  sessionId: string;
  role: string;
  rolePermissions: readonly string[] | null;
  path: readonly number[];
};

export function buildActor(record: ActorRecord, site: { id: number; platform: boolean }, ip: string): Actor {
  // The users table's check constraint holds the same list; an unknown kind gets no rights.
  const role: UserRole = isUserRole(record.role) ? record.role : 'player';
  return {
    userId: record.userId,
    username: record.username,
    sessionId: record.sessionId,
    role,
    permissions: grantsOf(role, record.rolePermissions),
    siteId: site.id,
    platformSite: site.platform,
    dealerPath: record.path,
    ip,
  };
}

/** The signed-in caller, or a 401 with the login flag the spec's client reads. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/**
 * A short fingerprint of what the actor may do: the back office keeps the one it signed in with and
 * sends it along, so a change of role or permissions is noticed at the next call.
 */
export function permissionsVersion(actor: Pick<Actor, 'role' | 'permissions'>): string {
  const granted = [...actor.permissions].sort().join(',');
  return createHash('sha256').update(`${actor.role}:${granted}`).digest('base64url').slice(0, 16);
}
