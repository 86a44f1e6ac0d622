import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../http/escape-html.ts';
import { signedInUser, upcomingFootball, useBettingApp, writeCoupon } from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { setSiteSettings } from '../../../test/sql.ts';
import type { CatalogMatch } from '../../catalog/index.ts';
import { currentPick } from '../test-coupons.ts';
import type { CouponRow } from './coupon-queries.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('the printer page on %s', (kind) => {
  const t = useBettingApp(kind);
  let match: CatalogMatch;
  let owner: string;
  let stranger: string;
  let coupon: CouponRow;

  beforeAll(async () => {
    match = upcomingFootball(t, 2 * HOUR)[0] as CatalogMatch;
    const player = await signedInUser(t, 100_00);
    owner = player.cookie;
    stranger = (await signedInUser(t)).cookie;
    coupon = await writeCoupon(t, player.id, {
      picks: [currentPick(match)],
      ticketStake: 12_50,
      createdAt: new Date('2026-06-01T12:05:00Z'),
    });
    await setSiteSettings(t, { site_title: 'Bet <Club> & "Friends"' });
  });

  const print = (path: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/printer/${path}`,
      ...(cookie ? { cookies: { sid: cookie } } : {}),
    });

  it('prints the coupon for its owner in the requested zone and language, every value escaped', async () => {
    const res = await print(`tr/${coupon.ticketId}?timezone=Europe/Istanbul`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('Bilet no');
    expect(html).toContain(coupon.ticketId);
    expect(html).toContain('01.06.2026 15:05');
    expect(html).toContain('Tekli');
    expect(html).toContain('12,50');
    expect(html).toContain('Bet &lt;Club&gt; &amp; &quot;Friends&quot;');
    expect(html).not.toContain('<Club>');
    const names = t.app.catalog.names();
    expect(html).toContain(escapeHtml(names.teams.get(match.homeTeamId) ?? 'missing'));

    const utc = await print(`en/${coupon.id}?timezone=UTC`, owner);
    expect(utc.body).toContain('01.06.2026 12:05');
    expect(utc.body).toContain('Ticket');
    expect(utc.body).toContain('Single');
    const newYork = await print(`en/${coupon.ticketId}?timezone=America/New_York`, owner);
    expect(newYork.body).toContain('01.06.2026 08:05');
    const byDefault = await print(`en/${coupon.ticketId}`, owner);
    expect(byDefault.body).toContain('01.06.2026 15:05');
  });

  it('refuses an unknown zone or language, a stranger and a visitor', async () => {
    const zone = await print(`tr/${coupon.ticketId}?timezone=Europe/Nowhere`, owner);
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ status: false, key: 'invalidInput' });
    expect((await print(`xx/${coupon.ticketId}`, owner)).statusCode).toBe(400);
    const other = await print(`tr/${coupon.ticketId}`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ key: 'couponNotFound' });
    expect((await print(`tr/${coupon.ticketId}`)).statusCode).toBe(401);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
