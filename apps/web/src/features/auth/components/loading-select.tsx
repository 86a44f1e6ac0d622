import { Select } from '@bet/ui/select.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stands in for a select whose choices are still loading: same box, so nothing shifts. The real select
 * mounts afterwards and takes the form's value then (a select cannot keep a value it has no option for).
 */
export function LoadingSelect({ label, failed }: { label: ReactNode; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      disabled
      aria-busy={!failed}
      error={failed ? t('auth.errors.technicalError') : undefined}
      options={[{ value: '', label: failed ? '—' : '…' }]}
    />
  );
}
