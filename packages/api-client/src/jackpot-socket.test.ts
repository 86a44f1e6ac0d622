import type { JackpotWin } from '@bet/domain/casino/jackpot-frames';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJackpotSocket, JACKPOT_MAX_RECONNECTS, type JackpotSocketFrame } from './jackpot-socket.ts';
import { FakeSocket, latest } from './test-socket.ts';

const win: JackpotWin = {
  jackpot: 'casinoDaily',
  currency: 'TRY',
  amount: 12_345,
  winner: 'ay***',
  cycle: 3,
  dropPoint: 1_700_000_000_000,
  salt: 'abc',
  commitment: 'ff',
  at: '2026-11-28T05:00:00.000Z',
};

/** Counts the sockets made after `ms` more milliseconds of waiting. */
const madeAfter = (ms: number): number => {
  vi.advanceTimersByTime(ms);
  return FakeSocket.made.length;
};

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('jackpot socket', () => {
  it('subscribes to the jackpots topic and passes its frames on', () => {
    const frames: JackpotSocketFrame[] = [];
    createJackpotSocket({ Socket: FakeSocket, url: () => 'ws://test/ws' }).subscribe((f) => frames.push(f));
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['jackpots'] }]);
    latest().receive({ t: 'events', data: [{ id: 'casinoMega', currency: 'TRY', balance: 5, lit: false }] });
    latest().receive({ t: 'winnercasino', ...win });
    latest().receive({ t: 'pong' });
    expect(frames).toEqual([
      { t: 'events', data: [{ id: 'casinoMega', currency: 'TRY', balance: 5, lit: false }] },
      { t: 'winnercasino', ...win },
    ]);
  });

  it('waits 1 s times the attempt number before each reconnect, then gives up after 10', () => {
    const downs: boolean[] = [];
    createJackpotSocket({
      Socket: FakeSocket,
      url: () => 'ws://test/ws',
      onDown: (down) => downs.push(down),
    }).subscribe(() => {});
    latest().drop();
    for (let attempt = 1; attempt <= JACKPOT_MAX_RECONNECTS; attempt++) {
      const before = FakeSocket.made.length;
      // Not a moment early: the attempt comes exactly at attempt × 1 s.
      expect(madeAfter(attempt * 1000 - 1)).toBe(before);
      expect(madeAfter(1)).toBe(before + 1);
      latest().drop();
    }
    expect(FakeSocket.made).toHaveLength(1 + JACKPOT_MAX_RECONNECTS);
    expect(downs).toEqual([true]);
    expect(madeAfter(60_000)).toBe(1 + JACKPOT_MAX_RECONNECTS);
  });

  it('starts counting afresh once a socket opens, subscribes again and asks for a refetch', () => {
    const frames: JackpotSocketFrame[] = [];
    createJackpotSocket({ Socket: FakeSocket, url: () => 'ws://test/ws' }).subscribe((f) => frames.push(f));
    latest().open();
    latest().drop();
    expect(madeAfter(1000)).toBe(2);
    latest().drop();
    expect(madeAfter(2000)).toBe(3);
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['jackpots'] }]);
    expect(frames).toEqual([{ t: 'reconnected' }]);
    // Back to the first attempt's wait.
    latest().drop();
    expect(madeAfter(999)).toBe(3);
    expect(madeAfter(1)).toBe(4);
  });

  it('tries again by hand after giving up, and says it is up once open', () => {
    const downs: boolean[] = [];
    const jackpots = createJackpotSocket({
      Socket: FakeSocket,
      url: () => 'ws://test/ws',
      onDown: (down) => downs.push(down),
    });
    jackpots.subscribe(() => {});
    latest().drop();
    for (let attempt = 1; attempt <= JACKPOT_MAX_RECONNECTS; attempt++) {
      vi.advanceTimersByTime(attempt * 1000);
      latest().drop();
    }
    jackpots.retry();
    expect(FakeSocket.made).toHaveLength(2 + JACKPOT_MAX_RECONNECTS);
    latest().open();
    expect(downs).toEqual([true, false]);
  });

  it('closes without reconnecting when the last listener leaves', () => {
    const stop = createJackpotSocket({ Socket: FakeSocket, url: () => 'ws://test/ws' }).subscribe(() => {});
    latest().open();
    stop();
    expect(latest().closedByClient).toBe(true);
    expect(madeAfter(60_000)).toBe(1);
  });
});
