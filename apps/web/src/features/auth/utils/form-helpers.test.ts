import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  birthYears,
  digitsOnly,
  filterLoginUsername,
  mobileOf,
  safeNextUrl,
} from './form-helpers.ts';

describe('filterLoginUsername', () => {
  it.each([
    ['demo', 'demo'],
    ['Demo.User_1-x y', 'Demo.User_1-x y'],
    ['şükrü', 'şükrü'],
    ['a@b!c#d$', 'abcd'],
    ['<script>', 'script'],
    ['tab\there', 'tabhere'],
  ])('%j keeps %j', (typed, kept) => {
    expect(filterLoginUsername(typed)).toBe(kept);
  });
});

describe('digitsOnly', () => {
  it('drops everything but digits and cuts at the limit', () => {
    expect(digitsOnly('532 123-45 67')).toBe('5321234567');
    expect(digitsOnly('123456789012345', 11)).toBe('12345678901');
    expect(digitsOnly('abc')).toBe('');
  });
});

describe('birthYears', () => {
  const today = new Date(2025, 5, 15);

  it('registration: from 18 years ago back a further 70 years, newest first', () => {
    const years = birthYears(today, 18, 88);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1937);
    expect(years).toHaveLength(71);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('forgot password: from 18 to 90 years ago', () => {
    const years = birthYears(today, 18, 90);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1935);
  });
});

describe('safeNextUrl', () => {
  it.each([
    ['/tr/coupons', '/tr/coupons'],
    ['/tr/sports?sid=1&tid=2#top', '/tr/sports?sid=1&tid=2#top'],
    ['  /en/myAccount ', '/en/myAccount'],
  ])('follows a path here: %j', (raw, expected) => {
    expect(safeNextUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'tr/coupons',
    '//evil.example/tr/',
    '/\\evil.example',
    'https://evil.example/tr/',
    'javascript:alert(1)',
    '/tr/firstlogin',
    '/en/firstlogin/',
  ])('refuses %j', (raw) => {
    expect(safeNextUrl(raw)).toBeNull();
  });
});

describe('mobileOf and birthDateOf', () => {
  it('builds the register call formats', () => {
    expect(mobileOf('90', '5321234567')).toBe('+90 5321234567');
    expect(mobileOf('90', '')).toBe('');
    expect(birthDateOf('1990', '3', '7')).toBe('1990-03-07');
    expect(birthDateOf(1985, 12, 31)).toBe('1985-12-31');
  });
});
