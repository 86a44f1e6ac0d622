/** Accounts a user owns: customer money, never negative. */
export const userAccountKinds = ['player', 'dealer', 'bonus'] as const;
/** The house's accounts: they may go negative and keep no cached balance. */
export const systemAccountKinds = [
  'house',
  'stakes',
  'bonus',
  // Money that came in from or went out to payment providers and banks.
  'cashier',
  // Withdrawals requested and not yet paid or returned: the player cannot spend them twice.
  'pending_withdrawals',
  // Each jackpot's pot (see casino/jackpots).
  'jackpot_casino_daily',
  'jackpot_casino_weekly',
  'jackpot_casino_mega',
  'jackpot_live_casino_daily',
  'jackpot_sports_prematch',
  'jackpot_sports_live',
] as const;

export type UserAccountKind = (typeof userAccountKinds)[number];
export type SystemAccountKind = (typeof systemAccountKinds)[number];
export type AccountKind = UserAccountKind | SystemAccountKind;

/** The account kinds that hold a user's credit (what the site shows as userCredit). */
export const creditAccountKinds = ['player', 'dealer'] as const satisfies readonly UserAccountKind[];
export type CreditAccountKind = (typeof creditAccountKinds)[number];

const dealerRoles = new Set(['admin', 'dealer', 'sub_dealer', 'partner']);

/** Dealers hold their credit in a dealer account, everyone else in a player account. */
export const creditKindForRole = (role: string): CreditAccountKind =>
  dealerRoles.has(role) ? 'dealer' : 'player';

/** The spec's utrs serviceType values: 1 sport, 4 live (casino), 5 slots. */
export type ServiceType = 1 | 4 | 5;

type KindInfo = { service: ServiceType | null; tr: string; en: string };

/** Every cause of a ledger transaction, with the service it belongs to and its label in the transaction list. */
export const transactionKinds = {
  credit_transfer: { service: null, tr: 'Kredi transferi', en: 'Credit transfer' },
  deposit: { service: null, tr: 'Para yatırma', en: 'Deposit' },
  withdrawal: { service: null, tr: 'Para çekme', en: 'Withdrawal' },
  withdrawal_return: { service: null, tr: 'Para çekme iadesi', en: 'Withdrawal returned' },
  // A held withdrawal paid out: only the house's accounts take part.
  withdrawal_paid: { service: null, tr: 'Para çekme ödendi', en: 'Withdrawal paid' },
  bonus: { service: null, tr: 'Bonus', en: 'Bonus' },
  // A bonus whose wagering is met joins the credit; one that expired goes back to the house.
  bonus_release: { service: null, tr: 'Bonus çevrimi tamamlandı', en: 'Bonus released' },
  bonus_expiry: { service: null, tr: 'Bonus süresi doldu', en: 'Bonus expired' },
  adjustment: { service: null, tr: 'Manuel işlem', en: 'Manual adjustment' },
  reversal: { service: null, tr: 'Düzeltme', en: 'Correction' },
  coupon_stake: { service: 1, tr: 'Kupon oynama', en: 'Coupon stake' },
  payout: { service: 1, tr: 'Kupon kazancı', en: 'Coupon winnings' },
  coupon_refund: { service: 1, tr: 'Kupon iadesi', en: 'Coupon refund' },
  coupon_cashout: { service: 1, tr: 'Kupon satışı', en: 'Coupon cash-out' },
  // A terminal coupon's payout handed out in cash: its credit goes to whoever paid it at the counter.
  counter_payout: { service: null, tr: 'Kupon kasadan ödendi', en: 'Coupon paid at the counter' },
  // The house's own side of settling many coupons at once: no customer account takes part.
  stakes_settled: { service: 1, tr: 'Sonuçlanan kupon bahisleri', en: 'Stakes of settled coupons' },
  stakes_reopened: { service: 1, tr: 'Yeniden açılan kupon bahisleri', en: 'Stakes of reopened coupons' },
  casino_stake: { service: 4, tr: 'Canlı casino bahis', en: 'Live casino bet' },
  casino_payout: { service: 4, tr: 'Canlı casino kazanç', en: 'Live casino win' },
  slot_stake: { service: 5, tr: 'Slot bahis', en: 'Slot bet' },
  slot_payout: { service: 5, tr: 'Slot kazanç', en: 'Slot win' },
  // The house's side of a jackpot: its seed and its share of stakes; no customer account takes part.
  jackpot_seed: { service: null, tr: 'Jackpot başlangıcı', en: 'Jackpot seed' },
  jackpot_contribution: { service: null, tr: 'Jackpot katkısı', en: 'Jackpot contribution' },
  jackpot_win: { service: null, tr: 'Jackpot kazancı', en: 'Jackpot win' },
  // An affiliate's revenue share for a closed period, paid by the house (see modules/affiliates).
  affiliate_share: { service: null, tr: 'Ortaklık payı', en: 'Affiliate share' },
} as const satisfies Record<string, KindInfo>;

export type TransactionKind = keyof typeof transactionKinds;

export const isTransactionKind = (kind: string): kind is TransactionKind =>
  Object.hasOwn(transactionKinds, kind);

/** The transaction kinds of one service, for the utrs serviceType filter. */
export function kindsOfService(service: ServiceType): TransactionKind[] {
  return (Object.keys(transactionKinds) as TransactionKind[]).filter(
    (k) => transactionKinds[k].service === service,
  );
}

/** The label shown in the transaction list (Turkish for tr, English otherwise). */
export function transactionLabel(kind: string, lang: string): string {
  if (!isTransactionKind(kind)) return kind;
  return lang === 'tr' ? transactionKinds[kind].tr : transactionKinds[kind].en;
}
