import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Lives3Response } from '@bet/domain/api/sportsbook';
import { type LiveState, notStartedState } from '@bet/domain/sportsbook/live-state';
import { toStoredMarket } from '@bet/domain/sportsbook/market-diff';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshIp } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { answerEncoding, compressedAnswer, keptJson, MAX_COMPRESSED_BYTES } from './answer-encoding.ts';
import type { CatalogMatch } from './catalog-store.ts';

const MINUTE = 60_000;
const PAGE = { sportId: 1, filter: 1, limit: 50 };

const inPlay = (minute: number): LiveState => ({
  ...notStartedState(45),
  status: '1p',
  clock: { minute, extra: 0, periodLength: 45 },
});

function liveMatch(id: number, startsAt: number): CatalogMatch {
  return {
    id,
    externalId: `enc-${id}`,
    sportId: 1,
    categoryId: 101,
    tournamentId: 1011,
    homeTeamId: 1,
    awayTeamId: 2,
    startsAt,
    active: true,
    visible: true,
    liveActive: true,
    suspended: false,
    state: inPlay(20),
    markets: [
      toStoredMarket({
        oddsType: 1,
        special: '',
        outcomes: ['1', 'X', '2'].map((outcomeId, i) => ({
          outcomeId,
          name: outcomeId,
          odds: 1_800 + 400 * i,
        })),
      }),
    ],
    version: 1,
  };
}

const decoded = (res: LightMyRequestResponse): string => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.payload;
};

describe('lives3 answers compressed as the client asks', () => {
  const t = useTestApp('pglite');
  const post = (url: string, payload: object, acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      remoteAddress: freshIp(),
    });
  const lives3 = (acceptEncoding?: string) => post('/api/lives3', PAGE, acceptEncoding);
  const setUp = () => {
    const now = t.clock.now().getTime();
    for (const id of [9_001, 9_002, 9_003]) t.app.catalog.store.put(liveMatch(id, now - 30 * MINUTE));
  };

  it('sends brotli or gzip when accepted, the plain answer otherwise, and varies on the header', async () => {
    setUp();
    const plain = await lives3();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const answer: Lives3Response = plain.json();
    expect(answer.matches.map((m) => m.matchid)).toEqual(expect.arrayContaining([9_001, 9_002, 9_003]));
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await lives3(accept);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res)).toBe(plain.payload);
    }
  });

  it('sends the prematch list the same way', async () => {
    const plain = await post('/api/matches', { sportId: 1 });
    const compressed = await post('/api/matches', { sportId: 1 }, 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(decoded(compressed)).toBe(plain.payload);
  });

  it('compresses the new answer after a tick, never an earlier copy', async () => {
    setUp();
    const before = decoded(await lives3('gzip, deflate, br'));
    const match = t.app.catalog.store.get(9_002);
    const version = (match?.version ?? 0) + 1;
    t.app.catalog.store.apply(
      { kind: 'delta', delta: { t: 'match', id: 9_002, v: version, state: inPlay(21) } },
      () => undefined,
    );
    for (const accept of ['gzip, deflate, br', 'gzip']) {
      const after = decoded(await lives3(accept));
      expect(after).not.toBe(before);
      expect(after).toBe((await lives3()).payload);
      const row = (JSON.parse(after) as Lives3Response).matches.find((m) => m.matchid === 9_002);
      expect(row?.time.matchtime).toBe(21);
    }
  });
});

describe('the coding an answer is sent in', () => {
  it.each([
    [undefined, 1_000, undefined],
    ['', 1_000, undefined],
    ['gzip, deflate, br', 1_000, 'br'],
    ['br;q=0.5, gzip;q=1', 1_000, 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 1_000, 'br'],
    ['gzip, deflate', 1_000, 'gzip'],
    ['GZIP', 1_000, 'gzip'],
    ['br;q=0, gzip;q=0', 1_000, undefined],
    ['*', 1_000, 'br'],
    ['*;q=0, gzip', 1_000, 'gzip'],
    ['identity', 1_000, undefined],
    ['gzip, deflate, br', MAX_COMPRESSED_BYTES + 1, undefined],
  ] as const)('accept-encoding %j for %i bytes: %s', (header, size, coding) => {
    expect(answerEncoding(header, keptJson(Buffer.alloc(size)))).toBe(coding);
  });
});

describe('compressed copies', () => {
  it('of a large answer are the gzip it joins, when it has one', () => {
    const json = Buffer.alloc(MAX_COMPRESSED_BYTES + 1, 'a');
    expect(answerEncoding('gzip, deflate, br', keptJson(json))).toBeUndefined();
    const joined = Buffer.from('joined');
    const large = { ...keptJson(json), joinedGzip: () => joined };
    expect(answerEncoding('gzip, deflate, br', large)).toBe('gzip');
    expect(answerEncoding('br', large)).toBeUndefined();
    expect(compressedAnswer(large, 'gzip')).toBe(joined);
  });

  it('are made once per answer, never shared with another answer', () => {
    const json = Buffer.from(JSON.stringify({ status: true, matches: [{ Home: 'Derby County' }] }));
    const answer = keptJson(json);
    for (const coding of ['br', 'gzip'] as const) {
      expect(compressedAnswer(answer, coding)).toBe(compressedAnswer(answer, coding));
      expect(compressedAnswer(keptJson(json), coding)).not.toBe(compressedAnswer(answer, coding));
    }
    expect(brotliDecompressSync(compressedAnswer(answer, 'br'))).toEqual(json);
    expect(gunzipSync(compressedAnswer(answer, 'gzip'))).toEqual(json);
  });
});
