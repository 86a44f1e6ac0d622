import {
  isPlausibleEmail,
  isValidIdNumber,
  isValidPhoneCode,
  isValidPhoneNumber,
  isValidUsername,
} from '@bet/domain/account-rules';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { affiliateControl } from '../api/affiliate-control.ts';
import { checkAvailability } from '../api/check-availability.ts';
import { mobileOf } from '../utils/form-helpers.ts';
import type { RegisterField, RegisterValues } from '../utils/register-fields.ts';
import { type CheckState, useServerCheck } from './use-server-check.ts';

const AFFILIATE_KEY = 'affiliateUser';
// Spec 000 section 9: the promotion code is checked 500 ms after typing stops.
const PROMOTION_DELAY_MS = 500;
const TYPING_PAUSE_MS = 400;

/** The affiliate id a referral link left in this browser, or 0 (the register call's affiliateUser). */
export function storedAffiliate(): string | number {
  try {
    return localStorage.getItem(AFFILIATE_KEY) || 0;
  } catch {
    return 0;
  }
}

function storeAffiliate(userId: number): void {
  try {
    localStorage.setItem(AFFILIATE_KEY, String(userId));
  } catch {
    // Storage off: the promotion code field still carries the code.
  }
}

/**
 * The registration form's server checks: username (after a pause), e-mail (on leaving the field),
 * phone and identity number (once complete), promotion code (500 ms after typing).
 * `affcode` is the referral link's code: when the server knows it, its affiliate is remembered.
 */
export function useRegisterChecks(
  form: UseFormReturn<RegisterValues>,
  opts: { askIdNumber: boolean; affcode: string },
) {
  const { t } = useTranslation();
  const [userName, phoneCode, phoneNumber, idNumber, promotionCode, email] = form.watch([
    'userName',
    'phoneCode',
    'phoneNumber',
    'idNumber',
    'promotionCode',
    'email',
  ]);
  const mobile = mobileOf(phoneCode, phoneNumber);
  const promotion = promotionCode.trim();

  const userNameCheck = useServerCheck((v, s) => checkAvailability('userName', v, s), {
    value: userName,
    enabled: isValidUsername(userName),
    delayMs: TYPING_PAUSE_MS,
  });
  const mobileCheck = useServerCheck((v, s) => checkAvailability('mobile', v, s), {
    value: mobile,
    enabled: isValidPhoneCode(phoneCode) && isValidPhoneNumber(phoneNumber),
    delayMs: TYPING_PAUSE_MS,
  });
  const idNumberCheck = useServerCheck((v, s) => checkAvailability('idNumber', v, s), {
    value: idNumber,
    enabled: opts.askIdNumber && idNumber.length === 11 && isValidIdNumber(idNumber),
    delayMs: 0,
  });
  const promotionCheck = useServerCheck(
    async (v, s) => {
      const answer = await affiliateControl(v, s);
      if (opts.affcode && v === opts.affcode.trim()) storeAffiliate(answer.data.userId);
      return t('auth.register.promotionValid');
    },
    { value: promotion, enabled: promotion !== '', delayMs: PROMOTION_DELAY_MS },
  );
  const emailCheck = useServerCheck((v, s) => checkAvailability('email', v, s));

  /** On leaving the e-mail field: ask the server about a plausible address. */
  const checkEmail = (value: string) => {
    const trimmed = value.trim();
    if (isPlausibleEmail(trimmed)) void emailCheck.check(trimmed);
    else emailCheck.reset();
  };

  // In the form's order, so the first refused field is the first on screen.
  const states: Partial<Record<RegisterField, CheckState>> = {
    idNumber: idNumberCheck.stateFor(idNumber),
    phoneNumber: mobileCheck.stateFor(mobile),
    userName: userNameCheck.stateFor(userName),
    email: emailCheck.stateFor(email.trim()),
    promotionCode: promotionCheck.stateFor(promotion),
  };

  /** The first field the server already refused (taken, unknown), to stop a submit that would fail. */
  const firstRefused = (): { field: RegisterField; message: string } | null => {
    for (const [field, state] of Object.entries(states) as [RegisterField, CheckState][]) {
      if (state.status === 'refused' && state.blocking) return { field, message: state.message };
    }
    return null;
  };

  return { states, checkEmail, firstRefused };
}
