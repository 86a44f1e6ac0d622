// Shapes the sliders answer (spec 002 §7) from a site's groups: the groups shown at one place, each
// with the banners for every language plus those written in the player's language; when the site
// wrote none in that language for the place, those of its default language, with default true.
import type { LanguageCode } from '@bet/domain';
import type { DisplayState, SlidersAnswer } from '@bet/domain/api/banners';
import type { GroupWithBanners } from './banners-repo.ts';

export function slidersAnswerOf(
  groups: readonly GroupWithBanners[],
  displayState: DisplayState,
  lang: LanguageCode,
  siteLanguage: LanguageCode,
): SlidersAnswer {
  const shown = groups.filter((group) => group.displayState === displayState);
  const written = (language: LanguageCode) =>
    shown.some((group) => group.banners.some((banner) => banner.lang === language));
  const fallback = !written(lang) && lang !== siteLanguage && written(siteLanguage);
  const language = fallback ? siteLanguage : lang;
  const results = shown
    .map((group) => ({
      id: group.id,
      type: group.type,
      displayState: group.displayState,
      banners: group.banners
        .filter((banner) => banner.lang === null || banner.lang === language)
        .map((banner) => ({
          id: banner.id,
          filename: banner.image,
          url: banner.url,
          title: banner.title,
          width: banner.width,
          height: banner.height,
          type: group.type,
          displayState: group.displayState,
        })),
    }))
    .filter((group) => group.banners.length > 0);
  return { status: true, default: fallback, results };
}
