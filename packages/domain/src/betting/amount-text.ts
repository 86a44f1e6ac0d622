// An amount as a player writes it and reads it, in the site language's style (spec 001 section 4
// Stake entry; section 5 Odds display: money shown with a thousands separator). Turkish writes one
// thousand and a half as "1.000,50", English as "1,000.50"; the rule reads both as their players
// mean them:
// - the language's decimal separator is always the decimal point, with at most two decimals;
// - the other separator followed by exactly three digits groups thousands ("1.000" in Turkish,
//   "1,000" in English), each group after the first three digits long;
// - that other separator last, with at most two digits after it and no decimal point anywhere, is a
//   decimal point typed in the other style ("7.50" in Turkish is 7,50; "7,50" in English is 7.50),
//   so "1.", "1.0" and "1.00" on the way to "1.000" stand for 1 until the third digit makes it 1000;
// - anything else (letters, spaces, signs, a group of another length, three decimals, both styles
//   mixed) is refused. Amounts are minor units, read without floating point.

/** The decimal separator a language writes. */
export type Separator = '.' | ',';

const DECIMALS = 2;

const other = (separator: Separator): Separator => (separator === '.' ? ',' : '.');

/** Minor units of whole digits and up to two decimals. */
const minorOf = (whole: string, decimals: string): number =>
  Number(whole || '0') * 100 + Number(decimals.padEnd(DECIMALS, '0'));

/** Whole digits written with `group` between thousands: the digits, or null when the grouping is wrong. */
function wholeDigits(text: string, group: Separator): string | null {
  const [first = '', ...groups] = text.split(group);
  if (!/^\d*$/.test(first)) return null;
  if (groups.length === 0) return first;
  const grouped = /^[1-9]\d{0,2}$/.test(first) && groups.every((g) => /^\d{3}$/.test(g));
  return grouped ? first + groups.join('') : null;
}

/**
 * The amount `text` stands for in a language whose decimal separator is `decimal`: minor units, null
 * when it holds no digit yet ("" or a lone separator), undefined when the rule refuses it.
 */
export function readAmountText(text: string, decimal: Separator): number | null | undefined {
  if (!/^[\d.,]*$/.test(text)) return undefined;
  const group = other(decimal);
  const point = text.indexOf(decimal);
  let whole: string | null;
  let decimals = '';
  if (point >= 0) {
    decimals = text.slice(point + 1);
    if (!/^\d{0,2}$/.test(decimals)) return undefined;
    whole = wholeDigits(text.slice(0, point), group);
  } else {
    // No decimal point: the last other separator is one unless three digits after it group thousands.
    const last = text.lastIndexOf(group);
    const tail = last >= 0 ? text.slice(last + 1) : '';
    if (last >= 0 && tail.length <= DECIMALS) {
      decimals = tail;
      whole = text.slice(0, last);
      if (!/^\d*$/.test(whole)) return undefined;
    } else whole = wholeDigits(text, group);
  }
  if (whole === null) return undefined;
  if (whole === '' && decimals === '') return null;
  return minorOf(whole, decimals);
}

/**
 * An amount as the language writes it: thousands grouped, the cents after `decimal` when there are
 * any ("1.000", "12.500,50" in Turkish; "1,000", "7.05" in English). `readAmountText` reads it back.
 */
export function amountText(amount: number, decimal: Separator): string {
  const whole = String(Math.floor(amount / 100)).replace(/\B(?=(\d{3})+$)/g, other(decimal));
  const cents = amount % 100;
  return cents === 0 ? whole : `${whole}${decimal}${String(cents).padStart(DECIMALS, '0')}`;
}
