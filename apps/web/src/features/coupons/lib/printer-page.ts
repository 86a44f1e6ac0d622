/** The printer page of a coupon (spec 001 section 7): HTML for the player's time zone. */
export const printerPagePath = (lang: string, couponId: number | string, timeZone: string): string =>
  `/api/user/printer/${encodeURIComponent(lang)}/${encodeURIComponent(String(couponId))}?timezone=${encodeURIComponent(timeZone)}`;
