// Proof-of-work challenges (ALTCHA): what stops scripted registrations and password guessing.
import { createHmac } from 'node:crypto';
import { type ChallengePurpose, challengePurpose, type PowChallenge } from '@bet/domain/api/account';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { loadChallengeKey, markChallengeSpent } from './challenge-repo.ts';

/** Long enough to fill in the registration form after the challenge was fetched. */
export const CHALLENGE_TTL_MS = 20 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';

type Secrets = { signature: string; key: string };
const secretsByDatabase = new WeakMap<Database, Promise<Secrets>>();

/** Two secrets from the stored key: one signs the challenge, one its expected answer. */
function secrets(database: Database): Promise<Secrets> {
  let found = secretsByDatabase.get(database);
  if (!found) {
    found = loadChallengeKey(database.db).then((key) => ({
      signature: createHmac('sha256', key).update('challenge').digest('hex'),
      key: createHmac('sha256', key).update('answer').digest('hex'),
    }));
    // A failed read is tried again by the next request.
    found.catch(() => secretsByDatabase.delete(database));
    secretsByDatabase.set(database, found);
  }
  return found;
}

/**
 * A new challenge for the site and purpose. Its expiry, site and purpose travel signed in its data, so
 * issuing writes nothing; the solver needs between half of maxTries and all of them.
 */
export async function issueChallenge(
  deps: AppDeps,
  siteId: number,
  purpose: ChallengePurpose,
): Promise<PowChallenge> {
  const { signature, key } = await secrets(deps.database);
  const { cost, maxTries } = deps.config.pow;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    deriveKey,
    counter: randomInt(maxTries - 1, Math.floor(maxTries / 2)),
    data: { purpose, site: siteId, expires: deps.now().getTime() + CHALLENGE_TTL_MS },
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
  // Copied into a plain record: the answer keeps every parameter, named in its schema or not.
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
}

const payloadSchema = z.object({
  // Kept whole: the signature covers every parameter.
  challenge: z.object({ parameters: z.looseObject({ nonce: z.string() }), signature: z.string() }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});
const dataSchema = z.object({
  purpose: challengePurpose,
  site: z.number(),
  expires: z.number(),
});

/** The widget's answer: base64 of the JSON challenge and solution. */
function parsePayload(securityCode: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(securityCode, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type ChallengeRefusal = 'checkSecurityCode' | 'captchaExpired';

/**
 * Checks a solved challenge and uses it up; the refusal's key, or null when it passes. Refused: anything
 * not signed by us or not solved, one issued for another site or purpose, an expired one, a used one.
 */
export async function spendChallenge(
  deps: AppDeps,
  siteId: number,
  purpose: ChallengePurpose,
  securityCode: string,
): Promise<ChallengeRefusal | null> {
  const payload = parsePayload(securityCode);
  if (!payload) return 'checkSecurityCode';
  const { signature, key } = await secrets(deps.database);
  const { parameters } = payload.challenge;
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: {
        parameters: parameters as PowChallenge['parameters'],
        signature: payload.challenge.signature,
      },
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    verified = result.verified;
  } catch {
    // Malformed values inside a payload are a wrong answer, not a fault.
  }
  if (!verified) return 'checkSecurityCode';
  const data = dataSchema.safeParse(parameters.data);
  if (!data.success || data.data.purpose !== purpose || data.data.site !== siteId) return 'checkSecurityCode';
  const now = deps.now();
  if (data.data.expires <= now.getTime()) return 'captchaExpired';
  const fresh = await markChallengeSpent(
    deps.database.db,
    parameters.nonce,
    new Date(data.data.expires),
    now,
  );
  return fresh ? null : 'checkSecurityCode';
}
