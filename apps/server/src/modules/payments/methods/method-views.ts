// A site's payment methods as the player's client reads them (spec 002 section 3), in one language.
import type { BankItem, PaymentCategoryItem, PaymentTypeItem } from '@bet/domain/api/payment-methods';
import { toMajor } from '@bet/domain/money';
import {
  PAYMENT_FIELD_TYPES,
  type PaymentField,
  type PaymentFieldType,
} from '@bet/domain/payments/field-rules';
import type { PaymentTypeRow } from '../schema.ts';
import { localText } from './local-text.ts';
import type { BankWithAmounts, SiteMethods } from './methods-repo.ts';

const isFieldType = (type: string): type is PaymentFieldType =>
  (PAYMENT_FIELD_TYPES as readonly string[]).includes(type);

/** A type's form fields in one language: what the player fills and the server checks. */
export function fieldsOf(type: PaymentTypeRow, lang: string): PaymentField[] {
  return type.fields.map((field) => ({
    name: field.name,
    title: localText(field.title, lang),
    type: isFieldType(field.type) ? field.type : 'text',
    placeHolder: localText(field.placeHolder, lang),
    minLength: field.minLength,
    maxLength: field.maxLength,
    required: field.required,
  }));
}

export function typeView(type: PaymentTypeRow, lang: string): PaymentTypeItem {
  return {
    payId: type.id,
    payCatId: type.categoryId,
    payType: type.payType,
    payTag: type.tag,
    bankLogo: type.logo,
    minAmount: toMajor(type.minAmount),
    maxAmount: toMajor(type.maxAmount),
    infofields: type.infoFields.map((info) => ({ label: localText(info.label, lang), text: info.text })),
    fields: fieldsOf(type, lang),
  };
}

export const methodsView = (methods: SiteMethods, lang: string): PaymentCategoryItem[] =>
  methods
    .filter(({ category, types }) => types.length > 0 || category.openLink !== '')
    .map(({ category, types }) => ({
      info: {
        payCatId: category.id,
        catName: localText(category.names, lang),
        info: localText(category.info, lang),
        typeLogo: category.logo,
      },
      openLink: category.openLink,
      paytypes: types.map((type) => typeView(type, lang)),
    }));

export const banksView = (banks: BankWithAmounts[], currency: string): BankItem[] =>
  banks.map((bank) => ({
    bankId: bank.id,
    name: bank.name,
    swiftcode: bank.swiftCode,
    amounts: bank.amounts.map((option) => ({
      amount: toMajor(option.amount),
      activeAmountId: option.id,
      currency,
    })),
  }));
