// The account module's service surface for other modules.
export { userResource } from './dealer-tree.ts';
export type { UserRow } from './schema.ts';
export {
  effectiveLimits,
  effectivePermissions,
  loadUserInfo,
  presentUserInfo,
  type UserInfo,
} from './user-info.ts';
export {
  findActiveAffiliate,
  findUserById,
  findUserByUsername,
  insertUser,
  type NewUser,
  recordLogin,
  updatePasswordHash,
} from './users-repo.ts';
