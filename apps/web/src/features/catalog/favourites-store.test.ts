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
