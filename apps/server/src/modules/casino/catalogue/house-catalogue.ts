// The in-house studio's games in the catalogue: three slot machines under one slot provider and two
// live casino tables under one live casino company, on every site, seeded idempotently at start.
import { CASINO_SERVICE } from '@bet/domain/api/casino';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { loadAllSites } from '../../site/index.ts';
import { HOUSE_PROVIDER_CODE } from '../providers.ts';
import { casinoProviders } from '../schema.ts';
import {
  casinoCategories,
  casinoCompanies,
  casinoGames,
  casinoSiteCompanies,
  casinoSiteGames,
} from './schema.ts';

/** The in-house games open on the site itself, in an overlay. */
export const HOUSE_LAUNCH_URL = '/{lang}/play/{game}?token={token}';
const OVERLAY = 8;

const HOUSE_SLOTS = 21051635;
const HOUSE_LIVE = 21060000;
const ROULETTE = 21060010;
const BLACKJACK = 21060011;

const logo = (name: string) => `/casino/${name}.svg`;

const companies = [
  {
    id: HOUSE_SLOTS,
    name: 'House Slots',
    logo: logo('house-slots'),
    limitText: '0.01 - 2.00',
    topServiceId: CASINO_SERVICE.slots,
  },
  {
    id: HOUSE_LIVE,
    name: 'House Live Casino',
    logo: logo('house-live'),
    limitText: '',
    topServiceId: CASINO_SERVICE.liveCasino,
  },
];

const categories = [
  { id: ROULETTE, companyId: HOUSE_LIVE, name: 'Roulette', position: 1 },
  { id: BLACKJACK, companyId: HOUSE_LIVE, name: 'Blackjack', position: 2 },
];

/** With their Home tabs: popular games fill the top tabs, new ones the new tabs. */
const games = [
  {
    id: CASINO_SERVICE.mappedService,
    companyId: HOUSE_SLOTS,
    categoryId: null,
    gameCode: 'classic-fruits',
    title: 'Classic Fruits',
    popular: true,
    isNew: false,
  },
  {
    id: 21051637,
    companyId: HOUSE_SLOTS,
    categoryId: null,
    gameCode: 'scatter-gems',
    title: 'Scatter Gems',
    popular: true,
    isNew: true,
  },
  {
    id: 21051638,
    companyId: HOUSE_SLOTS,
    categoryId: null,
    gameCode: 'dragon-vault',
    title: 'Dragon Vault',
    popular: false,
    isNew: true,
  },
  {
    id: 21060001,
    companyId: HOUSE_LIVE,
    categoryId: ROULETTE,
    gameCode: 'european-roulette',
    title: 'European Roulette',
    popular: true,
    isNew: true,
  },
  {
    id: 21060002,
    companyId: HOUSE_LIVE,
    categoryId: BLACKJACK,
    gameCode: 'blackjack',
    title: 'Blackjack',
    popular: true,
    isNew: true,
  },
];

/** Adds what is missing, never overwriting an operator's later changes. */
export async function seedHouseCatalogue(db: Executor): Promise<void> {
  const [provider] = await db
    .select({ id: casinoProviders.id })
    .from(casinoProviders)
    .where(eq(casinoProviders.code, HOUSE_PROVIDER_CODE));
  if (!provider) return;
  await db
    .update(casinoProviders)
    .set({ launchUrl: HOUSE_LAUNCH_URL })
    .where(and(eq(casinoProviders.id, provider.id), eq(casinoProviders.launchUrl, '')));
  await db
    .insert(casinoCompanies)
    .values(companies.map((c) => ({ ...c, providerId: provider.id })))
    .onConflictDoNothing();
  await db.insert(casinoCategories).values(categories).onConflictDoNothing();
  await db
    .insert(casinoGames)
    .values(
      games.map(({ popular: _p, isNew: _n, ...g }) => ({ ...g, logo: logo(g.gameCode), iframe: OVERLAY })),
    )
    .onConflictDoNothing();
  for (const site of (await loadAllSites(db)).sites) {
    await db
      .insert(casinoSiteCompanies)
      .values(companies.map((c, i) => ({ siteId: site.id, companyId: c.id, position: i + 1 })))
      .onConflictDoNothing();
    await db
      .insert(casinoSiteGames)
      .values(
        games.map((g, i) => ({
          siteId: site.id,
          gameId: g.id,
          position: i + 1,
          popular: g.popular,
          isNew: g.isNew,
        })),
      )
      .onConflictDoNothing();
  }
}
