import { describe, expect, it } from 'vitest';
import { buildGroup } from '../../../shared/sportsbook/test-builders.ts';
import { filterChips, marketKey, marketRows, parseFilter, rowsInFilter } from './market-filter.ts';

// A football match's markets as the feed sends them: feed order, several over/under lines.
const football = [
  buildGroup(18, '2.25', ['over', 'under']),
  buildGroup(29, '', ['yes', 'no']),
  buildGroup(18, '3.5', ['over', 'under']),
  buildGroup(65, '', ['1', 'X', '2']),
  buildGroup(1, '', ['1', 'X', '2']),
  buildGroup(18, '2.5', ['over', 'under']),
  buildGroup(9999, '', ['a', 'b']),
];

describe('marketRows', () => {
  it('sorts by the catalogue order, lines ascending, unknown types last', () => {
    expect(marketRows(football).map(marketKey)).toEqual(['1|', '18|2.5', '18|3.5', '29|', '65|', '9999|']);
  });

  it('keeps only half lines of over/under markets and drops hidden or empty markets', () => {
    const hidden = { ...buildGroup(10, '', ['1X', '12', 'X2']), active: -1 };
    const empty = { ...buildGroup(29), odds: [] };
    expect(marketRows([...football, hidden, empty]).map(marketKey)).not.toContain('18|2.25');
    expect(marketRows([hidden, empty])).toEqual([]);
  });
});

describe('rowsInFilter', () => {
  const rows = marketRows(football);

  it('shows every row under all', () => {
    expect(rowsInFilter(rows, 'all')).toHaveLength(rows.length);
  });

  it("shows only a group's markets under its chip", () => {
    expect(rowsInFilter(rows, 'main').map(marketKey)).toEqual(['1|', '18|2.5', '18|3.5']);
    expect(rowsInFilter(rows, 'goals').map(marketKey)).toEqual(['29|']);
    expect(rowsInFilter(rows, 'half1').map(marketKey)).toEqual(['65|']);
  });
});

describe('filterChips', () => {
  const rows = marketRows(football);

  it("lists all, then the sport's groups that have a market now, in chip order", () => {
    expect(filterChips(1, rows, 'all')).toEqual(['all', 'main', 'half1', 'goals']);
  });

  it('keeps the selected chip when its markets closed', () => {
    expect(filterChips(1, rows, 'cornersCards')).toEqual(['all', 'main', 'half1', 'goals', 'cornersCards']);
  });

  it("offers only the sport's own groups", () => {
    expect(filterChips(5, marketRows([buildGroup(186), buildGroup(65, '', ['1', 'X', '2'])]), 'all')).toEqual(
      ['all', 'main'],
    );
  });
});

describe('parseFilter', () => {
  it('accepts a chip of the sport and falls back to all', () => {
    expect(parseFilter('goals', 1)).toBe('goals');
    expect(parseFilter('goals', 5)).toBe('all');
    expect(parseFilter(null, 1)).toBe('all');
    expect(parseFilter('nonsense', 1)).toBe('all');
  });
});
