import { useEffect, useRef } from 'react';
import { type LiveFrame, subscribeLive } from './live-socket.ts';

const SEPARATOR = '\n';

/**
 * Receives the live frames of the topics while the component is mounted. The subscription
 * changes only when the topics' content changes; the latest `onFrame` is always the one called.
 */
export function useLiveFrames(topics: readonly string[], onFrame: (frame: LiveFrame) => void): void {
  const handler = useRef(onFrame);
  useEffect(() => {
    handler.current = onFrame;
  });
  const key = [...new Set(topics)].sort().join(SEPARATOR);
  useEffect(() => {
    if (key === '') return;
    return subscribeLive(key.split(SEPARATOR), (frame) => handler.current(frame));
  }, [key]);
}
