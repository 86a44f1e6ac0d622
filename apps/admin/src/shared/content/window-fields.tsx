import { TextField } from '@bet/ui/text-field.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import './content-list.css';

/** When a promotion or pop-up shows: local date-times, either end may stay empty (open). */
export function WindowFields({
  startsAt,
  endsAt,
  endsAtInvalid,
}: {
  startsAt: UseFormRegisterReturn;
  endsAt: UseFormRegisterReturn;
  endsAtInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="content-window">
      <TextField type="datetime-local" label={t('promos.fields.startsAt')} {...startsAt} />
      <TextField
        type="datetime-local"
        label={t('promos.fields.endsAt')}
        error={endsAtInvalid ? t('promos.invalid.endsAt') : undefined}
        {...endsAt}
      />
    </div>
  );
}
