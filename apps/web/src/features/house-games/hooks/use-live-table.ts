import type { TableSchedule } from '@bet/domain/casino/table-schedule';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { HouseError, type HouseRefusalKey } from '../api/house-call.ts';
import { usePhaseChange, useTableClock } from './use-table-clock.ts';

type TableAnswer = { balance: number; serverNow: number; schedule: TableSchedule };
type ResultAnswer = { balance: number; outcome: { round: number } };

/** A screen clock a little ahead of the server's asks before the reveal: it asks again, a few times. */
const NOT_REVEALED_RETRY_MS = 1000;
const NOT_REVEALED_TRIES = 3;

export const refusalOf = (err: unknown): HouseRefusalKey =>
  err instanceof HouseError ? err.key : 'serviceUnavailable';

/**
 * What every live table screen does: follows the table's clock, asks for the table again when a
 * round opens and when it is dealt, asks for each round's result when it is revealed, and keeps the
 * latest balance.
 */
export function useLiveTable<T extends TableAnswer, R extends ResultAnswer>(
  query: UseQueryResult<T>,
  table: T,
  loadResult: (round: number) => Promise<R>,
) {
  const { moment, secondsLeft } = useTableClock(table, query.dataUpdatedAt);
  const [balance, setBalance] = useState(table.balance);
  const [result, setResult] = useState<R | null>(null);
  const [refusal, setRefusal] = useState<HouseRefusalKey | null>(null);
  const load = useRef(loadResult);
  load.current = loadResult;

  useEffect(() => setBalance(table.balance), [table]);
  useEffect(() => {
    if (query.error) setRefusal(refusalOf(query.error));
  }, [query.error]);
  // A new round and the deal are the table's news; a result comes from the result call below.
  usePhaseChange(moment, (next) => {
    if (next.phase === 'result') return;
    if (next.phase === 'betting') setRefusal(null);
    void query.refetch();
  });

  const revealed = moment.phase === 'result' ? moment.round : null;
  const shown = result?.outcome.round ?? null;
  useEffect(() => {
    if (revealed === null || shown === revealed) return;
    let cancelled = false;
    let tries = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      load.current(revealed).then(
        (answer) => {
          if (cancelled) return;
          setResult(answer);
          setBalance(answer.balance);
        },
        (err: unknown) => {
          if (cancelled) return;
          const key = refusalOf(err);
          tries += 1;
          if (key === 'notRevealed' && tries < NOT_REVEALED_TRIES)
            retry = setTimeout(ask, NOT_REVEALED_RETRY_MS);
          else setRefusal(key);
        },
      );
    void ask();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [revealed, shown]);

  return { moment, secondsLeft, balance, setBalance, result, refusal, setRefusal };
}
