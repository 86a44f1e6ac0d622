import { GlobeIcon } from '@bet/ui/icons.tsx';
import './country-flag.css';

// The flags the site ships (public/flags) are named by language; these are the countries they show.
const FLAG_FILES: Readonly<Record<string, string>> = {
  tr: 'tr',
  gb: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  pt: 'pt',
  pl: 'pl',
  ru: 'ru',
  hr: 'hr',
  az: 'az',
  kr: 'kr',
  gr: 'el',
  al: 'sq',
  rs: 'sr',
  ir: 'fa',
  cn: 'cw',
};

/** A category's country flag by its ISO code; a neutral globe for 'eu', 'int' and countries without one. */
export function CountryFlag({ code }: { code: string }) {
  const file = FLAG_FILES[code.toLowerCase()];
  if (!file) {
    return (
      <span className="country-flag country-flag-none" aria-hidden="true">
        <GlobeIcon size={14} />
      </span>
    );
  }
  return (
    <img className="country-flag" src={`/flags/${file}.svg`} alt="" width={20} height={14} loading="lazy" />
  );
}
