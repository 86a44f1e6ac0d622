import { AmountError, toMinor } from '@bet/domain/money';
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import { z } from 'zod';

// Numbers as a staff member types them: a comma is taken for the decimal point (Turkish keyboards).
const normalised = (text: string) => text.trim().replace(',', '.');

/** An amount in major units (12 or 12.50) as minor units; null if it is not one (or is negative). */
export function typedMinor(text: string): number | null {
  try {
    return toMinor(normalised(text));
  } catch (err) {
    if (err instanceof AmountError) return null;
    throw err;
  }
}

const ODDS = /^\d{1,5}(?:\.\d{1,3})?$/;

/** Odds as a decimal (1.85, at most three decimals) in thousandths; null if they are not. */
export function typedThousandths(text: string): number | null {
  const value = normalised(text);
  return ODDS.test(value) ? toThousandths(Number(value)) : null;
}

/** A whole number of 0 or more; null if it is not one. */
export function typedWhole(text: string): number | null {
  const value = text.trim();
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

const RATE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
/** A percentage with at most two decimals (12,5) in basis points (1250), read as text, never as a float. */
export function typedRate(text: string): number | null {
  const match = RATE.exec(normalised(text));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** Basis points as the percentage a staff member types (1250 → "12.5"). */
export const rateText = (rate: number): string => String(rate / 100);

/** Thousandths as the decimal a staff member reads and types (1850 → "1.85"). */
export const thousandthsText = (thousandths: number): string => String(thousandths / 1000);

/** Minor units as the major-unit amount a staff member types (12350 → "123.5"). */
export const minorText = (minor: number): string => String(minor / 100);

/** A form field typed as text and read into a number; the issue marks the field when it is not one. */
export const typed = (read: (text: string) => number | null) =>
  z.string().transform((text, ctx) => {
    const value = read(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return value;
  });
