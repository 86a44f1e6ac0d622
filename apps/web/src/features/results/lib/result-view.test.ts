import { describe, expect, it } from 'vitest';
import { infoItems, periodKind, scoreParts, scoreSides } from './result-view.ts';

describe('result score parts', () => {
  it('puts full time first, then the periods', () => {
    expect(scoreParts({ resultshf: ['2:1', '1:0', '1:1'] })).toEqual({
      cancelled: false,
      fullTime: '2:1',
      periods: ['1:0', '1:1'],
    });
  });

  it('knows a cancelled match', () => {
    expect(scoreParts({ resultshf: ['Cancelled'] })).toEqual({ cancelled: true });
    expect(scoreParts({ resultshf: [] })).toEqual({ cancelled: true });
  });
});

describe('result details', () => {
  it('lists numbered periods, then corners and cards', () => {
    const results = { periods: ['1:0', '1:1'], corners: '7:3', yellowCards: '2:4', redCards: '0:1' };
    expect(infoItems({ results })).toEqual([
      { kind: 'period', n: 1, value: '1:0' },
      { kind: 'period', n: 2, value: '1:1' },
      { kind: 'corners', value: '7:3' },
      { kind: 'yellowCards', value: '2:4' },
      { kind: 'redCards', value: '0:1' },
    ]);
  });

  it('has only periods where the sport keeps no corners or cards', () => {
    expect(infoItems({ results: { periods: ['6:4'] } })).toEqual([{ kind: 'period', n: 1, value: '6:4' }]);
  });

  it("names each sport's periods", () => {
    expect([1, 2, 3, 4, 5, 110, 999].map(periodKind)).toEqual([
      'half',
      'quarter',
      'inning',
      'period',
      'set',
      'map',
      'period',
    ]);
  });
});

describe('score sides', () => {
  it('splits a score into home and away', () => {
    expect(scoreSides('11:9')).toEqual(['11', '9']);
    expect(scoreSides('')).toEqual(['', '']);
  });
});
