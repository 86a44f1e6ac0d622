// The back office's casino calls: the site's games and providers, the in-house game rounds with their
// proofs, the casino figures per game and per provider, and the dealers' daily casino stake limits.
import { z } from 'zod';
import { callBody, optionalDay, text } from '../fields.ts';
import { listAnswer, pageFields } from './list.ts';

const id = z.number().int().positive().max(2_147_483_647);
/** Minor units, at most what a bigint column and a JS number both hold exactly. */
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// --- Games and providers of the caller's site ---

export const listedGameRow = z.object({
  id: z.number(),
  companyId: z.number(),
  title: z.string(),
  logo: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  popular: z.boolean(),
  isNew: z.boolean(),
});
export type ListedGameRow = z.infer<typeof listedGameRow>;

export const listedCompanyRow = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** Its provider is suspended by the platform: no site shows it, whatever its listing. */
  suspended: z.boolean(),
  /** How many games it has, and how many of them the site lists; they are read a page at a time. */
  gameCount: z.number().int(),
  listedCount: z.number().int(),
});
export type ListedCompanyRow = z.infer<typeof listedCompanyRow>;

export const casinoCatalogueAnswer = z.object({
  status: z.literal(true),
  /** Every company, listed or not, in the site's order. */
  companies: z.array(listedCompanyRow),
  /** Logos are every site's: only the platform site's staff change them. */
  logosEditable: z.boolean(),
});
export type CasinoCatalogueAnswer = z.infer<typeof casinoCatalogueAnswer>;

/**
 * A page of one company's games with the site's listing of each, in the site's order; asked for as
 * casinoCompanyGames is (company, search, page), COMPANY_GAMES_PAGE_SIZE a page.
 */
export const casinoListingGamesAnswer = listAnswer(listedGameRow);
export type CasinoListingGamesAnswer = z.infer<typeof casinoListingGamesAnswer>;

const position = z.number().int().min(0).max(100_000);

/** Changes some fields of one company's or one game's listing; the Home tabs are a game's only. */
export const setCasinoListingRequest = callBody({
  target: z.enum(['company', 'game']),
  id,
  enabled: z.boolean().optional(),
  position: position.optional(),
  popular: z.boolean().optional(),
  isNew: z.boolean().optional(),
});
export type SetCasinoListingRequest = z.input<typeof setCasinoListingRequest>;

/** A logo's address: a web address or a path on the site; empty for none. */
const logoAddress = text(500).refine(
  (s) => s === '' || /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(s),
  'invalidInput',
);

/** Changes a company's or a game's logo, on every site. */
export const setCasinoLogoRequest = callBody({ target: z.enum(['company', 'game']), id, logo: logoAddress });
export type SetCasinoLogoRequest = z.input<typeof setCasinoLogoRequest>;

// --- Game rounds ---

/**
 * A slot round, one placement at a live table (roulette, blackjack), or a round of an outside
 * provider as its wallet calls recorded it.
 */
export const casinoRoundKinds = ['slot', 'table', 'provider'] as const;
export type CasinoRoundKind = (typeof casinoRoundKinds)[number];

export const casinoRoundsRequest = callBody({
  username: text(64).optional(),
  gameCode: text(64).optional(),
  /** A slot round's id, or a table's round number. */
  roundId: text(64).optional(),
  from: optionalDay,
  to: optionalDay,
  ...pageFields,
});
export type CasinoRoundsRequest = z.input<typeof casinoRoundsRequest>;

export const casinoRoundRow = z.object({
  kind: z.enum(casinoRoundKinds),
  /** The slot round's id, the placement's id, or an outside round's first wallet call's id. */
  id: z.string(),
  /** What the player sees as the round: the slot round's id, the table's round number or the provider's round id. */
  round: z.string(),
  gameCode: z.string(),
  gameTitle: z.string(),
  userId: z.number(),
  username: z.string(),
  currency: z.string(),
  stake: z.number().int(),
  win: z.number().int(),
  state: z.enum(['open', 'bet', 'settled', 'cancelled']),
  playedAt: z.string(),
});
export type CasinoRoundRow = z.infer<typeof casinoRoundRow>;

export const casinoRoundsAnswer = listAnswer(casinoRoundRow);
export type CasinoRoundsAnswer = z.infer<typeof casinoRoundsAnswer>;

export const casinoRoundRequest = callBody({ kind: z.enum(casinoRoundKinds), id: text(64).min(1) });
export type CasinoRoundRequest = z.input<typeof casinoRoundRequest>;

/** The seeds that fixed a round; the server seed only once the round is revealed. */
export const casinoRoundProof = z.object({
  serverSeed: z.string().nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Slots: the stake per line the Verify page replays the spin with. */
  stakePerLine: z.number().int().nullable(),
});
export type CasinoRoundProof = z.infer<typeof casinoRoundProof>;

/** One wallet call an outside provider made for a round, in the order they arrived. */
export const casinoWalletCallRow = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  transactionId: z.string(),
  /** The bet a rollback refunds or a win pays. */
  betTransactionId: z.string().nullable(),
  /** What the call moved: a rollback the stake it refunded (0 when it came before its bet). */
  amount: z.number().int(),
  /** The ledger transaction the call wrote: none for a zero amount or a rollback of a bet never seen. */
  ledgerTransactionId: z.number().int().nullable(),
  at: z.string(),
});
export type CasinoWalletCallRow = z.infer<typeof casinoWalletCallRow>;

/**
 * The in-house games prove a round with their seeds; an outside provider's round is shown by the
 * wallet calls it made (its fairness is the provider's to prove).
 */
export const casinoRoundAnswer = z.object({
  status: z.literal(true),
  round: casinoRoundRow,
  proof: casinoRoundProof.nullable(),
  calls: z.array(casinoWalletCallRow),
});
export type CasinoRoundAnswer = z.infer<typeof casinoRoundAnswer>;

// --- Figures per game and per provider ---

export const casinoReportRequest = callBody({ from: optionalDay, to: optionalDay });
export type CasinoReportRequest = z.input<typeof casinoReportRequest>;

/** Minor units; GGR = stakes − wins. */
export const casinoFigures = z.object({
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  rounds: z.number().int(),
  players: z.number().int(),
});
export type CasinoFigures = z.infer<typeof casinoFigures>;

export const casinoReportAnswer = z.object({
  status: z.literal(true),
  currency: z.string(),
  games: z.array(casinoFigures.extend({ gameCode: z.string(), title: z.string(), company: z.string() })),
  companies: z.array(casinoFigures.extend({ companyId: z.number().nullable(), company: z.string() })),
  totals: casinoFigures,
});
export type CasinoReportAnswer = z.infer<typeof casinoReportAnswer>;

// --- A dealer's daily casino stake limit ---

export const casinoLimitRequest = callBody({ targetUserId: id });
export type CasinoLimitRequest = z.input<typeof casinoLimitRequest>;

export const setCasinoLimitRequest = callBody({ targetUserId: id, dailyStakeLimit: amount });
export type SetCasinoLimitRequest = z.input<typeof setCasinoLimitRequest>;

export const casinoLimitAnswer = z.object({
  status: z.literal(true),
  /** Minor units; 0 is unlimited. */
  dailyStakeLimit: z.number().int(),
  /** What the dealer's subtree staked in the casino today, minor units. */
  stakedToday: z.number().int(),
  day: z.string(),
});
export type CasinoLimitAnswer = z.infer<typeof casinoLimitAnswer>;
