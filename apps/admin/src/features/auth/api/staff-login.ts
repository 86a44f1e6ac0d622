import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { StaffLoginRequest, StaffMeAnswer } from '@bet/domain/api/admin/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_UNAUTHORIZED } from '../../../shared/api/query-client.ts';

export type StaffLoginInput = Pick<StaffLoginRequest, 'userName' | 'password' | 'otp'>;

export function staffLogin(input: StaffLoginInput): Promise<StaffMeAnswer> {
  return callApi<StaffMeAnswer>('admin/login', {
    userName: input.userName.trim(),
    password: input.password,
    ...(input.otp ? { otp: input.otp } : {}),
  });
}

/** Signs a staff member in; the signed-in area opens as soon as `me` holds them. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    // A 401 here is the answer (wrong password, code needed), not an ended session.
    meta: OWN_UNAUTHORIZED,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminQueryKeys.me, answer.me);
    },
  });
}
