// The bonuses a new site starts with, so the bonus page has something to ask for; operators change or
// switch them off in the back office.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bonusDefinitions } from '../schema.ts';

const DEMO = [
  {
    titles: { tr: 'Hoş geldin bonusu', en: 'Welcome bonus' },
    terms: {
      tr: '100 TL bonus. Bonus tutarının 5 katı çevrildiğinde kredinize geçer. 30 gün geçerlidir.',
      en: 'A 100 TL bonus. It joins your credit once you have wagered five times its amount. Valid for 30 days.',
    },
    amount: 100_00,
    percentBp: 0,
    maxAmount: 0,
    wageringMultiplier: 5,
    expiryDays: 30,
    position: 0,
  },
  {
    titles: { tr: 'Yatırım bonusu', en: 'Reload bonus' },
    terms: {
      tr: 'Son yatırımınızın %25 kadarı, en fazla 500 TL. 10 kat çevrim, 7 gün geçerlidir.',
      en: '25% of your last deposit, up to 500 TL. Wager it ten times within 7 days.',
    },
    amount: 0,
    percentBp: 2500,
    maxAmount: 500_00,
    wageringMultiplier: 10,
    expiryDays: 7,
    position: 1,
  },
];

/** Seeds the demo bonuses on a site that has none. */
export async function seedDemoBonuses(db: Executor, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments.demo-bonuses:${siteId}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.siteId, siteId));
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(bonusDefinitions).values(DEMO.map((bonus) => ({ siteId, ...bonus })));
  });
}
