// The printable ticket (spec 001 sections 2 and 7, printer page): an HTML page for the coupon's
// owner that the client writes into a popup and prints. Times in the player's zone, odds as the
// site shows them, every value escaped, labels in Turkish or English.
import { formatMoney } from '@bet/domain';
import { type CouponResultKey, couponResultKey } from '@bet/domain/betting/coupon-result';
import type { TicketType } from '@bet/domain/betting/types';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import { formatDateTime } from '@bet/domain/time-zone';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Catalog } from '../catalog/index.ts';
import { type PresentContext, presentDetail, presentMatchRows } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

const LABELS = {
  tr: {
    coupon: 'Kupon',
    ticket: 'Kupon No',
    date: 'Tarih',
    type: 'Tür',
    status: 'Durum',
    match: 'Maç',
    market: 'Bahis',
    pick: 'Tahmin',
    odds: 'Oran',
    code: 'Kod',
    stake: 'Miktar',
    combinations: 'Kombinasyon',
    totalStake: 'Toplam Miktar',
    totalOdds: 'Toplam Oran',
    bonus: 'Bonus',
    maxPay: 'Olası Kazanç',
    income: 'Ödenen',
    banker: 'Banko',
    types: { TK: 'Tekli', KK: 'Kombine', CK: 'Çoklu', SK: 'Sistem' },
    statuses: {
      waiting: 'Bekliyor',
      held: 'Onay bekliyor',
      won: 'Kazandı',
      lost: 'Kaybetti',
      cancelled: 'İptal',
      sold: 'Satıldı',
      returned: 'İade',
    },
  },
  en: {
    coupon: 'Coupon',
    ticket: 'Ticket',
    date: 'Date',
    type: 'Type',
    status: 'Status',
    match: 'Match',
    market: 'Bet',
    pick: 'Pick',
    odds: 'Odds',
    code: 'Code',
    stake: 'Stake',
    combinations: 'Combinations',
    totalStake: 'Total stake',
    totalOdds: 'Total odds',
    bonus: 'Bonus',
    maxPay: 'Possible win',
    income: 'Paid',
    banker: 'Banker',
    types: { TK: 'Single', KK: 'Combination', CK: 'Multiple', SK: 'System' },
    statuses: {
      waiting: 'Waiting',
      held: 'Awaiting approval',
      won: 'Won',
      lost: 'Lost',
      cancelled: 'Cancelled',
      sold: 'Sold',
      returned: 'Returned',
    },
  },
} satisfies Record<
  'tr' | 'en',
  Record<string, string | Record<TicketType, string> | Record<CouponResultKey, string>>
>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// Cells keep a gap between columns, and the odds and code columns never wrap, so on a narrow
// receipt they cannot run together.
const STYLE = `body{font-family:monospace;font-size:12px;margin:8px;max-width:80mm}
h1{font-size:14px;margin:0 0 6px}table{width:100%;border-collapse:collapse}
td,th{text-align:left;padding:2px 8px 2px 0;border-bottom:1px dashed #999;vertical-align:top}
td:last-child,th:last-child{padding-right:0}
.picks td:nth-child(n+3),.picks th:nth-child(n+3){white-space:nowrap;text-align:right}
.sum td:last-child{text-align:right}`;

export type PrinterCaller = Pick<PresentContext, 'now' | 'cancelMinutes' | 'cashoutMarginPercent'> & {
  userId: number;
  lang: string;
  timeZone: string;
  siteTitle: string;
};

export async function printerPage(
  db: Executor,
  catalog: Catalog,
  ref: string,
  caller: PrinterCaller,
): Promise<string> {
  const view = await findCouponView(db, ref, { byNumber: true, ownerId: caller.userId });
  if (!view) throw notFound('couponNotFound');
  const lang = caller.lang === 'tr' ? 'tr' : 'en';
  const t = LABELS[lang];
  const ctx = await presentContextFor(db, catalog, [view], { ...caller, lang });
  const detail = presentDetail(view, ctx);
  const { coupon } = view;
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(minor, coupon.currency, lang));
  const when = (at: Date | string) => e(formatDateTime(new Date(at), caller.timeZone));
  const rows = presentMatchRows(view, ctx).map(
    (r) =>
      `<tr><td>${r.matchDate ? when(r.matchDate) : ''}<br>${e(r.home)} - ${e(r.away)}${r.isBank ? ` (${e(t.banker)})` : ''}</td>` +
      `<td>${e(r.typeName)}<br>${e(r.outComeName)}</td><td>${e(formatOdds(r.odds))}</td><td>${e(r.code)}</td></tr>`,
  );
  // A system reads as the site writes it (3/5): with the bankers marked, its payout can be checked.
  const type =
    coupon.ticketType === 'SK'
      ? `${t.types.SK} ${detail.systemArray.join(',')}/${detail.totalTipps}`
      : t.types[coupon.ticketType];
  const line = (label: string, value: string) => `<tr><td>${e(label)}</td><td>${value}</td></tr>`;
  const summary = [
    line(t.stake, money(coupon.ticketStake)),
    line(t.combinations, e(coupon.combinations)),
    line(t.totalStake, money(coupon.totalStake)),
    line(t.totalOdds, e(formatOdds(detail.totalOdds))),
    ...(coupon.bonusBp > 0 ? [line(t.bonus, `%${e(detail.bonusPercent)}`)] : []),
    line(t.maxPay, money(coupon.maxPay)),
    ...(coupon.status !== 0 ? [line(t.income, money(coupon.income))] : []),
  ];
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${e(t.coupon)} ${e(coupon.ticketId)}</title>
<style>${STYLE}</style></head><body>
<h1>${e(caller.siteTitle)}</h1>
<table class="sum">
${line(t.ticket, e(coupon.ticketId))}
${line(t.date, when(coupon.createdAt))}
${line(t.type, e(type))}
${line(t.status, e(t.statuses[couponResultKey(detail.status, detail.returned === 1, detail.held === 1)]))}
</table>
<table class="picks"><thead><tr><th>${e(t.match)}</th><th>${e(t.market)} / ${e(t.pick)}</th><th>${e(t.odds)}</th><th>${e(t.code)}</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
<table class="sum">${summary.join('\n')}</table>
</body></html>`;
}
