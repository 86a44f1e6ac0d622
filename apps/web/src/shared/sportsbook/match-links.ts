// Where a match in a list leads: its detail page and its statistics and league-table pages.

/** What a match detail address is built from. */
export type DetailTarget = {
  id: number;
  sportId: number;
  ttype: 'L' | 'N';
  categoryId: number;
  tournamentId: number;
};

/** matchdetail/{id} with sid, ttype, tid and cid (spec 001 section 2), so its back button finds the list. */
export const matchDetailHref = (lang: string, m: DetailTarget): string =>
  `/${lang}/matchdetail/${m.id}?sid=${m.sportId}&ttype=${m.ttype}&tid=${m.tournamentId}&cid=${m.categoryId}`;

type InfoTarget = { id: number; tournamentId: number };
type InfoSettings = { statistic_url: string; points_table_url: string };

const withMatchId = (base: string, matchId: number) =>
  `${base}${base.includes('?') ? '&' : '?'}matchId=${matchId}`;

/** A match's statistics: the operator's page (statistic_url) with the match id, else the site's own. */
export const statisticsUrl = (settings: InfoSettings, lang: string, m: InfoTarget): string =>
  settings.statistic_url ? withMatchId(settings.statistic_url, m.id) : `/${lang}/statistics/${m.id}`;

/** The match's league table: the operator's page (points_table_url) with the match id, else the site's own. */
export const leagueTableUrl = (settings: InfoSettings, lang: string, m: InfoTarget): string =>
  settings.points_table_url
    ? withMatchId(settings.points_table_url, m.id)
    : `/${lang}/leagueTable/${m.tournamentId}`;
