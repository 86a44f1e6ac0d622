// The dealer tree: users.parent_id, with each user's path (its ancestors down to itself) kept by
// the users_tree_path trigger of migration 0015.
import type { Resource } from '../../authz/policies.ts';
import type { UserRow } from './schema.ts';

/** A user as the authorization policies see it. */
export const userResource = (user: Pick<UserRow, 'id' | 'siteId' | 'path'>): Resource => ({
  type: 'user',
  id: user.id,
  siteId: user.siteId,
  path: user.path,
});
