// A worker of the RTP simulation: plays a batch of spins of one machine with the real spin(), one
// server seed for the batch and the nonce counting up, as a player's rounds would run, and answers
// the sums the main thread turns into the RTP, its variance and the hit rate.
import { parentPort } from 'node:worker_threads';
import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { spin } from '@bet/domain/casino/slot-engine';

export type SpinBatch = {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  spins: number;
  stakePerLine: number;
};

/** Minor units; plain numbers stay exact, as even 10^7 spins come nowhere near 2^53 in any sum. */
export type BatchSums = { spins: number; staked: number; won: number; wonSquared: number; hits: number };

function play(batch: SpinBatch): BatchSums {
  const machine = slotMachineOf(batch.gameCode);
  if (!machine) throw new Error(`no slot machine ${batch.gameCode}`);
  const sums: BatchSums = { spins: batch.spins, staked: 0, won: 0, wonSquared: 0, hits: 0 };
  const seeds = { serverSeed: batch.serverSeed, clientSeed: batch.clientSeed, nonce: 0 };
  for (let nonce = 0; nonce < batch.spins; nonce += 1) {
    seeds.nonce = nonce;
    const result = spin(machine, seeds, batch.stakePerLine);
    sums.staked += result.totalStake;
    sums.won += result.totalWin;
    sums.wonSquared += result.totalWin * result.totalWin;
    if (result.totalPoints > 0) sums.hits += 1;
  }
  return sums;
}

parentPort?.on('message', (batch: SpinBatch) => parentPort?.postMessage(play(batch)));
// Loaded: the main thread starts its clock only once every worker is.
parentPort?.postMessage('ready');
