/** The destinations the account page (MyAccount) lists, in its order. */
export type AccountLink =
  | 'transactions'
  | 'transferRequest'
  | 'deposit'
  | 'withdraw'
  | 'userInformation'
  | 'settings'
  | 'changePassword'
  | 'responsibleGaming'
  | 'affiliate'
  | 'affiliateBanner';

export type AccountLinkContext = {
  onlineUser: number;
  affiliateStatus: number;
  settings: { login_screen: number; register_disabled: number; affiliateStatus: string };
};

/**
 * Which links the player sees (spec 000 sections 2.3 and 6): money requests only for online users on a
 * site with registration and no login screen; affiliate pages also need both affiliate switches.
 */
export function accountLinks({ onlineUser, affiliateStatus, settings }: AccountLinkContext): AccountLink[] {
  const online = onlineUser === 1;
  const payments = online && settings.login_screen !== 1 && settings.register_disabled !== 1;
  const affiliate = online && affiliateStatus === 1 && settings.affiliateStatus === '1';
  return [
    'transactions',
    ...(payments ? (['transferRequest', 'deposit', 'withdraw'] as const) : []),
    'userInformation',
    'settings',
    'changePassword',
    'responsibleGaming',
    ...(affiliate ? (['affiliate', 'affiliateBanner'] as const) : []),
  ];
}
