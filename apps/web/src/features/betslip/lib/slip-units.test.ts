import { summarizeSlip } from '@bet/domain/betting/slip-summary';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@bet/domain/site-settings';
import { describe, expect, it } from 'vitest';
import { slipPick, slipPicks } from '../../../shared/slip/test-picks.ts';
import { testUser } from '../test-users.ts';
import { couponRequest, type SlipContext, type SlipDraft, slipInput } from './slip-units.ts';

const settings = publicSiteSettings(DEFAULT_SITE_SETTINGS);
const player: SlipContext = { user: testUser(), settings };

const draft = (over: Partial<SlipDraft> = {}): SlipDraft => ({
  selections: slipPicks(3),
  systemSizes: [],
  amount: 1000,
  ...over,
});

describe('slipInput', () => {
  it('gives the rules thousandths, minor units and the site limits', () => {
    const input = slipInput(draft({ selections: [slipPick(1, '1_1_', { odd: 1.855, ttype: 'L' })] }), player);
    expect(input.picks[0]).toMatchObject({ matchId: 1, oddsType: 1, outcomeId: '1', odds: 1855, live: true });
    expect(input).toMatchObject({ amount: 1000, credit: 50_000, staketype: 0 });
    expect(input.settings).toEqual({
      maxPicks: 20,
      maxMultiCoupons: 10,
      systemFreePicks: 10,
      maxMultiPicks: 27,
    });
    expect(input.limits.single.maxStake).toBe(25_000);
  });

  it('plays the first quick stake until the player picks an amount', () => {
    expect(slipInput(draft({ amount: null }), player).amount).toBe(500);
  });

  it('counts bankers only on a system coupon', () => {
    const selections = [slipPick(1, '1_1_', { banker: true }), ...slipPicks(3).slice(1)];
    expect(slipInput(draft({ selections }), player).picks[0]?.banker).toBe(false);
    expect(slipInput(draft({ selections, systemSizes: [2] }), player).picks[0]?.banker).toBe(true);
  });

  it('lets a visitor price a slip without a credit cap', () => {
    const summary = summarizeSlip(slipInput(draft({ amount: 10_000 }), { user: null, settings }));
    expect(summary.totalStake).toBe(10_000);
    expect(summary.problems.map((p) => p.key)).not.toContain('noCredit');
  });
});

describe('couponRequest', () => {
  it('sends a combination in major units and decimal odds', () => {
    const slip = draft({ amount: 1250 });
    const request = couponRequest(slip, summarizeSlip(slipInput(slip, player)), true);
    expect(request).toMatchObject({
      ticketType: 'KK',
      couponType: 0,
      oddChangeOk: 1,
      systemTickets: [],
      combins: 1,
      totalStake: 12.5,
      ticketStake: 12.5,
    });
    expect(request?.tips[0]).toEqual({
      matchId: 1,
      oddsType: 1,
      special: '',
      outcomeId: '1',
      odd: 1.85,
      ttype: 'N',
      banker: 0,
    });
  });

  it('sends a 2/3 system with its sizes, combinations and the stake of each', () => {
    const slip = draft({
      systemSizes: [2],
      selections: [slipPick(1, '1_1_', { banker: true }), ...slipPicks(3).slice(1)],
    });
    const request = couponRequest(slip, summarizeSlip(slipInput(slip, player)), false);
    expect(request).toMatchObject({
      ticketType: 'SK',
      couponType: 2,
      oddChangeOk: 0,
      systemTickets: [2],
      combins: 2,
      ticketStake: 10,
      totalStake: 20,
    });
    expect(request?.tips.map((t) => t.banker)).toEqual([1, 0, 0]);
  });

  it('splits a total stake across the combinations for staketype 1', () => {
    const slip = draft({ systemSizes: [2], amount: 3000 });
    const context = { user: testUser({ staketype: 1 }), settings };
    const request = couponRequest(slip, summarizeSlip(slipInput(slip, context)), true);
    expect(request).toMatchObject({ combins: 3, ticketStake: 10, totalStake: 30 });
  });

  it('is nothing for an empty slip', () => {
    const slip = draft({ selections: [] });
    expect(couponRequest(slip, summarizeSlip(slipInput(slip, player)), true)).toBeNull();
  });
});
