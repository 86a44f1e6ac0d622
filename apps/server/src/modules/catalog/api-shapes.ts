// The catalogue's matches in the shapes the spec's client reads (spec 001 section 3).
import type { Flag, LiveMatch, OddGroup, Outcome, PrematchMatch } from '@bet/domain/api/sportsbook';
import { MIN_ODDS } from '@bet/domain/pricing/margin';
import { liveFields } from '@bet/domain/sportsbook/apply-delta';
import { type MarketLang, marketName, outcomeName } from '@bet/domain/sportsbook/market-catalogue';
import {
  HANDICAP_LEADING_TYPES,
  MOST_BALANCED_TYPES,
  mostBalancedLine,
} from '@bet/domain/sportsbook/market-lines';
import { DEFAULT_OUTCOME_LIMITS, outcomeLimitsToApi } from '@bet/domain/sportsbook/outcome-limits';
import type { CatalogMatch } from './catalog-store.ts';
import { type CatalogNames, categoryTitle } from './names.ts';
import type { StoredMarket } from './schema.ts';

const flag = (b: boolean): Flag => (b ? 1 : 0);
/** Every outcome's stake limits, presented once: major units like every amount of the API. */
const LIMITS = outcomeLimitsToApi(DEFAULT_OUTCOME_LIMITS);
const marketLang = (lang: string): MarketLang => (lang === 'tr' ? 'tr' : 'en');

/** Betting is stopped on the whole match (by the feed or by the play). */
export const matchSuspended = (m: CatalogMatch): boolean =>
  m.suspended || m.state.betStatus === 'stopped' || !m.active;

/** Markets a client may see: active ones, optionally only some types, in feed order. */
function shownMarkets(m: CatalogMatch, types?: ReadonlySet<number>): StoredMarket[] {
  return m.markets.filter((k) => k.active && (!types || types.has(k.oddsType)));
}

export function toOddGroup(market: StoredMarket, match: CatalogMatch, lang: string, sq: number): OddGroup {
  const l = marketLang(lang);
  const groupSuspended = market.suspended || matchSuspended(match);
  const handicap = HANDICAP_LEADING_TYPES.has(market.oddsType) ? market.special : '';
  const odds: Outcome[] = market.outcomes.map((o) => {
    const iss = groupSuspended || o.suspended || o.odds < MIN_ODDS;
    // Fields written out, not spread: this runs for every outcome of every listed match.
    return {
      smis: LIMITS.smis,
      smas: LIMITS.smas,
      smay: LIMITS.smay,
      kmis: LIMITS.kmis,
      kmas: LIMITS.kmas,
      kmay: LIMITS.kmay,
      mintip: LIMITS.mintip,
      outcomeid: o.outcomeId,
      outcome: outcomeName(market.oddsType, o.outcomeId, l) ?? o.name,
      odd: o.odds / 1000,
      special: market.special,
      specialvalue: market.special,
      handicap,
      uniq: `${market.oddsType}_${o.outcomeId}_${market.special}`,
      iss: flag(iss),
      isv: 1,
      active: 1,
      pos: o.pos,
    };
  });
  const name = marketName(market.oddsType, market.special, l) ?? String(market.oddsType);
  return {
    oddstype: market.oddsType,
    typename: name,
    nicename: name,
    special: market.special,
    specialvalue: market.special,
    sq,
    csh: 1,
    active: 1,
    iss: flag(groupSuspended),
    isv: 1,
    mostbalanced: 0,
    betstts: groupSuspended ? 'stopped' : 'started',
    oddsCount: odds.length,
    odds,
  };
}

export function oddGroups(match: CatalogMatch, lang: string, types?: ReadonlySet<number>): OddGroup[] {
  const groups = shownMarkets(match, types).map((k, i) => toOddGroup(k, match, lang, i + 1));
  for (const type of MOST_BALANCED_TYPES) {
    // The featured line is one a player can take: an open line, unless every line is suspended.
    const lines = groups.filter((g) => g.oddstype === type);
    const open = lines.filter((g) => g.iss === 0);
    const balanced = mostBalancedLine(open.length > 0 ? open : lines);
    if (balanced) balanced.mostbalanced = 1;
  }
  return groups;
}

function common(m: CatalogMatch, names: CatalogNames, lang: string) {
  const sport = names.sports.get(m.sportId);
  const category = names.categories.get(m.categoryId);
  return {
    sportName: (lang === 'tr' ? sport?.nameTr : sport?.name) ?? '',
    categoryName: categoryTitle(names, m.categoryId, lang),
    categoryFlag: category?.flag ?? '',
    tournamentName: names.tournaments.get(m.tournamentId)?.name ?? '',
    home: names.teams.get(m.homeTeamId) ?? '',
    away: names.teams.get(m.awayTeamId) ?? '',
    matchDate: new Date(m.startsAt).toISOString(),
  };
}

export function toPrematchMatch(
  m: CatalogMatch,
  names: CatalogNames,
  lang: string,
  types?: ReadonlySet<number>,
): PrematchMatch {
  const c = common(m, names, lang);
  const odds = oddGroups(m, lang, types);
  return {
    id: m.id,
    matchDate: c.matchDate,
    homeTeam: c.home,
    awayTeam: c.away,
    homeTeamId: m.homeTeamId,
    awayTeamId: m.awayTeamId,
    oddCount: shownMarkets(m).length,
    categoryFlag: c.categoryFlag,
    IsStatAvailable: true,
    liveActive: flag(m.liveActive),
    categoryId: m.categoryId,
    sportId: m.sportId,
    sportName: c.sportName,
    tournamentId: m.tournamentId,
    minTip: DEFAULT_OUTCOME_LIMITS.mintip,
    categoryName: c.categoryName,
    tournamentName: c.tournamentName,
    active: flag(m.active),
    iss: flag(matchSuspended(m)),
    isv: flag(m.visible),
    started: m.state.status !== 'not_started',
    ttype: 'N',
    odds,
  };
}

export function toLiveMatch(
  m: CatalogMatch,
  names: CatalogNames,
  lang: string,
  options: { types?: ReadonlySet<number>; tv: boolean },
): LiveMatch {
  const c = common(m, names, lang);
  const odds = oddGroups(m, lang, options.types);
  return {
    matchid: m.id,
    sportId: m.sportId,
    sportName: c.sportName,
    categoryId: m.categoryId,
    categoryName: c.categoryName,
    categoryFlag: c.categoryFlag,
    tournamentId: m.tournamentId,
    tournamentName: c.tournamentName,
    matchDate: c.matchDate,
    Home: c.home,
    Away: c.away,
    HomeId: m.homeTeamId,
    AwayId: m.awayTeamId,
    active: flag(m.active),
    iss: flag(matchSuspended(m)),
    isv: flag(m.visible),
    betstatus: matchSuspended(m) ? 'stopped' : 'started',
    ...liveFields(m.state),
    IsStatAvailable: true,
    tv: options.tv,
    oddsCount: shownMarkets(m).length,
    ttype: 'L',
    v: m.version,
    odds,
  };
}
