// Pop-ups (spec 002 §2, getPopups): the site's active pop-ups in the player's language. Only types 2
// and 0 are the player site's; those of type2 0 show on Home only. They rotate every 10 s.
import { z } from 'zod';
import { callBody } from './fields.ts';

/** Spec 002 §9. */
export const POPUP_ROTATION_MS = 10_000;
/** The `type` values the player site shows. */
export const PLAYER_POPUP_TYPES: readonly number[] = [2, 0];
/** A pop-up whose `type2` is this shows on Home only. */
export const HOME_ONLY_TYPE2 = 0;

export const popup = z.object({
  type: z.number(),
  type2: z.number(),
  title: z.string(),
  content: z.string(),
  autoClose: z.boolean(),
});
export type Popup = z.infer<typeof popup>;

export const getPopupsRequest = callBody({});
export const getPopupsAnswer = z.object({ status: z.literal(true), results: z.array(popup) });
export type GetPopupsAnswer = z.infer<typeof getPopupsAnswer>;

export const isPlayerPopup = (p: Pick<Popup, 'type'>): boolean => PLAYER_POPUP_TYPES.includes(p.type);

/** The pop-ups a page shows: player types only, and Home-only ones on Home alone. */
export function popupsForPage<T extends Pick<Popup, 'type' | 'type2'>>(
  list: readonly T[],
  onHome: boolean,
): T[] {
  return list.filter((p) => isPlayerPopup(p) && (onHome || p.type2 !== HOME_ONLY_TYPE2));
}
