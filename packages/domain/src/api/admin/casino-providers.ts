// The back office's calls that plug an outside game provider into the seamless wallet: its code,
// name and launch address, a signing secret shown once when made or rotated, and the companies and
// games it brings into the catalogue every site shares (each site then lists them on its own).
import { z } from 'zod';
import { CASINO_SERVICE } from '../casino.ts';
import { callBody, text } from '../fields.ts';
import { listAnswer, pageFields } from './list.ts';

const id = z.number().int().positive().max(2_147_483_647);

/** What the provider sends as providerId in every wallet call. */
export const providerCode = text(32).regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'providerCodeInvalid');

/**
 * Where a launched game opens: an https address (or a path on the site) that carries {token}, the
 * player's launch token; {lang} and {game} are filled in too.
 */
export const launchUrlTemplate = text(500).refine(
  // '//host' or a backslash would leave the site while looking like a path.
  (s) => /^(https:\/\/[^\s/\\]+|\/(?![/\\]))[^\s\\]*$/.test(s) && s.includes('{token}'),
  'launchUrlInvalid',
);

const name = text(100).refine((s) => s.trim().length > 0, 'casinoNameRequired');

export const casinoCompanyRow = z.object({
  id: z.number(),
  name: z.string(),
  topServiceId: z.number(),
  limitText: z.string(),
  /** An aggregator's company has thousands of games: they are read a page at a time (casinoCompanyGames). */
  gameCount: z.number().int(),
});
export type CasinoCompanyRow = z.infer<typeof casinoCompanyRow>;

export const casinoProviderRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  launchUrl: z.string(),
  /** The platform's own games: their secret never leaves the server and is not rotated here. */
  house: z.boolean(),
  secretSetAt: z.string(),
  /** When the platform suspended it (its games hidden and closed to new bets), or null. */
  suspendedAt: z.string().nullable(),
  companies: z.array(casinoCompanyRow),
});
export type CasinoProviderRow = z.infer<typeof casinoProviderRow>;

export const casinoProvidersAnswer = z.object({
  status: z.literal(true),
  providers: z.array(casinoProviderRow),
  /** The wallet's address a provider calls, for the integration sheet. */
  walletUrl: z.string(),
});
export type CasinoProvidersAnswer = z.infer<typeof casinoProvidersAnswer>;

export const addCasinoProviderRequest = callBody({ code: providerCode, name, launchUrl: launchUrlTemplate });
export type AddCasinoProviderRequest = z.input<typeof addCasinoProviderRequest>;

/** The code is what the provider sends and signs with, so it never changes. */
export const updateCasinoProviderRequest = callBody({ id, name, launchUrl: launchUrlTemplate });
export type UpdateCasinoProviderRequest = z.input<typeof updateCasinoProviderRequest>;

export const rotateProviderSecretRequest = callBody({ id });
export type RotateProviderSecretRequest = z.input<typeof rotateProviderSecretRequest>;

/**
 * Suspends an outside provider (every site stops listing and launching its games, its wallet takes no
 * new bets, open rounds still end) or lifts the suspension.
 */
export const suspendCasinoProviderRequest = callBody({ id, suspended: z.boolean() });
export type SuspendCasinoProviderRequest = z.input<typeof suspendCasinoProviderRequest>;

/** The list again, with the new secret once: the server keeps it sealed and never shows it again. */
export const providerSecretAnswer = casinoProvidersAnswer.extend({
  secret: z.object({ providerId: z.number(), code: z.string(), value: z.string() }).nullable(),
});
export type ProviderSecretAnswer = z.infer<typeof providerSecretAnswer>;

/** The top services a company's games can sit under. */
export const companyServices = [
  CASINO_SERVICE.slots,
  CASINO_SERVICE.liveCasino,
  CASINO_SERVICE.virtualGames,
  CASINO_SERVICE.tvGames,
] as const;

export const addCasinoCompanyRequest = callBody({
  providerId: id,
  name,
  topServiceId: z
    .number()
    .int()
    .refine((s) => (companyServices as readonly number[]).includes(s), 'casinoServiceInvalid'),
  /** Stake range shown with a slot provider ("1 - 500 TL"). */
  limitText: text(40).default(''),
});
export type AddCasinoCompanyRequest = z.input<typeof addCasinoCompanyRequest>;

/** The most games one call adds: an aggregator's list is imported in parts of this size. */
export const MAX_GAMES_PER_CALL = 500;

/** The provider's own code of a game, sent back in its launch address. */
export const GAME_CODE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export const newCasinoGame = z.object({
  gameCode: text(64).regex(GAME_CODE, 'gameCodeInvalid'),
  title: name,
  /** Opens in an overlay on the site (8) or by going to the provider's address (0). */
  overlay: z.boolean().default(false),
});
export type NewCasinoGame = z.input<typeof newCasinoGame>;

/** Games of an outside provider's company: one typed in, or a list imported. */
export const addCasinoGamesRequest = callBody({
  companyId: id,
  games: z.array(newCasinoGame).min(1).max(MAX_GAMES_PER_CALL),
});
export type AddCasinoGamesRequest = z.input<typeof addCasinoGamesRequest>;

/** The list again, with how many were added and the codes the company already had (left as they were). */
export const addCasinoGamesAnswer = casinoProvidersAnswer.extend({
  added: z.number().int(),
  existing: z.array(z.string()),
});
export type AddCasinoGamesAnswer = z.infer<typeof addCasinoGamesAnswer>;

/** The games one casinoCompanyGames answer holds. */
export const COMPANY_GAMES_PAGE_SIZE = 50;

/** A page (from 1) of one company's games, by id; `search` finds a part of the code or title, any case. */
export const casinoCompanyGamesRequest = callBody({
  companyId: id,
  search: text(100).default(''),
  page: pageFields.page,
});
export type CasinoCompanyGamesRequest = z.input<typeof casinoCompanyGamesRequest>;

export const casinoGameRow = z.object({
  id: z.number(),
  gameCode: z.string(),
  title: z.string(),
  /** 8 opens the game in the site's overlay, 0 at the provider's address. */
  iframe: z.number(),
});
export type CasinoGameRow = z.infer<typeof casinoGameRow>;

/** The page's games and how many the search matches in all. */
export const casinoCompanyGamesAnswer = listAnswer(casinoGameRow);
export type CasinoCompanyGamesAnswer = z.infer<typeof casinoCompanyGamesAnswer>;
