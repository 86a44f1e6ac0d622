// How many corners and cards a football match has, both teams together: the simulator plays these
// counts and the goals model prices what is left of them, so the two read one number each.

export const CORNERS_PER_MATCH = 10;
/** Yellow and red cards each team gets in a match. */
export const YELLOWS_PER_TEAM = 2.15;
export const REDS_PER_TEAM = 0.1;
/** Both teams' cards together, yellow and red alike, as the cards market counts them. */
export const CARDS_PER_MATCH = 2 * (YELLOWS_PER_TEAM + REDS_PER_TEAM);
