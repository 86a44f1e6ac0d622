import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp.ts';

describe('the live support link', () => {
  it('keeps only the digits of the configured number', () => {
    expect(whatsappLink('+90 532 000-00-00')).toBe('https://wa.me/905320000000');
    expect(whatsappLink('905320000000')).toBe('https://wa.me/905320000000');
  });

  it('is absent when no number is set', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink(undefined)).toBeNull();
    expect(whatsappLink(' - ')).toBeNull();
  });
});
