// The player's casino calls (spec 002 §3 and §7): the catalogue lists and opening a game. zod
// schemas, the one source of their types. Ids are the catalogue's service ids (integers).
import { z } from 'zod';
import { JACKPOT_IDS } from '../casino/jackpots.ts';
import { callBody, text, wholeNumber } from './fields.ts';

/** Fixed service ids of spec 002 §9. */
export const CASINO_SERVICE = {
  liveCasino: 4,
  slots: 5,
  bingo: 21027509,
  bingoMaster: 21027444,
  liveBingo: 21027468,
  /** A casino service that always opens under this master. */
  mappedService: 21051636,
  mappedMaster: 21051635,
  /** Top services of virtual and TV games: this platform's own ids (the spec shows none). */
  virtualGames: 6,
  tvGames: 7,
} as const;

/** Home tabs (spec 002 §9): top casino, new casino, top slots, new slots. */
export const HOME_TAB_IDS = [2102513, 23, 17151, 1800] as const;
export const HOME_TAB = { topCasino: 2102513, newCasino: 23, topSlots: 17151, newSlots: 1800 } as const;

/** Games a provider row of the Slots overview shows before its "all (count)" link. */
export const SLOT_OVERVIEW_GAMES = 5;

/** The popular pseudo-provider of the Slots screen (built from casinosHome). */
export const POPULAR_PROVIDER_ID = 1;

/** `iframe` of a launch answer: 8 opens the game in an overlay, anything else navigates to it. */
export const IFRAME_OVERLAY = 8;

const serviceId = wholeNumber(1, 2_147_483_647);
const search = text(60).optional();

/** serviceId as one id or a comma-joined list ("2102513,23"). */
const serviceIdList = z
  .union([z.number().int().min(1), text(200).regex(/^\d+(,\d+)*$/)])
  .transform((v) => (typeof v === 'number' ? [v] : v.split(',').map(Number)));

export const casinosHomeRequest = callBody({ serviceId: serviceIdList });
export const casinoListRequest = callBody({ serviceId });
export const casinoRequest = callBody({ serviceId });
export const allCasinosNewRequest = callBody({ masterServiceId: serviceId, search });
export const allCasinosRequest = callBody({ masterServiceId: serviceId, search });
export const allSlotsNewRequest = callBody({ masterServiceId: serviceId, search });
export const servicesListRequest = callBody({ serviceId });
export const openCasinoRequest = callBody({
  serviceId,
  masterServiceId: serviceId.optional(),
  limitId: serviceId.optional(),
});
export const bingoRequest = callBody({});

/** A game tile: sid its service id, n its name, l its logo URL, mid its provider (master service). */
export const casinoGame = z.object({ sid: z.number(), n: z.string(), l: z.string(), mid: z.number() });
export type CasinoGame = z.infer<typeof casinoGame>;

/** A live casino category of a company, with its games. */
export const casinoCategory = z.object({
  sid: z.number(),
  n: z.string(),
  mid: z.number(),
  g: z.array(casinoGame),
});
export type CasinoCategory = z.infer<typeof casinoCategory>;

/** A live casino company with its categories. */
export const casinoCompany = z.object({
  sid: z.number(),
  n: z.string(),
  l: z.string(),
  mid: z.number(),
  c: z.array(casinoCategory),
});
export type CasinoCompany = z.infer<typeof casinoCompany>;

/** A slot provider with all its games and its stake limit text ("1 - 500 TL"). */
export const slotProvider = z.object({
  sid: z.number(),
  mid: z.number(),
  n: z.string(),
  l: z.string(),
  g: z.array(casinoGame),
  limit: z.string(),
});
export type SlotProvider = z.infer<typeof slotProvider>;

/** A game of a Home tab: topServiceId2 is the tab (HOME_TAB_IDS) it is listed under. */
export const casinoHomeGame = z.object({
  serviceId: z.number(),
  masterServiceId: z.number(),
  topServiceId2: z.number(),
  title: z.string(),
  logo: z.string(),
});
export type CasinoHomeGame = z.infer<typeof casinoHomeGame>;

/** A game or provider of the services list and of the virtual and TV lists. */
export const gameService = z.object({
  serviceId: z.number(),
  masterServiceId: z.number(),
  topServiceId: z.number(),
  title: z.string(),
  logo: z.string(),
  /** JSON text; limitID names the stake limit a launch passes on. */
  extras: z.string(),
  openLobby: z.number(),
});
export type GameService = z.infer<typeof gameService>;

export const casinosHomeAnswer = z.object({ status: z.literal(true), results: z.array(casinoHomeGame) });
export const casinoListAnswer = z.object({ status: z.literal(true), results: z.array(slotProvider) });
export const casinoAnswer = z.object({ status: z.literal(true), results: z.array(casinoCategory) });
export const allCasinosNewAnswer = z.object({ status: z.literal(true), results: z.array(casinoCompany) });
export const allCasinosAnswer = z.object({ status: z.literal(true), items: z.array(casinoCompany) });
export const allSlotsNewAnswer = z.object({ status: z.literal(true), results: z.array(slotProvider) });
export const servicesListAnswer = z.object({ status: z.literal(true), results: z.array(gameService) });

/** A launch: status false carries a translated msg; on success content names the game's URL. */
export const openCasinoAnswer = z.object({
  status: z.boolean(),
  msg: z.string(),
  content: z.object({ gameurl: z.string(), iframe: z.number() }),
});
export type OpenCasinoAnswer = z.infer<typeof openCasinoAnswer>;

// Jackpots (spec 002 §3, §4): the pots a player may see and the latest drops.
const jackpotId = z.enum(JACKPOT_IDS);

export const jackpotsRequest = callBody({});

export const jackpotView = z.object({
  id: jackpotId,
  currency: z.string(),
  balance: z.number(),
  lit: z.boolean(),
});

export const jackpotWin = z.object({
  jackpot: jackpotId,
  currency: z.string(),
  amount: z.number(),
  winner: z.string(),
  cycle: z.number(),
  dropPoint: z.number(),
  salt: z.string(),
  commitment: z.string(),
  at: z.string(),
});

export const jackpotsAnswer = z.object({
  status: z.literal(true),
  results: z.array(jackpotView.extend({ commitment: z.string() })),
  /** The latest drops of those jackpots, newest first, each with its revealed drop point. */
  winners: z.array(jackpotWin),
});
export type JackpotsAnswer = z.infer<typeof jackpotsAnswer>;
