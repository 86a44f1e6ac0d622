// A site's rows in one language (promotions, pop-ups) kept in memory: loaded on first use, dropped on
// every instance when a change is announced on the bus, and whenever this instance hears the bus
// again (an announcement may have been lost meanwhile). Active windows are judged at read time.
import { DEFAULT_LANGUAGE, type LanguageCode } from '@bet/domain';
import type { Bus } from '../../realtime/bus.ts';
import { siteCacheEntries } from './site-cache-entries.ts';

export type Windowed = { startsAt: Date | null; endsAt: Date | null };

/** Whether a row's active window holds the instant: from its start (inclusive) to its end (exclusive). */
export const activeAt = (row: Windowed, at: Date): boolean =>
  (row.startsAt === null || row.startsAt <= at) && (row.endsAt === null || at < row.endsAt);

/** The languages a player's list is looked up in: theirs, the site's default, then Turkish. */
export const fallbackLanguages = (lang: LanguageCode, siteDefault: LanguageCode): LanguageCode[] => [
  ...new Set([lang, siteDefault, DEFAULT_LANGUAGE]),
];

export type LanguageCache<T extends Windowed> = {
  /** The rows active now in the first of the languages that has any. */
  active(siteId: number, languages: readonly LanguageCode[]): Promise<T[]>;
  /** Tells every instance sharing the bus, this one first, that a site's rows changed. */
  announce(siteId: number): void;
  close(): void;
};

export function createLanguageCache<T extends Windowed>(options: {
  channel: string;
  bus: Bus;
  now: () => Date;
  load: (siteId: number, lang: LanguageCode) => Promise<T[]>;
}): LanguageCache<T> {
  const { bus, channel, now } = options;
  const entries = siteCacheEntries<T[]>(bus, channel, now);
  const rowsOf = (siteId: number, lang: LanguageCode) =>
    entries.get(siteId, lang, () => options.load(siteId, lang));
  return {
    async active(siteId, languages) {
      const at = now();
      for (const lang of languages) {
        const rows = (await rowsOf(siteId, lang)).filter((row) => activeAt(row, at));
        if (rows.length > 0) return rows;
      }
      return [];
    },
    announce: (siteId) => bus.publish(channel, { siteId }),
    close: entries.close,
  };
}
