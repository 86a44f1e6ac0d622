// What an affiliate copies: the registration link that carries their code, and a banner as HTML
// that links to it, ready to paste into their own pages.
import type { AffiliateBannerRow } from '@bet/domain/api/affiliates';

/** The spec's registration link /{lang}/register/{affiliate_link} on this site. */
export const registerLinkOf = (origin: string, lang: string, code: string) =>
  `${origin}/${lang}/register/${encodeURIComponent(code)}`;

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The banner as a linked image; its address made absolute, since it is shown on other sites. */
export function bannerHtmlOf(origin: string, lang: string, code: string, banner: AffiliateBannerRow): string {
  const image = new URL(banner.url, origin).href;
  return (
    `<a href="${attribute(registerLinkOf(origin, lang, code))}" target="_blank" rel="noopener">` +
    `<img src="${attribute(image)}" width="${banner.weight}" height="${banner.height}" alt="${attribute(banner.name)}"></a>`
  );
}
