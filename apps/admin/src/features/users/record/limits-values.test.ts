import { defaultLimits } from '@bet/domain/user-defaults';
import { describe, expect, it } from 'vitest';
import { limitsForm, limitsValuesOf } from './limits-values.ts';

describe('the limits form', () => {
  it('shows amounts in major units and odds as decimals', () => {
    const limits = defaultLimits();
    limits.maxOddsCoupon.limit = 1500_000;
    const values = limitsValuesOf(limits);
    expect(values.single).toEqual({
      minTip: '1',
      minStake: '1',
      maxStake: '250',
      maxPay: '12500',
      status: true,
    });
    expect(values.maxOddsCoupon.limit).toBe('1500');
  });

  it('reads back exactly the limits it was given', () => {
    const limits = defaultLimits();
    limits.minOddsCoupon.limit = 1250;
    limits.bonusJson = { bonusPercent: 7.5, bonusTipCount: 4, bonusOdds: 1200 };
    expect(limitsForm.parse(limitsValuesOf(limits))).toEqual(limits);
  });

  it('takes typed decimals with a comma and 0 for no limit', () => {
    const values = limitsValuesOf(defaultLimits());
    values.live = { minTip: '2', minStake: '0', maxStake: '99,90', maxPay: '0', status: false };
    expect(limitsForm.parse(values).live).toEqual({
      minTip: 2,
      minStake: 0,
      maxStake: 9990,
      maxPay: 0,
      status: 0,
    });
  });

  it('marks the field it cannot read, or that breaks the record’s rules', () => {
    const values = limitsValuesOf(defaultLimits());
    values.combine.maxStake = '12.345';
    values.system.minTip = '51';
    const issues = limitsForm.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toContain('combine.maxStake');
    const rules = limitsForm.safeParse({ ...limitsValuesOf(defaultLimits()), system: values.system });
    expect(rules.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['system.minTip']);
  });
});
