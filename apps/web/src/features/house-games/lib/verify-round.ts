// The Verify page's check, all in the browser with the domain's own code: the revealed server seed
// must hash to the commitment shown before play, and the seeds then fix the outcome.
import { seedCommitment } from '@bet/domain/casino/fairness';
import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { type SpinResult, spin } from '@bet/domain/casino/slot-engine';

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
  | { status: 'verified'; computedHash: string; result: SpinResult };

/** Checks the commitment and recomputes the round; the outcome only for a seed that matches. */
export function checkRound(input: RoundInput): RoundCheck {
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
  return { status: 'verified', computedHash, result: spin(machine, seeds, input.stakePerLine) };
}
