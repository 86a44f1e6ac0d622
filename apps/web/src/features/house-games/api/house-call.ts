// The in-house provider's calls (POST /house/api/<call>): the launch token travels in the body, not
// the site's session, so these skip the site's call helper. A refusal arrives as {status: 'ERROR', msg}.
import { houseRefusal } from '@bet/domain/api/house-games';
import type { ZodType } from 'zod';

/** The refusal keys the page translates; anything else reads as serviceUnavailable. */
export const HOUSE_REFUSALS = [
  'insufficientBalance',
  'sessionExpired',
  'spinTooSoon',
  'invalidStake',
  'casinoLimitsFull',
  'roundNotFound',
  // The live tables'.
  'bettingClosed',
  'invalidBet',
  'tableLimit',
  'notRevealed',
  'betRefused',
  'alreadyBet',
  'actionClosed',
  'noHand',
  'handClosed',
  'tryAgain',
  'serviceUnavailable',
] as const;
export type HouseRefusalKey = (typeof HOUSE_REFUSALS)[number];

/** A refused or failed house call, by the key of its message. */
export class HouseError extends Error {
  readonly key: HouseRefusalKey;
  /** No answer came (network down, a gateway's page): the call may or may not have been done. */
  readonly unanswered: boolean;
  constructor(key: string, unanswered = false) {
    super(key);
    this.unanswered = unanswered;
    this.key = (HOUSE_REFUSALS as readonly string[]).includes(key)
      ? (key as HouseRefusalKey)
      : 'serviceUnavailable';
  }
}

/** POSTs the body to the house call and returns its answer checked against the schema. */
export async function callHouse<T>(
  name: string,
  body: Record<string, unknown>,
  schema: ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/house/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new HouseError('serviceUnavailable', true);
  }
  const answer: unknown = await response.json().catch(() => null);
  const refused = houseRefusal.safeParse(answer);
  if (refused.success) throw new HouseError(refused.data.msg);
  const checked = schema.safeParse(answer);
  if (!response.ok || !checked.success) throw new HouseError('serviceUnavailable', answer === null);
  return checked.data;
}

const RETRY_DELAYS_MS = [500, 1500];

/**
 * Repeats a call that got no answer, for calls keyed by a request id: the server does a repeated
 * key once, so a retry cannot place a bet twice.
 */
export async function retryUnanswered<T>(call: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof HouseError && err.unanswered)) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return call();
}
