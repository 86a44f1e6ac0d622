import type { CouponMatchRow } from '@bet/domain/api/betting';
import { describe, expect, it } from 'vitest';
import { couponTypeView, pickStatusKey, pickView } from './coupon-view.ts';
import { printerPagePath } from './printer-page.ts';

describe('coupon type label', () => {
  const coupon = { ticketType: 'KK' as const, isLive: 0 as const, totalTipps: 3, systemArray: [] };

  it('follows the precedence system, live, single, combine, multiple', () => {
    expect(couponTypeView({ ...coupon, ticketType: 'SK', isLive: 1, systemArray: [2, 3] })).toEqual({
      label: 'system',
      system: '2,3/3',
    });
    expect(couponTypeView({ ...coupon, isLive: 1, totalTipps: 1 }).label).toBe('live');
    expect(couponTypeView({ ...coupon, totalTipps: 1 }).label).toBe('single');
    expect(couponTypeView(coupon)).toEqual({ label: 'combine', system: null });
    expect(couponTypeView({ ...coupon, ticketType: 'CK' }).label).toBe('multiple');
  });
});

describe('pick lines', () => {
  const row: CouponMatchRow = {
    matchId: 1,
    matchDate: '2025-03-01T18:00:00Z',
    home: 'Home',
    away: 'Away',
    sportId: 1,
    sportName: 'Football',
    categoryName: 'Turkey',
    tournamentName: 'Super Lig',
    isLive: 0,
    isBank: 0,
    status: 0,
    oddsType: 18,
    outcomeId: 'over',
    typeName: 'Total goals',
    liveTypeName: 'Live total goals',
    special: '2.5',
    outComeName: 'Over',
    liveOutComeName: 'Over (live)',
    odds: 1.85,
    oddsInfo: '1.85',
    Results: '',
    canceled: 0,
    liveRef: null,
    code: 'ABC',
  };

  it('shows the market with its line and the outcome', () => {
    expect(pickView(row)).toEqual({ market: 'Total goals (2.5)', outcome: 'Over', takenAt: null });
    expect(pickView({ ...row, typeName: 'Over/Under 2.5' }).market).toBe('Over/Under 2.5');
  });

  it('uses the live names and the minute a live pick was taken', () => {
    expect(pickView({ ...row, isLive: 1, oddsInfo: '1.85 - 34' })).toEqual({
      market: 'Live total goals (2.5)',
      outcome: 'Over (live)',
      takenAt: '34',
    });
    expect(pickView({ ...row, isLive: 1, liveTypeName: '', liveOutComeName: '' })).toMatchObject({
      market: 'Total goals (2.5)',
      outcome: 'Over',
      takenAt: null,
    });
  });

  it('names every pick status', () => {
    expect(([0, 1, -1, 2, 3, -3] as const).map(pickStatusKey)).toEqual([
      'open',
      'won',
      'lost',
      'void',
      'halfWon',
      'halfLost',
    ]);
  });
});

describe('printer page address', () => {
  it('carries the language, the coupon and the time zone', () => {
    expect(printerPagePath('tr', 1042, 'Europe/Istanbul')).toBe(
      '/api/user/printer/tr/1042?timezone=Europe%2FIstanbul',
    );
  });
});
