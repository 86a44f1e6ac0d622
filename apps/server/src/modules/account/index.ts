// The account module's service surface for other modules.
export type { UserRow } from './schema.ts';
export {
  findUserById,
  findUserByUsername,
  insertUser,
  type NewUser,
  recordLogin,
  updatePasswordHash,
} from './users-repo.ts';
