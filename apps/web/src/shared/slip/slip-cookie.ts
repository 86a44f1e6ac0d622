// The slip's copy in a compressed cookie named betslip (spec 001 section 3, Bet slip selection): it
// lives 5 minutes and refills the slip when local storage is empty. Loaded on demand, not by the shell.
import { outcomeKey } from '@bet/domain/betting/live-pick';
import { readCookie, writeCookie } from '../cookies.ts';
import { freshSelections, type SlipSelection } from './slip-selection.ts';
import { useSlipStore } from './slip-store.ts';

export const SLIP_COOKIE = 'betslip';
/** The cookie lives as long as a pick stays fresh. */
export const SLIP_COOKIE_SECONDS = 300;
// Browsers drop cookies above about 4 KB; a slip that would not fit is not copied.
const MAX_COOKIE_CHARS = 3800;
// Team and market names are cut so twenty picks fit.
const MAX_NAME = 40;

/** One pick as a compact row: ids, odd, the names the slip shows, seconds since the epoch it was picked. */
type Row = [
  number,
  number,
  string,
  string,
  number,
  'L' | 'N',
  number,
  number,
  string,
  string,
  string,
  string,
  0 | 1,
];

const toRow = (s: SlipSelection): Row => [
  s.m,
  s.oddstype,
  s.special,
  s.outcomeid,
  s.odd,
  s.ttype,
  s.sportId,
  Math.floor(s.addedAt / 1000),
  s.home.slice(0, MAX_NAME),
  s.away.slice(0, MAX_NAME),
  s.typename.slice(0, MAX_NAME),
  s.outcome.slice(0, MAX_NAME),
  s.banker ? 1 : 0,
];

function fromRow(row: unknown): SlipSelection | null {
  if (!Array.isArray(row) || row.length !== 13) return null;
  const [m, oddstype, special, outcomeid, odd, ttype, sportId, at, home, away, typename, outcome, banker] =
    row;
  const numbers = [m, oddstype, odd, sportId, at].every((n) => typeof n === 'number' && Number.isFinite(n));
  const texts = [special, outcomeid, home, away, typename, outcome].every((x) => typeof x === 'string');
  if (!numbers || !texts || (ttype !== 'L' && ttype !== 'N')) return null;
  return {
    m,
    i: outcomeKey(oddstype, outcomeid, special),
    ttype,
    oddstype,
    special,
    outcomeid,
    odd,
    home,
    away,
    sportId,
    typename,
    outcome,
    addedAt: at * 1000,
    ...(banker === 1 && { banker: true }),
  };
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

const canCompress = (): boolean =>
  typeof CompressionStream !== 'undefined' && typeof DecompressionStream !== 'undefined';

/**
 * The picks as cookie text: 'z' and base64url of the raw-deflated JSON rows, or 'j' and base64url of
 * the plain JSON where the browser cannot compress.
 */
export async function encodeSlip(list: readonly SlipSelection[]): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(list.map(toRow)));
  if (!canCompress()) return `j${toBase64Url(json)}`;
  return `z${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`;
}

/** The picks of cookie text; [] for anything unreadable, and without rows that do not make a pick. */
export async function decodeSlip(text: string): Promise<SlipSelection[]> {
  try {
    const kind = text[0];
    let bytes = fromBase64Url(text.slice(1));
    if (kind === 'z') bytes = await pipe(bytes, new DecompressionStream('deflate-raw'));
    else if (kind !== 'j') return [];
    const rows: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(rows)) return [];
    return rows.map(fromRow).filter((s): s is SlipSelection => s !== null);
  } catch {
    return [];
  }
}

let latestWrite = 0;

/** Writes the picks to the cookie for 5 minutes (removes it for an empty slip); the last call wins. */
export async function writeSlipCookie(list: readonly SlipSelection[]): Promise<void> {
  const call = ++latestWrite;
  const value = list.length > 0 ? await encodeSlip(list) : '';
  if (call !== latestWrite) return;
  const keep = value !== '' && value.length <= MAX_COOKIE_CHARS;
  writeCookie(SLIP_COOKIE, keep ? value : '', keep ? SLIP_COOKIE_SECONDS / 86_400 : -1);
}

/** The picks kept in the cookie, [] when there is none. */
export async function readSlipCookie(): Promise<SlipSelection[]> {
  const text = readCookie(SLIP_COOKIE);
  return text ? decodeSlip(text) : [];
}

/** Fills an empty slip with the cookie's fresh picks (local storage had none). */
export async function refillSlip(): Promise<void> {
  const selections = freshSelections(await readSlipCookie(), Date.now());
  if (selections.length > 0 && useSlipStore.getState().selections.length === 0) {
    useSlipStore.setState({ selections });
  }
}
