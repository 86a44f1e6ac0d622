import { describe, expect, it } from 'vitest';
import { rowColumns } from './odds-columns.ts';

describe('row columns', () => {
  it("are the sport's main markets until a market is chosen", () => {
    expect(rowColumns(1, null)).toEqual([1, 18, 29]);
    expect(rowColumns(1, 10)).toEqual([10]);
  });

  it("ignore a choice the sport does not offer (a previous sport's)", () => {
    expect(rowColumns(5, 29)).toEqual([186, 189, 14]);
  });
});
