// A signed-in player for the slip's tests, with the limits getUserData presents (major units, decimal odds).
import type { UserInfo } from '../../shared/session/api/get-user-data.ts';

const permission = { status: 1 as const };
const limitSet = { minTip: 1, minStake: 1, maxStake: 250, maxPay: 12_500, status: 1 };

export function testUser(over: Partial<UserInfo> = {}, limits: Record<string, unknown> = {}): UserInfo {
  const user: UserInfo = {
    userId: 7,
    userName: 'demo',
    firstName: 'Demo',
    lastName: 'Player',
    birthDate: '',
    email: '',
    mobile: '',
    city: '',
    address: '',
    postCode: '',
    countryId: null,
    countryname: '',
    sex: 'm',
    autoprint: 0,
    userCredit: 500,
    credit: 500,
    currency: 'TRY',
    loginTime: '',
    firstLogin: 0,
    operatorId: 1,
    lang: 'tr',
    onlineUser: 1,
    userType: 0,
    staketype: 0,
    terminalNo: '',
    userStatus: 1,
    affiliateStatus: 0,
    sportUser: permission,
    liveUser: permission,
    casinoUser: permission,
    slotUser: permission,
    virtualUser: permission,
    bingoUser: permission,
    tvgamesUser: permission,
    mintUser: permission,
    slotjackpotUser: permission,
    livejackpotUser: permission,
    single: limitSet,
    combine: limitSet,
    multiple: limitSet,
    live: limitSet,
    system: limitSet,
    minOddsCoupon: { limit: 0 },
    maxOddsCoupon: { limit: 0 },
    bonusJson: { bonusPercent: 0, bonusTipCount: 0, bonusOdds: 0 },
    ...over,
  };
  // Limits as a test writes them, even malformed ones (the slip reads them defensively).
  return Object.assign(user, limits);
}
