// A jackpot's rules as they stand: its defaults (packages/domain) with the operator's changes. A
// change applies to the stakes read from then on; a new seed or must-drop amount to the next pot.
import { JACKPOT_RULES, type JackpotId, type JackpotRule } from '@bet/domain/casino/jackpots';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { jackpotSettings } from './schema.ts';

type SettingsRow = typeof jackpotSettings.$inferSelect;

function ruleOf(jackpot: JackpotId, row: SettingsRow | undefined): JackpotRule {
  const rule = JACKPOT_RULES[jackpot];
  if (!row) return rule;
  const drop =
    rule.drop.by === 'amount'
      ? { by: 'amount' as const, mustDropBy: row.mustDropBy ?? rule.drop.mustDropBy }
      : rule.drop;
  return { ...rule, contributionBp: row.contributionBp, seed: row.seed, drop };
}

export async function jackpotRule(db: Executor, jackpot: JackpotId): Promise<JackpotRule> {
  const [row] = await db.select().from(jackpotSettings).where(eq(jackpotSettings.jackpot, jackpot));
  return ruleOf(jackpot, row);
}

export async function jackpotRules(db: Executor): Promise<Record<JackpotId, JackpotRule>> {
  const rows = new Map((await db.select().from(jackpotSettings)).map((row) => [row.jackpot, row]));
  return Object.fromEntries(
    (Object.keys(JACKPOT_RULES) as JackpotId[]).map((id) => [id, ruleOf(id, rows.get(id))]),
  ) as Record<JackpotId, JackpotRule>;
}

export type RuleChange = { contributionBp: number; seed: number; mustDropBy: number | null };

/** Stores a jackpot's rules; answers them before and after, for the audit log. */
export async function saveJackpotRule(
  db: Executor,
  jackpot: JackpotId,
  change: RuleChange,
  at: Date,
): Promise<{ before: JackpotRule; after: JackpotRule }> {
  const before = await jackpotRule(db, jackpot);
  const values = {
    ...change,
    mustDropBy: before.drop.by === 'amount' ? change.mustDropBy : null,
    updatedAt: at,
  };
  await db
    .insert(jackpotSettings)
    .values({ jackpot, ...values })
    .onConflictDoUpdate({ target: jackpotSettings.jackpot, set: values });
  return { before, after: await jackpotRule(db, jackpot) };
}
