// The payment methods a new site starts with, so deposits and withdrawals work out of the box: a bank
// transfer to the operator's accounts, card payments through the sandbox gateway, an e-wallet by
// reference, and two ways to withdraw. Operators change them in the back office.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  type LocalText,
  paymentBankAmounts,
  paymentBanks,
  paymentCategories,
  paymentTypes,
  type StoredInfoField,
  type StoredPaymentField,
} from '../schema.ts';

const amountField: StoredPaymentField = {
  name: 'amount',
  title: { tr: 'Tutar', en: 'Amount' },
  type: 'amount',
  placeHolder: { tr: 'Tutar girin', en: 'Enter the amount' },
  minLength: 1,
  maxLength: 12,
  required: true,
};

const walletNumberField: StoredPaymentField = {
  name: 'walletNumber',
  title: { tr: 'Cüzdan numarası', en: 'Wallet number' },
  type: 'number',
  placeHolder: { tr: '10 haneli numara', en: '10-digit number' },
  minLength: 10,
  maxLength: 10,
  required: true,
};

type DemoType = {
  payType: 'manual' | 'bank' | 'gateway';
  gateway?: string;
  tag: string;
  min: number;
  max: number;
  info?: StoredInfoField[];
  fields: StoredPaymentField[];
  banks?: { name: string; swift: string; amounts: number[] }[];
};
type DemoCategory = { transferType: 0 | 1; names: LocalText; info: LocalText; types: DemoType[] };

const DEMO: DemoCategory[] = [
  {
    transferType: 0,
    names: { tr: 'Kredi kartı', en: 'Card' },
    info: { tr: 'Anında yatırım', en: 'Instant deposit' },
    types: [
      {
        payType: 'gateway',
        gateway: 'sandbox',
        tag: 'Sandbox Pay',
        min: 50_00,
        max: 50_000_00,
        fields: [amountField],
      },
    ],
  },
  {
    transferType: 0,
    names: { tr: 'Banka havalesi', en: 'Bank transfer' },
    info: { tr: 'Havale veya EFT ile', en: 'By wire transfer' },
    types: [
      {
        payType: 'bank',
        tag: 'Havale/EFT',
        min: 100_00,
        max: 100_000_00,
        fields: [amountField],
        banks: [
          { name: 'Ziraat Bankası', swift: 'TCZBTR2A', amounts: [100_00, 250_00, 500_00, 1_000_00] },
          { name: 'Garanti BBVA', swift: 'TGBATRIS', amounts: [200_00, 500_00, 2_000_00] },
        ],
      },
    ],
  },
  {
    transferType: 0,
    names: { tr: 'E-cüzdan', en: 'E-wallet' },
    info: { tr: 'Referansla yatırım', en: 'Deposit by reference' },
    types: [
      {
        payType: 'manual',
        tag: 'Cüzdan',
        min: 20_00,
        max: 20_000_00,
        info: [{ label: { tr: 'Alıcı cüzdan', en: 'Receiving wallet' }, text: '1234567890' }],
        fields: [amountField, walletNumberField],
      },
    ],
  },
  {
    transferType: 1,
    names: { tr: 'Banka hesabına', en: 'To a bank account' },
    info: { tr: 'IBAN ile çekim', en: 'Withdraw by IBAN' },
    types: [
      {
        payType: 'manual',
        tag: 'IBAN',
        min: 100_00,
        max: 50_000_00,
        fields: [
          amountField,
          {
            name: 'iban',
            title: { tr: 'IBAN', en: 'IBAN' },
            type: 'text',
            placeHolder: { tr: 'TR ile başlayan 26 karakter', en: '26 characters starting with TR' },
            minLength: 26,
            maxLength: 26,
            required: true,
          },
        ],
      },
    ],
  },
  {
    transferType: 1,
    names: { tr: 'E-cüzdana', en: 'To an e-wallet' },
    info: { tr: 'Cüzdan numarasına çekim', en: 'Withdraw to a wallet number' },
    types: [
      {
        payType: 'manual',
        tag: 'Cüzdan çekim',
        min: 20_00,
        max: 20_000_00,
        fields: [amountField, walletNumberField],
      },
    ],
  },
];

/** Seeds the demo methods on a site that has none yet; a site the operator has set up is left alone. */
export async function seedDemoMethods(db: Executor, siteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together seed once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments.demo-methods:${siteId}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(paymentCategories)
      .where(eq(paymentCategories.siteId, siteId));
    if ((existing?.n ?? 0) > 0) return;
    for (const [position, demo] of DEMO.entries()) {
      const [category] = await tx
        .insert(paymentCategories)
        .values({ siteId, transferType: demo.transferType, names: demo.names, info: demo.info, position })
        .returning({ id: paymentCategories.id });
      for (const type of demo.types) {
        const [row] = await tx
          .insert(paymentTypes)
          .values({
            categoryId: category!.id,
            siteId,
            payType: type.payType,
            gateway: type.gateway ?? '',
            tag: type.tag,
            minAmount: type.min,
            maxAmount: type.max,
            infoFields: type.info ?? [],
            fields: type.fields,
          })
          .returning({ id: paymentTypes.id });
        for (const [bankPosition, bank] of (type.banks ?? []).entries()) {
          const [bankRow] = await tx
            .insert(paymentBanks)
            .values({ typeId: row!.id, name: bank.name, swiftCode: bank.swift, position: bankPosition })
            .returning({ id: paymentBanks.id });
          await tx
            .insert(paymentBankAmounts)
            .values(bank.amounts.map((amount) => ({ bankId: bankRow!.id, amount })));
        }
      }
    }
  });
}
