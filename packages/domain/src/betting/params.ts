// How amounts and odds go into problem messages: major units with two decimals ('12.50') and
// decimal odds ('1.85'), as exact text from the integers, never through floating point.

/** Minor units as major-unit text with two decimals: 1250 → '12.50'. */
export function amountParam(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths as decimal odds with two or three decimals: 1850 → '1.85', 1855 → '1.855'. */
export function oddsParam(thousandths: number): string {
  const fraction = String(thousandths % 1000).padStart(3, '0');
  return `${Math.trunc(thousandths / 1000)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}
