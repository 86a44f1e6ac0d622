import { ApiError } from '@bet/api-client/call-api';
import type { TFunction } from 'i18next';

/**
 * What to tell the staff member about a failed call: the server's own message (already in the page's
 * language) when it sent one, else the catalogue's text for its key, else `fallback`.
 */
export function errorText(error: unknown, t: TFunction, fallback = 'technicalError'): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.status === 0) return t('messages.networkError');
    const key = `messages.${error.key}`;
    if (t(key, { defaultValue: '' })) return t(key);
  }
  return t(`messages.${fallback}`);
}
