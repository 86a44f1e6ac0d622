import { describe, expect, it } from 'vitest';
import { defaultChip, readUpHighQuery, writeUpHighQuery } from './uphigh-query.ts';

describe('UpHigh address', () => {
  it('reads act 1 as highlights and anything else as upcoming, football by default', () => {
    expect(readUpHighQuery(new URLSearchParams('act=1&sid=2'))).toEqual({ mode: 'highlights', sportId: 2 });
    expect(readUpHighQuery(new URLSearchParams('act=2'))).toEqual({ mode: 'upcoming', sportId: 1 });
    expect(readUpHighQuery(new URLSearchParams('sid=x'))).toEqual({ mode: 'upcoming', sportId: 1 });
  });

  it('writes what it reads', () => {
    const q = { mode: 'highlights', sportId: 5 } as const;
    expect(writeUpHighQuery(q).toString()).toBe('act=1&sid=5');
    expect(readUpHighQuery(writeUpHighQuery(q))).toEqual(q);
  });

  it('opens upcoming on six hours and highlights on all', () => {
    expect(defaultChip('upcoming')).toBe('h6');
    expect(defaultChip('highlights')).toBe('all');
  });
});
