// The account module's service surface for other modules.

export type { UserInfo } from '@bet/domain/api/account';
// The register payload, for the registration flow: the shared contract under the names flows use.
export {
  type RegisterRequest as RegisterBody,
  registerRequest as registerBody,
} from '@bet/domain/api/account';
export { type ActivationChannel, sendActivationCode } from './activation.ts';
export { commissionRatesOf, highestRateBelow } from './commission-rates.ts';
export {
  branchSizes,
  countChildren,
  findTreeNodes,
  lockUser,
  searchTree,
  type TreeNodeRow,
  type TreeParent,
  treeChildren,
  userResource,
} from './dealer-tree.ts';
export { grantsOfUsers, sellingAllowedFor } from './granted-permissions.ts';
export { type ValidRegistration, validateRegistration } from './registration-input.ts';
export {
  findRole,
  insertRole,
  listRoles,
  type RoleFields,
  type RoleRow,
  SEEDED_ROLES,
  seededRoleOf,
  seedRoles,
  updateRole,
} from './roles-repo.ts';
export { registerAccount } from './routes.ts';
export type { UserRow } from './schema.ts';
export { uniqueFieldOfError } from './unique-violation.ts';
export {
  effectiveLimits,
  effectivePermissions,
  presentUserInfo,
} from './user-info.ts';
export {
  listUsers,
  type TreeScope,
  type UserListQuery,
  type UserListRow,
  userBranchColumn,
  userScopeCondition,
} from './user-list.ts';
export { usersOfKinds } from './users-of-kinds.ts';
export {
  findActiveAffiliate,
  findRegistrationDealer,
  findTakenField,
  findUserById,
  findUserByUsername,
  insertUser,
  type NewUser,
  type OfficeUserFields,
  recordLogin,
  referredUsers,
  setAffiliateStatus,
  type UniqueUserFields,
  updatePasswordHash,
  updateUserFields,
} from './users-repo.ts';
