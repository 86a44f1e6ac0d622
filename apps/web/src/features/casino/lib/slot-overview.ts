// What the Slots screen shows (spec 002 §2, Slots screen): providers in an overview capped at
// SLOT_OVERVIEW_GAMES games each, the popular pseudo-provider, one provider's full list, or why none.
import {
  type CasinoGame,
  type CasinoHomeGame,
  HOME_TAB,
  POPULAR_PROVIDER_ID,
  SLOT_OVERVIEW_GAMES,
  type SlotProvider,
} from '@bet/domain/api/casino';

/** The popular pseudo-provider (sid 1, mid 1): the top slot games of casinosHome; null when it has none. */
export function popularProvider(homeGames: readonly CasinoHomeGame[], name: string): SlotProvider | null {
  const games: CasinoGame[] = homeGames
    .filter((game) => game.topServiceId2 === HOME_TAB.topSlots)
    .map((game) => ({ sid: game.serviceId, n: game.title, l: game.logo, mid: game.masterServiceId }));
  if (games.length === 0) return null;
  return { sid: POPULAR_PROVIDER_ID, mid: POPULAR_PROVIDER_ID, n: name, l: '', g: games, limit: '' };
}

/** A provider's overview row: its first games and how many it has in all. */
export type OverviewRow = { provider: SlotProvider; games: CasinoGame[]; count: number };

export const overviewRow = (provider: SlotProvider): OverviewRow => ({
  provider,
  games: provider.g.slice(0, SLOT_OVERVIEW_GAMES),
  count: provider.g.length,
});

export type SlotsView =
  | { kind: 'loading' }
  | { kind: 'noSlots' }
  | { kind: 'notFound'; keyword: string }
  | { kind: 'overview'; rows: OverviewRow[] }
  | { kind: 'provider'; provider: SlotProvider };

type SlotsViewInput = {
  /** The providers to show (the catalogue, or the search's hits); undefined while loading. */
  providers: readonly SlotProvider[] | undefined;
  /** The settled search keyword; '' when not searching. */
  keyword: string;
  /** The chosen provider's sid, or null for all. */
  providerId: number | null;
};

/** Which of the Slots screen's states to show. */
export function slotsView({ providers, keyword, providerId }: SlotsViewInput): SlotsView {
  if (!providers) return { kind: 'loading' };
  const withGames = providers.filter((provider) => provider.g.length > 0);
  if (withGames.length === 0) return keyword ? { kind: 'notFound', keyword } : { kind: 'noSlots' };
  if (providerId !== null) {
    const chosen = withGames.find((provider) => provider.sid === providerId);
    if (chosen) return { kind: 'provider', provider: chosen };
    // The chosen provider has no hits; without a search it is not in the catalogue: all instead.
    if (keyword) return { kind: 'notFound', keyword };
  }
  return { kind: 'overview', rows: withGames.map(overviewRow) };
}
