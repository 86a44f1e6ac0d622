import type { SlipProblem } from '@bet/domain/betting/types';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readCookie } from '../cookies.ts';
import { useSlipBadgeStore } from '../stores/slip-badge-store.ts';
import type { SlipAddRules } from './slip-rules.ts';
import { freshSelections, hasSelection, type SlipSelection } from './slip-selection.ts';

// The shell loads this store, so it holds state and plain actions only: selecting an odd
// (slip-rules.ts toggleOnSlip), the summary and the cookie codec load with the pages that use them.

type SlipState = {
  selections: SlipSelection[];
  /** Chosen system sizes (picks per combination, bankers included); [] for no system. */
  systemSizes: number[];
  /** The entered amount in minor units; null until the player picks one. */
  amount: number | null;
  /** Accept changed odds when placing (oddChangeOk). */
  oddChangeOk: boolean;
  /** The player's rules for adding picks, once the slip has read them from the user and site. */
  addRules: SlipAddRules | null;
  /** Why the last selection was refused, for its notice. */
  refusal: SlipProblem | null;
  has(uniq: string, matchId: number): boolean;
  remove(uniq: string, matchId: number): void;
  clear(): void;
};

type Persisted = Partial<Pick<SlipState, 'selections' | 'systemSizes' | 'amount' | 'oddChangeOk'>>;

// Local storage and the compressed cookie share the name (spec 001 section 3).
const STORAGE_KEY = 'betslip';
const browser = typeof document !== 'undefined';
let hadStoredSlip = false;
try {
  hadStoredSlip = localStorage.getItem(STORAGE_KEY) !== null;
} catch {
  // Storage can be off (private mode): the cookie may still hold the slip.
}

/** The bet slip: picks, system sizes, stake; kept in localStorage ('betslip'), stale picks dropped on load. */
export const useSlipStore = create<SlipState>()(
  persist(
    (set, get) => ({
      selections: [],
      systemSizes: [],
      amount: null,
      oddChangeOk: true,
      addRules: null,
      refusal: null,
      has: (uniq, matchId) => hasSelection(get().selections, uniq, matchId),
      remove: (uniq, matchId) =>
        set({ selections: get().selections.filter((s) => !(s.m === matchId && s.i === uniq)) }),
      clear: () => set({ selections: [], systemSizes: [] }),
    }),
    {
      name: STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selections, systemSizes, amount, oddChangeOk }): Persisted => ({
        selections,
        systemSizes,
        amount,
        oddChangeOk,
      }),
      merge: (persisted, current) => {
        const next = { ...current, ...(persisted as Persisted) };
        next.selections = Array.isArray(next.selections) ? freshSelections(next.selections, Date.now()) : [];
        // A slip that went stale starts over with no system.
        if (next.selections.length === 0) next.systemSizes = [];
        return next;
      },
    },
  ),
);

const loadCookieCodec = () => import('./slip-cookie.ts');

// Another tab of the site wrote the slip: read it back, so both tabs show (and place) the same picks.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) void useSlipStore.persist.rehydrate();
  });
}

// Local storage empty (cleared, another profile): the betslip cookie refills the slip.
if (browser && !hadStoredSlip && readCookie(STORAGE_KEY)) void loadCookieCodec().then((c) => c.refillSlip());

// The footer badge and floating counter show the slip's size; the cookie follows the picks.
const syncBadge = (count: number) => useSlipBadgeStore.getState().setCount(count);
syncBadge(useSlipStore.getState().selections.length);
useSlipStore.subscribe((s, before) => {
  if (s.selections.length !== before.selections.length) syncBadge(s.selections.length);
  if (browser && s.selections !== before.selections) {
    void loadCookieCodec().then((c) => c.writeSlipCookie(s.selections));
  }
});
