/** Shapes of the simulator's reference data (sports, categories, tournaments, teams). */

/** A team or player as written in the data files: name and strength rating 0–100. */
export type TeamSeed = readonly [name: string, rating: number];

export interface TournamentSeed {
  /** Stable id; never reuse or renumber. */
  readonly id: number;
  readonly name: string;
  /** Own teams. Team id = tournament id * 100 + position (1-based): append only. */
  readonly teams: readonly TeamSeed[];
  /**
   * Names of teams that belong to another tournament of the same sport (continental cups).
   * They keep their home-league id, so the schedule sees one team, not two.
   */
  readonly guests?: readonly string[];
  /** Local (Istanbul) weekdays the tournament plays on, 0 = Sunday; default any day. */
  readonly weekdays?: readonly number[];
}

export interface CategorySeed {
  /** Stable id; never reuse or renumber. */
  readonly id: number;
  readonly name: string;
  /** Flag code for the UI: ISO 3166 alpha-2 lower case, or 'eu' / 'int'. */
  readonly flag: string;
  readonly tournaments: readonly TournamentSeed[];
}

export interface SportSeed {
  readonly id: number;
  /** English name. */
  readonly name: string;
  /** Turkish name (the site's default language is tr). */
  readonly nameTr: string;
  readonly categories: readonly CategorySeed[];
}

export interface Sport {
  readonly id: number;
  readonly name: string;
  readonly nameTr: string;
}

export interface Category {
  readonly id: number;
  readonly sportId: number;
  readonly name: string;
  readonly flag: string;
}

export interface Tournament {
  readonly id: number;
  readonly sportId: number;
  readonly categoryId: number;
  readonly name: string;
  /** Ids of every team taking part (own teams, then guests). */
  readonly teamIds: readonly number[];
  readonly weekdays?: readonly number[];
}

export interface Team {
  readonly id: number;
  readonly sportId: number;
  /** The tournament the team belongs to (its home league). */
  readonly tournamentId: number;
  readonly name: string;
  /** Strength 0–100. */
  readonly rating: number;
}
