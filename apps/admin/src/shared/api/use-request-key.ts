import { newRequestId } from '@bet/api-client/call-api';
import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a money-moving call. Sending the same payload again (after a network fault,
 * a double click) reuses the key, so the server does it once; a different payload gets a new key,
 * since the server refuses one key with two inputs. `settle` after an answer starts afresh.
 */
export function useRequestKey() {
  const last = useRef<{ key: string; payload: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const text = JSON.stringify(payload);
    if (last.current?.payload !== text) last.current = { key: newRequestId(), payload: text };
    return last.current.key;
  }, []);
  const settle = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settle };
}
