// A site's payment methods as the back office edits them: every category, type and bank, active or not.
import type { OfficePaymentCategory } from '@bet/domain/api/admin/payment-methods';
import type { PaymentFieldType } from '@bet/domain/payments/field-rules';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { paymentBankAmounts, paymentBanks, paymentCategories, paymentTypes } from '../schema.ts';

export async function officeMethodsOf(db: Executor, siteId: number): Promise<OfficePaymentCategory[]> {
  const categories = await db
    .select()
    .from(paymentCategories)
    .where(eq(paymentCategories.siteId, siteId))
    .orderBy(asc(paymentCategories.transferType), asc(paymentCategories.position), asc(paymentCategories.id));
  const types = await db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.siteId, siteId))
    .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
  const banks = types.length
    ? await db
        .select()
        .from(paymentBanks)
        .where(
          inArray(
            paymentBanks.typeId,
            types.map((t) => t.id),
          ),
        )
        .orderBy(asc(paymentBanks.position), asc(paymentBanks.id))
    : [];
  const amounts = banks.length
    ? await db
        .select()
        .from(paymentBankAmounts)
        .where(
          inArray(
            paymentBankAmounts.bankId,
            banks.map((b) => b.id),
          ),
        )
        .orderBy(asc(paymentBankAmounts.amount))
    : [];
  return categories.map((category) => ({
    id: category.id,
    transferType: category.transferType,
    names: category.names,
    info: category.info,
    logo: category.logo,
    openLink: category.openLink,
    position: category.position,
    active: category.active,
    types: types
      .filter((type) => type.categoryId === category.id)
      .map((type) => ({
        id: type.id,
        categoryId: type.categoryId,
        payType: type.payType,
        gateway: type.gateway,
        tag: type.tag,
        logo: type.logo,
        minAmount: type.minAmount,
        maxAmount: type.maxAmount,
        infoFields: type.infoFields,
        fields: type.fields.map((field) => ({ ...field, type: field.type as PaymentFieldType })),
        position: type.position,
        active: type.active,
        banks: banks
          .filter((bank) => bank.typeId === type.id)
          .map((bank) => ({
            id: bank.id,
            name: bank.name,
            swiftCode: bank.swiftCode,
            position: bank.position,
            active: bank.active,
            amounts: amounts
              .filter((a) => a.bankId === bank.id)
              .map((a) => ({ id: a.id, amount: a.amount, active: a.active })),
          })),
      })),
  }));
}
