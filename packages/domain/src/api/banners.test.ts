// The player site's banner rules (spec 002 §2): where a tap leads, and each group's box by its place.
import { describe, expect, it } from 'vitest';
import { bannerGroupSize, bannerTarget } from './banners.ts';

describe('banner taps', () => {
  it.each([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['bingo', { kind: 'bingo' }],
    ['https://example.com/BINGO-night', { kind: 'bingo' }],
    ['/live-bingo?open=live', { kind: 'bingo' }],
    ['https://example.com/a?b=1', { kind: 'external', href: 'https://example.com/a?b=1' }],
    ['HTTP://example.com', { kind: 'external', href: 'HTTP://example.com' }],
    ['casino', { kind: 'internal', path: '/en/casino' }],
    ['/casino?serviceId=5', { kind: 'internal', path: '/en/casino?serviceId=5' }],
    ['//promotions', { kind: 'internal', path: '/en/promotions' }],
  ])('%j leads to %j', (url, target) => {
    expect(bannerTarget(url, 'en')).toEqual(target);
  });
});

describe('banner group sizes', () => {
  it('makes the first group full width, the next two 634×291 and the rest 312×291', () => {
    expect([0, 1, 2, 3, 6, 9].map(bannerGroupSize)).toEqual([
      null,
      { width: 634, height: 291 },
      { width: 634, height: 291 },
      { width: 312, height: 291 },
      { width: 312, height: 291 },
      { width: 312, height: 291 },
    ]);
  });
});
