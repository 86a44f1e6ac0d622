import { useCallback, useState } from 'react';

/** Which rows of an accordion are open: toggled by the player, opened by deep links. */
export function useOpenRows(initial: readonly number[] = []) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(initial));
  const toggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const openOnly = useCallback((ids: readonly number[]) => setOpen(new Set(ids)), []);
  return { open, toggle, openOnly, isOpen: (id: number) => open.has(id) };
}

export type OpenRows = ReturnType<typeof useOpenRows>;
