// The printable ticket (spec 001 sections 2 and 7, printer page): an HTML page for the coupon's
// owner that the client writes into a popup and prints. Times in the player's zone, odds as the
// site shows them, every value escaped, words and market names in the player's language.
import { formatMoney, type LanguageCode, languageByCode } from '@bet/domain';
import { type CouponResultKey, couponResultKey } from '@bet/domain/betting/coupon-result';
import type { TicketType } from '@bet/domain/betting/types';
import { marketLabel, outcomeLabel } from '@bet/domain/sportsbook/market-labels';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import { formatDateTime } from '@bet/domain/time-zone';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { escapeHtml } from '../../../http/escape-html.ts';
import { siteText } from '../../../http/site-words.ts';
import type { Catalog } from '../../catalog/index.ts';
import { presentDetail, presentMatchRows, type Viewing } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

// The receipt's words, as the site's coupon pages write them (coupons area of its catalogues).
const WORDS = {
  title: 'detail.title',
  ticket: 'fields.ticketId',
  date: 'fields.date',
  type: 'fields.type',
  status: 'fields.status',
  match: 'share.match',
  pick: 'share.pick',
  odds: 'share.odd',
  code: 'match.code',
  stake: 'fields.stake',
  combinations: 'fields.combinations',
  totalStake: 'fields.total',
  totalOdds: 'fields.totalOdds',
  bonus: 'fields.bonus',
  maxPay: 'fields.possibleGain',
  income: 'fields.payment',
  banker: 'match.banker',
} as const;

const TYPE_WORDS: Record<TicketType, string> = {
  TK: 'types.single',
  KK: 'types.combine',
  CK: 'types.multiple',
  SK: 'types.system',
};

/** The receipt's words in `lang`; a word the catalogue lacks shows its key rather than failing. */
function receiptWords(lang: LanguageCode) {
  const word = (key: string) => siteText(lang, `coupons.${key}`) ?? key;
  const labels = Object.fromEntries(Object.entries(WORDS).map(([name, key]) => [name, word(key)]));
  return {
    ...(labels as Record<keyof typeof WORDS, string>),
    ticketType: (type: TicketType) => word(TYPE_WORDS[type]),
    result: (key: CouponResultKey) => word(`status.${key}`),
  };
}

// Cells keep a gap between columns, and the odds and code columns never wrap, so on a narrow
// receipt they cannot run together.
const STYLE = `body{font-family:monospace;font-size:12px;margin:8px;max-width:80mm}
h1{font-size:14px;margin:0 0 6px}table{width:100%;border-collapse:collapse}
td,th{text-align:left;padding:2px 8px 2px 0;border-bottom:1px dashed #999;vertical-align:top}
td:last-child,th:last-child{padding-right:0}
.picks td:nth-child(n+3),.picks th:nth-child(n+3){white-space:nowrap;text-align:right}
.sum td:last-child{text-align:right}`;

export type PrinterCaller = Omit<Viewing, 'lang'> & {
  userId: number;
  lang: LanguageCode;
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
  const { lang } = caller;
  const { locale, dir } = languageByCode(lang);
  const t = receiptWords(lang);
  const ctx = await presentContextFor(db, catalog, [view], caller);
  const detail = presentDetail(view, ctx);
  const { coupon } = view;
  const e = escapeHtml;
  const money = (minor: number) => e(formatMoney(minor, coupon.currency, locale));
  const when = (at: Date | string) => e(formatDateTime(new Date(at), caller.timeZone));
  const oddsText = (key: string, values?: Record<string, string | number>) =>
    siteText(lang, `odds.${key}`, values);
  const rows = presentMatchRows(view, ctx).map((r) => {
    const group = { oddstype: r.oddsType, special: r.special, typename: r.typeName };
    const market = marketLabel(group, lang, oddsText);
    const pick = outcomeLabel(group, { outcomeid: r.outcomeId, outcome: r.outComeName }, lang, oddsText);
    return (
      `<tr><td>${r.matchDate ? when(r.matchDate) : ''}<br>${e(r.home)} - ${e(r.away)}${r.isBank ? ` (${e(t.banker)})` : ''}</td>` +
      `<td>${e(market)}<br>${e(pick)}</td><td>${e(formatOdds(r.odds))}</td><td>${e(r.code)}</td></tr>`
    );
  });
  // A system reads as the site writes it (3/5): with the bankers marked, its payout can be checked.
  const type =
    coupon.ticketType === 'SK'
      ? `${t.ticketType('SK')} ${detail.systemArray.join(',')}/${detail.totalTipps}`
      : t.ticketType(coupon.ticketType);
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
<html lang="${e(locale)}" dir="${dir}"><head><meta charset="utf-8"><title>${e(t.title)} ${e(coupon.ticketId)}</title>
<style>${STYLE}</style></head><body>
<h1>${e(caller.siteTitle)}</h1>
<table class="sum">
${line(t.ticket, e(coupon.ticketId))}
${line(t.date, when(coupon.createdAt))}
${line(t.type, e(type))}
${line(t.status, e(t.result(couponResultKey(detail.status, detail.returned === 1, detail.held === 1))))}
</table>
<table class="picks"><thead><tr><th>${e(t.match)}</th><th>${e(t.pick)}</th><th>${e(t.odds)}</th><th>${e(t.code)}</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
<table class="sum">${summary.join('\n')}</table>
</body></html>`;
}
