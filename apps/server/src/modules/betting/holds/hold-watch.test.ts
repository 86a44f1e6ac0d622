import type { OddsChange } from '@bet/domain/sportsbook/live-protocol';
import { describe, expect, it } from 'vitest';
import type { CatalogEvent, StoredMarket } from '../../catalog/index.ts';
import { HoldWatch, type WatchedPick } from './hold-watch.ts';

const pick: WatchedPick = { matchId: 7, oddsType: 1, special: '', outcomeId: '1', odds: 2_000 };
const other: WatchedPick = { ...pick, matchId: 8 };

let version = 0;
const priced = (p: WatchedPick, odds: number, suspended: 0 | 1 = 0): CatalogEvent => {
  const change: OddsChange = [p.oddsType, p.special, p.outcomeId, odds, odds < p.odds ? -1 : 1, suspended];
  return { kind: 'delta', delta: { t: 'match', id: p.matchId, v: ++version, odds: [change] } };
};
const marketOf = (p: WatchedPick, outcomes: { outcomeId: string; odds: number }[]): StoredMarket => ({
  oddsType: p.oddsType,
  special: p.special,
  suspended: false,
  active: true,
  outcomes: outcomes.map((o) => ({ ...o, name: o.outcomeId, pos: 0, suspended: false })),
});
const rebuilt = (p: WatchedPick, markets: StoredMarket[]): CatalogEvent => ({
  kind: 'markets',
  id: p.matchId,
  v: ++version,
  markets,
});

/** A watch listening since 1 000, with no hold of its own: every hold it judges is another's. */
function listeningWatch(): HoldWatch {
  const watch = new HoldWatch();
  watch.listening(1_000);
  return watch;
}

describe('what an instance remembers of the catalogue for holds it did not watch', () => {
  it('knows a pick fell below its odds and came back, and only since when it fell', () => {
    const watch = listeningWatch();
    watch.apply(priced(pick, 1_900), 2_000);
    watch.apply(priced(pick, 2_100), 2_500);
    expect(watch.steady(41, [pick], 1_500)).toBe(false);
    expect(watch.moved([pick], 1_500)).toBe(true);
    // Made after the fall, at the recovered price: the fall is not its own.
    expect(watch.steady(41, [pick], 2_200)).toBe(true);
    // A price at or above the odds taken is no fall; another match's fall is not this pick's.
    watch.apply(priced(pick, 2_000), 3_000);
    watch.apply(priced(other, 1_500), 3_000);
    expect(watch.steady(41, [pick], 2_200)).toBe(true);
    expect(watch.steady(42, [other], 2_200)).toBe(false);
  });

  it('keeps the lowest price since any moment, however the price went on moving', () => {
    const watch = listeningWatch();
    for (const [at, odds] of [
      [2_000, 2_500],
      [3_000, 1_950],
      [4_000, 2_300],
      [5_000, 2_050],
      [6_000, 2_400],
    ] as const) {
      watch.apply(priced(pick, odds), at);
    }
    expect(watch.moved([pick], 1_500)).toBe(true);
    expect(watch.moved([pick], 3_000)).toBe(true);
    expect(watch.moved([pick], 3_001)).toBe(false);
    expect(watch.moved([{ ...pick, odds: 2_100 }], 4_500)).toBe(true);
    expect(watch.moved([{ ...pick, odds: 2_100 }], 5_500)).toBe(false);
  });

  it('knows of stops of the outcome, its market and its match', () => {
    const watch = listeningWatch();
    watch.apply(priced(pick, 2_000, 1), 2_000);
    expect(watch.moved([pick], 1_500)).toBe(true);
    const market = { ...pick, matchId: 9 };
    watch.apply(
      { kind: 'delta', delta: { t: 'match', id: 9, v: ++version, markets: [[1, '', 1, 1]] } },
      2_000,
    );
    expect(watch.moved([market], 1_500)).toBe(true);
    expect(watch.moved([{ ...market, oddsType: 2 }], 1_500)).toBe(false);
    const match = { ...pick, matchId: 10 };
    watch.apply({ kind: 'removed', id: 10, v: ++version, status: 'ended' }, 2_000);
    expect(watch.moved([match], 1_500)).toBe(true);
    expect(watch.moved([match], 2_001)).toBe(false);
  });

  it('knows of a pick dropped or priced lower by a rebuilt market list', () => {
    const watch = listeningWatch();
    watch.apply(rebuilt(pick, [marketOf(pick, [{ outcomeId: '2', odds: 1_800 }])]), 2_000);
    watch.apply(rebuilt(pick, [marketOf(pick, [{ outcomeId: '1', odds: 2_000 }])]), 3_000);
    expect(watch.steady(41, [pick], 1_500)).toBe(false);
    expect(watch.steady(41, [pick], 2_500)).toBe(true);
    watch.apply(rebuilt(pick, [marketOf(pick, [{ outcomeId: '1', odds: 1_990 }])]), 4_000);
    expect(watch.steady(41, [pick], 2_500)).toBe(false);
  });

  it('keeps a rebuilt list as it was heard, while the catalogue goes on changing it', () => {
    const watch = listeningWatch();
    const market = marketOf(pick, [{ outcomeId: '1', odds: 2_000 }]);
    const [outcome] = market.outcomes;
    if (!outcome) throw new Error('no outcome');
    outcome.suspended = true;
    watch.apply(rebuilt(pick, [market]), 2_000);
    // The catalogue holds the same list and reopens the outcome in it.
    outcome.suspended = false;
    expect(watch.moved([pick], 1_500)).toBe(true);
  });

  it('judges no hold made before it listened, while it is deaf, or older than what it remembers', () => {
    const watch = listeningWatch();
    expect(watch.steady(41, [pick], 999)).toBe(false);
    expect(watch.steady(41, [pick], 1_000)).toBe(true);
    watch.deaf();
    expect(watch.steady(41, [pick], 1_000)).toBe(false);
    watch.listening(5_000);
    expect(watch.steady(41, [pick], 4_000)).toBe(false);
    expect(watch.steady(41, [pick], 5_000)).toBe(true);
    watch.prune(6_000);
    expect(watch.steady(41, [pick], 5_000)).toBe(false);
    expect(watch.steady(41, [pick], 6_000)).toBe(true);
  });

  it('forgets what was heard before the pruning moment', () => {
    const watch = listeningWatch();
    watch.apply(priced(pick, 1_500), 2_000);
    watch.apply(rebuilt(other, []), 2_000);
    watch.apply({ kind: 'removed', id: 10, v: ++version, status: 'ended' }, 2_000);
    watch.prune(2_001);
    expect(watch.moved([pick, other, { ...pick, matchId: 10 }], 0)).toBe(false);
  });
});

describe('a hold watched by the instance that wrote it', () => {
  it('is spoiled by a fall that came back, and still judged on full knowledge only', () => {
    const watch = listeningWatch();
    const quiet = watch.watch([other]);
    quiet.attach(51);
    const fallen = watch.watch([pick]);
    fallen.attach(52);
    expect(watch.watches(52)).toBe(true);
    watch.apply(priced(pick, 1_500), 2_000);
    watch.apply(priced(pick, 2_500), 2_100);
    // Forgotten by the memory, the watch itself still knows.
    watch.prune(3_000);
    expect(watch.steady(52, [pick], 1_500)).toBe(false);
    expect(watch.steady(51, [other], 1_500)).toBe(true);
    // Its instance lost the bus for a while: what it missed is unknown.
    watch.deaf();
    watch.listening(4_000);
    expect(watch.steady(51, [other], 1_500)).toBe(false);
    watch.forget(52);
    expect(watch.watches(52)).toBe(false);
  });
});
