import { ApiError } from '@bet/api-client/call-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../utils/error-message.ts';

/** The last answer of an as-you-type server check, for the value it was asked about. */
export type CheckState =
  | { status: 'idle' }
  | { status: 'checking'; value: string }
  | { status: 'ok'; value: string; message: string }
  /** `blocking`: the server said the value is invalid or taken (not a fault such as a rate limit). */
  | { status: 'refused'; value: string; message: string; key: string; blocking: boolean };

type Run = (value: string, signal: AbortSignal) => Promise<string>;

/**
 * A server check of one field (username free? promotion code known?): only the latest question counts.
 * With `auto`, it asks `delayMs` after `value` stops changing, while `auto.enabled` holds.
 */
export function useServerCheck(run: Run, auto?: { value: string; enabled: boolean; delayMs: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const runRef = useRef(run);
  runRef.current = run;

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const check = useCallback(
    async (value: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'checking', value });
      try {
        const message = await runRef.current(value, controller.signal);
        if (!controller.signal.aborted) setState({ status: 'ok', value, message });
      } catch (err) {
        if (controller.signal.aborted) return;
        const blocking = err instanceof ApiError && [400, 404, 409].includes(err.status);
        const key = err instanceof ApiError ? err.key : 'technicalError';
        setState({ status: 'refused', value, message: errorMessage(err, t), key, blocking });
      }
    },
    [t],
  );

  const automatic = auto !== undefined;
  const autoValue = auto?.value ?? '';
  const autoEnabled = auto?.enabled ?? false;
  const delayMs = auto?.delayMs ?? 0;
  useEffect(() => {
    if (!automatic) return;
    if (!autoEnabled) {
      reset();
      return;
    }
    const timer = setTimeout(() => void check(autoValue), delayMs);
    return () => clearTimeout(timer);
  }, [automatic, autoValue, autoEnabled, delayMs, check, reset]);

  useEffect(() => () => current.current?.abort(), []);

  /** The state, if it is about `value` (an answer about an older value is not shown). */
  const stateFor = (value: string): CheckState =>
    state.status !== 'idle' && state.value !== value ? { status: 'idle' } : state;
  return { state, stateFor, check, reset };
}
