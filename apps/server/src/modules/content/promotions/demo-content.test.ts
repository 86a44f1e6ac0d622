// The demo seed's content: three promotions in Turkish and English and one welcome notification for
// everyone, seeded once however often the seed runs.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemo } from '../../../db/seed.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe.each(testDatabaseKinds)('the demo content on %s', (kind) => {
  const t = useTestApp(kind);

  it('shows the demo promotions per language and a welcome notification to the demo player, once', async () => {
    await seedDemo(t.database.db);
    await seedDemo(t.database.db);
    const titles = async (lang: string) =>
      ((await call(t.app, 'promotions', { lang })).json().results as { bannerTitle: string }[]).map(
        (p) => p.bannerTitle,
      );
    expect(await titles('tr')).toEqual([
      '%100 Hoş Geldin Bonusu',
      'Haftalık %10 Kayıp Bonusu',
      'Kombine Kupona 2 Kat Bedava Bahis',
    ]);
    expect(await titles('en')).toEqual([
      '100% Welcome Bonus',
      'Weekly 10% Cashback',
      'Double Free Bet on Accumulators',
    ]);

    const demo = DEMO_LOGINS.find((l) => l.username === 'demo');
    const login = await call(t.app, 'login', { userName: demo?.username, password: demo?.password });
    const bearer = login.json().token as string;
    const notifs = (await call(t.app, 'getNotifs', {}, { bearer })).json().results;
    expect(notifs).toHaveLength(1);
    expect(notifs[0]).toMatchObject({ title: 'Hoş geldiniz! / Welcome!', read: false });
    expect((await call(t.app, 'notifCount', {}, { bearer })).json().unread).toBe(1);
  });
});
