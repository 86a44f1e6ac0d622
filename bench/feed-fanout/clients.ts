import { LIVE_TOPIC } from '@bet/domain/sportsbook/live-protocol';
import { pack, unpack } from 'msgpackr';
import WebSocket from 'ws';
import { nowMs, type TimedDelta } from './frames.ts';
import type { FanoutPlan } from './publisher.ts';

export type Receipts = {
  frames: number;
  /** Publish-to-receipt times, milliseconds. */
  latencies: Float64Array;
  firstSentAt: number;
  lastReceivedAt: number;
  /** Sockets the server closed before the end (dropped as slow consumers). */
  closed: number;
};

export type Audience = { receipts: Receipts; done: Promise<void>; close(): void };

/** What one run of clients measured. */
export type AudienceFigures = {
  /** Frames received by all clients per second, first publish to last receipt. */
  perSecond: number;
  p50: number;
  p99: number;
  /** Frames that never arrived. */
  missed: number;
  closed: number;
};

const CONNECT_BATCH = 200;
/** Frames still missing this long after the last one arrived are counted as lost. */
const STALL_MS = 5_000;

/**
 * Connects `clients` sockets subscribed to the live topic, as the web client does (MessagePack
 * frames decoded with msgpackr's plain `unpack`), and records when each measured frame arrives.
 */
export async function connectAudience(url: string, plan: FanoutPlan): Promise<Audience> {
  const expected = plan.clients * plan.frames;
  const receipts: Receipts = {
    frames: 0,
    latencies: new Float64Array(expected),
    firstSentAt: Number.POSITIVE_INFINITY,
    lastReceivedAt: 0,
    closed: 0,
  };
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const subscribe = pack({ op: 'sub', topics: [LIVE_TOPIC] });
  const onFrame = (data: Buffer) => {
    const receivedAt = nowMs();
    const frame = unpack(data) as TimedDelta;
    // Frame versions are publish sequence numbers; the first ones are the warm-up.
    if (frame.t !== 'match' || frame.v < plan.warmup) return;
    receipts.latencies[receipts.frames++] = receivedAt - frame.sentAt;
    receipts.firstSentAt = Math.min(receipts.firstSentAt, frame.sentAt);
    receipts.lastReceivedAt = receivedAt;
    if (receipts.frames === expected) finish();
  };
  const sockets: WebSocket[] = [];
  let closing = false;
  const connectOne = () =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      socket.on('message', onFrame);
      socket.once('close', () => {
        if (!closing) receipts.closed++;
      });
      socket.once('error', reject);
      socket.once('open', () => {
        socket.send(subscribe);
        resolve();
      });
    });
  // In batches, so the server's accept backlog is never the limit.
  for (let i = 0; i < plan.clients; i += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, plan.clients - i) }, connectOne));
  }
  return {
    receipts,
    done,
    close() {
      closing = true;
      for (const socket of sockets) socket.terminate();
    },
  };
}

export async function untilDoneOrStalled(audience: Audience): Promise<void> {
  let seen = -1;
  let stalledSince = Date.now();
  const finished = audience.done.then(() => true);
  while (!(await Promise.race([finished, new Promise<false>((r) => setTimeout(() => r(false), 250))]))) {
    if (audience.receipts.frames !== seen) {
      seen = audience.receipts.frames;
      stalledSince = Date.now();
    } else if (seen > 0 && Date.now() - stalledSince > STALL_MS) return;
  }
}

export function figuresOf(receipts: Receipts, expected: number): AudienceFigures {
  const latencies = receipts.latencies.subarray(0, receipts.frames).sort();
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSecond: receipts.frames / ((receipts.lastReceivedAt - receipts.firstSentAt) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    missed: expected - receipts.frames,
    closed: receipts.closed,
  };
}
