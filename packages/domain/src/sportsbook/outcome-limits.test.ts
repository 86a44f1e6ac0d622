import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTCOME_LIMITS, outcomeLimitsFromApi, outcomeLimitsToApi } from './outcome-limits.ts';

describe('outcome limits at the API edge', () => {
  it('are presented in major units like every other amount: 1 / 250 / 12,500', () => {
    expect(outcomeLimitsToApi(DEFAULT_OUTCOME_LIMITS)).toEqual({
      smis: 1,
      smas: 250,
      smay: 12_500,
      kmis: 1,
      kmas: 250,
      kmay: 12_500,
      mintip: 1,
    });
  });

  it('read back in minor units, exactly', () => {
    const presented = { smis: 2.5, smas: 0.29, smay: 1000, kmis: 1, kmas: 99.99, kmay: 12_500, mintip: 3 };
    expect(outcomeLimitsFromApi(presented)).toEqual({
      smis: 2_50,
      smas: 29,
      smay: 1000_00,
      kmis: 1_00,
      kmas: 99_99,
      kmay: 12_500_00,
      mintip: 3,
    });
    expect(outcomeLimitsFromApi(outcomeLimitsToApi(DEFAULT_OUTCOME_LIMITS))).toEqual(DEFAULT_OUTCOME_LIMITS);
  });

  it('an amount that cannot be read keeps the default', () => {
    const presented = { ...outcomeLimitsToApi(DEFAULT_OUTCOME_LIMITS), smas: -5, kmay: 1.005 };
    expect(outcomeLimitsFromApi(presented)).toEqual(DEFAULT_OUTCOME_LIMITS);
  });
});
