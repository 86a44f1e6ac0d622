// The registration form's as-you-type checks: is the value valid, and is it still free on this site?
import type { MessageKey } from '@bet/domain';
import {
  formatMobile,
  isPlausibleEmail,
  isValidIdNumber,
  isValidPhoneCode,
  isValidPhoneNumber,
  isValidUsername,
  parseMobile,
} from '@bet/domain/account-rules';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findTakenField, type UniqueUserFields } from './users-repo.ts';

type Check = {
  field: keyof UniqueUserFields;
  invalid: MessageKey;
  taken: MessageKey;
  free: MessageKey;
  /** The stored form of a valid value, or null when the value is not valid. */
  normalize(value: string): string | null;
};

/** '+90 5321234567' or '+905321234567', stored as '+90 5321234567'. */
function normalizeMobile(value: string): string | null {
  const parsed = parseMobile(value);
  if (!parsed || !isValidPhoneCode(parsed.code) || !isValidPhoneNumber(parsed.number)) return null;
  return formatMobile(parsed.code, parsed.number);
}

export const availabilityChecks = {
  userName: {
    field: 'username',
    invalid: 'userNameError',
    taken: 'alreadyUsedUsername',
    free: 'userNameAvailable',
    normalize: (v) => (isValidUsername(v.trim()) ? v.trim() : null),
  },
  email: {
    field: 'email',
    invalid: 'invalidEmail',
    taken: 'emailAlreadyUseRegister',
    free: 'emailAvailable',
    normalize: (v) => (isPlausibleEmail(v.trim()) ? v.trim() : null),
  },
  mobile: {
    field: 'mobile',
    invalid: 'invalidMobile',
    taken: 'alreadyUsedMobile',
    free: 'mobileAvailable',
    normalize: normalizeMobile,
  },
  idNumber: {
    field: 'idNumber',
    invalid: 'invalidIdNumber',
    taken: 'alreadyUsedIdNumber',
    free: 'idNumberValid',
    normalize: (v) => (isValidIdNumber(v.trim()) ? v.trim() : null),
  },
} satisfies Record<string, Check>;

/** Answers the key to show when the value is valid and free; throws 400 (invalid) or 409 (taken). */
export async function checkAvailable(
  db: Executor,
  siteId: number,
  check: Check,
  value: string,
): Promise<MessageKey> {
  const normalized = check.normalize(value);
  if (normalized === null) throw new AppError(400, check.invalid);
  if (await findTakenField(db, siteId, { [check.field]: normalized })) throw new AppError(409, check.taken);
  return check.free;
}
