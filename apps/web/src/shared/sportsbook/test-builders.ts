// Small builders for the tests of this folder: a market line and a live match with what the rules read.
import type { LiveMatch, OddGroup, Outcome, PrematchMatch } from '@bet/domain/api/sportsbook';
import { DEFAULT_OUTCOME_LIMITS, outcomeLimitsToApi } from '@bet/domain/sportsbook/outcome-limits';

const outcome = (oddsType: number, special: string, outcomeid: string, odd: number): Outcome => ({
  ...outcomeLimitsToApi(DEFAULT_OUTCOME_LIMITS),
  outcomeid,
  outcome: outcomeid,
  odd,
  special,
  specialvalue: special,
  handicap: '',
  uniq: `${oddsType}_${outcomeid}_${special}`,
  iss: 0,
  isv: 1,
  active: 1,
  pos: 0,
});

/** A market line with one outcome per id, all priced 1.9. */
export function buildGroup(oddstype: number, special = '', ids: readonly string[] = ['1', '2']): OddGroup {
  return {
    oddstype,
    typename: String(oddstype),
    nicename: String(oddstype),
    special,
    specialvalue: special,
    sq: 1,
    csh: 1,
    active: 1,
    iss: 0,
    isv: 1,
    mostbalanced: 0,
    betstts: 'started',
    oddsCount: ids.length,
    odds: ids.map((id) => outcome(oddstype, special, id, 1.9)),
  };
}

/** A live football match at 0:0 in the first half, overridable field by field. */
export function buildLiveMatch(patch: Partial<LiveMatch> = {}): LiveMatch {
  return {
    matchid: 7,
    sportId: 1,
    sportName: 'Futbol',
    categoryId: 101,
    categoryName: 'Türkiye',
    categoryFlag: 'tr',
    tournamentId: 1012,
    tournamentName: 'Süper Lig',
    matchDate: '2026-11-21T10:00:00.000Z',
    Home: 'Ev',
    Away: 'Dep',
    HomeId: 1,
    AwayId: 2,
    active: 1,
    iss: 0,
    isv: 1,
    betstatus: 'started',
    matchstatus: '1p',
    score: { matchscore: '0:0', gamescore: '', setscores: ['0:0'] },
    cards: { redhome: 0, yellowhome: 0, redaway: 0, yellowaway: 0 },
    corners: { home: 0, away: 0 },
    time: { matchtime: 10, matchtimeextended: 0, matchtimeextendedExtra: 0 },
    periodLength: 45,
    extra_count: 0,
    serving: '',
    IsStatAvailable: true,
    tv: false,
    oddsCount: 0,
    ttype: 'L',
    v: 1,
    odds: [],
    ...patch,
  };
}

/** A prematch football match, overridable field by field. */
export function buildPrematchMatch(patch: Partial<PrematchMatch> = {}): PrematchMatch {
  return {
    id: 7,
    matchDate: '2026-11-21T10:00:00.000Z',
    homeTeam: 'Ev',
    awayTeam: 'Dep',
    homeTeamId: 1,
    awayTeamId: 2,
    oddCount: 0,
    categoryFlag: 'tr',
    IsStatAvailable: true,
    liveActive: 1,
    categoryId: 101,
    sportId: 1,
    sportName: 'Futbol',
    tournamentId: 1012,
    minTip: 1,
    categoryName: 'Türkiye',
    tournamentName: 'Süper Lig',
    active: 1,
    iss: 0,
    isv: 1,
    started: false,
    ttype: 'N',
    odds: [],
    ...patch,
  };
}
