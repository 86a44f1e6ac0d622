import { ApiError } from '@bet/api-client/call-api';
import { type FieldFailure, parseFailureText } from '@bet/domain/payments/field-rules';
import type { TFunction } from 'i18next';

/** A failure in the player's language: payments.errors.<key> with the params as {0}, {1}, ...; else `fallback`. */
export function failureMessage(failure: FieldFailure, t: TFunction, fallback = ''): string {
  const params = Object.fromEntries(failure.params.map((param, i) => [String(i), String(param)]));
  const text = t(`payments.errors.${failure.key}`, { ...params, defaultValue: '' });
  return text || fallback || t('payments.errors.technicalError');
}

/** A refused payment call: its "key|param|..." error translated here, else the server's own message. */
export function requestErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('payments.errors.technicalError');
  const wire = typeof error.body.error === 'string' && error.body.error ? error.body.error : error.key;
  return failureMessage(parseFailureText(wire), t, error.message);
}
