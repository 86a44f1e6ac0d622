/** A value loaded on first use and kept for `ttlMs`; concurrent readers share one load. */
export type CachedValue<T> = {
  get(): Promise<T>;
  invalidate(): void;
};

export function cachedValue<T>(load: () => Promise<T>, now: () => Date, ttlMs: number): CachedValue<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  // Bumped by invalidate(), so a load that started before it cannot store stale data.
  let generation = 0;

  const fresh = (at: number) => value !== null && at >= value.loadedAt && at - value.loadedAt < ttlMs;

  return {
    get() {
      const at = now().getTime();
      if (value !== null && fresh(at)) return Promise.resolve(value.data);
      if (pending) return pending;
      const started = generation;
      pending = load().then(
        (data) => {
          if (started === generation) {
            value = { data, loadedAt: at };
            pending = null;
          }
          return data;
        },
        (err: unknown) => {
          if (started === generation) pending = null;
          throw err;
        },
      );
      return pending;
    },
    invalidate() {
      generation += 1;
      value = null;
      pending = null;
    },
  };
}
