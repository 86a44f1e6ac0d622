import { defaultLimits } from '@bet/domain/user-defaults';
import { describe, expect, it } from 'vitest';
import { testUser } from '../test-users.ts';
import { userLimits } from './user-limits.ts';

describe('userLimits', () => {
  it('reads the presented limits in minor units and thousandths', () => {
    const limits = userLimits(
      testUser(
        {},
        {
          system: { minTip: 3, minStake: 2.5, maxStake: 1000, maxPay: 50_000, status: 0 },
          maxOddsCoupon: { limit: 150 },
          bonusJson: { bonusPercent: 5, bonusTipCount: 4, bonusOdds: 1.35 },
        },
      ),
    );
    expect(limits.system).toEqual({
      minTip: 3,
      minStake: 250,
      maxStake: 100_000,
      maxPay: 5_000_000,
      status: 0,
    });
    expect(limits.single).toEqual({
      minTip: 1,
      minStake: 100,
      maxStake: 25_000,
      maxPay: 1_250_000,
      status: 1,
    });
    expect(limits.maxOddsCoupon.limit).toBe(150_000);
    expect(limits.bonusJson).toEqual({ bonusPercent: 5, bonusTipCount: 4, bonusOdds: 1350 });
  });

  it("keeps a new player's defaults for a visitor and for parts the answer lacks", () => {
    expect(userLimits(null)).toEqual(defaultLimits());
    const partial = userLimits({ live: { maxStake: 50 }, maxOddsCoupon: 'bad' });
    expect(partial.live).toEqual({ ...defaultLimits().live, maxStake: 5000 });
    expect(partial.maxOddsCoupon).toEqual({ limit: 0 });
  });
});
