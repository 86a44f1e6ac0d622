// The Verify page's check, all in the browser with the domain's own code: the revealed server seed
// must hash to the commitment shown before play, and the seeds then fix the outcome.
import type { Card } from '@bet/domain/casino/blackjack';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { type SpinResult, spin } from '@bet/domain/casino/slot-engine';
import { verifyBlackjackRound, verifyRouletteRound } from '@bet/domain/casino/table-proofs';

/** The live tables' game codes: their client seed is the table, their nonce the round. */
export const TABLE_GAMES = ['european-roulette', 'blackjack'] as const;
const isTable = (code: string): code is (typeof TABLE_GAMES)[number] =>
  (TABLE_GAMES as readonly string[]).includes(code);

/** A blackjack player's own hits come from the client seed "blackjack:<player id>". */
const ownStream = /^blackjack:(\d{1,10})$/;

export interface RoundInput {
  gameCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stakePerLine: number;
}

export type RoundCheck =
  | { status: 'unknownGame' }
  | { status: 'badInput' }
  | { status: 'seedMismatch'; computedHash: string }
  | { status: 'verified'; computedHash: string; kind: 'slot'; result: SpinResult }
  | { status: 'verified'; computedHash: string; kind: 'roulette'; number: number }
  | {
      status: 'verified';
      computedHash: string;
      kind: 'blackjack';
      player: Card[];
      dealer: Card[];
      ownDraws: Card[];
    };

/** A live table's round: the table's seed and round fix the number, or the cards. */
function checkTableRound(input: RoundInput, game: (typeof TABLE_GAMES)[number]): RoundCheck {
  if (!input.serverSeed || !Number.isSafeInteger(input.nonce) || input.nonce < 0)
    return { status: 'badInput' };
  const computedHash = seedCommitment(input.serverSeed);
  if (computedHash !== input.serverSeedHash.trim().toLowerCase())
    return { status: 'seedMismatch', computedHash };
  const proof = {
    serverSeed: input.serverSeed,
    serverSeedHash: computedHash,
    table: game,
    round: input.nonce,
  };
  if (game === 'european-roulette')
    return { status: 'verified', computedHash, kind: 'roulette', number: verifyRouletteRound(proof).number };
  const player = ownStream.exec(input.clientSeed.trim());
  const round = verifyBlackjackRound(proof, player ? Number(player[1]) : undefined);
  return {
    status: 'verified',
    computedHash,
    kind: 'blackjack',
    player: round.player,
    dealer: round.dealer,
    ownDraws: round.ownDraws,
  };
}

/** Checks the commitment and recomputes the round; the outcome only for a seed that matches. */
export function checkRound(input: RoundInput): RoundCheck {
  if (isTable(input.gameCode)) return checkTableRound(input, input.gameCode);
  const machine = slotMachineOf(input.gameCode);
  if (!machine) return { status: 'unknownGame' };
  const wholeOk = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;
  if (!input.serverSeed || !wholeOk(input.nonce, 0) || !wholeOk(input.stakePerLine, 1)) {
    return { status: 'badInput' };
  }
  const computedHash = seedCommitment(input.serverSeed);
  if (computedHash !== input.serverSeedHash.trim().toLowerCase()) {
    return { status: 'seedMismatch', computedHash };
  }
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  return { status: 'verified', computedHash, kind: 'slot', result: spin(machine, seeds, input.stakePerLine) };
}
