import { useEffect, useState } from 'react';

const secondsLeft = (until: number | undefined): number =>
  until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (epoch ms); 0 without one or once passed. Read at every render
 * (so a new deadline counts at once) and re-rendered every second while it runs.
 */
export function useCountdown(until: number | undefined): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (secondsLeft(until) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until);
}
