import { LIVE_TOPIC } from '@bet/domain/sportsbook/live-protocol';
import { liveDeltas, nowMs, type TimedDelta } from './frames.ts';

export type FanoutPlan = {
  clients: number;
  /** Frames sent first and left out of the figures, while both processes warm up (JIT, first GCs). */
  warmup: number;
  /** Frames measured. */
  frames: number;
  perSecond: number;
};

/** The plan as the child scripts get it: `<clients> <warmup> <frames> <perSecond>` (see planArgs). */
export function planFromArgs(args: string[]): FanoutPlan {
  const [clients, warmup, frames, perSecond] = args.map(Number);
  if (!clients || warmup === undefined || !frames || !perSecond)
    throw new Error('expected arguments: <clients> <warmup> <frames> <perSecond>');
  return { clients, warmup, frames, perSecond };
}

export const planArgs = (plan: FanoutPlan): string[] =>
  [plan.clients, plan.warmup, plan.frames, plan.perSecond].map(String);

/**
 * Waits until every client has subscribed, then publishes the frames to the live topic at a
 * steady rate, each stamped with its publish time.
 */
export async function publishWhenSubscribed(
  plan: FanoutPlan,
  subscribed: () => number,
  publish: (topic: string, frame: TimedDelta) => void,
): Promise<void> {
  while (subscribed() < plan.clients) await new Promise((resolve) => setTimeout(resolve, 20));
  const frames = liveDeltas(plan.warmup + plan.frames);
  const interval = 1000 / plan.perSecond;
  const start = nowMs();
  for (const [seq, frame] of frames.entries()) {
    // Against the start, not the last frame, so a late timer does not slow the rate.
    const wait = start + seq * interval - nowMs();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    publish(LIVE_TOPIC, { ...frame, sentAt: nowMs() });
  }
}
