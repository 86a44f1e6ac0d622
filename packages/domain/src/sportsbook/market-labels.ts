// Market and outcome names in any of the site's languages: the shared catalogue has Turkish and
// English; the other languages come from the site's `odds` catalogue area, keyed by oddstype and
// outcome id. The site's pages and the server's printed receipt name picks the same way.
import type { OddGroup, Outcome } from '../api/sportsbook.ts';
import { type MarketLang, marketName, outcomeName } from './market-catalogue.ts';

/** A catalogue lookup: the text of `odds.<key>`, or undefined when the language has none. */
export type OddsText = (key: string, values?: Record<string, string | number>) => string | undefined;

/** Outcome ids that are words ('over', 'yes', 'none'), as opposed to symbols and scores. */
const WORD = /^[a-z]+$/;

const catalogueLang = (lang: string): MarketLang | undefined =>
  lang === 'tr' || lang === 'en' ? lang : undefined;

/** The market's name with its line ('Over/Under 2.5'); the feed's typename when nothing knows it. */
export function marketLabel(
  group: Pick<OddGroup, 'oddstype' | 'special' | 'typename'>,
  lang: string,
  text: OddsText,
) {
  const own = catalogueLang(lang);
  if (own) return marketName(group.oddstype, group.special, own) ?? group.typename;
  const base = text(`markets.${group.oddstype}`);
  if (!base) return group.typename;
  if (group.special === '') return base;
  // The English name shows how the line joins the name: after it, as a goal number, or not at all.
  const plain = marketName(group.oddstype, '', 'en');
  const lined = marketName(group.oddstype, group.special, 'en');
  if (lined === plain) return base;
  if (lined === `${plain} ${group.special}`) return `${base} ${group.special}`;
  return text('goalNumber', { n: group.special }) ?? base;
}

/** The outcome's name ('Over', '1', '2:1'); the feed's name when nothing knows it. */
export function outcomeLabel(
  group: Pick<OddGroup, 'oddstype'>,
  outcome: Pick<Outcome, 'outcomeid' | 'outcome'>,
  lang: string,
  text: OddsText,
) {
  const own = catalogueLang(lang);
  if (own) return outcomeName(group.oddstype, outcome.outcomeid, own) ?? outcome.outcome;
  // Symbols ('1', 'X', '1X', '2:1') read the same everywhere; words come from the catalogue.
  const word = WORD.test(outcome.outcomeid) ? text(`outcomes.${outcome.outcomeid}`) : undefined;
  return word ?? outcomeName(group.oddstype, outcome.outcomeid, 'en') ?? outcome.outcome;
}
