// Each site's pages kept in memory per language: loaded on first use, dropped on every instance when
// a save is announced on the bus (and whenever this instance hears the bus again, since an
// announcement may have been lost while it could not hear).
import type { LanguageCode } from '@bet/domain';
import { type CachedValue, cachedValue } from '../../../db/cached-value.ts';
import type { Executor } from '../../../db/client.ts';
import type { Bus } from '../../../realtime/bus.ts';
import { type PageText, pagesInLanguage } from './pages-repo.ts';

const CHANNEL = 'content.pages.changed';
/** A backstop only: changes are announced. */
const PAGE_CACHE_MS = 10 * 60 * 1000;

/** Tells every instance sharing the bus, this one first, that a site's pages changed. */
export function announcePagesChange(bus: Bus, siteId: number): void {
  bus.publish(CHANNEL, { siteId });
}

export type PageCache = {
  /** The site's page in that language, or null when it has none. */
  find(siteId: number, lang: LanguageCode, pageId: number): Promise<PageText | null>;
  close(): void;
};

export function createPageCache(db: Executor, now: () => Date, bus: Bus): PageCache {
  const entries = new Map<string, CachedValue<Map<number, PageText>>>();
  const keyOf = (siteId: number, lang: LanguageCode) => `${siteId}:${lang}`;
  const drop = (siteId?: number) => {
    for (const [key, entry] of entries) {
      if (siteId === undefined || key.startsWith(`${siteId}:`)) entry.invalidate();
    }
  };
  const unfollow = bus.subscribe(CHANNEL, (message) => {
    const siteId = (message as { siteId?: unknown }).siteId;
    drop(typeof siteId === 'number' ? siteId : undefined);
  });
  const unhear = bus.onHearing((hearing) => {
    if (hearing) drop();
  });
  return {
    async find(siteId, lang, pageId) {
      const key = keyOf(siteId, lang);
      let entry = entries.get(key);
      if (!entry) {
        entry = cachedValue(() => pagesInLanguage(db, siteId, lang), now, PAGE_CACHE_MS);
        entries.set(key, entry);
      }
      return (await entry.get()).get(pageId) ?? null;
    },
    close() {
      unfollow();
      unhear();
    },
  };
}
