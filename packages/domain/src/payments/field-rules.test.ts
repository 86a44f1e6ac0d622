import { describe, expect, it } from 'vitest';
import {
  acceptFieldInput,
  checkPaymentField,
  checkPaymentForm,
  failureText,
  type PaymentField,
  type PaymentFieldType,
  parseFailureText,
  wireFieldValue,
} from './field-rules.ts';

const field = (type: PaymentFieldType, over: Partial<PaymentField> = {}): PaymentField => ({
  name: type,
  title: `My ${type}`,
  type,
  placeHolder: '',
  minLength: 0,
  maxLength: 0,
  required: true,
  ...over,
});

const check = (type: PaymentFieldType, value: string, over: Partial<PaymentField> = {}) =>
  checkPaymentField(field(type, over), value);

describe('payment field rules (spec 002 section 5)', () => {
  it('asks for a required field left empty or blank (isRequiredArea)', () => {
    expect(check('text', '')).toEqual({ key: 'isRequiredArea', params: ['My text'] });
    expect(check('text', '   ')).toEqual({ key: 'isRequiredArea', params: ['My text'] });
  });

  it('lets an optional field stay empty, whatever its type', () => {
    for (const type of ['text', 'number', 'amount', 'email', 'date', 'datetime', 'time'] as const) {
      expect(check(type, '', { required: false })).toBeNull();
    }
  });

  it('checks the length between minLength and maxLength, 0 meaning no bound (minLengthMaxLength)', () => {
    const iban = { minLength: 4, maxLength: 6 };
    const failure = { key: 'minLengthMaxLength', params: ['My text', 4, 6] };
    expect(check('text', 'abc', iban)).toEqual(failure);
    expect(check('text', 'abcdefg', iban)).toEqual(failure);
    expect(check('text', 'abcd', iban)).toBeNull();
    expect(check('text', 'abcdef', iban)).toBeNull();
    expect(check('text', 'a'.repeat(500), { minLength: 2, maxLength: 0 })).toBeNull();
    expect(check('text', 'a', { minLength: 0, maxLength: 3 })).toBeNull();
  });

  it('takes dates as real calendar days in dd-MM-yyyy (dateRequired)', () => {
    const failure = { key: 'dateRequired', params: ['My date'] };
    expect(check('date', '28-11-2026')).toBeNull();
    expect(check('date', '29-02-2024')).toBeNull();
    expect(check('date', '29-02-2026')).toEqual(failure);
    expect(check('date', '2026-11-28')).toEqual(failure);
    expect(check('date', '28/11/2026')).toEqual(failure);
  });

  it('takes date-times as dd.MM.yyyy HH:mm (datetimeRequired)', () => {
    const failure = { key: 'datetimeRequired', params: ['My datetime'] };
    expect(check('datetime', '28.11.2026 14:05')).toBeNull();
    expect(check('datetime', '28.11.2026 24:00')).toEqual(failure);
    expect(check('datetime', '31.11.2026 10:00')).toEqual(failure);
    expect(check('datetime', '28-11-2026 10:00')).toEqual(failure);
  });

  it('checks e-mail addresses by a simple pattern (emailRequired)', () => {
    expect(check('email', 'player@example.com')).toBeNull();
    expect(check('email', 'player@example')).toEqual({ key: 'emailRequired', params: ['My email'] });
    expect(check('email', 'pla yer@example.com')).toEqual({ key: 'emailRequired', params: ['My email'] });
  });

  it('wants digits after taking out one dot, for numbers and amounts alike (numberRequired)', () => {
    expect(check('number', '12345')).toBeNull();
    expect(check('amount', '150.50')).toBeNull();
    expect(check('number', '12a')).toEqual({ key: 'numberRequired', params: ['My number'] });
    expect(check('amount', '1.2.3')).toEqual({ key: 'numberRequired', params: ['My amount'] });
    expect(check('amount', '-5')).toEqual({ key: 'numberRequired', params: ['My amount'] });
  });

  it('takes times from 0:00 to 23:59 (timeRequired)', () => {
    const failure = { key: 'timeRequired', params: ['My time'] };
    expect(check('time', '0:00')).toBeNull();
    expect(check('time', '23:59')).toBeNull();
    expect(check('time', '24:00')).toEqual(failure);
    expect(check('time', '12:60')).toEqual(failure);
    expect(check('time', 'noon')).toEqual(failure);
  });

  it('stops at the first failure in the fields order', () => {
    const fields = [field('text', { name: 'holder' }), field('email'), field('number')];
    expect(checkPaymentForm(fields, { holder: 'Ayşe', email: 'bad', number: 'x' })).toEqual({
      key: 'emailRequired',
      params: ['My email'],
    });
    expect(checkPaymentForm(fields, { email: 'bad' })).toEqual({
      key: 'isRequiredArea',
      params: ['My text'],
    });
    expect(checkPaymentForm(fields, { holder: 'Ayşe', email: 'a@b.co', number: '7' })).toBeNull();
  });
});

describe('what a key press may leave in a field', () => {
  it('keeps digits only in number fields', () => {
    expect(acceptFieldInput('number', '12a3.4-')).toBe('1234');
  });

  it('keeps digits and the first dot in amount fields', () => {
    expect(acceptFieldInput('amount', '1,5a0.2.5')).toBe('150.25');
    expect(acceptFieldInput('amount', '.5')).toBe('.5');
  });

  it('leaves other fields as typed', () => {
    expect(acceptFieldInput('text', 'TR12 a.b')).toBe('TR12 a.b');
    expect(acceptFieldInput('email', 'x@y.z')).toBe('x@y.z');
  });
});

describe("a field's value on the wire", () => {
  it('turns the browser date and date-time into dd-MM-yyyy and dd.MM.yyyy HH:mm', () => {
    expect(wireFieldValue('date', '2026-11-28')).toBe('28-11-2026');
    expect(wireFieldValue('datetime', '2026-11-28T09:05')).toBe('28.11.2026 09:05');
    expect(wireFieldValue('datetime', '2026-11-28T09:05:30')).toBe('28.11.2026 09:05');
  });

  it('keeps a value already in another form, and trims the rest', () => {
    expect(wireFieldValue('date', '28-11-2026')).toBe('28-11-2026');
    expect(wireFieldValue('text', '  TR12  ')).toBe('TR12');
    expect(wireFieldValue('time', '9:30')).toBe('9:30');
  });
});

describe('the "key|param|..." error form', () => {
  it('writes a failure and reads it back with positional params', () => {
    const text = failureText({ key: 'minLengthMaxLength', params: ['IBAN', 26, 26] });
    expect(text).toBe('minLengthMaxLength|IBAN|26|26');
    expect(parseFailureText(text)).toEqual({ key: 'minLengthMaxLength', params: ['IBAN', '26', '26'] });
    expect(parseFailureText('minAmount|50')).toEqual({ key: 'minAmount', params: ['50'] });
    expect(parseFailureText('bankUnavailable')).toEqual({ key: 'bankUnavailable', params: [] });
  });
});
