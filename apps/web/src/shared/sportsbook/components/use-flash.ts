import { useEffect, useRef, useState } from 'react';

/** Odds and scores flash this long after a change (spec 001 section 4, Odds state). */
export const FLASH_MS = 3000;

export type Flash = 'up' | 'down' | 'changed';

/**
 * Which flash a value shows: `classify` reads the previous and new value of a change (null: no
 * flash); the flash clears FLASH_MS after the last change.
 */
export function useFlash<T>(value: T, classify: (previous: T, next: T) => Flash | null): Flash | null {
  const previous = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    const next = classify(previous.current, value);
    previous.current = value;
    if (!next) return;
    setFlash(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlash(null), FLASH_MS);
  }, [value, classify]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return flash;
}
