// The live page's address (spec 001 section 2): sid, cid and activeOdd are kept in it, written
// without navigating; match scrolls to a row once; reset clears the filters.

export type LiveAddress = {
  sid?: number;
  cid?: number;
  activeOdd?: number;
  /** A match to scroll to. */
  match?: number;
  reset: boolean;
};

const id = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readLiveAddress(search: string): LiveAddress {
  const q = new URLSearchParams(search);
  const reset = q.has('reset');
  const sid = id(q.get('sid'));
  const cid = id(q.get('cid'));
  const activeOdd = id(q.get('activeOdd'));
  const match = id(q.get('match'));
  return {
    reset,
    ...(sid && !reset ? { sid } : {}),
    ...(cid && !reset ? { cid } : {}),
    ...(activeOdd && !reset ? { activeOdd } : {}),
    ...(match ? { match } : {}),
  };
}

/** The query for the page's state: other parameters kept, the one-shot match and reset dropped. */
export function liveAddressSearch(
  search: string,
  state: { sid: number | undefined; cid: number | undefined; activeOdd: number | undefined },
): string {
  const q = new URLSearchParams(search);
  q.delete('match');
  q.delete('reset');
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined) q.delete(key);
    else q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}
