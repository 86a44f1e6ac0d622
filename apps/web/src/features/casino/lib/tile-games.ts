// The catalogue's game shapes as tiles: each names what opencas needs to open it.
import type { CasinoGame, CasinoHomeGame, GameService } from '@bet/domain/api/casino';
import type { LaunchTarget } from './game-query.ts';

/** A tile's game: its name, logo and what opencas needs to open it. */
export type TileGame = { key: string; name: string; logo: string; target: LaunchTarget };

export const casinoGameTile = (game: CasinoGame): TileGame => ({
  key: `${game.mid}-${game.sid}`,
  name: game.n,
  logo: game.l,
  target: { serviceId: game.sid, masterServiceId: game.mid },
});

export const homeGameTile = (game: CasinoHomeGame): TileGame => ({
  key: `${game.topServiceId2}-${game.serviceId}`,
  name: game.title,
  logo: game.logo,
  target: { serviceId: game.serviceId, masterServiceId: game.masterServiceId },
});

/** The stake limit a service's extras name (JSON with limitID), if any. */
export function limitIdOf(extras: string): number | undefined {
  try {
    const limit = (JSON.parse(extras) as { limitID?: unknown } | null)?.limitID;
    const id = Number(limit);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function serviceTile(service: GameService): TileGame {
  const limitId = limitIdOf(service.extras);
  return {
    key: `${service.masterServiceId}-${service.serviceId}`,
    name: service.title,
    logo: service.logo,
    target: {
      serviceId: service.serviceId,
      masterServiceId: service.masterServiceId,
      ...(limitId !== undefined ? { limitId } : {}),
    },
  };
}
