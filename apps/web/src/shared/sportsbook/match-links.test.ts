import { describe, expect, it } from 'vitest';
import { leagueTableUrl, matchDetailHref, statisticsUrl } from './match-links.ts';

const m = { id: 318, sportId: 1, tournamentId: 1011, categoryId: 101 };
const none = { statistic_url: '', points_table_url: '' };

describe('match links', () => {
  it('lead to the match detail with the list it came from', () => {
    expect(matchDetailHref('tr', { ...m, ttype: 'N' })).toBe(
      '/tr/matchdetail/318?sid=1&ttype=N&tid=1011&cid=101',
    );
    expect(matchDetailHref('en', { ...m, ttype: 'L' })).toBe(
      '/en/matchdetail/318?sid=1&ttype=L&tid=1011&cid=101',
    );
  });

  it('use the configured statistics and table pages with the match id', () => {
    const set = { statistic_url: 'https://stats.example/m', points_table_url: 'https://t.example/?s=1' };
    expect(statisticsUrl(set, 'en', m)).toBe('https://stats.example/m?matchId=318');
    expect(leagueTableUrl(set, 'en', m)).toBe('https://t.example/?s=1&matchId=318');
  });

  it("fall back to the site's own statistics and league-table pages", () => {
    expect(statisticsUrl(none, 'en', m)).toBe('/en/statistics/318');
    expect(leagueTableUrl(none, 'en', m)).toBe('/en/leagueTable/1011');
  });
});
