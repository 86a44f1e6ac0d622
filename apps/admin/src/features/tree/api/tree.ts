import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { TreeAnswer } from '@bet/domain/api/admin/users';
import { queryOptions } from '@tanstack/react-query';

/** The shortest search the tree sends: fewer letters match too much of a large tree to be useful. */
export const MIN_TREE_SEARCH = 2;

/** A node's children (the staff member's own when parentId is missing). */
export const treeChildrenQuery = (parentId: number | undefined) =>
  queryOptions({
    queryKey: adminQueryKeys.treeChildren(parentId),
    queryFn: ({ signal }) => callApi<TreeAnswer>('admin/tree', parentId ? { parentId } : {}, signal),
    staleTime: 60_000,
  });

/** Accounts anywhere below whose names match, each with its path from the staff member's node. */
export const treeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: adminQueryKeys.treeSearch(q),
    queryFn: ({ signal }) => callApi<TreeAnswer>('admin/tree', { q }, signal),
    enabled: q.length >= MIN_TREE_SEARCH,
    staleTime: 60_000,
  });
