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
  const errorId = `${day.name}-date-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className={['field', 'auth-date', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <legend className="field-label">{t('auth.birthDate')}</legend>
      <div className="auth-date-row">
        <select
          className="input select"
          aria-label={t('auth.day')}
          autoComplete="bday-day"
          required={required}
          aria-invalid={invalid.day || undefined}
          aria-describedby={described}
          {...day}
        >
          <option value="">{t('auth.day')}</option>
          {BIRTH_DAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <select
          className="input select"
          aria-label={t('auth.month')}
          autoComplete="bday-month"
          required={required}
          aria-invalid={invalid.month || undefined}
          aria-describedby={described}
          {...month}
        >
          <option value="">{t('auth.month')}</option>
          {monthNames.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="input select"
          aria-label={t('auth.year')}
          autoComplete="bday-year"
          required={required}
          aria-invalid={invalid.year || undefined}
          aria-describedby={described}
          {...year}
        >
          <option value="">{t('auth.year')}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
