import type { SetCasinoListingRequest } from '@bet/domain/api/admin/casino';
import { typedWhole } from '../../shared/format/typed-numbers.ts';

/** A typed order to send: a whole number that differs from the current one, else null (nothing to send). */
export function positionChange(text: string, current: number): number | null {
  const position = typedWhole(text);
  return position === null || position === current || position > 100_000 ? null : position;
}

/** The flags a game row switches, each its own change. */
export const GAME_FLAGS = ['enabled', 'popular', 'isNew'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];

export const flagChange = (id: number, flag: GameFlag, on: boolean): SetCasinoListingRequest => ({
  target: 'game',
  id,
  [flag]: on,
});
