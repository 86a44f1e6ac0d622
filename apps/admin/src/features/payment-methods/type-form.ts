// The type dialog's fields as a staff member types them (amounts in major units, lengths as text),
// read into the savePaymentType request and checked by the call's own schema before sending.
import {
  type OfficePaymentType,
  type SavePaymentTypeRequest,
  savePaymentTypeRequest,
} from '@bet/domain/api/admin/payment-methods';
import type { PayType } from '@bet/domain/api/payment-methods';
import type { PaymentFieldType } from '@bet/domain/payments/field-rules';
import { minorText, typedMinor, typedWhole } from '../../shared/format/typed-numbers.ts';
import { filledTexts, type LocalTexts, textsFor } from './local-texts.ts';

export type FieldRow = {
  name: string;
  title: LocalTexts;
  type: PaymentFieldType;
  placeHolder: LocalTexts;
  minLength: string;
  maxLength: string;
  required: boolean;
};
export type InfoRow = { label: LocalTexts; text: string };

export type TypeFormValues = {
  id?: number;
  categoryId: string;
  payType: PayType;
  gateway: string;
  tag: string;
  logo: string;
  minAmount: string;
  maxAmount: string;
  position: string;
  active: boolean;
  infoFields: InfoRow[];
  fields: FieldRow[];
};

/** A blank form field row in the shown languages. */
export const blankField = (languages: string[], type: PaymentFieldType = 'text'): FieldRow => ({
  name: type === 'amount' ? 'amount' : '',
  title: textsFor(languages),
  type,
  placeHolder: textsFor(languages),
  minLength: '0',
  maxLength: '0',
  required: true,
});

/** A saved type as the dialog shows it, or a new one in the category, starting with its amount field. */
export function typeFormValuesOf(
  type: OfficePaymentType | null,
  categoryId: number,
  languages: string[],
): TypeFormValues {
  if (!type) {
    return {
      categoryId: String(categoryId),
      payType: 'manual',
      gateway: '',
      tag: '',
      logo: '',
      minAmount: '0',
      maxAmount: '0',
      position: '0',
      active: true,
      infoFields: [],
      fields: [blankField(languages, 'amount')],
    };
  }
  return {
    id: type.id,
    categoryId: String(type.categoryId),
    payType: type.payType,
    gateway: type.gateway,
    tag: type.tag,
    logo: type.logo,
    minAmount: minorText(type.minAmount),
    maxAmount: minorText(type.maxAmount),
    position: String(type.position),
    active: type.active,
    infoFields: type.infoFields.map((info) => ({ label: textsFor(languages, info.label), text: info.text })),
    fields: type.fields.map((field) => ({
      ...field,
      title: textsFor(languages, field.title),
      placeHolder: textsFor(languages, field.placeHolder),
      minLength: String(field.minLength),
      maxLength: String(field.maxLength),
    })),
  };
}

/** Why the form cannot be sent, as a key under paymentMethods.errors; the server gives the same rules. */
export type TypeFormProblem =
  | 'amountFieldMissing'
  | 'amountInvalid'
  | 'minAboveMax'
  | 'lengthInvalid'
  | 'fieldNamesRepeat'
  | 'gatewayMissing'
  | 'invalid';

export type TypeFormResult = { request: SavePaymentTypeRequest } | { problem: TypeFormProblem };

/** The request the form stands for, or the first rule it breaks. */
export function typeRequestOf(values: TypeFormValues): TypeFormResult {
  if (!values.fields.some((field) => field.type === 'amount')) return { problem: 'amountFieldMissing' };
  const names = values.fields.map((field) => field.name.trim());
  if (new Set(names).size !== names.length) return { problem: 'fieldNamesRepeat' };
  const minAmount = typedMinor(values.minAmount);
  const maxAmount = typedMinor(values.maxAmount);
  if (minAmount === null || maxAmount === null) return { problem: 'amountInvalid' };
  if (maxAmount > 0 && minAmount > maxAmount) return { problem: 'minAboveMax' };
  if (values.payType === 'gateway' && !values.gateway) return { problem: 'gatewayMissing' };
  const fields = [];
  for (const field of values.fields) {
    const minLength = typedWhole(field.minLength);
    const maxLength = typedWhole(field.maxLength);
    if (minLength === null || maxLength === null) return { problem: 'lengthInvalid' };
    fields.push({
      name: field.name.trim(),
      title: filledTexts(field.title),
      type: field.type,
      placeHolder: filledTexts(field.placeHolder),
      minLength,
      maxLength,
      required: field.required,
    });
  }
  const request: SavePaymentTypeRequest = {
    ...(values.id === undefined ? {} : { id: values.id }),
    categoryId: Number(values.categoryId),
    payType: values.payType,
    gateway: values.payType === 'gateway' ? values.gateway : '',
    tag: values.tag.trim(),
    logo: values.logo.trim(),
    minAmount,
    maxAmount,
    infoFields: values.infoFields.map((info) => ({ label: filledTexts(info.label), text: info.text.trim() })),
    fields,
    position: typedWhole(values.position) ?? 0,
    active: values.active,
  };
  return savePaymentTypeRequest.safeParse(request).success ? { request } : { problem: 'invalid' };
}
