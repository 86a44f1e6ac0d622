import { callApi } from '@bet/api-client/call-api';
import type { RegisterAnswer, RegisterRequest } from '@bet/domain/api/account';
import { useMutation } from '@tanstack/react-query';

/** register (spec 000 section 7, `counrtyId` spelled as there) with the solved challenge. */
export function register(payload: RegisterRequest): Promise<RegisterAnswer> {
  return callApi<RegisterAnswer>('register', payload);
}

export const useRegister = () => useMutation({ mutationFn: register });
