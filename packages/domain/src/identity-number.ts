/**
 * Turkish identity number (T.C. Kimlik No): 11 digits, the first not 0, and two check digits:
 * d10 = ((d1 + d3 + d5 + d7 + d9) * 7 - (d2 + d4 + d6 + d8)) mod 10, d11 = (d1 + ... + d10) mod 10.
 * The number itself is not looked up anywhere; this only catches typing mistakes.
 */
export function isValidTurkishIdentityNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // The difference can be negative; JavaScript's % keeps the sign, so bring it back into 0..9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (odd + even + d[9]!) % 10;
  return d[9] === tenth && d[10] === eleventh;
}
