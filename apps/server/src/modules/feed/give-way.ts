// The embedded database runs each statement in this thread and answers without a turn of the
// event loop, so a run of statements (or of pricing) holds every request until it ends. Long
// feed work gives way between slices: what waits (sockets, timers) runs, then the work goes on.

/** The longest run of fixture work between two yields when the work itself is not sliced. */
const SLICE_MS = 10;

/** Lets the event loop run what is waiting (I/O, timers) before going on. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Resolves at once until SLICE_MS has passed since the last yield, then yields to the event loop. */
export function breather(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTurn();
    since = performance.now();
  };
}
