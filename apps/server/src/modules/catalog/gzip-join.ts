// A gzip answer joined from pieces compressed once each: every piece is raw deflate ended on a byte
// boundary (a sync flush), so pieces follow one another in one deflate stream. A list whose matches
// are already compressed is then joined, not compressed, when one of them moves.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Deflate level of a piece: a match's JSON alone compresses to about 15% at 6. */
const LEVEL = 6;
/** gzip's header: deflate, no flags, no time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last, empty, fixed-Huffman block: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** A piece's bytes as raw deflate that a later piece may follow. */
export function deflatePiece(plain: Buffer): Buffer {
  return deflateRawSync(plain, { level: LEVEL, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The gzip of the plain parts joined, from the same parts deflated in order (`deflatePiece`). */
export function gzipJoin(pieces: readonly Buffer[], plain: readonly Buffer[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const part of plain) {
    crc = crc32(part, crc);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...pieces, LAST_BLOCK, trailer]);
}
