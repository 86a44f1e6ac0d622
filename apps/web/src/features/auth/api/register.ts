import { callApi } from '@bet/api-client/call-api';
import type { RegisterAnswer } from '@bet/domain/api/account';
import { useMutation } from '@tanstack/react-query';

/** The register payload of spec 000 section 7 (`counrtyId` spelled as there) plus the solved challenge. */
export type RegisterPayload = {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  idNumber: string;
  sex: 'm' | 'f';
  address: string;
  city: string;
  postCode: string;
  counrtyId: number;
  /** '+90 5321234567', or ''. */
  mobile: string;
  userName: string;
  password: string;
  email: string;
  currency: string;
  promotionCode: string;
  /** The stored affiliate's id, or 0. */
  affiliateUser: string | number;
  /** The solved proof-of-work challenge. */
  securityCode: string;
};

export function register(payload: RegisterPayload): Promise<RegisterAnswer> {
  return callApi<RegisterAnswer>('register', payload);
}

export const useRegister = () => useMutation({ mutationFn: register });
