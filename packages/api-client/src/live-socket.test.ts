import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, type LiveFrame, MAX_RECONNECTS, RECONNECT_DELAY_MS } from './live-socket.ts';
import { FakeSocket, latest } from './test-socket.ts';

const manager = () => createLiveSocket({ Socket: FakeSocket, url: () => 'ws://test/ws' });

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live socket', () => {
  it('connects on the first subscription only, in binary mode, and subscribes once open', () => {
    const live = manager();
    expect(FakeSocket.made).toHaveLength(0);
    live.subscribe(['live'], () => {});
    expect(FakeSocket.made).toHaveLength(1);
    expect(latest().binaryType).toBe('arraybuffer');
    expect(latest().url).toBe('ws://test/ws');
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['live'] }]);
  });

  it('counts topics: subscribes a topic when first wanted, unsubscribes when last let go', () => {
    const live = manager();
    const first = live.subscribe(['live', 'm:1'], () => {});
    const socket = latest();
    socket.open();
    const second = live.subscribe(['m:1', 'm:2'], () => {});
    expect(socket.sent.at(-1)).toEqual({ op: 'sub', topics: ['m:2'] });
    first();
    expect(socket.sent.at(-1)).toEqual({ op: 'unsub', topics: ['live'] });
    first();
    expect(socket.sent).toHaveLength(3);
    expect(socket.closedByClient).toBe(false);
    second();
    expect(socket.closedByClient).toBe(true);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('delivers a match frame to listeners of the live topic or of that match only', () => {
    const live = manager();
    const all: LiveFrame[] = [];
    const one: LiveFrame[] = [];
    const other: LiveFrame[] = [];
    live.subscribe(['live'], (f) => all.push(f));
    live.subscribe(['m:7'], (f) => one.push(f));
    live.subscribe(['m:8'], (f) => other.push(f));
    latest().open();
    latest().receive({ t: 'removed', id: 7, status: 'ended' });
    expect(all).toEqual([{ t: 'removed', id: 7, status: 'ended' }]);
    expect(one).toEqual(all);
    expect(other).toEqual([]);
  });

  it('reconnects after a drop, subscribes again and tells listeners to refetch', () => {
    const live = manager();
    const frames: LiveFrame[] = [];
    live.subscribe(['live', 'm:3'], (f) => frames.push(f));
    latest().open();
    latest().drop();
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['live', 'm:3'] }]);
    expect(frames).toEqual([{ t: 'reconnected' }]);
  });

  it('stops after five failed attempts and starts over on a new subscription', () => {
    const live = manager();
    live.subscribe(['live'], () => {});
    latest().drop();
    for (let i = 0; i < MAX_RECONNECTS; i++) {
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      latest().drop();
    }
    expect(FakeSocket.made).toHaveLength(1 + MAX_RECONNECTS);
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(1 + MAX_RECONNECTS);
    live.subscribe(['m:9'], () => {});
    expect(FakeSocket.made).toHaveLength(2 + MAX_RECONNECTS);
    latest().open();
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['live', 'm:9'] }]);
  });

  it('says when it gives up, and when a connection is back (the player sees a notice meanwhile)', () => {
    const links: boolean[] = [];
    const live = createLiveSocket({
      Socket: FakeSocket,
      url: () => 'ws://test/ws',
      onGiveUp: (down) => links.push(down),
    });
    live.subscribe(['live'], () => {});
    latest().drop();
    for (let i = 0; i < MAX_RECONNECTS - 1; i++) {
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      latest().drop();
    }
    // One attempt left: not given up yet.
    expect(links).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().drop();
    expect(links).toEqual([true]);
    // Trying again by hand starts over; the notice clears once the socket is open.
    live.retry();
    expect(FakeSocket.made).toHaveLength(2 + MAX_RECONNECTS);
    expect(links).toEqual([true]);
    latest().open();
    expect(links).toEqual([true, false]);
    expect(latest().sent).toEqual([{ op: 'sub', topics: ['live'] }]);
  });

  it('retrying does nothing while connected or with nobody listening', () => {
    const live = manager();
    live.retry();
    expect(FakeSocket.made).toHaveLength(0);
    live.subscribe(['live'], () => {});
    latest().open();
    live.retry();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('counts attempts per outage: a successful reconnect resets them', () => {
    const live = manager();
    live.subscribe(['live'], () => {});
    for (let outage = 0; outage < 3; outage++) {
      for (let i = 0; i < MAX_RECONNECTS - 1; i++) {
        latest().drop();
        vi.advanceTimersByTime(RECONNECT_DELAY_MS);
      }
      latest().open();
    }
    expect(FakeSocket.made).toHaveLength(1 + 3 * (MAX_RECONNECTS - 1));
    expect(latest().readyState).toBe(1);
  });

  it('does not reconnect once nobody listens', () => {
    const live = manager();
    const stop = live.subscribe(['live'], () => {});
    latest().open();
    latest().drop();
    stop();
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
