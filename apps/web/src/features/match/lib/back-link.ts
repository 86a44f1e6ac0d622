// Where the detail's back button goes (spec 001 section 2, Match detail): the prematch browser
// for a prematch match (ttype N), else the live page, with the query that reopens the same place.

export type BackLinkInput = {
  ttype: 'L' | 'N';
  matchId: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
};

const put = (query: URLSearchParams, name: string, value: number) => {
  if (value > 0) query.set(name, String(value));
};

/** 'sports?sid&cid&tid&goto' for prematch, 'livebets?sid&cid&match' for live; relative to /{lang}/. */
export function backLink({ ttype, matchId, sportId, categoryId, tournamentId }: BackLinkInput): string {
  const query = new URLSearchParams();
  put(query, 'sid', sportId);
  put(query, 'cid', categoryId);
  if (ttype === 'N') {
    put(query, 'tid', tournamentId);
    // The prematch browser scrolls to the element named by goto: the match's row.
    put(query, 'goto', matchId);
    return `sports?${query}`;
  }
  put(query, 'match', matchId);
  return `livebets?${query}`;
}
