import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 350;

/** A search box's text: it reaches the address, and so the call, once typing pauses. */
export function useTypedSearch(applied: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(applied);
  const settled = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const sent = useRef(applied);
  useEffect(() => {
    // Only a new pause applies: going back in history to another search must not re-apply this one.
    if (settled === sent.current) return;
    sent.current = settled;
    apply(settled);
  }, [settled, apply]);
  // Back or forward in history brings another search: the box shows it.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setTyped(applied);
  }, [applied]);
  return [typed, setTyped] as const;
}
