import { callApi } from '@bet/api-client/call-api';
import type { UpdateProfileAnswer, UpdateProfileRequest } from '@bet/domain/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';

/** updateProfile: saves the signed-in player's profile; resolves with the server's translated message. */
export async function updateProfile(payload: UpdateProfileRequest): Promise<string> {
  return (await callApi<UpdateProfileAnswer>('updateProfile', payload)).msg;
}

/** Saves the profile, then reloads the user info the pages show. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}
