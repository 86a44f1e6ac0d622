import { describe, expect, it } from 'vitest';
import { usersRequestOf } from './users-request.ts';

const firstPage = { page: 1, pageSize: 50, sort: undefined, dir: 'asc' } as const;
const noFilters = { q: '', role: '', status: '', parentId: '' };
// The filters' part of the request: the paging part is positionRequest's (list-search.test.ts).
const filtersSent = (filters: Partial<typeof noFilters>) => {
  const { page: _page, pageSize: _size, ...rest } = usersRequestOf(firstPage, { ...noFilters, ...filters });
  return rest;
};

describe('usersRequestOf', () => {
  it.each([
    [{ q: 'ali' }, { q: 'ali' }],
    [{ role: 'dealer' }, { role: 'dealer' }],
    [{ status: '0' }, { status: 0 }],
    [{ parentId: '7' }, { parentId: 7 }],
  ])('sends %o as %o', (filters, sent) => {
    expect(filtersSent(filters)).toEqual(sent);
  });

  it('leaves out empty and foreign values', () => {
    expect(filtersSent({ role: 'king', status: '2', parentId: '-1' })).toEqual({});
  });
});
