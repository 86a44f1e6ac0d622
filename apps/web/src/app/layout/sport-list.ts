/**
 * The sports the spec names (000 section 1), with their feed ids, for the menus until the sportsbook serves its
 * own list with live counts and favourites (spec 001).
 */
export const MENU_SPORTS = [
  { id: 1, key: 'football' },
  { id: 2, key: 'basketball' },
  { id: 5, key: 'tennis' },
  { id: 4, key: 'iceHockey' },
  { id: 6, key: 'handball' },
  { id: 23, key: 'volleyball' },
  { id: 3, key: 'baseball' },
  { id: 20, key: 'tableTennis' },
  { id: 109, key: 'counterStrike' },
  { id: 110, key: 'leagueOfLegends' },
  { id: 111, key: 'dota' },
] as const;
