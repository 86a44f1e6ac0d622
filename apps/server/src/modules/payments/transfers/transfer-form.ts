// Checking a request against its payment type: the form's fields by the rules the player's form
// uses (first failure only), the amount by the type's bounds, and a bank type's chosen amount.
import { isMessageKey } from '@bet/domain';
import type { SetTransferRequestQuery } from '@bet/domain/api/payments';
import { toMajor } from '@bet/domain/money';
import { checkPaymentForm, type FieldFailure, failureText } from '@bet/domain/payments/field-rules';
import type { Executor } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { positiveAmountFromApi } from '../../wallet/index.ts';
import { fieldsOf } from '../methods/method-views.ts';
import { banksOfType } from '../methods/methods-repo.ts';
import type { PaymentTypeRow } from '../schema.ts';

/** The names each rule's parameters take in the server's messages, in the order the wire sends them. */
const PARAM_NAMES: Record<string, readonly string[]> = { minLengthMaxLength: ['title', 'min', 'max'] };

/** A refused request: the translated message, and the spec's "key|param|..." as `error`. */
function refusal(failure: FieldFailure): AppError {
  const names = PARAM_NAMES[failure.key] ?? ['title'];
  const params = Object.fromEntries(failure.params.map((value, i) => [names[i] ?? String(i), value]));
  const key = isMessageKey(failure.key) ? failure.key : 'invalidInput';
  return new AppError(400, key, params, { error: failureText(failure) });
}

export type CheckedForm = {
  amount: number;
  /** What the player filled in, by the type's fields, plus the chosen bank: kept on the request. */
  values: { name: string; value: string }[];
};

async function bankChoice(db: Executor, type: PaymentTypeRow, input: SetTransferRequestQuery) {
  if (input.activeAmountId === undefined) throw badRequest('bankUnavailable');
  for (const bank of await banksOfType(db, type.id)) {
    const option = bank.amounts.find((a) => a.id === input.activeAmountId);
    if (option) return { amount: option.amount, bank: bank.name };
  }
  throw badRequest('bankUnavailable');
}

export async function checkTransferForm(
  db: Executor,
  type: PaymentTypeRow,
  input: SetTransferRequestQuery,
  lang: string,
): Promise<CheckedForm> {
  const amount = positiveAmountFromApi(input.amount);
  const bank = type.payType === 'bank' ? await bankChoice(db, type, input) : null;
  if (bank && bank.amount !== amount) throw badRequest('amountInvalid');

  const fields = fieldsOf(type, lang);
  const sent = new Map(input.values.map((v) => [v.name, v.value]));
  // Amount fields carry the request's amount, whatever the values said.
  const values = Object.fromEntries(
    fields.map((f) => [f.name, f.type === 'amount' ? String(input.amount) : (sent.get(f.name) ?? '')]),
  );
  const failure = checkPaymentForm(fields, values);
  if (failure) throw refusal(failure);

  const { minAmount: min, maxAmount: max } = type;
  if ((min > 0 && amount < min) || (max > 0 && amount > max)) {
    const range = { min: toMajor(min).toFixed(2), max: toMajor(max).toFixed(2) };
    throw new AppError(400, 'amountRange', range, { error: `amountRange|${range.min}|${range.max}` });
  }
  const kept = fields
    .filter((f) => f.type !== 'amount')
    .map((f) => ({ name: f.name, value: values[f.name]!.trim() }));
  return { amount, values: bank ? [{ name: 'bank', value: bank.bank }, ...kept] : kept };
}
