import { formatMoney, toMajor } from '@bet/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/i18n.ts';

export type Formatters = {
  /** Integer minor units as money in the page's language (1.234,50 TL). */
  money: (minor: number, currency: string) => string;
  /** Minor units with two decimals and no currency: a rule that holds in every currency (1.234,50). */
  amount: (minor: number) => string;
  /** Minor units as a short number without currency for a chart's axis (12,5 B). */
  compactMoney: (minor: number) => string;
  /** Odds in thousandths with two decimals (1850 → 1,85). */
  odds: (thousandths: number) => string;
  /** An ISO date-time as a short local date and time; '' for none. */
  dateTime: (iso: string | null | undefined) => string;
  /** A yyyy-mm-dd day as a short local date (day and month). */
  day: (day: string) => string;
  count: (n: number) => string;
};

/** Number, money and date formatting in the page's current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const counts = new Intl.NumberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      money: (minor, currency) => formatMoney(minor, currency, locale),
      amount: (minor) => twoDecimals.format(toMajor(minor)),
      compactMoney: (minor) => compact.format(toMajor(minor)),
      odds: (thousandths) => twoDecimals.format(thousandths / 1000),
      dateTime: (iso) => {
        if (!iso) return '';
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dates.format(date);
      },
      // Read as midnight UTC and shown in UTC, so the day never shifts with the browser's zone.
      day: (day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return Number.isNaN(date.getTime()) ? day : days.format(date);
      },
      count: (n) => counts.format(n),
    };
  }, [locale]);
}
