// The wallet's providers as the platform's staff register them: each with its companies and their
// game counts, a secret made here and sealed at once (the caller shows it once), and new service ids
// for what an outside provider brings into the catalogue.
import { randomBytes } from 'node:crypto';
import type { CasinoProviderRow } from '@bet/domain/api/admin/casino-providers';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { namedQuery } from '../../../db/named-query.ts';
import { rowsOf } from '../../../db/sql-values.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { sealSecret } from '../../auth/index.ts';
import { casinoCompanies } from '../catalogue/schema.ts';
import { HOUSE_PROVIDER_CODE } from '../providers.ts';
import { casinoProviders } from '../schema.ts';
import { gameCountsByCompany } from './company-games.ts';

/** The launch answer's iframe value that opens a game in the site's overlay. */
const OVERLAY = 8;

const newSecret = () => randomBytes(32).toString('base64url');

export async function listProviders(db: Executor): Promise<CasinoProviderRow[]> {
  const [providers, companies, gameCounts] = await Promise.all([
    db.select().from(casinoProviders).orderBy(asc(casinoProviders.id)),
    db.select().from(casinoCompanies).orderBy(asc(casinoCompanies.id)),
    gameCountsByCompany(db),
  ]);
  return providers.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    launchUrl: p.launchUrl,
    house: p.code === HOUSE_PROVIDER_CODE,
    secretSetAt: p.secretSetAt.toISOString(),
    suspendedAt: p.suspendedAt?.toISOString() ?? null,
    companies: companies
      .filter((c) => c.providerId === p.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        topServiceId: c.topServiceId,
        limitText: c.limitText,
        gameCount: gameCounts.get(c.id) ?? 0,
      })),
  }));
}

type ProviderFields = { name: string; launchUrl: string };

/** A new provider with a fresh secret, which only this answer holds in the clear. */
export async function createProvider(
  db: Executor,
  key: Buffer,
  siteId: number,
  fields: ProviderFields & { code: string },
  now: Date,
): Promise<{ id: number; secret: string }> {
  const secret = newSecret();
  const [row] = await db
    .insert(casinoProviders)
    .values({ ...fields, siteId, secretSealed: sealSecret(key, secret), secretSetAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: casinoProviders.id });
  if (!row) throw badRequest('providerCodeTaken');
  return { id: row.id, secret };
}

/** The outside provider by id, locked for the change; the in-house one is the platform's own. */
async function outsideProvider(db: Executor, id: number) {
  const [row] = await db
    .select({ id: casinoProviders.id, code: casinoProviders.code, name: casinoProviders.name })
    .from(casinoProviders)
    .where(eq(casinoProviders.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.code === HOUSE_PROVIDER_CODE) throw badRequest('houseProviderFixed');
  return row;
}

/** Changes the name and launch address; the code is what the provider signs with, so it stays. */
export async function updateProvider(db: Executor, id: number, fields: ProviderFields) {
  const before = await outsideProvider(db, id);
  await db
    .update(casinoProviders)
    .set({ name: fields.name, launchUrl: fields.launchUrl })
    .where(eq(casinoProviders.id, id));
  return before;
}

/** A new secret in place of the old one, which stops being accepted once the change is announced. */
export async function rotateProviderSecret(db: Executor, key: Buffer, id: number, now: Date) {
  const provider = await outsideProvider(db, id);
  const secret = newSecret();
  await db
    .update(casinoProviders)
    .set({ secretSealed: sealSecret(key, secret), secretSetAt: now })
    .where(eq(casinoProviders.id, id));
  return { code: provider.code, secret };
}

/**
 * Suspends the provider from `now`, or lifts its suspension; answers its code and whether anything
 * changed (suspending a suspended one keeps the first time).
 */
export async function setProviderSuspended(db: Executor, id: number, suspended: boolean, now: Date) {
  const provider = await outsideProvider(db, id);
  const changed = await db
    .update(casinoProviders)
    .set({ suspendedAt: suspended ? now : null })
    .where(
      and(
        eq(casinoProviders.id, id),
        suspended ? isNull(casinoProviders.suspendedAt) : isNotNull(casinoProviders.suspendedAt),
      ),
    )
    .returning({ id: casinoProviders.id });
  return { code: provider.code, changed: changed.length > 0 };
}

const nextServiceId = async (db: Executor) => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select nextval('casino_service_ids')::int as id`),
  );
  if (!row) throw new Error('the service id sequence gave nothing');
  return Number(row.id);
};

export async function addCompany(
  db: Executor,
  fields: { providerId: number; name: string; topServiceId: number; limitText: string },
  now: Date,
): Promise<number> {
  await outsideProvider(db, fields.providerId);
  const id = await nextServiceId(db);
  await db.insert(casinoCompanies).values({ id, ...fields, createdAt: now });
  return id;
}

// One statement for a whole list: each new game takes the next service id; a code the company
// already has is left as it is.
const INSERT_GAMES = `insert into casino_games (id, company_id, game_code, title, iframe, created_at)
  select nextval('casino_service_ids'), $1, g.code, g.title, g.iframe, $5
  from unnest($2::text[], $3::text[], $4::smallint[]) with ordinality as g(code, title, iframe, n)
  order by g.n
  on conflict do nothing
  returning game_code`;

/**
 * Games of an outside provider's company, in the order given; they start unlisted, each site lists
 * them on its own. Answers the codes added and those the company already had.
 */
export async function addGames(
  db: Executor,
  companyId: number,
  games: readonly { gameCode: string; title: string; overlay: boolean }[],
  now: Date,
): Promise<{ added: string[]; existing: string[] }> {
  const [company] = await db
    .select({ providerId: casinoCompanies.providerId })
    .from(casinoCompanies)
    .where(eq(casinoCompanies.id, companyId));
  if (!company) throw notFound();
  await outsideProvider(db, company.providerId);
  const added = (
    await namedQuery<{ game_code: string }>(db, 'casino_add_games', INSERT_GAMES, [
      companyId,
      games.map((g) => g.gameCode),
      games.map((g) => g.title),
      games.map((g) => (g.overlay ? OVERLAY : 0)),
      now.toISOString(),
    ])
  ).map((row) => row.game_code);
  const fresh = new Set(added);
  return { added, existing: [...new Set(games.map((g) => g.gameCode))].filter((code) => !fresh.has(code)) };
}
