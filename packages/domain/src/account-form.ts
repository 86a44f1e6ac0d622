// The zod building blocks of the account forms: every failure carries its message-catalogue key as the
// issue message, and the first failure in the form's field order is the one reported.
import { z } from 'zod';
import type { AccountRuleKey } from './account-fields.ts';
import { countryById } from './reference/countries.ts';

type Loose = string | number | null | undefined;
const loose = z.union([z.string(), z.number(), z.null(), z.undefined()]);
const asText = (v: Loose): string => (v === null || v === undefined ? '' : String(v).trim());

/** A text field: trimmed, '' when absent; `required` gives the key for an empty value. */
export const textField = (required: AccountRuleKey | null, max: number, maxKey: AccountRuleKey) =>
  loose.transform(asText).check((ctx) => {
    if (required && ctx.value === '')
      ctx.issues.push({ code: 'custom', message: required, input: ctx.value });
    else if (ctx.value.length > max) ctx.issues.push({ code: 'custom', message: maxKey, input: ctx.value });
  });

/** A positive whole number typed as a number or a string; `key` when absent or not one. */
export const positiveInt = (key: AccountRuleKey, accept: (n: number) => boolean = () => true) =>
  loose.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : asText(v) === '' ? Number.NaN : Number(asText(v));
    if (!Number.isSafeInteger(n) || n <= 0 || !accept(n)) {
      ctx.issues.push({ code: 'custom', message: key, input: v });
      return 0;
    }
    return n;
  });

export const isKnownCountry = (id: number) => countryById(id) !== undefined;

/** The first failure in field order (the spec shows only the first failing message): its key and field. */
export function firstIssue(
  issues: readonly z.core.$ZodIssue[],
  fieldOrder: readonly string[],
): { key: string; field: string } | null {
  let best: { rank: number; key: string; field: string } | null = null;
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const index = fieldOrder.indexOf(field);
    const rank = index === -1 ? fieldOrder.length : index;
    if (!best || rank < best.rank) best = { rank, key: issue.message, field };
  }
  return best && { key: best.key, field: best.field };
}

/** The key of the first failure in field order. */
export const firstIssueKey = (
  issues: readonly z.core.$ZodIssue[],
  fieldOrder: readonly string[],
): string | null => firstIssue(issues, fieldOrder)?.key ?? null;
