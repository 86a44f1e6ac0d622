import { Button } from '@bet/ui/button.tsx';
import { Select, type SelectOption } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FilterFormProps<F extends string> = {
  /** The filters' URL names; each field's `name` is one of them, its defaultValue the current one. */
  names: readonly F[];
  values: Record<F, string>;
  onApply: (values: Record<F, string>) => void;
  label: string;
  children: ReactNode;
};

/** Applies a select's choice at once, without the button. */
const applyOnChange = (e: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
  e.currentTarget.form?.requestSubmit();

type FilterChoiceProps = {
  /** The filter's URL name. */
  name: string;
  label: string;
  /** The applied value. */
  value: string;
  options: readonly SelectOption[];
  /** The first, empty choice (no filter); none when the filter always has a value. */
  any?: string;
};

/** A filter chosen from a list, applied as soon as it changes. */
export function FilterChoice({ name, label, value, options, any }: FilterChoiceProps) {
  return (
    <Select
      name={name}
      label={label}
      placeholder={any}
      defaultValue={value}
      onChange={applyOnChange}
      options={options}
    />
  );
}

/** The first and last day of a range, in the `from` and `to` filters. */
export function DayRangeFields({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField type="date" name="from" label={t('table.from')} defaultValue={from} />
      <TextField type="date" name="to" label={t('table.to')} defaultValue={to} />
    </>
  );
}

/** A list's filter fields: applied on submit (Enter, the button), cleared all at once. */
export function FilterForm<F extends string>({
  names,
  values,
  onApply,
  label,
  children,
}: FilterFormProps<F>) {
  const { t } = useTranslation();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(
      Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<
        F,
        string
      >,
    );
  };
  const clear = () => onApply(Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>);
  return (
    // Keyed by the applied values: going back in history shows that entry's filters in the fields.
    <form key={JSON.stringify(values)} className="filter-bar" aria-label={label} onSubmit={submit}>
      {children}
      <div className="filter-bar-buttons">
        <Button type="submit" size="sm">
          {t('table.applyFilters')}
        </Button>
        <Button variant="ghost" size="sm" onClick={clear}>
          {t('table.clearFilters')}
        </Button>
      </div>
    </form>
  );
}
