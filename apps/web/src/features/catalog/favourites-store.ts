import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type FavouritesState = {
  /** Favourite live matches' ids, in the order they were starred. */
  ids: number[];
  toggle(id: number): void;
  clear(): void;
};

/** Favourite live matches (spec 001 section 2, Favourites page): a list of match ids in localStorage. */
export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set, get) => ({
      ids: [],
      toggle: (id) => {
        const { ids } = get();
        set({ ids: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] });
      },
      clear: () => set({ ids: [] }),
    }),
    {
      name: 'liveFavorites',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ ids: s.ids }),
    },
  ),
);
