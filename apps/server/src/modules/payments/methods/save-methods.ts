// Changing a site's payment methods. A type must ask for an amount ("the required-info field lacks an
// amount"), its tag names one method of the site, a gateway type names a known gateway, and banks
// belong to bank types. Rows of another site read as missing.
import type {
  savePaymentBankRequest,
  savePaymentCategoryRequest,
  savePaymentTypeRequest,
} from '@bet/domain/api/admin/payment-methods';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../http/errors.ts';
import { paymentBankAmounts, paymentBanks, paymentCategories, paymentTypes } from '../schema.ts';

type CategoryInput = z.output<typeof savePaymentCategoryRequest>;
type TypeInput = z.output<typeof savePaymentTypeRequest>;
type BankInput = z.output<typeof savePaymentBankRequest>;

export async function saveCategory(db: Executor, siteId: number, input: CategoryInput): Promise<number> {
  const values = {
    transferType: input.transferType,
    names: input.names,
    info: input.info,
    logo: input.logo,
    openLink: input.openLink,
    position: input.position,
    active: input.active,
  };
  if (input.id === undefined) {
    const [row] = await db
      .insert(paymentCategories)
      .values({ siteId, ...values })
      .returning({ id: paymentCategories.id });
    return row!.id;
  }
  const [row] = await db
    .update(paymentCategories)
    .set(values)
    .where(and(eq(paymentCategories.id, input.id), eq(paymentCategories.siteId, siteId)))
    .returning({ id: paymentCategories.id });
  if (!row) throw notFound('paymentMethodUnavailable');
  return row.id;
}

function checkType(input: TypeInput, gateways: readonly string[]): void {
  if (!input.fields.some((field) => field.type === 'amount')) throw badRequest('paymentAmountFieldMissing');
  const names = input.fields.map((field) => field.name);
  if (new Set(names).size !== names.length) throw badRequest('paymentFieldNameTaken');
  if (input.maxAmount > 0 && input.minAmount > input.maxAmount) throw badRequest('amountInvalid');
  if (input.payType === 'gateway' && !gateways.includes(input.gateway))
    throw badRequest('gatewayUnavailable');
}

export async function saveType(
  db: Executor,
  siteId: number,
  input: TypeInput,
  gateways: readonly string[],
): Promise<number> {
  checkType(input, gateways);
  const [category] = await db
    .select({ id: paymentCategories.id })
    .from(paymentCategories)
    .where(and(eq(paymentCategories.id, input.categoryId), eq(paymentCategories.siteId, siteId)));
  if (!category) throw notFound('paymentMethodUnavailable');
  const tag = input.tag.trim();
  const [taken] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(
      and(
        eq(paymentTypes.siteId, siteId),
        eq(paymentTypes.tag, tag),
        input.id === undefined ? undefined : ne(paymentTypes.id, input.id),
      ),
    );
  if (taken) throw conflict('paymentTagTaken');
  const values = {
    categoryId: input.categoryId,
    payType: input.payType,
    gateway: input.payType === 'gateway' ? input.gateway : '',
    tag,
    logo: input.logo,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    infoFields: input.infoFields,
    fields: input.fields,
    position: input.position,
    active: input.active,
  };
  if (input.id === undefined) {
    const [row] = await db
      .insert(paymentTypes)
      .values({ siteId, ...values })
      .returning({ id: paymentTypes.id });
    return row!.id;
  }
  const [row] = await db
    .update(paymentTypes)
    .set(values)
    .where(and(eq(paymentTypes.id, input.id), eq(paymentTypes.siteId, siteId)))
    .returning({ id: paymentTypes.id });
  if (!row) throw notFound('paymentMethodUnavailable');
  return row.id;
}

export async function saveBank(db: Executor, siteId: number, input: BankInput): Promise<number> {
  const [type] = await db
    .select({ payType: paymentTypes.payType })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.id, input.typeId), eq(paymentTypes.siteId, siteId)));
  if (!type) throw notFound('paymentMethodUnavailable');
  if (type.payType !== 'bank') throw badRequest('paymentMethodUnavailable');
  const values = {
    typeId: input.typeId,
    name: input.name.trim(),
    swiftCode: input.swiftCode.trim(),
    position: input.position,
    active: input.active,
  };
  let bankId = input.id;
  if (bankId === undefined) {
    const [row] = await db.insert(paymentBanks).values(values).returning({ id: paymentBanks.id });
    bankId = row!.id;
  } else {
    const [row] = await db
      .update(paymentBanks)
      .set(values)
      .where(and(eq(paymentBanks.id, bankId), eq(paymentBanks.typeId, input.typeId)))
      .returning({ id: paymentBanks.id });
    if (!row) throw notFound('paymentMethodUnavailable');
  }
  // Amount options are switched off rather than deleted: past requests name them.
  await db.update(paymentBankAmounts).set({ active: false }).where(eq(paymentBankAmounts.bankId, bankId));
  for (const option of input.amounts) {
    const updated =
      option.id === undefined
        ? []
        : await db
            .update(paymentBankAmounts)
            .set({ amount: option.amount, active: option.active })
            .where(and(eq(paymentBankAmounts.id, option.id), eq(paymentBankAmounts.bankId, bankId)))
            .returning({ id: paymentBankAmounts.id });
    if (updated.length === 0) {
      await db.insert(paymentBankAmounts).values({ bankId, amount: option.amount, active: option.active });
    }
  }
  return bankId;
}
