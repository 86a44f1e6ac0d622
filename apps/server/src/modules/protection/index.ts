// The protection module's service surface: a player's own limits and exclusions (responsible gambling).
export { type ActiveExclusion, activeExclusionOf, addExclusion, assertNotExcluded } from './exclusions.ts';
export { type PlayBlock, playBlockFrom, playBlockOf, playFactsStatement } from './play-guard.ts';
export {
  confirmPlayerLimit,
  limitsOf,
  limitValuesOf,
  type PlayerLimit,
  setPlayerLimit,
} from './player-limits.ts';
