// Sharp bettors: many matches of every sport played at full speed from one seed against the
// simulator's book. Bettor A stakes 1.00 on every open outcome each simulated minute; bettor B only
// on decided outcomes, and should find none. BENCH_SHARP_MATCHES sets the matches per sport (100 by
// default), BENCH_SHARP_SPORTS the sports played (ids, comma-separated; all by default),
// BENCH_SHARP_SEED the seed ('bench') and BENCH_SHARP_CONTINUATIONS how many times the engine plays
// on from each bet's state (16). Per market type the table prints the engine-true hold (each bet
// valued at its mean payout over those continuations), the settled hold, both with standard errors
// clustered by match, the model's expected hold and the margin.
import { PLAYED_SPORT_IDS } from '../../apps/server/src/modules/feed/simulator/engines/index.ts';
import {
  runSharpBettors,
  type TypeHold,
} from '../../apps/server/src/modules/feed/simulator/sharp-bettors.ts';
import { loadAverage } from '../lib/bench-schema.ts';

const MATCHES = Number(process.env.BENCH_SHARP_MATCHES ?? 100);
const SPORTS = process.env.BENCH_SHARP_SPORTS?.split(',').map(Number) ?? PLAYED_SPORT_IDS;
const SEED = process.env.BENCH_SHARP_SEED ?? 'bench';
const CONTINUATIONS = Number(process.env.BENCH_SHARP_CONTINUATIONS ?? 16);
const MARGIN = 0.07;
/** Clustered standard errors the settled hold may lie from the engine-true one. */
const AGREEMENT = 3;

const percent = (x: number): string => `${(100 * x).toFixed(2)} %`;

// The verdict. A's stakes on one outcome rise and fall together through a match, so a match counts
// about once and a few hundred leave the settled hold several points to luck: the band is checked on
// the engine-true hold, which prices every bet against how the engine goes on from where it was
// taken. The settled hold still has its say, as a check on the engine-true one: it must lie within
// AGREEMENT standard errors of it, clustered by match (the honest error for this noise). That error
// is read from the same matches, so it is small exactly when the long shots have not come in: a
// seed where none did reads "inconsistent" with the settled hold far above (football 1X2 at seed
// 'bench3': 23.8 % ± 4.0 % beside 6.9 %; at 'bench2' 4.1 % ± 10.9 %). Read it over a few seeds.
const inBand = (h: TypeHold): boolean => h.engineHold >= MARGIN / 2 && h.engineHold <= 2 * MARGIN;
const consistent = (h: TypeHold): boolean => Math.abs(h.agreement) <= AGREEMENT;

function row(h: TypeHold, label = String(h.oddsType)): string {
  return [
    label.padStart(6),
    String(h.bets).padStart(8),
    String(h.matches).padStart(7),
    `${percent(h.engineHold)} ± ${percent(h.engineError)}`.padStart(20),
    `${percent(h.hold)} ± ${percent(h.error)}`.padStart(20),
    h.agreement.toFixed(1).padStart(5),
    percent(h.modelHold).padStart(9),
    percent(MARGIN).padStart(7),
    inBand(h) ? 'within' : 'OUTSIDE',
    consistent(h) ? 'consistent' : 'INCONSISTENT',
  ].join('  ');
}

export async function benchSharpBettors(): Promise<void> {
  const before = loadAverage();
  const started = performance.now();
  const result = runSharpBettors({
    seed: SEED,
    matchesPerSport: MATCHES,
    margin: MARGIN,
    continuations: CONTINUATIONS,
    sportIds: SPORTS,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nsharp bettors: ${result.matches} matches (${MATCHES} of each of ${SPORTS.length} sports, seed '${SEED}', ${CONTINUATIONS} continuations per bet state) in ${seconds.toFixed(1)} s (load average ${before} before, ${loadAverage()} after)`,
  );
  console.log('bettor A, 1.00 on every open outcome each minute: the book’s hold per market type');
  console.log(
    [
      '  type',
      '    bets',
      'matches',
      '     engine-true hold',
      '        settled hold',
      '    z',
      '    model',
      ' margin',
      'band (engine-true, half to twice the margin)',
      `settled within ${AGREEMENT} errors`,
    ].join('  '),
  );
  const passes = (h: TypeHold): boolean => inBand(h) && consistent(h);
  for (const h of result.holds) {
    console.log(row(h));
    // Every sport of a type that fails, and a sport that fails where its type as a whole passes.
    for (const s of result.sportHolds.filter((x) => x.oddsType === h.oddsType)) {
      if (!passes(h) || !passes(s)) console.log(row(s, `s${s.sportId}`));
    }
  }
  console.log(
    `bettor B, only on outcomes the score has decided: ${result.decidedBets.length} bets; lines open that the live model does not price: ${result.unpricedBets.length}`,
  );
}
