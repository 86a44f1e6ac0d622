import { describe, expect, it } from 'vitest';
import { transactionsRequestOf } from './transactions-request.ts';

const secondPage = { page: 2, pageSize: 25, sort: undefined, dir: 'asc' } as const;
const none = { from: '', to: '', direction: '' };

describe('transactionsRequestOf', () => {
  it('asks for the user’s page of movements', () => {
    expect(JSON.parse(JSON.stringify(transactionsRequestOf(7, secondPage, none)))).toEqual({
      targetUserId: 7,
      page: 2,
      pageSize: 25,
    });
  });

  it.each([
    [
      { from: '2026-06-01', to: '2026-06-30' },
      { from: '2026-06-01', to: '2026-06-30' },
    ],
    [{ direction: 'in' }, { direction: 'in' }],
    [{ direction: 'out' }, { direction: 'out' }],
  ])('sends %o', (filters, sent) => {
    expect(transactionsRequestOf(7, secondPage, { ...none, ...filters })).toMatchObject(sent);
  });

  it('leaves out what the call would refuse', () => {
    const foreign = { from: 'yesterday', to: '30.06.2026', direction: 'sideways' };
    const request = transactionsRequestOf(7, secondPage, foreign);
    expect(JSON.parse(JSON.stringify(request))).toEqual({ targetUserId: 7, page: 2, pageSize: 25 });
  });
});
