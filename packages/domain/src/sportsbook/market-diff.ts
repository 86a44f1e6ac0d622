// What changed between the markets the book holds and the ones a provider offers: the rule the
// catalogue applies to every price it takes in, and the sharp-bettor simulation replays.
import type { PricedMarket } from '../pricing/types.ts';
import type { MarketChange, OddsChange } from './live-protocol.ts';

/** An outcome as a provider offers it; suspended (defaulting to false) when it can no longer win. */
export type OfferedOutcome = PricedMarket['outcomes'][number] & { suspended?: boolean };

/** A market as a provider offers it; suspended and active default to false and true. */
export type OfferedMarket = Omit<PricedMarket, 'outcomes'> & {
  outcomes: OfferedOutcome[];
  suspended?: boolean;
  active?: boolean;
};

/** An outcome as the book holds it: `pos` is the direction of its last change. */
export type StoredOutcome = {
  outcomeId: string;
  name: string;
  odds: number;
  pos: -1 | 0 | 1;
  suspended: boolean;
};

export type StoredMarket = {
  oddsType: number;
  special: string;
  suspended: boolean;
  active: boolean;
  outcomes: StoredOutcome[];
};

export type MarketDiff = {
  /** The whole new market list (the held one is not modified). */
  next: StoredMarket[];
  /** A market or outcome appeared or vanished: clients must fetch the match again. */
  structural: boolean;
  markets: MarketChange[];
  odds: OddsChange[];
};

const key = (oddsType: number, special: string) => `${oddsType}|${special}`;
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

function sameOutcomeIds(a: readonly StoredOutcome[], b: OfferedMarket['outcomes']): boolean {
  return a.length === b.length && a.every((o, i) => o.outcomeId === b[i]?.outcomeId);
}

/** The stored form of a provider's market; `held` gives each outcome's direction of change. */
export function toStoredMarket(market: OfferedMarket, held?: StoredMarket): StoredMarket {
  const suspended = market.suspended ?? false;
  return {
    oddsType: market.oddsType,
    special: market.special,
    suspended,
    active: market.active ?? true,
    outcomes: market.outcomes.map((o) => {
      const before = held?.outcomes.find((h) => h.outcomeId === o.outcomeId);
      const pos = before && before.odds !== o.odds ? (o.odds > before.odds ? 1 : -1) : (before?.pos ?? 0);
      return {
        outcomeId: o.outcomeId,
        name: o.name,
        odds: o.odds,
        pos,
        suspended: suspended || !!o.suspended,
      };
    }),
  };
}

/** The open markets held that a complete list leaves out, closed: the provider no longer offers them. */
export function closedMissing(
  held: readonly StoredMarket[],
  offered: readonly OfferedMarket[],
): OfferedMarket[] {
  const kept = new Set(offered.map((m) => key(m.oddsType, m.special)));
  return held
    .filter((m) => m.active && !kept.has(key(m.oddsType, m.special)))
    .map((m) => ({ ...m, active: false }));
}

export function diffMarkets(held: readonly StoredMarket[], incoming: readonly OfferedMarket[]): MarketDiff {
  const heldByKey = new Map(held.map((m) => [key(m.oddsType, m.special), m]));
  const replaced = new Map<string, StoredMarket>();
  const diff: MarketDiff = { next: [], structural: false, markets: [], odds: [] };
  for (const market of incoming) {
    const k = key(market.oddsType, market.special);
    const before = heldByKey.get(k);
    const after = toStoredMarket(market, before);
    replaced.set(k, after);
    if (!before || !sameOutcomeIds(before.outcomes, market.outcomes)) {
      diff.structural = true;
      continue;
    }
    if (before.suspended !== after.suspended || before.active !== after.active) {
      diff.markets.push([after.oddsType, after.special, flag(after.suspended), flag(after.active)]);
    }
    after.outcomes.forEach((o, i) => {
      const was = before.outcomes[i];
      if (was && was.odds === o.odds && was.suspended === o.suspended) return;
      diff.odds.push([after.oddsType, after.special, o.outcomeId, o.odds, o.pos, flag(o.suspended)]);
    });
  }
  diff.next = held.map((m) => replaced.get(key(m.oddsType, m.special)) ?? m);
  for (const [k, m] of replaced) if (!heldByKey.has(k)) diff.next.push(m);
  return diff;
}
