import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { startTestSimulator } from '../test/feed.ts';
import { sql } from '../test/sql.ts';
import { useTestApp } from '../test/test-app.ts';

const body = fs.readFileSync(path.join(import.meta.dirname, 'migrations', '0013_odds_on_grid.sql'), 'utf8');

const market = (oddsType: number, odds: number[]) => ({
  oddsType,
  special: '',
  suspended: false,
  active: true,
  outcomes: odds.map((o, i) => ({
    outcomeId: String(i + 1),
    name: String(i + 1),
    odds: o,
    pos: 0,
    suspended: false,
  })),
});

describe.each(testDatabaseKinds)('prices stored before the odds grid, on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(() => startTestSimulator(t.app.catalog.sink, t.clock.now));

  it('are floored onto the grid once; the rest of each market and outcome is kept', async () => {
    const [first, second] = await sql<{ match_id: string }>(
      t,
      'select match_id from match_markets order by match_id limit 2',
    );
    const before = [market(1, [2828, 3428, 1665]), market(18, [1009, 1850, 320_000])];
    const after = [market(1, [2820, 3420, 1660]), market(18, [1009, 1850, 320_000])];
    await sql(t, 'update match_markets set markets = $2 where match_id = $1', [
      first?.match_id,
      JSON.stringify(before),
    ]);
    await sql(t, `update match_markets set markets = '[]' where match_id = $1`, [second?.match_id]);
    const markets = () =>
      sql<{ markets: unknown }>(
        t,
        'select markets from match_markets where match_id in ($1, $2) order by match_id',
        [first?.match_id, second?.match_id],
      );
    await t.database.withConnection((c) => c.exec(body));
    expect((await markets()).map((r) => r.markets)).toEqual([after, []]);
    // Running it again changes nothing.
    await t.database.withConnection((c) => c.exec(body));
    expect((await markets()).map((r) => r.markets)).toEqual([after, []]);
  });
});
