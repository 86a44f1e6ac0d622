// The simulator's opening priorities of leagues (highlights, league order); the operator changes them later.
export const FEATURED_TOURNAMENTS: Readonly<Record<number, number>> = {
  1091: 100, // UEFA Champions League
  1011: 95, // Süper Lig
  1021: 90, // Premier League
  1031: 85, // LaLiga
  1051: 80, // Serie A
  1041: 75, // Bundesliga
  1092: 70, // UEFA Europa League
  1061: 65, // Ligue 1
  2021: 60, // EuroLeague
  2011: 55, // NBA
  2031: 50, // BSL
  5011: 45, // ATP Tour
  5021: 40, // WTA Tour
  23011: 35, // Sultanlar Ligi
  4011: 30, // NHL
};
