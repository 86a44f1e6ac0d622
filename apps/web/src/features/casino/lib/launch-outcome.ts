// What a successful opencas answer asks of the page (spec 002 §2, Game launch flow; §8).
import { IFRAME_OVERLAY, type OpenCasinoAnswer } from '@bet/domain/api/casino';

export type LaunchOutcome =
  | { kind: 'overlay'; url: string }
  | { kind: 'navigate'; url: string }
  /** No game address: "Problem with service. Check" and the empty field. */
  | { kind: 'noGameUrl' };

// The answer's schema already refuses a missing iframe (a technical error); only the address can be empty.
export function launchOutcome({ content }: Pick<OpenCasinoAnswer, 'content'>): LaunchOutcome {
  if (!content.gameurl.trim()) return { kind: 'noGameUrl' };
  return content.iframe === IFRAME_OVERLAY
    ? { kind: 'overlay', url: content.gameurl }
    : { kind: 'navigate', url: content.gameurl };
}
