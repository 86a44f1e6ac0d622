import { ApiError } from '@bet/api-client/call-api';
import type { TFunction } from 'i18next';

/** What to show for a failed call: the server's translated message, else our text for its key. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    return t(`account.errors.${error.key}`, { defaultValue: t('account.errors.technicalError') });
  }
  return t('account.errors.technicalError');
}
