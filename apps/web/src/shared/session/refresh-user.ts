import type { QueryClient } from '@tanstack/react-query';
import { type UserInfo, userQuery } from './api/get-user-data.ts';
import { rememberSession } from './stored-session.ts';

/**
 * After the server opened a session: reloads the user info into `userQuery` (so the whole site sees the
 * player as signed in when this resolves) and remembers the ids.
 */
export async function refreshSignedInUser(
  queryClient: QueryClient,
  userId: number,
): Promise<UserInfo | null> {
  await queryClient.invalidateQueries({ queryKey: userQuery.queryKey, refetchType: 'all' });
  const user = queryClient.getQueryData(userQuery.queryKey) ?? null;
  rememberSession(userId, user);
  return user;
}
