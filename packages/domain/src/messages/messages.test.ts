import { describe, expect, it } from 'vitest';
import { en, messages, tr, translate } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('tr and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(tr).sort());
  });

  it.each(Object.entries(messages))('%s has no empty messages', (_lang, catalogue) => {
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('each tr and en pair uses the same placeholders', () => {
    for (const key of Object.keys(tr) as (keyof typeof tr)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(tr[key]));
    }
  });

  it('Turkish texts use Turkish letters where the spec spelled them in ASCII', () => {
    expect(tr.wrongCredentials).toBe('Yanlış kullanıcı adı ya da şifre');
    expect(tr.alreadyUsedMobile).toBe('Telefon numarası kullanımda');
    expect(tr.passwordNoSameRegister).toBe('Şifre ve Şifre Tekrar bölümü aynı değil');
  });
});

describe('translate', () => {
  it('answers in the requested language', () => {
    expect(translate('loginRequired', 'tr')).toBe('Lütfen giriş yapıp daha sonra deneyiniz');
    expect(translate('loginRequired', 'en')).toBe('Please log in and try again');
  });

  it('falls back to English for languages without a catalogue', () => {
    expect(translate('notFound', 'de')).toBe(en.notFound);
    expect(translate('notFound', 'toString')).toBe(en.notFound);
  });

  it('falls back to the key when it is not in any catalogue', () => {
    // A stale key arriving from outside TypeScript.
    expect(translate('noSuchKey' as keyof typeof tr, 'tr')).toBe('noSuchKey');
    expect(translate('constructor' as keyof typeof tr, 'tr')).toBe('constructor');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('invalidInput', 'tr', { field: 'email' })).toBe('email alanı geçersiz');
    expect(translate('maxPayError', 'en', { max: 12500, amount: '13000.00' })).toBe(
      'The maximum payout is 12500; your coupon would pay 13000.00',
    );
    expect(translate('fieldRequired', 'en')).toBe('{field} is required');
  });

  it('writes amounts of money in the message language with the reader currency', () => {
    expect(translate('areYouSureSold', 'tr', { amount: '9.50' }, 'TRY')).toBe(
      'Kuponunuzu ₺9,50 karşılığında satmak istediğinize emin misiniz?',
    );
    expect(translate('minStakeError', 'en', { min: '1234.5' }, 'EUR')).toBe('The minimum stake is €1,234.50');
    expect(translate('minStakeError', 'de', { min: '1.00' }, 'EUR')).toBe('The minimum stake is 1,00\u00a0€');
    // Odds limits are not money, though their placeholder is also called amount.
    expect(translate('minOddsLimit', 'tr', { amount: '1.30' }, 'TRY')).toBe('min limit: 1.30');
    // Without a currency, or with text that is no amount, the value goes in as it was sent.
    expect(translate('minStakeError', 'en', { min: '1.00' })).toBe('The minimum stake is 1.00');
    expect(translate('minStakeError', 'en', { min: 'n/a' }, 'TRY')).toBe('The minimum stake is n/a');
  });
});
