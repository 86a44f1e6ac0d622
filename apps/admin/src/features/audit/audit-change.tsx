import type { AuditEntry } from '@bet/domain/api/admin/audit';
import { useTranslation } from 'react-i18next';

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** What a write changed: each field before and after, the changed ones marked. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  if (keys.length === 0) return <p className="muted">{t('audit.noChange')}</p>;
  return (
    <table className="audit-change">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const was = json(before[key]);
          const is = json(after[key]);
          return (
            <tr key={key} className={was === is ? undefined : 'is-changed'}>
              <th scope="row">{key}</th>
              <td>
                <pre>{was}</pre>
              </td>
              <td>
                <pre>{is}</pre>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
