import { summarizeSlip } from '@bet/domain/betting/slip-summary';
import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@bet/domain/site-settings';
import { describe, expect, it } from 'vitest';
import { slipPick } from '../../../shared/slip/test-picks.ts';
import { testUser } from '../test-users.ts';
import { calculatorRows } from './calculator.ts';
import { slipInput } from './slip-units.ts';

const context = { user: testUser(), settings: publicSiteSettings(DEFAULT_SITE_SETTINGS) };
const picks = [
  slipPick(1, '1_1_', { odd: 1.5 }),
  slipPick(2, '1_1_', { odd: 2 }),
  slipPick(3, '1_1_', { odd: 3 }),
];

describe('calculatorRows', () => {
  it('lists the three combinations of a 2/3 system with their odds and pay', () => {
    const input = slipInput({ selections: picks, systemSizes: [2], amount: 1000 }, context);
    const { rows, total } = calculatorRows(input, summarizeSlip(input).ticketStake);
    expect(total).toBe(3);
    expect(rows).toEqual([
      { picks: [0, 1], odds: 3000, pay: 3000 },
      { picks: [0, 2], odds: 4500, pay: 4500 },
      { picks: [1, 2], odds: 6000, pay: 6000 },
    ]);
  });

  it('lists one combination of a combination coupon, paying what the summary says', () => {
    const input = slipInput({ selections: picks, systemSizes: [], amount: 1000 }, context);
    const summary = summarizeSlip(input);
    const { rows } = calculatorRows(input, summary.ticketStake);
    expect(rows).toEqual([{ picks: [0, 1, 2], odds: 9000, pay: 9000 }]);
    expect(rows[0]?.pay).toBe(summary.maxWin);
  });

  it('lists a limited number of rows of a big system and says how many there are', () => {
    const many = Array.from({ length: 10 }, (_, i) => slipPick(i + 1));
    const input = slipInput({ selections: many, systemSizes: [5], amount: 100 }, context);
    const { rows, total } = calculatorRows(input, 100, 50);
    expect([rows.length, total]).toEqual([50, 252]);
  });
});
