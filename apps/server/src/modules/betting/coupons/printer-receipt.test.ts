// The printed receipt says what the site says about the same coupon (spec 001 section 4): a system's
// sizes and bankers, so its payout can be checked from the paper, and "returned" for a coupon that
// only gave the stake back; in the player's language, whichever of the site's twenty it is.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, upcomingFootball, useBettingApp, writeCoupon } from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { settleMatch } from '../settlement/settlement.ts';
import { currentPick, recordResult } from '../test-coupons.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('the printed receipt on %s', (kind) => {
  const t = useBettingApp(kind);
  let matches: CatalogMatch[];
  let owner: string;
  let ownerId: number;

  beforeAll(async () => {
    matches = upcomingFootball(t, 2 * HOUR).slice(0, 5);
    const player = await signedInUser(t, 100_00);
    owner = player.cookie;
    ownerId = player.id;
  });

  const print = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/printer/${path}`, cookies: { sid: owner } });
  /** The receipt's text, tags dropped and spaces folded. */
  const text = async (path: string) =>
    (await print(path)).body
      .replace(/<style>[^<]*<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it("names a system's sizes and marks its bankers", async () => {
    const [banker, ...free] = matches.slice(0, 4).map((m) => currentPick(m));
    if (!banker) throw new Error('no upcoming football');
    const coupon = await writeCoupon(t, ownerId, {
      picks: [{ ...banker, banker: true }, ...free],
      ticketType: 'SK',
      systemSizes: [3],
      ticketStake: 1_00,
    });
    const tr = await text(`tr/${coupon.ticketId}`);
    expect(tr).toContain('Tür Sistem 3/4');
    expect(tr.match(/Banko/g)).toHaveLength(1);
    const en = await text(`en/${coupon.ticketId}`);
    expect(en).toContain('Type System 3/4');
    expect(en.match(/Banker/g)).toHaveLength(1);
  });

  it("speaks the player's language: the site's words, market and outcome names and amounts", async () => {
    const [first, second] = matches;
    if (!first || !second) throw new Error('no upcoming football');
    const coupon = await writeCoupon(t, ownerId, {
      picks: [currentPick(first, 18, 'over', '2.5'), currentPick(second, 1, 'X')],
      ticketType: 'KK',
      ticketStake: 12_50,
    });
    const html = (await print(`de/${coupon.ticketId}`)).body;
    expect(html).toContain('<html lang="de" dir="ltr">');
    const de = await text(`de/${coupon.ticketId}`);
    for (const words of [
      'Ticket-ID',
      'Art Kombiwette',
      'Status Offen',
      'Einsatz 12,50',
      'Über/Unter 2.5 Über',
    ]) {
      expect(de).toContain(words);
    }
    expect(de).toContain('Spielergebnis X');
    expect(de).not.toMatch(/Over|Match Result|Stake|Combination/);
    const arabic = await print(`aa/${coupon.ticketId}`);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('معرّف التذكرة');
  });

  it('prints a single whose only pick is void as returned, not won', async () => {
    const match = matches[4];
    if (!match) throw new Error('no upcoming football');
    const coupon = await writeCoupon(t, ownerId, { picks: [currentPick(match)], ticketStake: 10_00 });
    const cancelled = { status: 'cancelled', score: { home: 0, away: 0 }, periods: [] };
    await recordResult(t.database.db, match.id, cancelled, t.clock.now());
    await settleMatch(t.database.db, match.id, t.clock.now());
    const tr = await text(`tr/${coupon.ticketId}`);
    expect(tr).toContain('Durum İade');
    expect(tr).not.toContain('Kazandı');
    expect(await text(`en/${coupon.ticketId}`)).toContain('Status Returned');
  });
});
