// Bonuses as the player reads them (getBonus) and as the back office lists them.

import type { OfficeBonusDefinition, OfficeBonusRequest } from '@bet/domain/api/admin/bonuses';
import type { BonusItem } from '@bet/domain/api/bonus';
import { toMajor } from '@bet/domain/money';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { type TreeScope, userScopeCondition } from '../../account/index.ts';
import { localText } from '../methods/local-text.ts';
import { type BonusDefinitionRow, type BonusRequestRow, bonusDefinitions, bonusRequests } from '../schema.ts';
import { wageredFor } from './bonus-settlement.ts';

const statusOf = (status: number) => status as 0 | 1 | 2;

export async function playerBonuses(
  db: Executor,
  user: { id: number; siteId: number },
  lang: string,
): Promise<{ data: BonusItem[]; bonusBalance: number }> {
  const definitions = await db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.siteId, user.siteId), eq(bonusDefinitions.active, true)))
    .orderBy(asc(bonusDefinitions.position), asc(bonusDefinitions.id));
  const requests = await db
    .select()
    .from(bonusRequests)
    .where(eq(bonusRequests.userId, user.id))
    .orderBy(desc(bonusRequests.id));
  const latest = new Map<number, BonusRequestRow>();
  for (const request of requests)
    if (!latest.has(request.definitionId)) latest.set(request.definitionId, request);
  const data: BonusItem[] = [];
  for (const definition of definitions) {
    const request = latest.get(definition.id);
    data.push({
      id: definition.id,
      title: localText(definition.titles, lang),
      image: definition.image,
      content: localText(definition.terms, lang),
      status: request ? statusOf(request.status) : null,
      requestedExists: request !== undefined && request.status !== 2,
      offer: {
        amount: toMajor(definition.amount),
        percentBp: definition.percentBp,
        maxAmount: toMajor(definition.maxAmount),
      },
      wageringMultiplier: definition.wageringMultiplier,
      grant:
        request?.status === 1 && request.state && request.expiresAt
          ? {
              amount: toMajor(request.amount),
              wagered: toMajor(Math.min(await wageredFor(db, request), request.wageringRequired)),
              required: toMajor(request.wageringRequired),
              state: request.state,
              expiresAt: request.expiresAt.toISOString(),
            }
          : null,
    });
  }
  const held = requests.filter((r) => r.state === 'wagering').reduce((sum, r) => sum + r.amount, 0);
  return { data, bonusBalance: toMajor(held) };
}

export const officeDefinition = (row: BonusDefinitionRow): OfficeBonusDefinition => ({
  id: row.id,
  titles: row.titles,
  terms: row.terms,
  image: row.image,
  amount: row.amount,
  percentBp: row.percentBp,
  maxAmount: row.maxAmount,
  wageringMultiplier: row.wageringMultiplier,
  expiryDays: row.expiryDays,
  position: row.position,
  active: row.active,
});

export type BonusRequestQuery = {
  scope: TreeScope;
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort?: 'createdAt' | 'status' | undefined;
  status?: 0 | 1 | 2 | undefined;
  id?: number | undefined;
};

type Row = Record<string, unknown>;
const iso = (v: unknown) => (v == null ? null : (v instanceof Date ? v : new Date(String(v))).toISOString());

/**
 * payments_office_bonus_requests joins the users table (the account module's) to scope and name the
 * players in one statement, as the other subtree lists do.
 */
export async function officeBonusRequests(
  db: Executor,
  query: BonusRequestQuery,
  lang: string,
): Promise<{ rows: OfficeBonusRequest[]; total: number }> {
  const parts: SQL[] = [userScopeCondition(query.scope)];
  if (query.status !== undefined) parts.push(sql`r.status = ${query.status}`);
  if (query.id !== undefined) parts.push(sql`r.id = ${query.id}`);
  const where = sql.join(parts, sql` and `);
  const order = query.sort === 'status' ? sql`r.status` : sql`r.created_at`;
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const from = sql`bonus_requests r join users u on u.id = r.user_id join bonus_definitions d on d.id = r.definition_id`;
  const page = rowsOf<Row>(
    await db.execute(sql`
      select r.*, u.username, d.titles, d.amount as offer_amount
      from ${from} where ${where}
      order by ${order} ${dir}, r.id ${dir}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const [count] = rowsOf<Row>(await db.execute(sql`select count(*) as n from ${from} where ${where}`));
  const rows: OfficeBonusRequest[] = [];
  for (const r of page) {
    const accepted = toSafeInteger(r.status) === 1;
    const decidedAt = r.decided_at == null ? null : new Date(String(iso(r.decided_at)));
    const wagered =
      accepted && decidedAt
        ? await wageredFor(db, { userId: toSafeInteger(r.user_id), decidedAt } as BonusRequestRow)
        : 0;
    rows.push({
      id: toSafeInteger(r.id),
      userId: toSafeInteger(r.user_id),
      username: String(r.username),
      bonusId: toSafeInteger(r.definition_id),
      title: localText(
        (typeof r.titles === 'string' ? JSON.parse(r.titles) : r.titles) as Record<string, string>,
        lang,
      ),
      status: toSafeInteger(r.status),
      currency: String(r.currency),
      amount: accepted ? toSafeInteger(r.amount) : toSafeInteger(r.offer_amount),
      wagered: Math.min(wagered, toSafeInteger(r.wagering_required)),
      required: toSafeInteger(r.wagering_required),
      state: r.state == null ? null : String(r.state),
      createdAt: iso(r.created_at) ?? '',
      decidedAt: iso(r.decided_at),
      expiresAt: iso(r.expires_at),
    });
  }
  return { rows, total: toSafeInteger(count?.n ?? 0) };
}
