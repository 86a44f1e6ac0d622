// The contact call (spec 002 §7) and its form rules (§5): a message to the site's support, guarded by
// the proof-of-work challenge. The sub category belongs to the top category; "others" has none.
import { z } from 'zod';
import { isPlausibleEmail } from '../account-fields.ts';
import { callBody, text } from './fields.ts';

/** Top categories and their sub categories, exactly as the spec lists them. */
export const CONTACT_CATEGORIES = {
  sportbets: ['evaluation', 'betlimit'],
  livebets: ['evaluation', 'betlimit'],
  payment: ['deposit', 'withdraw'],
  account: ['accountactions', 'changeemail', 'changepassword', 'limits'],
  casino: ['transfers', 'casinobonus', 'error'],
  livecasino: ['transfers', 'casinobonus', 'error'],
  others: [],
} as const satisfies Record<string, readonly string[]>;
export type ContactTopCategory = keyof typeof CONTACT_CATEGORIES;
export const CONTACT_TOP_CATEGORIES = Object.keys(CONTACT_CATEGORIES) as ContactTopCategory[];

export const CONTACT_MESSAGE_MAX = 2000;

const isTopCategory = (value: string): value is ContactTopCategory =>
  Object.hasOwn(CONTACT_CATEGORIES, value);

/** Whether the sub category fits the top category: one of its list, or empty when it has none. */
export function isContactCategory(top: string, sub: string): boolean {
  if (!isTopCategory(top)) return false;
  const subs: readonly string[] = CONTACT_CATEGORIES[top];
  return subs.length === 0 ? sub === '' : subs.includes(sub);
}

export const contactRequest = callBody({
  message: text(CONTACT_MESSAGE_MAX).refine((s) => s.trim() !== '', 'contactMessageRequired'),
  email: text(200).refine((s) => isPlausibleEmail(s.trim()), 'emailRequired'),
  topcategory: text(32).refine(isTopCategory, 'contactCategoryInvalid'),
  category: text(32).default(''),
  /** The solved proof-of-work challenge (purpose contact): longer than the common token field allows. */
  token: text(8000).min(1, 'checkSecurityCode'),
}).refine((body) => isContactCategory(body.topcategory, body.category), {
  message: 'contactCategoryInvalid',
  path: ['category'],
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactAnswer = z.object({ status: z.literal(true) });
export type ContactAnswer = z.infer<typeof contactAnswer>;
