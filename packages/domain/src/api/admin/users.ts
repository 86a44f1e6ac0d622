// The back office's users: the list, the dealer tree and opening accounts.
import { z } from 'zod';
import { userRoles } from '../../authz/roles.ts';
import { callBody, requestId, text } from '../fields.ts';
import { listAnswer, listFields } from './list.ts';

export const userSortFields = [
  'id',
  'username',
  'role',
  'status',
  'credit',
  'createdAt',
  'lastLoginAt',
] as const;

export const usersRequest = callBody({
  ...listFields(userSortFields),
  role: z.enum(userRoles).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Only the users directly under this one; otherwise the whole subtree. */
  parentId: z.number().int().positive().optional(),
});
export type UsersRequest = z.input<typeof usersRequest>;

/** A user as the back office lists it; credit in minor units. */
export const userRow = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(userRoles),
  roleName: z.string().nullable(),
  status: z.number(),
  parentId: z.number().nullable(),
  parentName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  currency: z.string(),
  credit: z.number().int(),
  /** Accounts this dealer may open: 0 means no limit. */
  userLimit: z.number().int(),
  dealerLimit: z.number().int(),
  childCount: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const usersAnswer = listAnswer(userRow);
export type UsersAnswer = z.infer<typeof usersAnswer>;

export const createUserRequest = callBody({
  reqId: requestId,
  /** Whom the new account sits under: the caller, or a dealer of its subtree. */
  parentId: z.number().int().positive().optional(),
  role: z.enum(userRoles),
  roleId: z.number().int().positive().optional(),
  username: text(20)
    .min(4)
    .regex(/^[a-z0-9._-]+$/),
  password: text(100).min(6),
  firstName: text(50).default(''),
  lastName: text(50).default(''),
  email: z.email().max(100).optional(),
  userLimit: z.number().int().min(0).max(1_000_000).default(0),
  dealerLimit: z.number().int().min(0).max(1_000_000).default(0),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const createUserAnswer = z.object({ status: z.literal(true), user: userRow });
export type CreateUserAnswer = z.infer<typeof createUserAnswer>;

/** One node of the dealer tree with how many accounts sit directly under it. */
export const treeNode = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(userRoles),
  status: z.number(),
  childCount: z.number().int(),
});
export type TreeNode = z.infer<typeof treeNode>;

export const treeRequest = callBody({
  /** Whose children to list; the caller's own when missing (an admin's: its site's top). */
  parentId: z.number().int().positive().optional(),
  /** Names to find anywhere in the subtree: answered with each hit's path from the caller. */
  q: text(50).optional(),
});
export const treeAnswer = z.object({
  status: z.literal(true),
  /** The node asked for; null for an admin's top, whose nodes are its site's accounts with no parent. */
  root: treeNode.nullable(),
  nodes: z.array(treeNode),
  /** For a search: each hit's ancestors from the start (below the node, or the top) down to it. */
  paths: z.array(z.array(treeNode)),
});
export type TreeAnswer = z.infer<typeof treeAnswer>;
