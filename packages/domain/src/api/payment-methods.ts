// The player's payment method calls (spec 002 sections 3 and 7): the categories and types a site
// offers for deposits or withdrawals, and a bank-type method's banks with their amounts.
// Amounts in major units, as the spec's client reads them.
import { z } from 'zod';
import { PAYMENT_FIELD_TYPES } from '../payments/field-rules.ts';
import { callBody, wholeNumber } from './fields.ts';

/** How a method takes the request: an operator checks it, the player picks a bank and an amount, or a gateway's page. */
export const PAY_TYPES = ['manual', 'bank', 'gateway'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const paymentFieldItem = z.object({
  name: z.string(),
  title: z.string(),
  type: z.enum(PAYMENT_FIELD_TYPES),
  placeHolder: z.string(),
  minLength: z.number(),
  maxLength: z.number(),
  required: z.boolean(),
});

export const paymentTypeItem = z.object({
  payId: z.number(),
  payCatId: z.number(),
  payType: z.enum(PAY_TYPES),
  payTag: z.string(),
  bankLogo: z.string(),
  /** 0 means no bound. */
  minAmount: z.number(),
  maxAmount: z.number(),
  infofields: z.array(z.object({ label: z.string(), text: z.string() })),
  fields: z.array(paymentFieldItem),
});
export type PaymentTypeItem = z.infer<typeof paymentTypeItem>;

export const paymentCategoryItem = z.object({
  info: z.object({ payCatId: z.number(), catName: z.string(), info: z.string(), typeLogo: z.string() }),
  /** An outside page the category opens instead of its types; '' for none. */
  openLink: z.string(),
  paytypes: z.array(paymentTypeItem),
});
export type PaymentCategoryItem = z.infer<typeof paymentCategoryItem>;

/** The site's methods in the caller's language, for deposits (0) or withdrawals (1). */
export const paymentMethodsRequest = callBody({ transferType: wholeNumber(0, 1) });
export type PaymentMethodsRequest = z.input<typeof paymentMethodsRequest>;
export const paymentMethodsAnswer = z.object({
  status: z.literal(true),
  categories: z.array(paymentCategoryItem),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswer>;

export const banksRequest = callBody({
  payid: wholeNumber(1, 2_147_483_647),
  payCatId: wholeNumber(1, 2_147_483_647),
});
export type BanksRequest = z.input<typeof banksRequest>;

export const amountOption = z.object({
  amount: z.number(),
  activeAmountId: z.number(),
  currency: z.string(),
});
export type AmountOption = z.infer<typeof amountOption>;

export const bankItem = z.object({
  bankId: z.number(),
  name: z.string(),
  swiftcode: z.string(),
  /** The amounts the bank takes; none means the bank is unavailable now. */
  amounts: z.array(amountOption),
});
export type BankItem = z.infer<typeof bankItem>;

export const banksAnswer = z.object({
  /** false: the caller is not signed in (the client opens the login popup). */
  login: z.boolean(),
  status: z.boolean(),
  banks: z.array(bankItem),
  error: z.string(),
});
export type BanksAnswer = z.infer<typeof banksAnswer>;
