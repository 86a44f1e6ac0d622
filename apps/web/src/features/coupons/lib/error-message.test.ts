import { ApiError } from '@bet/api-client/call-api';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';

// A sell or cancel refusal carries its key; the page shows its own language's text for it.
describe('errorMessage', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'de',
    initImmediate: false,
    resources: {
      de: {
        translation: {
          common: {
            errors: {
              technicalError: 'Technischer Fehler.',
              couponCancelTimeError: 'Die Stornierungsfrist für diesen Schein ist abgelaufen.',
            },
          },
        },
      },
    },
  });

  it("shows the catalogue's text for the refusal's key, not the server's English", () => {
    const refusal = new ApiError(
      409,
      'couponCancelTimeError',
      'The cancellation period for this coupon has expired',
    );
    expect(errorMessage(refusal, i18n.t)).toBe('Die Stornierungsfrist für diesen Schein ist abgelaufen.');
  });

  it("falls back to the server's message for a key the catalogue lacks, then to the technical fault", () => {
    expect(errorMessage(new ApiError(409, 'somethingNew', 'Server text'), i18n.t)).toBe('Server text');
    expect(errorMessage(new ApiError(500, 'somethingNew', ''), i18n.t)).toBe('Technischer Fehler.');
    expect(errorMessage(new Error('boom'), i18n.t)).toBe('Technischer Fehler.');
  });
});
