import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeSlip,
  encodeSlip,
  readSlipCookie,
  SLIP_COOKIE_SECONDS,
  writeSlipCookie,
} from './slip-cookie.ts';
import { cookieJar } from './test-cookies.ts';
import { slipPick, slipPicks } from './test-picks.ts';

const AT = Date.UTC(2026, 10, 21, 12, 0, 5);

const list = [
  slipPick(101, '18_over_2.5', {
    ttype: 'L',
    odd: 1.95,
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    addedAt: AT,
  }),
  slipPick(102, '1_X_', { odd: 3.4, typename: 'Maç Sonucu', outcome: 'X', banker: true, addedAt: AT }),
];

afterEach(() => vi.unstubAllGlobals());

describe('betslip cookie codec', () => {
  it('reads back every field the slip shows, from compressed URL-safe text', async () => {
    const text = await encodeSlip(list);
    expect(text).toMatch(/^z[\w-]+$/);
    const back = await decodeSlip(text);
    expect(back).toEqual(list);
  });

  it('falls back to plain base64url where the browser cannot compress', async () => {
    vi.stubGlobal('CompressionStream', undefined);
    const text = await encodeSlip(list);
    expect(text[0]).toBe('j');
    expect(await decodeSlip(text)).toEqual(list);
  });

  it('keeps twenty picks well within a cookie', async () => {
    const text = await encodeSlip(
      slipPicks(20, { home: 'Borussia Mönchengladbach', away: 'Eintracht Frankfurt' }),
    );
    expect(encodeURIComponent(text).length).toBeLessThan(2000);
  });

  it('reads nothing from damaged or foreign text', async () => {
    expect(await decodeSlip('')).toEqual([]);
    expect(await decodeSlip('zAAAA')).toEqual([]);
    expect(await decodeSlip(`j${btoa('{"a":1}')}`)).toEqual([]);
    expect(await decodeSlip(`j${btoa('[[1,2]]')}`)).toEqual([]);
  });
});

describe('betslip cookie', () => {
  it('is written for five minutes and read back', async () => {
    const jar = cookieJar();
    vi.stubGlobal('document', jar);
    await writeSlipCookie(list);
    const expires = Date.parse(jar.lastWrite.split('; expires=')[1]?.split(';')[0] ?? '');
    // expires has whole seconds.
    expect((expires - Date.now()) / 1000).toBeGreaterThan(SLIP_COOKIE_SECONDS - 2);
    expect((expires - Date.now()) / 1000).toBeLessThanOrEqual(SLIP_COOKIE_SECONDS);
    expect(await readSlipCookie()).toEqual(list);
  });

  it('is removed for an empty slip, and the last of quick writes wins', async () => {
    const jar = cookieJar();
    vi.stubGlobal('document', jar);
    await writeSlipCookie(list);
    await Promise.all([writeSlipCookie(list.slice(0, 1)), writeSlipCookie([])]);
    expect(jar.cookie).not.toContain('betslip=');
    expect(await readSlipCookie()).toEqual([]);
  });
});
