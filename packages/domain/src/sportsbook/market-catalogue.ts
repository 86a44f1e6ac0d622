// The market types the feed prices, with their names, filter groups and order (spec 001 section 5,
// Market display rules), and the markets each sport offers.
import type { OddGroup } from '../api/sportsbook.ts';

export type MarketLang = 'tr' | 'en';
type Names = Readonly<Record<MarketLang, string>>;

/** Filter chips of the match detail, in the order they are shown. */
export const MARKET_GROUPS = [
  'main',
  'half1',
  'half2',
  'goals',
  'homeAway',
  'cornersCards',
  'handicaps',
  'specials',
] as const;
export type MarketGroup = (typeof MARKET_GROUPS)[number];

/** How the line goes into the name: after it ('Alt/Üst 2.5'), as the goal number ('2. Gol'), or not at all. */
type LineStyle = 'none' | 'suffix' | 'goalNumber';

type OutcomeSet = 'result' | 'twoWay' | 'doubleChance' | 'overUnder' | 'yesNo' | 'nextGoal' | 'score';

type MarketType = Names & { group: MarketGroup; order: number; line: LineStyle; outcomes: OutcomeSet };

const same = (name: string): Names => ({ tr: name, en: name });

const OUTCOMES: Readonly<Record<Exclude<OutcomeSet, 'score'>, Readonly<Record<string, Names>>>> = {
  result: { '1': same('1'), X: same('X'), '2': same('2') },
  twoWay: { '1': same('1'), '2': same('2') },
  doubleChance: { '1X': same('1X'), '12': same('12'), X2: same('X2') },
  overUnder: { over: { tr: 'Üst', en: 'Over' }, under: { tr: 'Alt', en: 'Under' } },
  yesNo: { yes: { tr: 'Var', en: 'Yes' }, no: { tr: 'Yok', en: 'No' } },
  nextGoal: { '1': same('1'), none: { tr: 'Gol Yok', en: 'No Goal' }, '2': same('2') },
};
const OTHER_SCORE: Names = { tr: 'Diğer', en: 'Other' };
const SCORE = /^\d+:\d+$/;

const market = (
  tr: string,
  en: string,
  group: MarketGroup,
  order: number,
  outcomes: OutcomeSet,
  line: LineStyle = 'none',
): MarketType => ({ tr, en, group, order, outcomes, line });

/** Every market type the feed prices, by oddstype. */
const MARKET_TYPES: ReadonlyMap<number, MarketType> = new Map([
  [1, market('Maç Sonucu', 'Match Result', 'main', 10, 'result')],
  [186, market('Kazanan', 'Winner', 'main', 20, 'twoWay')],
  [10, market('Çifte Şans', 'Double Chance', 'main', 30, 'doubleChance')],
  [18, market('Alt/Üst', 'Over/Under', 'main', 40, 'overUnder', 'suffix')],
  [189, market('Toplam Oyun Alt/Üst', 'Total Games Over/Under', 'main', 50, 'overUnder', 'suffix')],
  [20, market('Toplam Sayı Alt/Üst', 'Total Points Over/Under', 'main', 60, 'overUnder', 'suffix')],
  [14, market('Handikap', 'Handicap', 'handicaps', 70, 'result', 'suffix')],
  [187, market('Oyun Handikapı', 'Game Handicap', 'handicaps', 80, 'twoWay', 'suffix')],
  [29, market('Karşılıklı Gol', 'Both Teams To Score', 'goals', 90, 'yesNo')],
  [7, market('Sıradaki Gol', 'Next Goal', 'goals', 100, 'nextGoal', 'goalNumber')],
  [45, market('Maç Skoru', 'Correct Score', 'goals', 110, 'score')],
  [65, market('İlk Yarı Sonucu', '1st Half Result', 'half1', 120, 'result')],
  [87, market('İkinci Yarı Sonucu', '2nd Half Result', 'half2', 130, 'result')],
  [166, market('Korner Alt/Üst', 'Corners Over/Under', 'cornersCards', 140, 'overUnder', 'suffix')],
  [139, market('Kart Alt/Üst', 'Cards Over/Under', 'cornersCards', 150, 'overUnder', 'suffix')],
  [181, market('Set Skoru', 'Set Score', 'specials', 160, 'score')],
]);

type SportMarkets = { markets: readonly number[]; columns: readonly number[] };

const TWO_WAY_POINTS: SportMarkets = { markets: [186, 18, 14], columns: [186, 18, 14] };
const THREE_WAY_GOALS: SportMarkets = { markets: [1, 18, 14], columns: [1, 18, 14] };
const RALLY_SETS: SportMarkets = { markets: [186, 20, 14, 181], columns: [186, 20, 14] };
const ESPORTS: SportMarkets = { markets: [186, 14, 18], columns: [186, 18, 14] };

/** What each sport's pricing model offers, and the markets shown as columns in list rows. */
const SPORTS: ReadonlyMap<number, SportMarkets> = new Map([
  [1, { markets: [1, 10, 18, 29, 45, 14, 65, 87, 7, 166, 139], columns: [1, 18, 29] }],
  [2, TWO_WAY_POINTS],
  [3, TWO_WAY_POINTS],
  [4, THREE_WAY_GOALS],
  [5, { markets: [186, 189, 14, 187, 181], columns: [186, 189, 14] }],
  [6, THREE_WAY_GOALS],
  [20, RALLY_SETS],
  [23, RALLY_SETS],
  [109, ESPORTS],
  [110, ESPORTS],
  [111, ESPORTS],
]);

const ordinalEn = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * The market's name with its line: 'Alt/Üst 2.5', 'Handikap 0:1', '2. Gol' / '2nd Goal';
 * undefined for a type the catalogue does not know (show the feed's typename then).
 */
export function marketName(oddsType: number, special: string, lang: MarketLang): string | undefined {
  const type = MARKET_TYPES.get(oddsType);
  if (!type) return undefined;
  if (special === '' || type.line === 'none') return type[lang];
  if (type.line === 'suffix') return `${type[lang]} ${special}`;
  const goal = Number(special);
  if (!Number.isInteger(goal) || goal < 1) return type[lang];
  return lang === 'tr' ? `${goal}. Gol` : `${ordinalEn(goal)} Goal`;
}

/** The outcome's name ('Üst', '1', '2:1'); undefined when the market has no such outcome. */
export function outcomeName(oddsType: number, outcomeId: string, lang: MarketLang): string | undefined {
  const type = MARKET_TYPES.get(oddsType);
  if (!type) return undefined;
  if (type.outcomes === 'score') {
    if (SCORE.test(outcomeId)) return outcomeId;
    return outcomeId === 'other' ? OTHER_SCORE[lang] : undefined;
  }
  return OUTCOMES[type.outcomes][outcomeId]?.[lang];
}

/** The filter group a market belongs to; undefined for a type the catalogue does not know. */
export const marketGroupOf = (oddsType: number): MarketGroup | undefined => MARKET_TYPES.get(oddsType)?.group;

/** Every market type the sport offers; [] for a sport without a pricing model. */
export const sportMarketTypes = (sportId: number): readonly number[] => SPORTS.get(sportId)?.markets ?? [];

/** The filter chips of a match detail: the groups the sport's markets use, in chip order. */
export function marketGroupsForSport(sportId: number): MarketGroup[] {
  const used = new Set(sportMarketTypes(sportId).map(marketGroupOf));
  return MARKET_GROUPS.filter((g) => used.has(g));
}

/** The market types shown as columns in list rows, left to right. */
export const mainMarketTypes = (sportId: number): readonly number[] => SPORTS.get(sportId)?.columns ?? [];

const compareSpecials = (a: string, b: string): number => {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Sorts markets for display: by catalogue order (unknown types last, by id), then lines ascending. */
export function marketOrder(
  a: Pick<OddGroup, 'oddstype' | 'special'>,
  b: Pick<OddGroup, 'oddstype' | 'special'>,
) {
  const rank = (t: number): number => MARKET_TYPES.get(t)?.order ?? Number.MAX_SAFE_INTEGER;
  return (
    rank(a.oddstype) - rank(b.oddstype) || a.oddstype - b.oddstype || compareSpecials(a.special, b.special)
  );
}
