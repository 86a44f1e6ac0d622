import { POPUP_ROTATION_MS } from '@bet/domain/api/popups';
import { useEffect, useState } from 'react';

type Rotating = { key: number; autoClose: boolean };

/**
 * Which pop-up is up: each stays 10 s (spec 002 §9), then the next; an auto-closing one leaves the
 * rotation after its turn, the others come round again until the player closes them.
 */
export function usePopupRotation<T extends Rotating>(popups: readonly T[]): T | undefined {
  const [retired, setRetired] = useState<ReadonlySet<number>>(() => new Set());
  const [turn, setTurn] = useState(0);
  const live = popups.filter((p) => !retired.has(p.key));
  const current = live.length > 0 ? live[turn % live.length] : undefined;
  const key = current?.key;
  const autoClose = current?.autoClose ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn re-arms the timer even when the same pop-up stays up
  useEffect(() => {
    if (key === undefined) return;
    const timer = setTimeout(() => {
      // Retiring it moves the next one into its place; otherwise the turn moves on.
      if (autoClose) setRetired((done) => new Set(done).add(key));
      else setTurn((n) => n + 1);
    }, POPUP_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [key, autoClose, turn]);
  return current;
}
