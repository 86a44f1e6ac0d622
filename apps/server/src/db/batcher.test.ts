import { describe, expect, it } from 'vitest';
import { createBatcher, type Settled } from './batcher.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the batcher', () => {
  it('runs a call alone when a slot is free and gathers the calls that arrive meanwhile', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> => {
        batches.push(items);
        await later();
        return items.map((n) => ({ ok: true, value: n * 10 }));
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => batcher.submit(n)));
    expect(answers).toEqual([10, 20, 30, 40, 50, 60]);
    // The first alone, then the waiting ones in arrival order, at most three at a time.
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('keeps at most maxInFlight batches running', async () => {
    let running = 0;
    let most = 0;
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> => {
        running += 1;
        most = Math.max(most, running);
        await later();
        running -= 1;
        return items.map((value) => ({ ok: true, value }));
      },
      { maxBatch: 2, maxInFlight: 2 },
    );
    await Promise.all(Array.from({ length: 20 }, (_, n) => batcher.submit(n)));
    expect(most).toBe(2);
  });

  it('settles each call on its own: one refused call does not refuse the others', async () => {
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> =>
        items.map((n) => (n % 2 ? { ok: true, value: n } : { ok: false, error: new Error(`even ${n}`) })),
      { maxBatch: 10, maxInFlight: 1 },
    );
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
  });

  it('runs every call of a failed batch again alone, so only the faulty call fails', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> => {
        batches.push(items);
        await later();
        if (items.includes(3)) throw new Error('three breaks any batch it is in');
        return items.map((value) => ({ ok: true, value }));
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('starts a second batch only beside one that has run overlapAfterMs', async () => {
    const started: number[] = [];
    const release: (() => void)[] = [];
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> => {
        started.push(items[0] as number);
        if (items[0] === 1) await new Promise<void>((resolve) => release.push(resolve));
        return items.map((value) => ({ ok: true, value }));
      },
      { maxBatch: 10, maxInFlight: 2, overlapAfterMs: 40 },
    );
    const first = batcher.submit(1);
    const second = batcher.submit(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The first is still running and young: the second waits.
    expect(started).toEqual([1]);
    // Past 40 ms the stuck first batch no longer holds the second up.
    expect(await second).toBe(2);
    expect(started).toEqual([1, 2]);
    release[0]?.();
    expect(await first).toBe(1);
  });
});
