import { ApiError } from '@bet/api-client/call-api';
import type { TFunction } from 'i18next';

/** What to show for a failed call: the server's translated message, else our text for its key. */
export function errorMessage(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    if (err.message) return err.message;
    return t(`auth.errors.${err.key}`, { defaultValue: t('auth.errors.technicalError') });
  }
  return t('auth.errors.technicalError');
}

/** Where a refused login asks the browser to go (spec 000 section 7), if anywhere. */
export function refusalRedirect(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const redirect = err.body.redirect;
  return typeof redirect === 'string' && redirect.trim() ? redirect.trim() : null;
}
