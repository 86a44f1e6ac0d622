// Reading the payment form into a request (spec 002 sections 4 and 5): the fields the player fills,
// their wire values, the first broken rule, and the amount against the method's bounds.
import type { PaymentTypeItem } from '@bet/domain/api/payment-methods';
import {
  checkPaymentForm,
  type FieldFailure,
  type PaymentField,
  wireFieldValue,
} from '@bet/domain/payments/field-rules';

export type FormValues = Readonly<Record<string, string>>;

export type TransferDraft = { amount: number; values: { name: string; value: string }[] };

/**
 * The fields the player fills. A bank-type method takes its amount from the chosen bank option; any
 * other needs an amount field, required whatever the method says (one is added if it has none).
 */
export function formFields(type: PaymentTypeItem, amountTitle: string): PaymentField[] {
  if (type.payType === 'bank') return type.fields.filter((field) => field.type !== 'amount');
  const fields = type.fields.map((field) => (field.type === 'amount' ? { ...field, required: true } : field));
  if (fields.some((field) => field.type === 'amount')) return fields;
  const amount: PaymentField = {
    name: 'amount',
    title: amountTitle,
    type: 'amount',
    placeHolder: '',
    minLength: 0,
    maxLength: 0,
    required: true,
  };
  return [...fields, amount];
}

/** The method's bounds (0 = none) as a failure with the bound shown by `money`, or null. */
export function amountFailure(
  type: Pick<PaymentTypeItem, 'minAmount' | 'maxAmount'>,
  amount: number,
  money: (amount: number) => string,
): FieldFailure | null {
  if (type.minAmount > 0 && amount < type.minAmount)
    return { key: 'minAmount', params: [money(type.minAmount)] };
  if (type.maxAmount > 0 && amount > type.maxAmount)
    return { key: 'maxAmount', params: [money(type.maxAmount)] };
  return null;
}

/**
 * The request the form makes, or the first rule it breaks: the fields' rules over their wire values,
 * then the amount (the bank option's, or the amount field's) against the bounds.
 */
export function readTransferForm(
  type: PaymentTypeItem,
  fields: readonly PaymentField[],
  raw: FormValues,
  bankAmount: number | null,
  money: (amount: number) => string,
): TransferDraft | { failure: FieldFailure } {
  const values = fields.map((field) => ({
    name: field.name,
    value: wireFieldValue(field.type, raw[field.name] ?? ''),
  }));
  const failure = checkPaymentForm(fields, Object.fromEntries(values.map((v) => [v.name, v.value])));
  if (failure) return { failure };
  if (type.payType === 'bank' && bankAmount === null) return { failure: { key: 'chooseAmount', params: [] } };
  const amountValue = values.find((v) => fields.find((f) => f.name === v.name)?.type === 'amount')?.value;
  const amount = bankAmount ?? Number(amountValue);
  const outOfBounds = amountFailure(type, amount, money);
  return outOfBounds ? { failure: outOfBounds } : { amount, values };
}
