import { describe, expect, it } from 'vitest';
import { readResultsFilter, resultsPayload, writeResultsFilter } from './results-query.ts';

const read = (q: string) => readResultsFilter(new URLSearchParams(q));

describe('results address', () => {
  it('starts on page 1 of every sport', () => {
    expect(read('')).toEqual({ sportId: null, page: 1 });
  });

  it('reads a known sport and a page; ignores anything else', () => {
    expect(read('sid=5&page=3')).toEqual({ sportId: 5, page: 3 });
    expect(read('sid=999&page=-2')).toEqual({ sportId: null, page: 1 });
    expect(read('sid=abc&page=1.5')).toEqual({ sportId: null, page: 1 });
  });

  it('writes only what differs from the start', () => {
    expect(writeResultsFilter({ sportId: null, page: 1 }).toString()).toBe('');
    expect(writeResultsFilter({ sportId: 2, page: 4 }).toString()).toBe('sid=2&page=4');
  });

  it('asks for pages of 50, the offset in order', () => {
    expect(resultsPayload({ sportId: null, page: 1 })).toEqual({ limit: 50, order: 0 });
    expect(resultsPayload({ sportId: 1, page: 3 })).toEqual({ limit: 50, order: 100, sportId: 1 });
  });
});
