// The back office's payment methods editor: a site's categories, their types with texts per language
// and form fields, and a bank type's banks with the amounts they take. Amounts in minor units.
import { z } from 'zod';
import { PAYMENT_FIELD_TYPES } from '../../payments/field-rules.ts';
import { callBody, text } from '../fields.ts';
import { PAY_TYPES } from '../payment-methods.ts';

/** A text per language code ({tr: ..., en: ...}); at least one language. */
export const localText = (max: number) =>
  z
    .record(z.string().regex(/^[a-z]{2}$/), text(max))
    .refine((t) => Object.keys(t).length > 0, 'textRequired');

const minor = z.number().int().min(0).max(100_000_000_000);
const id = z.number().int().positive();

export const officePaymentField = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  title: localText(100),
  type: z.enum(PAYMENT_FIELD_TYPES),
  placeHolder: z.record(z.string().regex(/^[a-z]{2}$/), text(100)),
  minLength: z.number().int().min(0).max(500),
  maxLength: z.number().int().min(0).max(500),
  required: z.boolean(),
});
export type OfficePaymentField = z.infer<typeof officePaymentField>;

export const officeInfoField = z.object({ label: localText(100), text: text(500) });

export const officeBank = z.object({
  id: z.number(),
  name: z.string(),
  swiftCode: z.string(),
  position: z.number(),
  active: z.boolean(),
  amounts: z.array(z.object({ id: z.number(), amount: z.number(), active: z.boolean() })),
});

export const officePaymentType = z.object({
  id: z.number(),
  categoryId: z.number(),
  payType: z.enum(PAY_TYPES),
  gateway: z.string(),
  tag: z.string(),
  logo: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  infoFields: z.array(officeInfoField),
  fields: z.array(officePaymentField),
  position: z.number(),
  active: z.boolean(),
  banks: z.array(officeBank),
});
export type OfficePaymentType = z.infer<typeof officePaymentType>;

export const officePaymentCategory = z.object({
  id: z.number(),
  transferType: z.number(),
  names: z.record(z.string(), z.string()),
  info: z.record(z.string(), z.string()),
  logo: z.string(),
  openLink: z.string(),
  position: z.number(),
  active: z.boolean(),
  types: z.array(officePaymentType),
});
export type OfficePaymentCategory = z.infer<typeof officePaymentCategory>;

export const paymentMethodsOfficeRequest = callBody({});
export const paymentMethodsOfficeAnswer = z.object({
  status: z.literal(true),
  categories: z.array(officePaymentCategory),
  /** The gateways a gateway type may name. */
  gateways: z.array(z.string()),
});
export type PaymentMethodsOfficeAnswer = z.infer<typeof paymentMethodsOfficeAnswer>;

export const savePaymentCategoryRequest = callBody({
  id: id.optional(),
  transferType: z.union([z.literal(0), z.literal(1)]),
  names: localText(100),
  info: z.record(z.string().regex(/^[a-z]{2}$/), text(300)).default({}),
  logo: text(500).default(''),
  openLink: z.union([z.literal(''), z.url().max(500)]).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type SavePaymentCategoryRequest = z.input<typeof savePaymentCategoryRequest>;

export const savePaymentTypeRequest = callBody({
  id: id.optional(),
  categoryId: id,
  payType: z.enum(PAY_TYPES),
  gateway: text(40).default(''),
  tag: text(60).min(1),
  logo: text(500).default(''),
  minAmount: minor,
  maxAmount: minor,
  infoFields: z.array(officeInfoField).max(20).default([]),
  fields: z.array(officePaymentField).min(1).max(20),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type SavePaymentTypeRequest = z.input<typeof savePaymentTypeRequest>;

export const savePaymentBankRequest = callBody({
  id: id.optional(),
  typeId: id,
  name: text(100).min(1),
  swiftCode: text(20).default(''),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
  amounts: z
    .array(
      z.object({ id: id.optional(), amount: minor.refine((a) => a > 0), active: z.boolean().default(true) }),
    )
    .max(30),
});
export type SavePaymentBankRequest = z.input<typeof savePaymentBankRequest>;
