// Home's casino tabs (spec 002 §9): top and new casino games, top and new slot games.
import { type CasinoHomeGame, HOME_TAB } from '@bet/domain/api/casino';

export type HomeTabName = keyof typeof HOME_TAB;

const TAB_ORDER: HomeTabName[] = ['topCasino', 'newCasino', 'topSlots', 'newSlots'];

/** The screen a tab's "see all" opens. */
export const homeTabScreen = (tab: HomeTabName): 'livecasino' | 'casino' =>
  tab === 'topCasino' || tab === 'newCasino' ? 'livecasino' : 'casino';

/** The tabs that have games and whose screen the player may use, in order, each with its games. */
export function homeTabs(
  games: readonly CasinoHomeGame[],
  canUse: (screen: 'livecasino' | 'casino') => boolean,
): Array<{ tab: HomeTabName; games: CasinoHomeGame[] }> {
  return TAB_ORDER.filter((tab) => canUse(homeTabScreen(tab)))
    .map((tab) => ({ tab, games: games.filter((game) => game.topServiceId2 === HOME_TAB[tab]) }))
    .filter(({ games: tabGames }) => tabGames.length > 0);
}
