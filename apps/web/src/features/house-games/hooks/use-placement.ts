import { useCallback, useRef, useState } from 'react';
import { HouseError } from '../api/house-call.ts';

/**
 * Sends a table placement under a request id, kept while a placement got no answer: trying the
 * same bets again cannot place them twice. `forget` drops it when the bets change.
 */
export function usePlacement() {
  const requestId = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);

  const forget = useCallback(() => {
    requestId.current = null;
  }, []);

  const send = useCallback(async <A>(call: (requestId: string) => Promise<A>): Promise<A> => {
    requestId.current ??= crypto.randomUUID();
    setPlacing(true);
    try {
      const answer = await call(requestId.current);
      requestId.current = null;
      return answer;
    } catch (err) {
      // A refused placement is done with; only one that got no answer may have gone through.
      if (!(err instanceof HouseError && err.unanswered)) requestId.current = null;
      throw err;
    } finally {
      setPlacing(false);
    }
  }, []);

  return { send, placing, forget };
}
