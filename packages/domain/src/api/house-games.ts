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
export const roundProofAnswer = z.object({ status: z.literal('OK'), proof: roundProof });

/** A refusal: msg is a translation key (insufficientBalance, sessionExpired, spinTooSoon, ...). */
export const houseRefusal = z.object({ status: z.literal('ERROR'), msg: z.string() });
export type HouseRefusal = z.infer<typeof houseRefusal>;

// Roulette: timed rounds shared by everyone at the table (see casino/table-schedule.ts).

export const ROULETTE_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;

/** Chip values of the roulette table, minor units; a bet's stake is a sum of chips. */
export const ROULETTE_CHIPS = [100, 500, 1_000, 5_000, 10_000] as const;
/** The most one player may stake on a round, minor units. */
export const ROULETTE_MAX_ROUND_STAKE = 1_000_000;

/** What joining any live table answers besides its own game's state. */
const tableFields = {
  status: z.literal('OK'),
  gameCode: z.string(),
  currency: z.string(),
  balance: z.number(),
  /** The server's clock (epoch ms), so a screen can place the phases on its own clock. */
  serverNow: z.number(),
  schedule: z.object({ bettingMs: z.number(), playMs: z.number(), resultMs: z.number() }),
  /** The round now, its server seed shown only by its hash. */
  round: z.object({ round: z.number(), serverSeedHash: z.string() }),
  chips: z.array(z.number()),
};

export const rouletteBetInput = z.object({
  kind: z.enum(ROULETTE_KINDS),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
  stake: z.number().int().min(ROULETTE_CHIPS[0]).max(ROULETTE_MAX_ROUND_STAKE),
});

export const rouletteTableRequest = z.strictObject({ token });
export const rouletteBetRequest = z.strictObject({
  token,
  round: z.number().int().min(0),
  /** The client's key for this placement: a retry with the same key places nothing twice. */
  requestId: text(64).min(8),
  bets: z.array(rouletteBetInput).min(1).max(60),
});
export const rouletteResultRequest = z.strictObject({ token, round: z.number().int().min(0) });

/** A revealed round: the number and the seeds that drew it (client seed = table code, nonce = round). */
export const rouletteOutcome = z.object({
  round: z.number(),
  number: z.number(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type RouletteOutcome = z.infer<typeof rouletteOutcome>;

export const placedRouletteBet = z.object({
  kind: z.enum(ROULETTE_KINDS),
  numbers: z.array(z.number()),
  stake: z.number(),
});

export const rouletteTableAnswer = z.object({
  ...tableFields,
  maxRoundStake: z.number(),
  /** The player's bets on the round now: a reload shows them again. */
  myBets: z.array(placedRouletteBet),
  /** The latest revealed rounds, newest first. */
  history: z.array(rouletteOutcome),
});
export type RouletteTableAnswer = z.infer<typeof rouletteTableAnswer>;

export const rouletteBetAnswer = z.object({
  status: z.literal('OK'),
  balance: z.number(),
  myBets: z.array(placedRouletteBet),
});

export const rouletteResultAnswer = z.object({
  status: z.literal('OK'),
  outcome: rouletteOutcome,
  /** What the player staked on the round and won back, minor units. */
  stake: z.number(),
  win: z.number(),
  balance: z.number(),
});
export type RouletteResultAnswer = z.infer<typeof rouletteResultAnswer>;

// Blackjack: timed rounds at a shared table; see casino/blackjack.ts for the rules.

export const BLACKJACK_CHIPS = [100, 500, 1_000, 5_000, 10_000] as const;
export const BLACKJACK_MAX_STAKE = 500_000;

export const blackjackTableRequest = z.strictObject({ token });
export const blackjackBetRequest = z.strictObject({
  token,
  round: z.number().int().min(0),
  requestId: text(64).min(8),
  stake: z.number().int().min(BLACKJACK_CHIPS[0]).max(BLACKJACK_MAX_STAKE),
});
export const blackjackActionRequest = z.strictObject({
  token,
  round: z.number().int().min(0),
  action: z.enum(['hit', 'stand', 'double']),
});
export const blackjackResultRequest = z.strictObject({ token, round: z.number().int().min(0) });

/** The player's hand: its cards so far (the shared two, then their own), and what it may still do. */
export const blackjackHand = z.object({
  stake: z.number(),
  doubled: z.boolean(),
  stood: z.boolean(),
  cards: z.array(z.number()),
  total: z.number(),
  canAct: z.boolean(),
});
export type BlackjackHand = z.infer<typeof blackjackHand>;

/** A revealed round: the seeds, the shared cards and the dealer's whole hand. */
export const blackjackOutcome = z.object({
  round: z.number(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  /** Client seed of the shared cards; a player's own hits use "<clientSeed>:<player id>". */
  clientSeed: z.string(),
  player: z.array(z.number()),
  dealer: z.array(z.number()),
});
export type BlackjackOutcome = z.infer<typeof blackjackOutcome>;

export const blackjackTableAnswer = z.object({
  ...tableFields,
  maxStake: z.number(),
  /** Once the round is dealt: the shared player cards and the dealer's up card. */
  shared: z.object({ player: z.array(z.number()), dealerUp: z.number() }).nullable(),
  hand: blackjackHand.nullable(),
  history: z.array(blackjackOutcome),
});
export type BlackjackTableAnswer = z.infer<typeof blackjackTableAnswer>;

export const blackjackHandAnswer = z.object({
  status: z.literal('OK'),
  balance: z.number(),
  hand: blackjackHand,
});
export type BlackjackHandAnswer = z.infer<typeof blackjackHandAnswer>;

export const blackjackResultAnswer = z.object({
  status: z.literal('OK'),
  outcome: blackjackOutcome,
  /** The client seed of this player's own hits, "<table>:<player id>", to verify them. */
  ownClientSeed: z.string(),
  hand: blackjackHand.nullable(),
  win: z.number(),
  balance: z.number(),
});
export type BlackjackResultAnswer = z.infer<typeof blackjackResultAnswer>;
