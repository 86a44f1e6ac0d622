// The rules of a payment method's form fields (spec 002 section 5): one checker for the player's
// form and the server, so both refuse the same input with the same message.

export const PAYMENT_FIELD_TYPES = ['text', 'number', 'amount', 'email', 'date', 'datetime', 'time'] as const;
export type PaymentFieldType = (typeof PAYMENT_FIELD_TYPES)[number];

export type PaymentField = {
  name: string;
  title: string;
  type: PaymentFieldType;
  placeHolder: string;
  /** 0 means no bound. */
  minLength: number;
  maxLength: number;
  required: boolean;
};

/**
 * A failed rule: the translation key and its parameters in order (the spec's "key|param|..."), which
 * the catalogues place as {{0}}, {{1}}, ...
 */
export type FieldFailure = { key: string; params: (string | number)[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{1,2}):(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

function isCalendarDay(day: string, month: string, year: string): boolean {
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const at = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

const isTime = (hour: string, minute: string) => Number(hour) <= 23 && Number(minute) <= 59;

/** Digits, after taking out at most one dot (the spec's number rule; amounts may carry cents). */
const isNumeric = (value: string) => /^\d+$/.test(value.replace('.', ''));

function typeFailure(field: PaymentField, value: string): FieldFailure | null {
  const params = [field.title];
  switch (field.type) {
    case 'date': {
      const m = DATE.exec(value);
      return m && isCalendarDay(m[1]!, m[2]!, m[3]!) ? null : { key: 'dateRequired', params };
    }
    case 'datetime': {
      const m = DATE_TIME.exec(value);
      return m && isCalendarDay(m[1]!, m[2]!, m[3]!) && isTime(m[4]!, m[5]!)
        ? null
        : { key: 'datetimeRequired', params };
    }
    case 'email':
      return EMAIL.test(value) ? null : { key: 'emailRequired', params };
    case 'number':
    case 'amount':
      return isNumeric(value) ? null : { key: 'numberRequired', params };
    case 'time': {
      const m = TIME.exec(value);
      return m && isTime(m[1]!, m[2]!) ? null : { key: 'timeRequired', params };
    }
    default:
      return null;
  }
}

/** The first rule one field's value breaks, or null. */
export function checkPaymentField(field: PaymentField, raw: string): FieldFailure | null {
  const value = raw.trim();
  if (value === '') return field.required ? { key: 'isRequiredArea', params: [field.title] } : null;
  const { minLength: min, maxLength: max } = field;
  if ((min > 0 && value.length < min) || (max > 0 && value.length > max)) {
    return { key: 'minLengthMaxLength', params: [field.title, min, max] };
  }
  return typeFailure(field, value);
}

/** The first failure over the form, in the fields' order: the submit stops there. */
export function checkPaymentForm(
  fields: readonly PaymentField[],
  values: Readonly<Record<string, string>>,
): FieldFailure | null {
  for (const field of fields) {
    const failure = checkPaymentField(field, values[field.name] ?? '');
    if (failure) return failure;
  }
  return null;
}

/** What a key press may leave in a field: digits only in numbers, digits and one dot in amounts. */
export function acceptFieldInput(type: PaymentFieldType, value: string): string {
  if (type === 'number') return value.replace(/\D/g, '');
  if (type !== 'amount') return value;
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/**
 * A field's value as the server takes it: dates dd-MM-yyyy and date-times dd.MM.yyyy HH:mm, from the
 * browser's date inputs (yyyy-MM-dd, yyyy-MM-ddTHH:mm); anything else as typed.
 */
export function wireFieldValue(type: PaymentFieldType, value: string): string {
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
  }
  if (type === 'datetime') {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
    return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}:${m[5]}` : value;
  }
  return value.trim();
}

/** The spec's error wire form "key|param|...". */
export const failureText = (failure: FieldFailure): string => [failure.key, ...failure.params].join('|');

/** An error as the server sends it, "key|param|...", read back into a failure. */
export function parseFailureText(text: string): FieldFailure {
  const [key = '', ...params] = text.split('|');
  return { key, params };
}
