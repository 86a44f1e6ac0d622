// A small simulated feed for tests: a few leagues, driven by the test's clock, ticked by hand.
import type { FeedSink } from '../modules/feed/provider.ts';
import { buildReferenceData, SPORT_SEEDS } from '../modules/feed/simulator/reference-data.ts';
import { createSimulator, type Simulator } from '../modules/feed/simulator/simulator.ts';

/** Turkish football, one basketball and one tennis category: tens of matches over two days. */
export const SMALL_REFERENCE = buildReferenceData(
  SPORT_SEEDS.filter((s) => [1, 2, 5].includes(s.id)).map((s) => ({
    ...s,
    categories: s.categories.slice(0, 1),
  })),
);

export async function startTestSimulator(
  sink: FeedSink,
  now: () => Date,
  options: { seed?: string; speed?: number; days?: number } = {},
): Promise<Simulator> {
  const simulator = createSimulator({
    seed: options.seed ?? 'test',
    speed: options.speed ?? 1,
    margin: 0.07,
    days: options.days ?? 4,
    now,
    tickMs: 0,
    reference: SMALL_REFERENCE,
    onError: (error) => {
      throw error;
    },
  });
  await simulator.start(sink);
  return simulator;
}
