import { describe, expect, it } from 'vitest';
import { couponShareLink, facebookShare, whatsappShare } from './share-links.ts';

describe('share links', () => {
  it("point WhatsApp and Facebook at the coupon's share page", () => {
    const link = couponShareLink('https://bet.example', 'tr', 'K-12 34');
    expect(link).toBe('https://bet.example/tr/couponShare/K-12%2034');
    expect(whatsappShare(link)).toBe(`https://wa.me/?text=${encodeURIComponent(link)}`);
    expect(facebookShare(link)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
    );
  });
});
