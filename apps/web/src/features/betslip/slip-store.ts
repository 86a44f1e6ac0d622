import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSlipBadgeStore } from '../../shared/stores/slip-badge-store.ts';
import {
  freshSelections,
  hasSelection,
  type SlipSelection,
  type ToggleResult,
  toggleSelection,
} from './slip-rules.ts';

export type { SlipSelection, ToggleResult } from './slip-rules.ts';

type SlipState = {
  selections: SlipSelection[];
  /** Adds the pick, or removes it when already there (see toggleSelection). */
  toggle(selection: SlipSelection): ToggleResult;
  has(uniq: string, matchId: number): boolean;
  remove(uniq: string, matchId: number): void;
  clear(): void;
};

type Persisted = { selections?: SlipSelection[] };

/** The bet slip's picks, kept in localStorage ('betslip'); stale picks are dropped on load. */
export const useSlipStore = create<SlipState>()(
  persist(
    (set, get) => ({
      selections: [],
      toggle: (selection) => {
        const { selections, result } = toggleSelection(get().selections, selection);
        if (result !== 'full') set({ selections });
        return result;
      },
      has: (uniq, matchId) => hasSelection(get().selections, uniq, matchId),
      remove: (uniq, matchId) =>
        set({ selections: get().selections.filter((s) => !(s.m === matchId && s.i === uniq)) }),
      clear: () => set({ selections: [] }),
    }),
    {
      name: 'betslip',
      storage: createJSONStorage(() => localStorage),
      partialize: (s): Persisted => ({ selections: s.selections }),
      merge: (persisted, current) => ({
        ...current,
        selections: freshSelections((persisted as Persisted | undefined)?.selections ?? [], Date.now()),
      }),
    },
  ),
);

// The footer badge and floating counter show the slip's size.
const syncBadge = (count: number) => useSlipBadgeStore.getState().setCount(count);
syncBadge(useSlipStore.getState().selections.length);
useSlipStore.subscribe((s, before) => {
  if (s.selections.length !== before.selections.length) syncBadge(s.selections.length);
});
