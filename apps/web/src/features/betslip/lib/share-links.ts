// Sharing a placed coupon (spec 001 section 2): its share page, sent through WhatsApp or Facebook.

/** The share page of a placed coupon, as a full address for other apps. */
export const couponShareLink = (origin: string, lang: string, ticketId: string): string =>
  `${origin}/${lang}/couponShare/${encodeURIComponent(ticketId)}`;

export const whatsappShare = (link: string): string => `https://wa.me/?text=${encodeURIComponent(link)}`;

export const facebookShare = (link: string): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
