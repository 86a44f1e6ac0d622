import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type ActiveOddState = {
  /** The market type chosen for the first row column, per sport id. */
  bySport: Record<number, number>;
  choose(sportId: number, oddsType: number): void;
};

/** The odds type picked in the live lists' switcher, for this browsing session. */
export const useActiveOddStore = create<ActiveOddState>()(
  persist(
    (set) => ({
      bySport: {},
      choose: (sportId, oddsType) => set((s) => ({ bySport: { ...s.bySport, [sportId]: oddsType } })),
    }),
    { name: 'liveActiveOdd', storage: createJSONStorage(() => sessionStorage) },
  ),
);
