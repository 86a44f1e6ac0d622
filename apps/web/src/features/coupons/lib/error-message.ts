import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';

/** What to show for a refused call: the server's translated message, else the common text for its key. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.message) return error.message;
  const key = error instanceof ApiError ? error.key : 'technicalError';
  return t(`common.errors.${key}`, { defaultValue: t('common.errors.technicalError') });
}
