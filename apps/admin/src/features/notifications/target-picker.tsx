import type { TreeNode } from '@bet/domain/api/admin/users';
import { isDealerKind } from '@bet/domain/authz/roles';
import { TextField } from '@bet/ui/text-field.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_TARGET_SEARCH, useTargetSearch } from './api/notifications.ts';

const SEARCH_DEBOUNCE_MS = 300;

type TargetPickerProps = {
  /** Dealers only (a subtree), or any account (one user). */
  dealersOnly: boolean;
  picked: TreeNode | null;
  onPick: (node: TreeNode) => void;
};

/** Finds an account in the staff member's own subtree by name and picks it. */
export function TargetPicker({ dealersOnly, picked, onPick }: TargetPickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const search = useTargetSearch(useDebounced(q.trim(), SEARCH_DEBOUNCE_MS));
  // A search answers each hit as its path from the caller; the hit is the path's last account.
  const hits = (search.data?.paths ?? [])
    .map((path) => path.at(-1))
    .filter((node): node is TreeNode => node !== undefined && (!dealersOnly || isDealerKind(node.role)));
  return (
    <fieldset className="notif-target">
      <legend>{t(dealersOnly ? 'promos.notifications.pickDealer' : 'promos.notifications.pickUser')}</legend>
      <TextField
        label={t('promos.notifications.search')}
        hint={t('promos.notifications.searchHint', { min: MIN_TARGET_SEARCH })}
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {hits.length > 0 && (
        <ul className="notif-hits">
          {hits.map((node) => (
            <li key={node.id}>
              <label className="choice">
                <input
                  type="radio"
                  name="target"
                  checked={picked?.id === node.id}
                  onChange={() => onPick(node)}
                />
                <span>
                  {node.username} <span className="muted">· {t(`roles.${node.role}`)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {search.data && hits.length === 0 && <p className="muted">{t('promos.notifications.noHits')}</p>}
    </fieldset>
  );
}
