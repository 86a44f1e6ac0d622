import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './call-api.ts';

const answerWith = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the payload with the language and resolves with an answer that matches its schema', async () => {
    const fetch = answerWith(200, { status: true, videoId: 'https://tv.example/1', extra: 'dropped' });
    vi.stubGlobal('fetch', fetch);
    await expect(callApi('tv', { matchId: 7 })).resolves.toEqual({
      status: true,
      videoId: 'https://tv.example/1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tv');
    expect(JSON.parse(String(init.body))).toEqual({ lang: 'tr', matchId: 7 });
  });

  it('refuses an answer that does not match its schema', async () => {
    vi.stubGlobal('fetch', answerWith(200, { status: true, videoId: 42 }));
    const refusal = await callApi('tv', { matchId: 7 }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ key: 'technicalError', status: 200 });
  });

  it('throws the server’s refusal with its key and message', async () => {
    vi.stubGlobal('fetch', answerWith(403, { status: false, key: 'forbidden', msg: 'Yetkiniz yok' }));
    await expect(callApi('admin/creditTransfer', {})).rejects.toMatchObject({
      status: 403,
      key: 'forbidden',
      message: 'Yetkiniz yok',
    });
  });

  it('checks a back-office answer against the admin registry', async () => {
    const row = {
      id: 5,
      username: 'bayi1',
      role: 'dealer',
      roleName: null,
      status: 1,
      parentId: 1,
      parentName: 'admin',
      firstName: '',
      lastName: '',
      email: null,
      currency: 'TRY',
      credit: 12_345,
      userLimit: 0,
      dealerLimit: 3,
      childCount: 2,
      createdAt: '2026-01-02T10:00:00Z',
      lastLoginAt: null,
    };
    vi.stubGlobal('fetch', answerWith(200, { status: true, rows: [row], total: 1, extra: 'dropped' }));
    await expect(callApi('admin/users', { page: 1 })).resolves.toEqual({
      status: true,
      rows: [row],
      total: 1,
    });

    vi.stubGlobal('fetch', answerWith(200, { status: true, rows: [{ ...row, credit: '123.45' }], total: 1 }));
    await expect(callApi('admin/users', { page: 1 })).rejects.toMatchObject({ key: 'technicalError' });
  });

  it('passes the answer of a call without a schema through as it came', async () => {
    vi.stubGlobal('fetch', answerWith(200, { status: true, anything: [1, 2] }));
    await expect(callApi('someNewCall')).resolves.toEqual({ status: true, anything: [1, 2] });
  });

  it('tells a network failure apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(callApi('sports')).rejects.toMatchObject({ status: 0, key: 'networkError' });
  });
});
