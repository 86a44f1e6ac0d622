import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { engineFor, PLAYED_SPORT_IDS } from './index.ts';

const input = (seed: string) => ({ seed, homeRating: 74, awayRating: 58, tournamentId: 1 });
const RUNS = 300;

describe.each(PLAYED_SPORT_IDS)('sport %i played on from a moment of a match', (sportId) => {
  const engine = engineFor(sportId);

  it('keeps everything played by then: from the final whistle it is the match itself', () => {
    for (let i = 0; i < 5; i++) {
      const plan = engine.plan(input(`resume-${i}`));
      const end = engine.duration(plan);
      expect(engine.resultFrom(plan, end, createRandom(`on-${i}`))).toEqual(engine.result(plan));
    }
  });

  it('keeps the score so far: a resumed match never ends below the score at that moment', () => {
    const plan = engine.plan(input('resume-half'));
    const at = engine.duration(plan) / 2;
    const score = engine.stateAt(plan, at).score;
    for (let k = 0; k < 20; k++) {
      const result = engine.resultFrom(plan, at, createRandom(`half-${k}`));
      expect(result.score.home).toBeGreaterThanOrEqual(score.home);
      expect(result.score.away).toBeGreaterThanOrEqual(score.away);
    }
  });

  // From the start nothing has happened yet, so fresh continuations are matches as the engine plans
  // them: the home side wins as often (within four standard errors of the difference, fixed seeds).
  it('from the start wins as often as freshly planned matches do', () => {
    const plan = engine.plan(input('resume-start'));
    let planned = 0;
    let resumed = 0;
    for (let k = 0; k < RUNS; k++) {
      const fresh = engine.result(engine.plan(input(`fresh-${k}`))).score;
      const on = engine.resultFrom(plan, 0, createRandom(`start-${k}`)).score;
      if (fresh.home > fresh.away) planned++;
      if (on.home > on.away) resumed++;
    }
    const share = planned / RUNS;
    const error = Math.sqrt((2 * share * (1 - share)) / RUNS);
    expect(Math.abs(resumed / RUNS - share)).toBeLessThanOrEqual(4 * error + 1 / RUNS);
  });
});
