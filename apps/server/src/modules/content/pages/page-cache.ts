// Each site's pages kept in memory per language: loaded on first use, dropped on every instance when
// a save is announced on the bus (and whenever this instance hears the bus again, since an
// announcement may have been lost while it could not hear).
import type { LanguageCode } from '@bet/domain';
import type { Executor } from '../../../db/client.ts';
import type { Bus } from '../../../realtime/bus.ts';
import { siteCacheEntries } from '../site-cache-entries.ts';
import { type PageText, pagesInLanguage } from './pages-repo.ts';

const CHANNEL = 'content.pages.changed';

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
  const entries = siteCacheEntries<Map<number, PageText>>(bus, CHANNEL, now);
  return {
    async find(siteId, lang, pageId) {
      const pages = await entries.get(siteId, lang, () => pagesInLanguage(db, siteId, lang));
      return pages.get(pageId) ?? null;
    },
    close: entries.close,
  };
}
