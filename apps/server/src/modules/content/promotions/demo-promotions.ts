// The demo site's promotions in Turkish and English, so the promotions page has something to show.
// Seeded once: a site with any promotion keeps what its operator made of them.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sanitizePageHtml } from '../pages/sanitize-page.ts';
import { promotions } from './promotions-schema.ts';

type DemoText = { title: string; content: string };
const DEMO: { image: string; tr: DemoText; en: DemoText }[] = [
  {
    image: '/images/promotions/welcome.svg',
    tr: {
      title: '%100 Hoş Geldin Bonusu',
      content:
        '<h2>İlk yatırımına %100 bonus</h2><p>İlk yatırımında 1.000 TL’ye kadar %100 bonus kazan.</p><ul><li>En az yatırım 100 TL</li><li>Bonus 10 kez çevrilmelidir</li><li>30 gün geçerlidir</li></ul>',
    },
    en: {
      title: '100% Welcome Bonus',
      content:
        '<h2>100% on your first deposit</h2><p>Get a 100% bonus of up to 1,000 TRY on your first deposit.</p><ul><li>Minimum deposit 100 TRY</li><li>Wager the bonus 10 times</li><li>Valid for 30 days</li></ul>',
    },
  },
  {
    image: '/images/promotions/cashback.svg',
    tr: {
      title: 'Haftalık %10 Kayıp Bonusu',
      content:
        '<h2>Her pazartesi %10 geri</h2><p>Geçen hafta spor bahislerindeki net kaybının %10’u pazartesi hesabına eklenir.</p>',
    },
    en: {
      title: 'Weekly 10% Cashback',
      content:
        '<h2>10% back every Monday</h2><p>10% of last week’s net sports betting loss is added to your account on Monday.</p>',
    },
  },
  {
    image: '/images/promotions/free-bet.svg',
    tr: {
      title: 'Kombine Kupona 2 Kat Bedava Bahis',
      content: '<p>En az 5 maçlık kombine kuponun kaybederse yatırdığın tutar kadar bedava bahis kazan.</p>',
    },
    en: {
      title: 'Double Free Bet on Accumulators',
      content: '<p>If your accumulator of 5 or more matches loses, get a free bet worth your stake.</p>',
    },
  },
];

export async function seedDemoPromotions(db: Executor, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content.demo-promotions:${siteId}`}))`);
    const [existing] = await tx.select({ n: count() }).from(promotions).where(eq(promotions.siteId, siteId));
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(promotions).values(
      DEMO.flatMap((promotion, position) =>
        (['tr', 'en'] as const).map((lang) => ({
          siteId,
          lang,
          title: promotion[lang].title,
          imageUrl: promotion.image,
          content: sanitizePageHtml(promotion[lang].content),
          position,
        })),
      ),
    );
  });
}
