import { ApiError, callApi } from '@bet/api-client/call-api';
import type { CouponLimitKind } from '@bet/domain/user-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type PermissionName =
  | 'sportUser'
  | 'liveUser'
  | 'casinoUser'
  | 'slotUser'
  | 'virtualUser'
  | 'bingoUser'
  | 'tvgamesUser'
  | 'mintUser'
  | 'slotjackpotUser'
  | 'livejackpotUser';

/** The user info of spec 000 section 3, as getUserData answers it. */
export type UserInfo = {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string;
  mobile: string;
  city: string;
  address: string;
  postCode: string;
  countryId: number | null;
  countryname: string;
  sex: 'm' | 'f';
  autoprint: number;
  userCredit: number;
  credit: number;
  currency: string;
  loginTime: string | null;
  /** 1 during the player's first sign-in; absent reads as a returning player. */
  firstLogin?: 0 | 1;
  operatorId: number;
  lang: string;
  onlineUser: number;
  userType: number;
  staketype: number;
  terminalNo: string;
  userStatus: number;
  affiliateStatus: number;
  minOddsCoupon: { limit: number };
  maxOddsCoupon: { limit: number };
  bonusJson: { bonusPercent: number; bonusTipCount: number; bonusOdds: number };
} & Record<PermissionName, { status: number }> &
  Record<CouponLimitKind, PresentedLimitSet>;

/** A coupon kind's limits as getUserData presents them: amounts in major units (0 = unlimited). */
export type PresentedLimitSet = {
  minTip: number;
  minStake: number;
  maxStake: number;
  maxPay: number;
  status: number;
};

/** The signed-in user, or null for a visitor (the session cookie is httpOnly, so the server decides). */
export async function getUserData(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return await callApi<UserInfo>('getUserData', {}, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: ({ signal }) => getUserData(signal),
  staleTime: 30_000,
});

export const useUserQuery = () => useQuery(userQuery);

/** The signed-in user or null; only meaningful once the app gate has loaded it. */
export function useUser(): UserInfo | null {
  return useQuery(userQuery).data ?? null;
}

export const hasPermission = (user: UserInfo | null, name: PermissionName): boolean =>
  user?.[name]?.status === 1;
