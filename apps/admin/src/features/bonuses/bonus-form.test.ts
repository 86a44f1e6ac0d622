import { describe, expect, it } from 'vitest';
import { bonusForm, bonusFormValuesOf } from './bonus-form.ts';

describe('the bonus form', () => {
  it('reads typed amounts and the share into the request, exactly', () => {
    const values = {
      ...bonusFormValuesOf(null),
      titleTr: 'Hoş geldin',
      titleEn: ' Welcome ',
      amount: '0',
      percent: '12,5',
      maxAmount: '250.75',
    };
    expect(bonusForm(undefined).parse(values)).toEqual({
      titles: { tr: 'Hoş geldin', en: 'Welcome' },
      terms: {},
      image: '',
      amount: 0,
      percentBp: 1250,
      maxAmount: 25075,
      wageringMultiplier: 5,
      expiryDays: 30,
      position: 0,
      active: true,
    });
  });

  it('refuses a bonus without a title and numbers that are not numbers', () => {
    expect(bonusForm(3).safeParse({ ...bonusFormValuesOf(null) }).success).toBe(false);
    const typedWrong = { ...bonusFormValuesOf(null), titleEn: 'X', amount: '1.234', expiryDays: '0' };
    const issues = bonusForm(3)
      .safeParse(typedWrong)
      .error?.issues.map((issue) => issue.path[0]);
    expect(issues).toContain('amount');
  });

  it('shows a saved definition as typed', () => {
    const row = {
      id: 3,
      titles: { en: 'Reload' },
      terms: { en: 'Terms' },
      image: '/b.png',
      amount: 0,
      percentBp: 1000,
      maxAmount: 50_00,
      wageringMultiplier: 3,
      expiryDays: 7,
      position: 2,
      active: false,
    };
    expect(bonusForm(3).parse(bonusFormValuesOf(row))).toEqual({
      id: 3,
      titles: { en: 'Reload' },
      terms: { en: 'Terms' },
      image: '/b.png',
      amount: 0,
      percentBp: 1000,
      maxAmount: 5000,
      wageringMultiplier: 3,
      expiryDays: 7,
      position: 2,
      active: false,
    });
  });
});
