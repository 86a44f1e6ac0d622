import { useEffect, useRef, useState } from 'react';
import { COUNT_UP_MS, countedBalance } from '../lib/jackpot-board.ts';

const reducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** A balance that counts up to each new value over COUNT_UP_MS (at once for reduced motion). */
export function useCountedBalance(target: number): number {
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    const duration = reducedMotion() ? 0 : COUNT_UP_MS;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const value = countedBalance(from, target, now - start, duration);
      current.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}
