import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('favourite live matches', () => {
  it('stars and unstars match ids, clears them, and keeps them in localStorage', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const { useFavouritesStore } = await import('./favourites-store.ts');
    const { toggle, clear } = useFavouritesStore.getState();
    toggle(12);
    toggle(7);
    toggle(12);
    toggle(30);
    expect(useFavouritesStore.getState().ids).toEqual([7, 30]);
    expect(JSON.parse(storage.getItem('liveFavorites') ?? '{}').state.ids).toEqual([7, 30]);
    clear();
    expect(useFavouritesStore.getState().ids).toEqual([]);
  });
});

describe('favourite sports of the side list', () => {
  it('keeps sport ids apart from favourite matches, under sportFavs', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const { useSportFavsStore, useFavouritesStore } = await import('./favourites-store.ts');
    useSportFavsStore.getState().toggle(5);
    useSportFavsStore.getState().toggle(2);
    expect(useSportFavsStore.getState().ids).toEqual([5, 2]);
    expect(useFavouritesStore.getState().ids).toEqual([]);
    expect(JSON.parse(storage.getItem('sportFavs') ?? '{}').state.ids).toEqual([5, 2]);
  });

  it('reads the stored favourites back at start', async () => {
    const stored = JSON.stringify({ state: { ids: [23] }, version: 0 });
    vi.stubGlobal('localStorage', memoryStorage({ sportFavs: stored }));
    vi.resetModules();
    const { useSportFavsStore } = await import('./favourites-store.ts');
    expect(useSportFavsStore.getState().ids).toEqual([23]);
  });
});
