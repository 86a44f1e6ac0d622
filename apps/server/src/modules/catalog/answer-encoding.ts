// Kept answers sent compressed the way the browser asks (accept-encoding), each compressed copy made
// once per answer: a new answer is a new object, so a copy never outlives the answer it was made of,
// and an answer nobody asks for compressed costs nothing.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** An answer kept ready: its JSON (joined when first asked for), and a large one's joined gzip. */
export type KeptAnswer = { readonly size: number; json(): Buffer; joinedGzip?: () => Buffer };

/** An answer kept as the JSON bytes it is. */
export const keptJson = (json: Buffer): KeptAnswer => ({ size: json.length, json: () => json });

/**
 * Answers larger than this are not compressed whole. The whole live list (about 7 MB for 1,000
 * football matches) is new with every clock tick, so nearly every request for it would compress
 * afresh: brotli 4 takes about 13 ms (to about 110 KB), brotli 1 about 6 ms (300 KB), gzip 1 about
 * 15 ms (370 KB). On the event loop or on zlib's thread pool, that served the whole list at 0.11 to
 * 0.51 of a bare route sending the same compressed bytes in the lives3 bench (a tick every 20 ms).
 * Such an answer goes as gzip joined from its matches' own compressed bytes when it has one (about
 * 1 MB, joined in about 2 ms, its plain JSON never joined unless asked for), plain otherwise; the
 * bench then measured 0.87 to 1.04. A page of 50 (about 350 KB) compresses whole in about 1 ms to
 * about 8 KB and moves far less often.
 */
export const MAX_COMPRESSED_BYTES = 1024 * 1024;

/** Brotli 4 is about as fast as gzip 6 and 15% smaller on list JSON; higher qualities cost 10x more. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const copies = new WeakMap<KeptAnswer, Partial<Record<AnswerEncoding, Buffer>>>();

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

/** The coding to send an answer in: the client's preferred, brotli on a tie; none when plain is better. */
export function answerEncoding(header: string | undefined, answer: KeptAnswer): AnswerEncoding | undefined {
  if (!header) return undefined;
  const accepted = weights(header);
  const any = accepted.get('*') ?? 0;
  const br = accepted.get('br') ?? any;
  const gzip = accepted.get('gzip') ?? any;
  if (answer.size > MAX_COMPRESSED_BYTES) return gzip > 0 && answer.joinedGzip ? 'gzip' : undefined;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : undefined;
}

/** The answer compressed, made on the first call for this answer and coding, then reused. */
export function compressedAnswer(answer: KeptAnswer, encoding: AnswerEncoding): Buffer {
  const held = copies.get(answer) ?? {};
  const hit = held[encoding];
  if (hit) return hit;
  const join = encoding === 'gzip' && answer.size > MAX_COMPRESSED_BYTES ? answer.joinedGzip : undefined;
  const copy = join
    ? join()
    : encoding === 'br'
      ? brotliCompressSync(answer.json(), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: answer.size,
          },
        })
      : gzipSync(answer.json(), { level: GZIP_LEVEL });
  copies.set(answer, { ...held, [encoding]: copy });
  return copy;
}
