// Payloads of the sportsbook calls (spec 001 section 7).

import { callBody, text } from '@bet/domain/api/fields';
import { z } from 'zod';
import { timeZone } from '../../http/day-range.ts';
import { callDate } from './call-dates.ts';

const id = z.coerce.number().int().min(0).max(2_147_483_647);
const optionalId = z.union([id, z.literal('')]).optional();

/** A list of ids as an array or a comma-separated string ('1,18,29'). */
const idList = (max: number) =>
  z.union([z.array(id).max(max), text(max * 12)]).transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    const parts = v.split(',').filter((p) => p.trim() !== '');
    const ids = parts.map((p) => Number(p.trim()));
    if (ids.length > max || ids.some((n) => !Number.isInteger(n) || n < 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'invalidInput' });
      return z.NEVER;
    }
    return ids;
  });

/** The range of a sportsbook call and the zone its days are read in (the player's, else the site's). */
const window = {
  startDate: callDate.optional(),
  endDate: callDate.optional(),
  timezone: timeZone.optional(),
};

export const sportsBody = callBody({ ...window, option: text(40).optional() });
export const categoriesBody = callBody({ ...window, sportId: id });
export const tournamentsBody = callBody({ ...window, sportId: id, categoryId: id });

export const matchesBody = callBody({
  ...window,
  sportId: id,
  tournamentId: optionalId,
  categoryId: optionalId,
  oid: idList(50).optional(),
  keyWord: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Minutes after startDate the window ends. */
  addDate: z.coerce
    .number()
    .int()
    .min(1)
    .max(366 * 1440)
    .optional(),
  highList: z.coerce.number().int().min(0).max(1).optional(),
});

export const lives3Body = callBody({
  ...window,
  sportId: optionalId,
  tournamentId: optionalId,
  categoryId: optionalId,
  keyWord: text(100).optional(),
  odds: idList(50).optional(),
  favorites: idList(500).optional(),
  /** 0 by league, 1 by time. */
  order: z.coerce.number().int().min(0).max(1).optional(),
  /** 0 live and upcoming, 1 live, 2 upcoming. */
  filter: z.coerce.number().int().min(0).max(2).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});

export const liveSportsBody = callBody({});
export const oddsBody = callBody({ matchId: id });
export const liveOddsBody = callBody({ matchid: id });
export const liveLookupBody = callBody({ favorites: idList(500) });
export const tvBody = callBody({ matchId: id });
export const tvListBody = callBody({});
/** The operator's stream address of a match; '' removes it. */
export const tvStreamBody = callBody({
  matchId: id,
  url: z.union([
    z.literal(''),
    text(500)
      .url()
      .regex(/^https?:\/\//, 'invalidInput'),
  ]),
});

export const resultsBody = callBody({
  ...window,
  sportId: optionalId,
  limit: z.coerce.number().int().min(1).max(200).optional(),
  order: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
