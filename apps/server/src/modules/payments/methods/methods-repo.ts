// Reading a site's payment methods: the categories and types it offers, and a bank type's banks.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  type PaymentCategoryRow,
  type PaymentTypeRow,
  paymentBankAmounts,
  paymentBanks,
  paymentCategories,
  paymentTypes,
} from '../schema.ts';

export type SiteMethods = { category: PaymentCategoryRow; types: PaymentTypeRow[] }[];

/** The active categories for deposits or withdrawals, each with its active types, in their order. */
export async function activeMethodsOf(
  db: Executor,
  siteId: number,
  transferType: 0 | 1,
): Promise<SiteMethods> {
  const categories = await db
    .select()
    .from(paymentCategories)
    .where(
      and(
        eq(paymentCategories.siteId, siteId),
        eq(paymentCategories.transferType, transferType),
        eq(paymentCategories.active, true),
      ),
    )
    .orderBy(asc(paymentCategories.position), asc(paymentCategories.id));
  if (categories.length === 0) return [];
  const types = await db
    .select()
    .from(paymentTypes)
    .where(
      and(
        inArray(
          paymentTypes.categoryId,
          categories.map((c) => c.id),
        ),
        eq(paymentTypes.active, true),
      ),
    )
    .orderBy(asc(paymentTypes.position), asc(paymentTypes.id));
  return categories.map((category) => ({
    category,
    types: types.filter((type) => type.categoryId === category.id),
  }));
}

/** One active type of the site with its active category, or null. */
export async function findActiveType(
  db: Executor,
  siteId: number,
  payId: number,
  payCatId: number,
): Promise<{ type: PaymentTypeRow; category: PaymentCategoryRow } | null> {
  const [row] = await db
    .select({ type: paymentTypes, category: paymentCategories })
    .from(paymentTypes)
    .innerJoin(paymentCategories, eq(paymentCategories.id, paymentTypes.categoryId))
    .where(
      and(
        eq(paymentTypes.id, payId),
        eq(paymentTypes.categoryId, payCatId),
        eq(paymentTypes.siteId, siteId),
        eq(paymentTypes.active, true),
        eq(paymentCategories.active, true),
      ),
    );
  return row ?? null;
}

export type BankWithAmounts = {
  id: number;
  name: string;
  swiftCode: string;
  amounts: { id: number; amount: number }[];
};

/** A bank type's active banks, each with its active amounts, smallest first. */
export async function banksOfType(db: Executor, typeId: number): Promise<BankWithAmounts[]> {
  const rows = await db
    .select({
      id: paymentBanks.id,
      name: paymentBanks.name,
      swiftCode: paymentBanks.swiftCode,
      amountId: paymentBankAmounts.id,
      amount: paymentBankAmounts.amount,
    })
    .from(paymentBanks)
    .leftJoin(
      paymentBankAmounts,
      and(eq(paymentBankAmounts.bankId, paymentBanks.id), eq(paymentBankAmounts.active, true)),
    )
    .where(and(eq(paymentBanks.typeId, typeId), eq(paymentBanks.active, true)))
    .orderBy(asc(paymentBanks.position), asc(paymentBanks.id), asc(paymentBankAmounts.amount));
  const banks = new Map<number, BankWithAmounts>();
  for (const row of rows) {
    const bank = banks.get(row.id) ?? { id: row.id, name: row.name, swiftCode: row.swiftCode, amounts: [] };
    banks.set(row.id, bank);
    if (row.amountId !== null && row.amount !== null)
      bank.amounts.push({ id: row.amountId, amount: row.amount });
  }
  return [...banks.values()];
}
