// The wallet's providers as the platform's staff register them: each with its companies and games,
// a secret made here and sealed at once (the caller shows it once), and new service ids for what an
// outside provider brings into the catalogue.
import { randomBytes } from 'node:crypto';
import type { CasinoProviderRow } from '@bet/domain/api/admin/casino-providers';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/sql-values.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { sealSecret } from '../../auth/index.ts';
import { casinoCompanies, casinoGames } from '../catalogue/schema.ts';
import { HOUSE_PROVIDER_CODE } from '../providers.ts';
import { casinoProviders } from '../schema.ts';

/** The launch answer's iframe value that opens a game in the site's overlay. */
const OVERLAY = 8;

const newSecret = () => randomBytes(32).toString('base64url');

export async function listProviders(db: Executor): Promise<CasinoProviderRow[]> {
  const [providers, companies, games] = await Promise.all([
    db.select().from(casinoProviders).orderBy(asc(casinoProviders.id)),
    db.select().from(casinoCompanies).orderBy(asc(casinoCompanies.id)),
    db.select().from(casinoGames).orderBy(asc(casinoGames.id)),
  ]);
  return providers.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    launchUrl: p.launchUrl,
    house: p.code === HOUSE_PROVIDER_CODE,
    secretSetAt: p.secretSetAt.toISOString(),
    companies: companies
      .filter((c) => c.providerId === p.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        topServiceId: c.topServiceId,
        limitText: c.limitText,
        games: games
          .filter((g) => g.companyId === c.id)
          .map((g) => ({ id: g.id, gameCode: g.gameCode, title: g.title, iframe: g.iframe })),
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

/** A game of an outside provider's company; it starts unlisted, each site lists it on its own. */
export async function addGame(
  db: Executor,
  fields: { companyId: number; gameCode: string; title: string; overlay: boolean },
  now: Date,
): Promise<number> {
  const [company] = await db
    .select({ providerId: casinoCompanies.providerId })
    .from(casinoCompanies)
    .where(eq(casinoCompanies.id, fields.companyId));
  if (!company) throw notFound();
  await outsideProvider(db, company.providerId);
  const id = await nextServiceId(db);
  const [row] = await db
    .insert(casinoGames)
    .values({
      id,
      companyId: fields.companyId,
      gameCode: fields.gameCode,
      title: fields.title,
      iframe: fields.overlay ? OVERLAY : 0,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: casinoGames.id });
  if (!row) throw badRequest('gameCodeTaken');
  return id;
}
