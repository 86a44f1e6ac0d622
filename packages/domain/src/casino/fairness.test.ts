import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roundBytes, roundDraw, seedCommitment, verifyRound } from './fairness.ts';

const seeds = { serverSeed: 'a3f1c9e07b2d4e6f8091a2b3c4d5e6f7', clientSeed: 'player-chosen', nonce: 42 };

// Independent reference: node:crypto, not @noble/hashes.
function nodeBlock(block: number): Buffer {
  const suffix = block === 0 ? '' : `:${block}`;
  return createHmac('sha256', seeds.serverSeed)
    .update(`${seeds.clientSeed}:${seeds.nonce}${suffix}`)
    .digest();
}

function nodeChunks(blocks: number): number[] {
  const chunks: number[] = [];
  for (let block = 0; block < blocks; block += 1) {
    const bytes = nodeBlock(block);
    for (let offset = 0; offset < bytes.length; offset += 4) chunks.push(bytes.readUInt32BE(offset));
  }
  return chunks;
}

describe('fairness core', () => {
  it('commits to the server seed with its SHA-256 hex', () => {
    expect(seedCommitment(seeds.serverSeed)).toBe(
      createHash('sha256').update(seeds.serverSeed).digest('hex'),
    );
  });

  it('takes outcome bytes from HMAC-SHA256(server seed, "client:nonce"), then "client:nonce:k"', () => {
    expect(Buffer.from(roundBytes(seeds)).equals(nodeBlock(0))).toBe(true);
    expect(Buffer.from(roundBytes(seeds, 2)).equals(nodeBlock(2))).toBe(true);
  });

  it('reads successive 4-byte big-endian chunks and moves to the next block after 32 bytes', () => {
    const draw = roundDraw(seeds);
    // 256 divides 2^32, so nothing is rejected and each draw is one chunk.
    const drawn = Array.from({ length: 20 }, () => draw.nextInt(256));
    expect(drawn).toEqual(
      nodeChunks(3)
        .slice(0, 20)
        .map((chunk) => chunk % 256),
    );
  });

  it('rejects chunks in the biased tail instead of folding them back', () => {
    const n = 3 * 2 ** 30; // chunks at or above n would make the lowest quarter twice as likely
    const draw = roundDraw(seeds);
    const expected = nodeChunks(4).filter((chunk) => chunk < n);
    expect(expected.length).toBeLessThan(32);
    expect(Array.from({ length: expected.length }, () => draw.nextInt(n))).toEqual(expected);
  });

  it('refuses a draw range that is not an integer in [1, 2^32]', () => {
    const draw = roundDraw(seeds);
    for (const n of [0, -3, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => draw.nextInt(n)).toThrow(RangeError);
    expect(draw.nextInt(1)).toBe(0);
  });

  it('draws uniformly: chi-square over 60,000 fixed-seed draws stays under the 0.1% critical value', () => {
    const counts = new Array<number>(10).fill(0);
    for (let nonce = 0; nonce < 10_000; nonce += 1) {
      const draw = roundDraw({ ...seeds, nonce });
      for (let i = 0; i < 6; i += 1) {
        const value = draw.nextInt(10);
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
    const expected = 6_000;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });

  it('keeps a range that does not divide 2^32 unbiased (plain modulo would give the low quarter 1/2)', () => {
    const n = 3 * 2 ** 30;
    let low = 0;
    const total = 30_000;
    for (let nonce = 0; nonce < total; nonce += 1)
      if (roundDraw({ ...seeds, nonce }).nextInt(n) < 2 ** 30) low += 1;
    expect(low / total).toBeGreaterThan(0.32);
    expect(low / total).toBeLessThan(0.347);
  });

  it('verifies a revealed round and refuses a seed that does not match the commitment', () => {
    const commitment = seedCommitment(seeds.serverSeed);
    expect(verifyRound(seeds.serverSeed, commitment.toUpperCase(), seeds.clientSeed, seeds.nonce)).toEqual({
      valid: true,
      outcomeHex: nodeBlock(0).toString('hex'),
    });
    expect(verifyRound(`${seeds.serverSeed}0`, commitment, seeds.clientSeed, seeds.nonce)).toEqual({
      valid: false,
      reason: 'commitmentMismatch',
    });
  });
});
