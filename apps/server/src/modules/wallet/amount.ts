import { AmountError, toMinor } from '@bet/domain';
import { badRequest } from '../../http/errors.ts';

/** A client's amount (major units) as minor units; anything unreadable is 400 amountInvalid. */
export function amountFromApi(value: number | string): number {
  try {
    return toMinor(value);
  } catch (err) {
    if (err instanceof AmountError) throw badRequest('amountInvalid');
    throw err;
  }
}

/** As amountFromApi, and more than zero. */
export function positiveAmountFromApi(value: number | string): number {
  const minor = amountFromApi(value);
  if (minor <= 0) throw badRequest('amountInvalid');
  return minor;
}

/** As amountFromApi, with a sign: a correction may take credit as well as give it. */
export function signedAmountFromApi(value: number | string): number {
  const text = String(value).trim();
  const negative = text.startsWith('-');
  const minor = amountFromApi(negative ? text.slice(1) : value);
  return negative ? -minor : minor;
}
