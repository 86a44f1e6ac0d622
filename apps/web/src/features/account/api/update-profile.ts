import { callApi } from '@bet/api-client/call-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';

/** The updateProfile payload of spec 000 section 7. */
export type ProfilePayload = {
  sex: 'm' | 'f';
  address: string;
  city: string;
  countryId: number;
  postCode: string;
  autoprint: 0 | 1;
};

/** updateProfile: saves the signed-in player's profile; resolves with the server's translated message. */
export async function updateProfile(payload: ProfilePayload): Promise<string> {
  return (await callApi<{ msg: string }>('updateProfile', payload)).msg;
}

/** Saves the profile, then reloads the user info the pages show. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  });
}
