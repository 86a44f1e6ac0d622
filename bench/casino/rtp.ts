// RTP simulation: BENCH_RTP_SPINS spins (10,000,000) per slot machine with the real spin() over
// provably fair seeds, spread over a worker thread per core; the simulated RTP and its 99%
// confidence interval (from the per-spin variance) beside the exact RTP by enumeration. Flags a
// simulated RTP outside 96% ± 0.5 and an exact RTP outside the interval; it asserts nothing.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { slotMachines } from '@bet/domain/casino/slot-catalogue';
import type { SlotMachine } from '@bet/domain/casino/slot-engine';
import { slotStatistics } from '@bet/domain/casino/slot-statistics';
import type { BatchSums, SpinBatch } from './rtp-worker.ts';

const SPINS = Number(process.env.BENCH_RTP_SPINS ?? 10_000_000);
const TARGET_RTP = 0.96;
const TOLERANCE = 0.005;
/** Two-sided 99% quantile of the normal distribution. */
const Z_99 = 2.5758;
/**
 * 0.10 a line: a win is then exactly the spin's pay points (ten points a stake), so the single
 * rounding down of a spin takes nothing and the simulation measures what the enumeration does.
 */
const STAKE_PER_LINE = 10;

/** A worker running rtp-worker.ts, once loaded; worker threads do not inherit tsx's loader on Node 20. */
function startWorker(): Promise<Worker> {
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const script = JSON.stringify(new URL('./rtp-worker.ts', import.meta.url).href);
  const worker = new Worker(`import(${api}).then(({ tsImport }) => tsImport(${script}, ${script}))`, {
    eval: true,
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => {
      worker.off('error', reject);
      resolve(worker);
    });
  });
}

function playBatch(worker: Worker, batch: SpinBatch): Promise<BatchSums> {
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (sums: BatchSums) => {
      worker.off('error', reject);
      resolve(sums);
    });
    worker.postMessage(batch);
  });
}

type MachineRun = { sums: BatchSums; seconds: number };

/** The machine's spins split evenly over the workers, each batch under a server seed of its own. */
async function simulate(workers: readonly Worker[], machine: SlotMachine): Promise<MachineRun> {
  const began = performance.now();
  const parts = await Promise.all(
    workers.map((worker, i) =>
      playBatch(worker, {
        gameCode: machine.id,
        serverSeed: randomBytes(32).toString('hex'),
        clientSeed: `bench-rtp-${i}`,
        spins: Math.floor(SPINS / workers.length) + (i < SPINS % workers.length ? 1 : 0),
        stakePerLine: STAKE_PER_LINE,
      }),
    ),
  );
  const sums = parts.reduce((total, part) => ({
    spins: total.spins + part.spins,
    staked: total.staked + part.staked,
    won: total.won + part.won,
    wonSquared: total.wonSquared + part.wonSquared,
    hits: total.hits + part.hits,
  }));
  return { sums, seconds: (performance.now() - began) / 1000 };
}

const percent = (share: number, digits = 3) => `${(share * 100).toFixed(digits)}%`;

function printMachine(machine: SlotMachine, run: MachineRun): void {
  const { spins, staked, won, wonSquared, hits } = run.sums;
  const stake = STAKE_PER_LINE * machine.lines.length;
  const rtp = won / staked;
  // Each spin's return per unit staked: its variance from the sums of wins and their squares.
  const variance = (wonSquared / spins - (won / spins) ** 2) / stake ** 2;
  const halfWidth = (Z_99 * Math.sqrt(variance)) / Math.sqrt(spins);
  const exact = slotStatistics(machine);
  const exactRtp = Number(exact.rtp.numerator) / Number(exact.rtp.denominator);
  const flags = [
    Math.abs(rtp - TARGET_RTP) > TOLERANCE ? 'simulated RTP outside 96% ± 0.5' : '',
    Math.abs(exactRtp - rtp) > halfWidth ? 'exact RTP outside the 99% CI' : '',
  ].filter(Boolean);
  console.log(
    [
      machine.id.padEnd(15),
      percent(rtp).padStart(9),
      `${percent(rtp - halfWidth)} – ${percent(rtp + halfWidth)}`.padStart(20),
      percent(exactRtp).padStart(9),
      `${percent(hits / spins, 2)} / ${percent(exact.hitFrequency, 2)}`.padStart(17),
      `${Math.sqrt(variance).toFixed(2)} / ${exact.standardDeviation.toFixed(2)}`.padStart(13),
      (spins / run.seconds).toFixed(0).padStart(9),
      run.seconds.toFixed(1).padStart(8),
      `  ${flags.length > 0 ? `FLAG: ${flags.join('; ')}` : 'ok'}`,
    ].join(' '),
  );
}

export async function benchSlotRtp(): Promise<void> {
  const threads = os.availableParallelism();
  const started = await Promise.allSettled(Array.from({ length: threads }, startWorker));
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    console.log(
      `\nSlot RTP simulation (${SPINS.toLocaleString('en')} spins per machine, real spin() over provably fair seeds, ${threads} worker threads, ${STAKE_PER_LINE} a line)`,
    );
    console.log(
      `${'machine'.padEnd(15)} ${'sim. RTP'.padStart(9)} ${'99% CI'.padStart(20)} ${'exact RTP'.padStart(9)} ${'hits sim./exact'.padStart(17)} ${'sd sim./exact'.padStart(13)} ${'spins/s'.padStart(9)} ${'seconds'.padStart(8)}   flags`,
    );
    let total = 0;
    for (const machine of Object.values(slotMachines)) {
      const run = await simulate(workers, machine);
      total += run.seconds;
      printMachine(machine, run);
    }
    console.log(`  ${Object.keys(slotMachines).length} machines simulated in ${total.toFixed(1)} s`);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
