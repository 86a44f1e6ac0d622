import type { UsersRequest, userSortFields } from '@bet/domain/api/admin/users';
import { isUserRole } from '@bet/domain/authz/roles';
import { type ListPosition, positionRequest } from '../../shared/data-table/list-search.ts';

/** The user list's filters as URL parameters. */
export const USER_FILTERS = ['q', 'role', 'status', 'parentId'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

type UserSort = (typeof userSortFields)[number];

/** The admin/users request for a list position and its URL filters; foreign values are left out. */
export function usersRequestOf(
  position: ListPosition<UserSort>,
  filters: Record<UserFilter, string>,
): UsersRequest {
  const parentId = Number(filters.parentId);
  return {
    ...positionRequest(position),
    ...(filters.q ? { q: filters.q.slice(0, 100) } : {}),
    ...(isUserRole(filters.role) ? { role: filters.role } : {}),
    ...(filters.status === '0' || filters.status === '1' ? { status: filters.status === '1' ? 1 : 0 } : {}),
    ...(Number.isSafeInteger(parentId) && parentId > 0 ? { parentId } : {}),
  };
}
