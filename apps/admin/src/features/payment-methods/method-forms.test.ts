import type { OfficePaymentType } from '@bet/domain/api/admin/payment-methods';
import { describe, expect, it } from 'vitest';
import { bankFormValuesOf, bankRequestOf } from './bank-form.ts';
import { categoryFormValuesOf, categoryRequestOf } from './category-form.ts';
import { languagesOf } from './local-texts.ts';
import { blankField, typeFormValuesOf, typeRequestOf } from './type-form.ts';

const LANGS = ['tr', 'en'];
const savedType: OfficePaymentType = {
  id: 7,
  categoryId: 3,
  payType: 'bank',
  gateway: '',
  tag: 'havale',
  logo: '',
  minAmount: 5_000,
  maxAmount: 1_234_567,
  infoFields: [{ label: { tr: 'Not', de: 'Hinweis' }, text: 'IBAN' }],
  fields: [
    {
      name: 'amount',
      title: { tr: 'Tutar', en: 'Amount' },
      type: 'amount',
      placeHolder: {},
      minLength: 0,
      maxLength: 0,
      required: true,
    },
  ],
  position: 2,
  active: true,
  banks: [],
};

describe('the type form', () => {
  it('reads a saved type back into the same request, keeping its other languages', () => {
    const languages = languagesOf(savedType.infoFields[0]?.label ?? {});
    expect(languages).toEqual(['tr', 'en', 'de']);
    const values = typeFormValuesOf(savedType, 3, languages);
    expect(values.minAmount).toBe('50');
    expect(values.maxAmount).toBe('12345.67');
    const { banks: _, ...request } = savedType;
    expect(typeRequestOf(values)).toEqual({ request });
  });

  it('reads typed major units into minor units without float drift', () => {
    const values = {
      ...typeFormValuesOf(null, 3, LANGS),
      tag: 'papara',
      minAmount: '0,29',
      maxAmount: '1000.10',
    };
    values.fields = [{ ...blankField(LANGS, 'amount'), title: { tr: 'Tutar', en: '' } }];
    const result = typeRequestOf(values);
    expect('request' in result && [result.request.minAmount, result.request.maxAmount]).toEqual([
      29, 100_010,
    ]);
  });

  it('starts a new type with an amount field row', () => {
    expect(typeFormValuesOf(null, 3, LANGS).fields).toEqual([blankField(LANGS, 'amount')]);
  });

  it.each([
    ['amountFieldMissing', { fields: [{ ...blankField(LANGS), name: 'iban' }] }],
    ['minAboveMax', { minAmount: '100', maxAmount: '99.99' }],
    ['amountInvalid', { minAmount: '1.234' }],
    ['gatewayMissing', { payType: 'gateway' as const }],
    ['fieldNamesRepeat', { fields: [blankField(LANGS, 'amount'), blankField(LANGS, 'amount')] }],
    ['invalid', { tag: ' ' }],
  ])('refuses a form with %s', (problem, change) => {
    const values = { ...typeFormValuesOf(savedType, 3, LANGS), ...change };
    expect(typeRequestOf(values)).toEqual({ problem });
  });

  it('lets a minimum stand with no maximum (0)', () => {
    const values = { ...typeFormValuesOf(savedType, 3, LANGS), minAmount: '100', maxAmount: '0' };
    expect('request' in typeRequestOf(values)).toBe(true);
  });
});

describe('the category form', () => {
  it('sends only the filled texts', () => {
    const values = { ...categoryFormValuesOf(null, LANGS), names: { tr: ' Havale ', en: '' }, position: '4' };
    expect(categoryRequestOf(1, values)).toEqual({
      transferType: 1,
      names: { tr: 'Havale' },
      info: {},
      logo: '',
      openLink: '',
      position: 4,
      active: true,
    });
  });

  it('refuses a category without a name', () => {
    expect(categoryRequestOf(0, categoryFormValuesOf(null, LANGS))).toBeNull();
  });
});

describe('the bank form', () => {
  const bank = {
    id: 5,
    name: 'Ziraat',
    swiftCode: 'TCZBTR2A',
    position: 1,
    active: true,
    amounts: [{ id: 9, amount: 50_000, active: false }],
  };

  it('reads a bank back into the same request with new amounts in minor units', () => {
    const values = bankFormValuesOf(bank);
    values.amounts.push({ amount: '250,50', active: true });
    expect(bankRequestOf(7, values)).toEqual({
      id: 5,
      typeId: 7,
      name: 'Ziraat',
      swiftCode: 'TCZBTR2A',
      position: 1,
      active: true,
      amounts: [
        { id: 9, amount: 50_000, active: false },
        { amount: 25_050, active: true },
      ],
    });
  });

  it.each(['0', '', '12.345'])('refuses an amount typed as %j', (amount) => {
    const values = { ...bankFormValuesOf(bank), amounts: [{ amount, active: true }] };
    expect(bankRequestOf(7, values)).toBeNull();
  });
});
