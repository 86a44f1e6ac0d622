import { countries, currencies, DEFAULT_SITE_SETTINGS, languages } from '@bet/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  countries as countriesTable,
  currencies as currenciesTable,
  languages as languagesTable,
  siteDomains,
  sites,
} from './schema.ts';

export const DEFAULT_SITE_NAME = 'Demo Bet';
export const DEFAULT_SITE_DOMAINS = ['localhost', '127.0.0.1'] as const;

/**
 * The reference lists and the default site. Safe at every start and from several instances at once:
 * it only adds missing rows and never overwrites what an operator has edited.
 */
export async function seedSiteData(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceLists(tx);
    await seedDefaultSite(tx);
  });
}

async function seedReferenceLists(db: Executor): Promise<void> {
  await db
    .insert(languagesTable)
    .values(
      languages.map((l, index) => ({
        code: l.code,
        name: l.name,
        nativeName: l.nativeName,
        dir: l.dir,
        locale: l.locale,
        flag: l.flag,
        sort: index + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(countriesTable)
    .values(countries.map((c) => ({ ...c })))
    .onConflictDoNothing();
  await db
    .insert(currenciesTable)
    .values(
      currencies.map((c) => ({ code: c.code, symbol: c.symbol, name: c.name, minorDigits: c.minorDigits })),
    )
    .onConflictDoNothing();
}

async function seedDefaultSite(db: Executor): Promise<void> {
  // The partial unique index sites_one_default makes a second default site a conflict, not a duplicate.
  await db
    .insert(sites)
    .values({
      name: DEFAULT_SITE_NAME,
      operatorId: 1,
      isDefault: true,
      settings: { ...DEFAULT_SITE_SETTINGS, site_title: DEFAULT_SITE_NAME },
    })
    .onConflictDoNothing({ target: sites.isDefault, where: sql`is_default` });
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  if (!site) throw new Error('default site missing after seeding');
  await db
    .insert(siteDomains)
    .values(DEFAULT_SITE_DOMAINS.map((domain) => ({ domain, siteId: site.id })))
    .onConflictDoNothing();
}
