// The pages a new site starts with, in Turkish and English: terms and conditions, responsible gaming,
// help and the bet dictionary under the spec's page ids. Operators edit them in the back office.
import { PAGE_IDS } from '@bet/domain/api/page';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sitePages } from '../schema.ts';
import { betDictionaryPage } from './demo-text/bet-dictionary.ts';
import type { DemoPage } from './demo-text/demo-page.ts';
import { helpPage } from './demo-text/help.ts';
import { responsibleGamingPage } from './demo-text/responsible-gaming.ts';
import { termsPage } from './demo-text/terms.ts';
import { sanitizePageHtml } from './sanitize-page.ts';

const DEMO: [number, DemoPage][] = [
  [PAGE_IDS.terms, termsPage],
  [PAGE_IDS.responsibleGaming, responsibleGamingPage],
  [PAGE_IDS.help, helpPage],
  [PAGE_IDS.betDictionary, betDictionaryPage],
];

/** Seeds the pages once per site: a site that has any page keeps what its operator made of them. */
export async function seedDemoPages(db: Executor, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content.demo-pages:${siteId}`}))`);
    const [existing] = await tx.select({ n: count() }).from(sitePages).where(eq(sitePages.siteId, siteId));
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(sitePages).values(
      DEMO.flatMap(([pageId, page]) =>
        (['tr', 'en'] as const).map((lang) => ({
          siteId,
          pageId,
          lang,
          title: page[lang].title,
          content: sanitizePageHtml(page[lang].content),
        })),
      ),
    );
  });
}
