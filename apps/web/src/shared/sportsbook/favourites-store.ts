import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type FavouritesState = {
  /** Favourite ids, in the order they were starred. */
  ids: number[];
  toggle(id: number): void;
  clear(): void;
};

/** A list of starred ids kept in localStorage under `key` (spec 000 section 3: favourites per type). */
function favouritesStore(key: string) {
  return create<FavouritesState>()(
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
        name: key,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ ids: s.ids }),
      },
    ),
  );
}

/** Favourite live matches (spec 001 section 2, Favourites page): a list of match ids. */
export const useFavouritesStore = favouritesStore('liveFavorites');

/** Favourite sports of the left menu's sport and live lists: sport ids, listed first (key sportFavs). */
export const useSportFavsStore = favouritesStore('sportFavs');
