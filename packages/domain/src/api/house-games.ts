// The in-house game provider's own calls (POST /house/api/<call>): what its game clients send and
// get. Like any provider's, they name the player by the launch token in the game URL, never by the
// site's session; money moves only through the seamless wallet. Amounts are minor units.
import { z } from 'zod';
import { text } from './fields.ts';

const token = text(100).min(1);
const minorUnits = z.number().int().min(1).max(1_000_000_000);
/** A client seed the player chooses: printable, short. */
export const clientSeed = text(64).regex(/^[\x21-\x7e]{1,64}$/);

export const houseSessionRequest = z.strictObject({ token });
export const slotSpinRequest = z.strictObject({ token, stakePerLine: minorUnits });
export const clientSeedRequest = z.strictObject({ token, clientSeed });
export const roundProofRequest = z.strictObject({ roundId: text(40).min(1) });

/** The seeds of the next round: the server seed only by its hash until the round is played. */
export const nextSeeds = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() });
export type NextSeeds = z.infer<typeof nextSeeds>;

/** A played round's seeds, the server seed revealed: anyone can recompute its outcome. */
export const roundProof = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  /** The round's stake parameters, enough to recompute its win. */
  stakePerLine: z.number(),
  stake: z.number(),
  win: z.number(),
  currency: z.string(),
  /** ISO 8601. */
  playedAt: z.string(),
});
export type RoundProof = z.infer<typeof roundProof>;

/** The rules a site enforces on its slots (UK: a spin lasts at least 2.5 s, no autoplay). */
export const slotRules = z.object({ minSpinMs: z.number(), autoplay: z.boolean() });
export type SlotRules = z.infer<typeof slotRules>;

/** A slot round as the client shows it: reel stops, the wins they make, and the balance after. */
export const slotRound = z.object({
  proof: roundProof,
  stops: z.array(z.number()),
  lineWins: z.array(z.object({ line: z.number(), symbol: z.string(), count: z.number(), win: z.number() })),
  scatterWin: z.number(),
  balance: z.number(),
});
export type SlotRound = z.infer<typeof slotRound>;

/** Opening a slot: which machine (its definition lives in packages/domain), stakes, seeds, last round. */
export const slotSessionAnswer = z.object({
  status: z.literal('OK'),
  gameCode: z.string(),
  title: z.string(),
  currency: z.string(),
  balance: z.number(),
  /** Stake per line choices, minor units. */
  stakes: z.array(z.number()),
  rules: slotRules,
  seeds: nextSeeds,
  /** The latest round, so a reload shows (and, if its win was still owed, completes) it. */
  lastRound: slotRound.nullable(),
  /** A round the reload completed: its result had not been shown yet. */
  resumed: z.boolean(),
});
export type SlotSessionAnswer = z.infer<typeof slotSessionAnswer>;

export const slotSpinAnswer = z.object({ status: z.literal('OK'), round: slotRound, seeds: nextSeeds });
export type SlotSpinAnswer = z.infer<typeof slotSpinAnswer>;

export const clientSeedAnswer = z.object({ status: z.literal('OK'), seeds: nextSeeds });

/** A refusal: msg is a translation key (insufficientBalance, sessionExpired, spinTooSoon, ...). */
export const houseRefusal = z.object({ status: z.literal('ERROR'), msg: z.string() });
export type HouseRefusal = z.infer<typeof houseRefusal>;
