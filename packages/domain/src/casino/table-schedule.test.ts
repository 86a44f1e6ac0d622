import { describe, expect, it } from 'vitest';
import { lastRevealedRound, revealTimeOf, type TableSchedule, tableMomentAt } from './table-schedule.ts';

const s: TableSchedule = { bettingMs: 15_000, playMs: 5_000, resultMs: 5_000 };

describe('a live table’s schedule', () => {
  it('walks each round through betting, spinning and result', () => {
    const start = 1000 * 25_000;
    expect(tableMomentAt(s, start)).toEqual({
      round: 1000,
      phase: 'betting',
      phaseEndsAt: start + 15_000,
      revealAt: start + 20_000,
    });
    expect(tableMomentAt(s, start + 14_999).phase).toBe('betting');
    expect(tableMomentAt(s, start + 15_000)).toMatchObject({ phase: 'playing', phaseEndsAt: start + 20_000 });
    expect(tableMomentAt(s, start + 20_000)).toMatchObject({ phase: 'result', phaseEndsAt: start + 25_000 });
    expect(tableMomentAt(s, start + 25_000)).toMatchObject({ round: 1001, phase: 'betting' });
  });

  it('reveals a round at the end of its spin, never before', () => {
    const reveal = revealTimeOf(s, 1000);
    expect(lastRevealedRound(s, reveal - 1)).toBe(999);
    expect(lastRevealedRound(s, reveal)).toBe(1000);
    expect(lastRevealedRound(s, reveal + 5_000)).toBe(1000);
  });
});
