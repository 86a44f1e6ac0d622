// The bank dialog's fields as typed (amounts in major units), read into the savePaymentBank request.

import type { officeBank } from '@bet/domain/api/admin/payment-methods';
import { type SavePaymentBankRequest, savePaymentBankRequest } from '@bet/domain/api/admin/payment-methods';
import type { z } from 'zod';
import { minorText, typedMinor, typedWhole } from '../../shared/format/typed-numbers.ts';

type OfficeBank = z.infer<typeof officeBank>;
export type BankAmountRow = { id?: number; amount: string; active: boolean };
export type BankFormValues = {
  id?: number;
  name: string;
  swiftCode: string;
  position: string;
  active: boolean;
  amounts: BankAmountRow[];
};

/** A saved bank as the dialog shows it, or a new one. */
export const bankFormValuesOf = (bank: OfficeBank | null): BankFormValues =>
  bank
    ? {
        id: bank.id,
        name: bank.name,
        swiftCode: bank.swiftCode,
        position: String(bank.position),
        active: bank.active,
        amounts: bank.amounts.map((a) => ({ id: a.id, amount: minorText(a.amount), active: a.active })),
      }
    : { name: '', swiftCode: '', position: '0', active: true, amounts: [] };

/** The request for the bank of a type, or null when a field is not what the call takes. */
export function bankRequestOf(typeId: number, values: BankFormValues): SavePaymentBankRequest | null {
  const amounts = [];
  for (const row of values.amounts) {
    const amount = typedMinor(row.amount);
    if (amount === null || amount === 0) return null;
    amounts.push({ ...(row.id === undefined ? {} : { id: row.id }), amount, active: row.active });
  }
  const position = typedWhole(values.position);
  if (position === null) return null;
  const request: SavePaymentBankRequest = {
    ...(values.id === undefined ? {} : { id: values.id }),
    typeId,
    name: values.name.trim(),
    swiftCode: values.swiftCode.trim(),
    position,
    active: values.active,
    amounts,
  };
  return savePaymentBankRequest.safeParse(request).success ? request : null;
}
