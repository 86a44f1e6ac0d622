import { describe, expect, it } from 'vitest';
import { offsetOf, PAGE_SIZE, pageCount, readPage } from './paging.ts';

describe('paging', () => {
  it('holds 50 to a page', () => {
    expect(PAGE_SIZE).toBe(50);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });

  it('turns a page into the server offset', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(100);
    expect(offsetOf(0)).toBe(0);
  });

  it('reads a page from the URL, 1 when absent or malformed', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('abc')).toBe(1);
  });
});
