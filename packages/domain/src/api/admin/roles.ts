// Back-office roles: named permission sets of one site for one kind of account.
import { z } from 'zod';
import { staffPermissions, userRoles } from '../../authz/roles.ts';
import { callBody, text } from '../fields.ts';

export const roleEntry = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(userRoles),
  permissions: z.array(z.enum(staffPermissions)),
  /** Accounts holding the role. */
  users: z.number().int(),
});
export type RoleEntry = z.infer<typeof roleEntry>;

export const rolesAnswer = z.object({ status: z.literal(true), rows: z.array(roleEntry) });
export type RolesAnswer = z.infer<typeof rolesAnswer>;

/** A new role without `id`; with it, that role changed (for everyone holding it, at their next call). */
export const saveRoleRequest = callBody({
  id: z.number().int().positive().optional(),
  name: text(50).min(2),
  kind: z.enum(userRoles),
  permissions: z.array(z.enum(staffPermissions)).max(staffPermissions.length),
});
export type SaveRoleRequest = z.input<typeof saveRoleRequest>;
export const saveRoleAnswer = z.object({ status: z.literal(true), role: roleEntry });
