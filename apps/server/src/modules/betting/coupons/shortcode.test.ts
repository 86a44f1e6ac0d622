import type { ShortcodeResponse } from '@bet/domain/api/betting';
import { shortCode } from '@bet/domain/betting/short-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBettingApp } from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import type { CatalogMatch } from '../../catalog/index.ts';

describe.each(testDatabaseKinds)('short codes on %s', (kind) => {
  const t = useBettingApp(kind);
  let match: CatalogMatch;

  beforeAll(async () => {
    match = [...t.app.catalog.store.matches.values()].find(
      (m) => m.sportId === 1 && m.state.status === 'not_started',
    ) as CatalogMatch;
  });

  it('finds the outcome a code names, whatever its case, ready for the slip', async () => {
    const over = match.markets.find((m) => m.oddsType === 18 && m.special === '2.5');
    const odds = over?.outcomes.find((o) => o.outcomeId === 'over')?.odds ?? 0;
    const code = shortCode(match.id, 18, '2.5', 'over');
    const names = t.app.catalog.names();
    const [home, away] = [names.teams.get(match.homeTeamId) ?? '', names.teams.get(match.awayTeamId) ?? ''];
    for (const sent of [code, code.toLowerCase(), ` ${code} `]) {
      const res = await call(t.app, 'shortcode', { code: sent, lang: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        msg: `${home} - ${away} Over/Under 2.5 Over added`,
        selection: {
          matchId: match.id,
          sportId: 1,
          home,
          away,
          ttype: 'N',
          oddsType: 18,
          special: '2.5',
          outcomeId: 'over',
          odd: odds / 1000,
          typeName: 'Over/Under 2.5',
          outcomeName: 'Over',
        },
      } satisfies ShortcodeResponse);
    }
  });

  it('answers the not-found message with the code for a code that names nothing open', async () => {
    const unknown = await call(t.app, 'shortcode', { code: 'zz9q', lang: 'en' });
    expect(unknown.json()).toEqual({ status: false, msg: 'No results for ZZ9Q', selection: null });
    const wrongOutcome = `${match.id.toString(36)}0000`.toUpperCase();
    const turkish = await call(t.app, 'shortcode', { code: wrongOutcome });
    expect(turkish.json()).toMatchObject({ status: false, selection: null });
    expect(turkish.json().msg).toContain(wrongOutcome);
    expect((await call(t.app, 'shortcode', { code: 'x'.repeat(41) })).statusCode).toBe(400);
  });

  it('refuses an empty or blank code with its own message instead of searching for nothing', async () => {
    for (const code of ['', '   ']) {
      const res = await call(t.app, 'shortcode', { code, lang: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, key: 'shortCodeRequired', msg: 'Enter a short code' });
    }
    const turkish = await call(t.app, 'shortcode', { code: '' });
    expect(turkish.json().msg).toBe('Lütfen bir kısa kod giriniz');
  });
});
