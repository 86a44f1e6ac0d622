import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Provably fair rounds: the house commits to a secret server seed by showing its SHA-256 before
// play; each round's outcome comes from HMAC-SHA256(server seed, "clientSeed:nonce"). Once the seed
// is revealed, anyone can recompute every round. Uses @noble/hashes so Node and browsers agree.

/** The seeds and counter that fix one round's outcome. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The commitment shown before play: SHA-256 of the server seed, lowercase hex. */
export function seedCommitment(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/**
 * 32 outcome bytes of a round. Block 0 is HMAC(serverSeed, "clientSeed:nonce"); when a round needs
 * more than 32 bytes, block k > 0 is HMAC(serverSeed, "clientSeed:nonce:k").
 */
export function roundBytes(seeds: RoundSeeds, block = 0): Uint8Array {
  const base = `${seeds.clientSeed}:${seeds.nonce}`;
  const message = block === 0 ? base : `${base}:${block}`;
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(message));
}

const CHUNK_BYTES = 4;
const CHUNK_RANGE = 2 ** 32;

/** Draws uniform integers from one round's outcome bytes, in order, the same way every time. */
export interface RoundDraw {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32. */
  nextInt(n: number): number;
}

/** A draw over the round's bytes: successive 4-byte big-endian chunks, rejecting the biased tail. */
export function roundDraw(seeds: RoundSeeds): RoundDraw {
  let block = 0;
  let bytes = roundBytes(seeds, block);
  let cursor = 0;

  const nextChunk = (): number => {
    if (cursor + CHUNK_BYTES > bytes.length) {
      block += 1;
      bytes = roundBytes(seeds, block);
      cursor = 0;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + cursor, CHUNK_BYTES);
    cursor += CHUNK_BYTES;
    return view.getUint32(0);
  };

  return {
    nextInt(n) {
      if (!Number.isInteger(n) || n < 1 || n > CHUNK_RANGE) {
        throw new RangeError(`draw range must be an integer in [1, 2^32]: ${n}`);
      }
      // Chunks at or above the largest multiple of n would make low results likelier: draw again.
      const limit = CHUNK_RANGE - (CHUNK_RANGE % n);
      for (;;) {
        const chunk = nextChunk();
        if (chunk < limit) return chunk % n;
      }
    },
  };
}

/** The outcome of checking a revealed round. */
export type RoundCheck = { valid: true; outcomeHex: string } | { valid: false; reason: 'commitmentMismatch' };

/** Recomputes a round from the revealed server seed, refusing a seed that does not match its commitment. */
export function verifyRound(
  serverSeed: string,
  commitment: string,
  clientSeed: string,
  nonce: number,
): RoundCheck {
  if (seedCommitment(serverSeed) !== commitment.toLowerCase()) {
    return { valid: false, reason: 'commitmentMismatch' };
  }
  return { valid: true, outcomeHex: bytesToHex(roundBytes({ serverSeed, clientSeed, nonce })) };
}
