import { isLanguageCode, languageByCode } from '@bet/domain/reference/languages';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BIRTH_DAYS, BIRTH_MONTHS } from '../utils/form-helpers.ts';

type BirthDateFieldsProps = {
  day: UseFormRegisterReturn;
  month: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  /** Newest first. */
  years: readonly number[];
  error?: string | undefined;
  /** Which of the three selects are wrong (all three when the date as a whole is). */
  invalid?: { day?: boolean; month?: boolean; year?: boolean };
  required?: boolean;
};

/** Day, month and year selects under one legend (spec 000 section 2.5); months by name in the page's language. */
export function BirthDateFields({
  day,
  month,
  year,
  years,
  error,
  invalid = {},
  required = true,
}: BirthDateFieldsProps) {
  const { t, i18n } = useTranslation();
  const locale = isLanguageCode(i18n.language) ? languageByCode(i18n.language).locale : 'tr-TR';
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return BIRTH_MONTHS.map((m) => format.format(new Date(Date.UTC(2000, m - 1, 1))));
  }, [locale]);
  const numbers = (values: readonly number[]) => values.map((n) => ({ value: n, label: String(n) }));
  const parts = [
    { part: 'day', field: day, choices: numbers(BIRTH_DAYS) },
    { part: 'month', field: month, choices: monthNames.map((name, i) => ({ value: i + 1, label: name })) },
    { part: 'year', field: year, choices: numbers(years) },
  ] as const;
  const errorId = `${day.name}-date-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className={['field', 'auth-date', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field-label">{t('auth.birthDate')}</legend>
      <div className="auth-date-row">
        {parts.map(({ part, field, choices }) => (
          <select
            key={part}
            className="input select"
            aria-label={t(`auth.${part}`)}
            autoComplete={`bday-${part}`}
            required={required}
            aria-invalid={invalid[part] || undefined}
            aria-describedby={described}
            {...field}
          >
            <option value="">{t(`auth.${part}`)}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
