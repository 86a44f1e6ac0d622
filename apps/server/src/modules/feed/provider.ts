// The one way odds and live data come in: a provider (the simulator, or an adapter for a real
// feed) pushes fixtures, prices, bet stops, live state and results into a sink; the catalogue
// is that sink. Betting code reads the catalogue only, so swapping providers touches nothing else.
import type { Cards, LiveState, TeamScore } from '@bet/domain/sportsbook/live-state';
import type { OfferedMarket, OfferedOutcome } from '@bet/domain/sportsbook/market-diff';

export type FeedReference = {
  sports: readonly { id: number; name: string; nameTr: string }[];
  categories: readonly { id: number; sportId: number; name: string; flag: string }[];
  /** `priority` orders leagues and picks highlights; it only seeds new leagues (the operator owns it after). */
  tournaments: readonly {
    id: number;
    sportId: number;
    categoryId: number;
    name: string;
    priority?: number;
  }[];
  teams: readonly { id: number; sportId: number; name: string; rating: number }[];
};

/** An outcome as the provider prices it; suspended (defaulting to false) when it can no longer win. */
export type FeedOutcome = OfferedOutcome;

/**
 * A market as the provider prices it; suspended and active default to false and true. Every price
 * is on the odds grid (packages/domain sportsbook/odds-grid.ts), margin applied before rounding:
 * the catalogue shows and takes it as it comes.
 */
export type FeedMarket = OfferedMarket;

export type FeedFixture = {
  /** The provider's own id of the match; stable across restarts. */
  externalId: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  startsAt: Date;
  /** Prematch markets. */
  markets: FeedMarket[];
};

/** How a match ended, per period, for settlement and the results page. */
export type FeedResult = {
  /** 'ended', 'after_ot', 'interrupted', 'retired', 'walkover', or 'cancelled'. */
  status: string;
  score: TeamScore;
  /** Regular periods in order (halves, quarters, sets, maps, innings), then overtime if any. */
  periods: TeamScore[];
  corners?: TeamScore;
  cards?: Cards;
  /** Which team scored each goal, in order (football: next-goal markets settle on it). */
  goals?: ('home' | 'away')[];
};

export interface FeedSink {
  reference(reference: FeedReference): Promise<void>;
  /** New or rescheduled matches; known matches keep their live data and current prices. */
  fixtures(fixtures: readonly FeedFixture[]): Promise<void>;
  /**
   * The full new state of these markets of one match. Scope 'some' leaves its other markets as
   * they are; 'all' says these are all it offers now, so every other market of the match closes.
   */
  markets(externalId: string, markets: readonly FeedMarket[], scope?: 'some' | 'all'): Promise<void>;
  /** Stops (true) or restarts betting on a whole match. */
  betStop(externalId: string, stopped: boolean): Promise<void>;
  liveState(externalId: string, state: LiveState): Promise<void>;
  result(externalId: string, result: FeedResult): Promise<void>;
}

export interface FeedProvider {
  readonly name: string;
  /** Starts pushing into the sink; resolves once the first fixtures are in. */
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
