// A thousand live football matches for the catalogue, played to random moments by the simulator's engine.
import { applyMargin } from '@bet/domain/pricing/margin';
import { toStoredMarket } from '@bet/domain/sportsbook/market-diff';
import type { CatalogMatch } from '../../apps/server/src/modules/catalog/index.ts';
import { engineFor } from '../../apps/server/src/modules/feed/simulator/engines/index.ts';
import { generateFixtures } from '../../apps/server/src/modules/feed/simulator/fixtures.ts';

export function liveFootballMatches(count: number, now: Date): CatalogMatch[] {
  const engine = engineFor(1);
  const fixtures = generateFixtures({
    seed: 'bench',
    from: new Date(now.getTime() - 200 * 86_400_000),
    days: 200,
  })
    .filter((f) => f.sportId === 1)
    .slice(0, count);
  if (fixtures.length < count) throw new Error(`only ${fixtures.length} football fixtures`);
  return fixtures.map((f, i) => {
    const plan = engine.plan({
      seed: f.externalId,
      homeRating: f.homeRating,
      awayRating: f.awayRating,
      tournamentId: f.tournamentId,
    });
    const elapsed = 60 + ((i * 97) % 85) * 60;
    const state = engine.stateAt(plan, elapsed);
    return {
      id: 1_000_000 + i,
      externalId: `bench-${i}`,
      sportId: 1,
      categoryId: f.categoryId,
      tournamentId: f.tournamentId,
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      startsAt: now.getTime() - elapsed * 1000,
      active: true,
      visible: true,
      liveActive: true,
      suspended: false,
      state,
      markets: engine.marketsAt(plan, state).map((m) => toStoredMarket(applyMargin(m, 0.07))),
      version: 1,
    };
  });
}
