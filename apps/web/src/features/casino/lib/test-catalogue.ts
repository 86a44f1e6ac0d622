// Small catalogues for the casino tests: providers, home games and game services as the server sends them.
import type { CasinoGame, CasinoHomeGame, GameService, SlotProvider } from '@bet/domain/api/casino';

export const game = (sid: number, mid: number, n = `Game ${sid}`): CasinoGame => ({
  sid,
  n,
  l: `/logos/${sid}.png`,
  mid,
});

/** A provider with `count` games numbered from sid * 100. */
export const provider = (sid: number, n: string, count: number): SlotProvider => ({
  sid,
  mid: 5,
  n,
  l: '',
  limit: '1 - 500 TL',
  g: Array.from({ length: count }, (_, i) => game(sid * 100 + i, sid)),
});

export const homeGame = (
  serviceId: number,
  topServiceId2: number,
  title = `Home ${serviceId}`,
): CasinoHomeGame => ({
  serviceId,
  masterServiceId: 20,
  topServiceId2,
  title,
  logo: `/logos/${serviceId}.png`,
});

export const service = (serviceId: number, title: string, extras = ''): GameService => ({
  serviceId,
  masterServiceId: 900,
  topServiceId: 0,
  title,
  logo: '',
  extras,
  openLobby: 0,
});
