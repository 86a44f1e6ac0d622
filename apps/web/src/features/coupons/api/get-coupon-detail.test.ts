import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryDefaults } from '../../../shared/api/query-defaults.ts';
import { couponDetailQuery } from './get-coupon-detail.ts';
import { sharedCouponQuery } from './get-shared-coupon.ts';

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The app's defaults, without the pause between tries, so the count is all that is measured.
const client = () =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults.queries, retryDelay: 0 } } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('coupon queries', () => {
  it.each([
    [401, 'loginRequired'],
    [404, 'couponNotFound'],
  ])('ask once when the server refuses with %i', async (status, key) => {
    const fetch = vi.fn(async () => answer(status, { status: false, key, msg: '' }));
    vi.stubGlobal('fetch', fetch);
    const detail = couponDetailQuery({ ticketId: 'NOPE', archived: 0 }, 'en');
    await expect(client().fetchQuery(detail)).rejects.toMatchObject({ status, key });
    await expect(client().fetchQuery(sharedCouponQuery('NOPE', 'en'))).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again after a network fault', async () => {
    const found = { status: true, coupon: null, results: [], sellType: { status: 0, winPrice: 0, msg: '' } };
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(answer(200, found));
    vi.stubGlobal('fetch', fetch);
    await expect(
      client().fetchQuery(couponDetailQuery({ ticketId: 'T1', archived: 0 }, 'en')),
    ).resolves.toEqual(found);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
