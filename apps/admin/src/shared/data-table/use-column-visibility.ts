import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `admin.columns.${tableId}`;

function readSaved(tableId: string): ColumnVisibilityState {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
    if (!saved || typeof saved !== 'object') return {};
    return Object.fromEntries(Object.entries(saved).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return {};
  }
}

/** Which columns of a list are shown, remembered per list on this browser. */
export function useColumnVisibility(tableId: string) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => readSaved(tableId));
  const update = useCallback(
    (updater: ColumnVisibilityState | ((old: ColumnVisibilityState) => ColumnVisibilityState)) => {
      setVisibility((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater;
        try {
          localStorage.setItem(storageKey(tableId), JSON.stringify(next));
        } catch {
          // Not remembered; the choice still holds on this page.
        }
        return next;
      });
    },
    [tableId],
  );
  return [visibility, update] as const;
}
