// The casino games screen (spec 002 §2, Casino games screen): which catalogue it lists and what
// its provider filter leaves.
import { CASINO_SERVICE, type CasinoGame, type SlotProvider } from '@bet/domain/api/casino';

/** The master service a casino id lists: one casino service always opens under its own master. */
export const casinoMasterOf = (id: number): number =>
  id === CASINO_SERVICE.mappedService ? CASINO_SERVICE.mappedMaster : id;

/** The games of the chosen providers, in the providers' order. */
export function filteredGames(providers: readonly SlotProvider[], chosen: ReadonlySet<number>): CasinoGame[] {
  return providers.filter((provider) => chosen.has(provider.sid)).flatMap((provider) => provider.g);
}

/** The casino games screen's title key for a master service. */
export function casinoTitleKey(masterId: number): string {
  if (masterId === CASINO_SERVICE.slots) return 'casino.slots.title';
  if (masterId === CASINO_SERVICE.liveCasino) return 'casino.live.title';
  return 'casino.games.title';
}
