import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type SearchFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Today in the player's time zone: the latest day offered. */
  today: string;
  from: UseFormRegisterReturn;
  to: UseFormRegisterReturn;
  /** The list's own filters, after the two days. */
  children: ReactNode;
};

/** A list's search: start and end day, the list's own filters and the search button. */
export function SearchForm({ onSubmit, today, from, to, children }: SearchFormProps) {
  const { t } = useTranslation();
  return (
    <form className="form" onSubmit={onSubmit}>
      <div className="acc-search-fields">
        <TextField type="date" label={t('account.search.startDate')} max={today} required {...from} />
        <TextField type="date" label={t('account.search.endDate')} max={today} required {...to} />
        {children}
      </div>
      <Button type="submit" block>
        {t('account.search.submit')}
      </Button>
    </form>
  );
}
