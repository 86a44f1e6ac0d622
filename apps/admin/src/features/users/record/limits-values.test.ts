import { defaultLimits } from '@bet/domain/user-defaults';
import { describe, expect, it } from 'vitest';
import { rateText, typedRate } from '../../../shared/format/typed-numbers.ts';
import { limitsChanges, limitsForm, limitsValuesOf } from './limits-values.ts';

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
    expect(limitsForm.parse(limitsValuesOf(limits))).toEqual({ ...limits, commissionRate: 0 });
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

describe('the commission rate', () => {
  it.each([
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.01', 1],
    ['100', 10_000],
    [' 7 ', 700],
    ['0', 0],
  ])('reads %s%% as %i basis points', (text, rate) => {
    expect(typedRate(text)).toBe(rate);
  });

  it.each(['12.345', '-1', '1e2', '', 'abc', '1000'])('cannot read %s', (text) => {
    expect(typedRate(text)).toBeNull();
  });

  it('shows a rate as it reads back', () => {
    for (const rate of [0, 1, 1250, 333, 10_000]) expect(typedRate(rateText(rate))).toBe(rate);
  });

  it('marks a rate above 100% or with three decimals', () => {
    const values = limitsValuesOf(defaultLimits(), 1000);
    for (const bad of ['100.01', '12.345']) {
      const issues = limitsForm.safeParse({ ...values, commissionRate: bad }).error?.issues;
      expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['commissionRate']);
    }
  });

  it('sends the rate only for a dealer, and only when it changed', () => {
    const limits = defaultLimits();
    const values = limitsForm.parse(limitsValuesOf(limits, 1000));
    expect(limitsChanges(values, { rate: 1000, ceiling: 2000 })).toEqual({ limits });
    expect(limitsChanges({ ...values, commissionRate: 1500 }, { rate: 1000, ceiling: 2000 })).toEqual({
      limits,
      commissionRate: 1500,
    });
    expect(limitsChanges({ ...values, commissionRate: 1500 }, null)).toEqual({ limits });
  });
});
