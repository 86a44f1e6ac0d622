import { ApiError } from '@bet/api-client/call-api';
import type { TFunction } from 'i18next';

/**
 * What to show for a refused call: the text for its key in the page's language when the catalogue
 * has one (the server translates only Turkish and English), else the server's message, else the
 * technical fault.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const fallback = t('common.errors.technicalError');
  if (!(error instanceof ApiError)) return fallback;
  const own = t(`common.errors.${error.key}`, { defaultValue: '' });
  return own || error.message || fallback;
}
