// Each site's banners kept in memory per language: loaded on first use, dropped on every instance
// when a change is announced on the bus (and whenever this instance hears the bus again, since an
// announcement may have been lost while it could not hear).
import type { LanguageCode } from '@bet/domain';
import { DISPLAY_STATES, type DisplayState, type SlidersAnswer } from '@bet/domain/api/banners';
import type { Executor } from '../../../db/client.ts';
import type { Bus } from '../../../realtime/bus.ts';
import { siteCacheEntries } from '../site-cache-entries.ts';
import { groupsOfSite } from './banners-repo.ts';
import { slidersAnswerOf } from './slider-answer.ts';

const CHANNEL = 'content.banners.changed';

/** Tells every instance sharing the bus, this one first, that a site's banners changed. */
export function announceBannersChange(bus: Bus, siteId: number): void {
  bus.publish(CHANNEL, { siteId });
}

export type BannerCache = {
  sliders(
    siteId: number,
    lang: LanguageCode,
    siteLanguage: LanguageCode,
    displayState: DisplayState,
  ): Promise<SlidersAnswer>;
  close(): void;
};

type Answers = Record<DisplayState, SlidersAnswer>;

export function createBannerCache(db: Executor, now: () => Date, bus: Bus): BannerCache {
  const entries = siteCacheEntries<Answers>(bus, CHANNEL, now);
  return {
    async sliders(siteId, lang, siteLanguage, displayState) {
      const answers = await entries.get(siteId, `${lang}:${siteLanguage}`, async () => {
        const groups = await groupsOfSite(db, siteId);
        return Object.fromEntries(
          DISPLAY_STATES.map((state) => [state, slidersAnswerOf(groups, state, lang, siteLanguage)]),
        ) as Answers;
      });
      return answers[displayState];
    },
    close: entries.close,
  };
}
