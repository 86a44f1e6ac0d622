import { describe, expect, it } from 'vitest';
import { couponsRequestOf } from './coupons-request.ts';

const newestFirst = { page: 2, pageSize: 25, sort: 'createdAt', dir: 'desc' } as const;
const none = {
  from: '',
  to: '',
  status: '',
  type: '',
  user: '',
  q: '',
  minStake: '',
  maxStake: '',
  matchId: '',
  paid: '',
};

describe('couponsRequestOf', () => {
  it('sends stakes typed in major units as minor units', () => {
    const request = couponsRequestOf(newestFirst, { ...none, minStake: '10', maxStake: '250,50' });
    expect(request).toMatchObject({ page: 2, pageSize: 25, sort: 'createdAt', dir: 'desc' });
    expect(request).toMatchObject({ minStake: 1000, maxStake: 25050 });
  });

  it('reads status and type codes, lost and cancelled included', () => {
    expect(couponsRequestOf(newestFirst, { ...none, status: '-2', type: '0' })).toMatchObject({
      status: -2,
      type: 0,
    });
  });

  it('sends the days, the player, the ticket, the match and paid', () => {
    const filters = {
      from: '2026-01-01',
      to: '2026-01-31',
      user: 'demo',
      q: 'T123',
      matchId: '9',
      paid: '0',
    };
    expect(couponsRequestOf(newestFirst, { ...none, ...filters })).toMatchObject({
      ...filters,
      matchId: 9,
      paid: false,
    });
  });

  it('leaves out what the call would refuse', () => {
    const foreign = { status: '3', type: '7', minStake: 'x', matchId: '0', from: 'today', paid: 'yes' };
    const request = couponsRequestOf(newestFirst, { ...none, ...foreign });
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      page: 2,
      pageSize: 25,
      sort: 'createdAt',
      dir: 'desc',
    });
  });
});
