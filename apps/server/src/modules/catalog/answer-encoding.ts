// Kept answers sent compressed the way the browser asks (accept-encoding), each compressed copy made
// once per answer: a new answer is a new Buffer, so a copy never outlives the bytes it was made of,
// and an answer nobody asks for compressed costs nothing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Answers larger than this go plain. The whole live list (about 7 MB for 1,000 football matches)
 * is new with every clock tick, so nearly every request for it would compress afresh: brotli 4
 * takes about 13 ms (to about 110 KB), brotli 1 about 6 ms (300 KB), gzip 1 about 15 ms (370 KB),
 * all of it blocking the event loop; done on zlib's thread pool instead, the copies of successive
 * versions pile up. In the lives3 bench (a tick every 20 ms) that served the whole list at 0.11 to
 * 0.51 of a bare route sending the same compressed bytes, against 0.7 to 1.0 plain. A page of 50
 * (about 350 KB) compresses in about 1 ms to about 8 KB and moves far less often.
 */
export const MAX_COMPRESSED_BYTES = 1024 * 1024;

/** Brotli 4 is about as fast as gzip 6 and 15% smaller on list JSON; higher qualities cost 10x more. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const copies = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Buffer>>>();

/** How much a client takes a coding (q-value), from its accept-encoding header; 0 when refused. */
function weights(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding) accepted.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/** The coding to send an answer of this size in: the client's preferred, brotli on a tie; none when plain is better. */
export function answerEncoding(header: string | undefined, size: number): AnswerEncoding | undefined {
  if (!header || size > MAX_COMPRESSED_BYTES) return undefined;
  const accepted = weights(header);
  const any = accepted.get('*') ?? 0;
  const br = accepted.get('br') ?? any;
  const gzip = accepted.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** The answer compressed, made on the first call for this answer and coding, then reused. */
export function compressedAnswer(answer: Buffer, encoding: AnswerEncoding): Buffer {
  const held = copies.get(answer) ?? {};
  const hit = held[encoding];
  if (hit) return hit;
  const copy =
    encoding === 'br'
      ? brotliCompressSync(answer, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
          },
        })
      : gzipSync(answer, { level: GZIP_LEVEL });
  copies.set(answer, { ...held, [encoding]: copy });
  return copy;
}
