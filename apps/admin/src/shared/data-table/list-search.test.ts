import { describe, expect, it } from 'vitest';
import { positionRequest, readFilters, readListPosition, withChanges } from './list-search.ts';

const sortable = ['id', 'username'] as const;

describe('readListPosition', () => {
  it('reads page, size, sort and direction', () => {
    const params = new URLSearchParams('page=3&size=100&sort=username&dir=desc');
    expect(readListPosition(params, sortable)).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'username',
      dir: 'desc',
    });
  });

  it('falls back to the first page of 50, unsorted, on missing or foreign values', () => {
    const params = new URLSearchParams('page=-2&size=7&sort=password&dir=sideways');
    expect(readListPosition(params, sortable)).toEqual({
      page: 1,
      pageSize: 50,
      sort: undefined,
      dir: 'asc',
    });
  });

  it('takes the list’s default sort when the address names none', () => {
    const params = new URLSearchParams('dir=asc');
    expect(readListPosition(params, sortable, { sort: 'id', dir: 'desc' })).toMatchObject({
      sort: 'id',
      dir: 'desc',
    });
  });
});

describe('readFilters', () => {
  it('gives every named filter, trimmed, and nothing else', () => {
    const params = new URLSearchParams('q=%20ali%20&role=dealer&other=1');
    expect(readFilters(params, ['q', 'role', 'status'])).toEqual({ q: 'ali', role: 'dealer', status: '' });
  });
});

describe('withChanges', () => {
  it('sets and removes parameters and goes back to page 1 on a filter change', () => {
    const params = new URLSearchParams('page=4&q=ali&role=dealer');
    expect(withChanges(params, { q: 'veli', role: '' }).toString()).toBe('q=veli');
  });

  it('keeps the filters when only the page changes', () => {
    const params = new URLSearchParams('q=ali');
    expect(withChanges(params, { page: '2' }).toString()).toBe('q=ali&page=2');
  });
});

describe('positionRequest', () => {
  it('sends the page, its size and the sort with its direction', () => {
    expect(positionRequest({ page: 2, pageSize: 100, sort: 'credit', dir: 'desc' })).toEqual({
      page: 2,
      pageSize: 100,
      sort: 'credit',
      dir: 'desc',
    });
  });

  it('sends no direction without a sort column', () => {
    expect(positionRequest({ page: 1, pageSize: 50, sort: undefined, dir: 'desc' })).toEqual({
      page: 1,
      pageSize: 50,
    });
  });
});
