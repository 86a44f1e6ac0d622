// The site settings the coupon rules read, named as the rules name them; the slip and the server
// take them from here so that both read every setting the same way.
import type { SiteSettings } from '../site-settings.ts';
import { systemFreePickLimit } from './combinations.ts';
import type { CouponSettings } from './types.ts';

export type CouponSiteSettings = Pick<
  SiteSettings,
  'maxOddsCoupon' | 'maxMultiCps' | 'maxSystemCps' | 'maxMultiOdds'
>;

export const couponSettingsOf = (settings: CouponSiteSettings): CouponSettings => ({
  maxPicks: settings.maxOddsCoupon,
  maxMultiCoupons: settings.maxMultiCps,
  systemFreePicks: systemFreePickLimit(settings.maxSystemCps),
  maxMultiPicks: settings.maxMultiOdds,
});
