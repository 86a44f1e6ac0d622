import { type TableMoment, type TableSchedule, tableMomentAt } from '@bet/domain/casino/table-schedule';
import { useEffect, useRef, useState } from 'react';

type ClockFix = { serverNow: number; schedule: TableSchedule };

/**
 * Where a live table stands on the server's clock: the latest answer's server time, set against when
 * it arrived, places the phases on this screen's clock. Ticks on each whole second of the countdown.
 */
export function useTableClock(fix: ClockFix, receivedAt: number) {
  const offset = fix.serverNow - receivedAt;
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => setNow(Date.now() + offset), [offset]);
  const moment = tableMomentAt(fix.schedule, now);
  const left = moment.phaseEndsAt - now;
  useEffect(() => {
    const tick = setTimeout(() => setNow(Date.now() + offset), left % 1000 || 1000);
    return () => clearTimeout(tick);
  }, [left, offset]);
  return { moment, secondsLeft: Math.ceil(left / 1000) };
}

/** Calls `onChange` when the table moves to another round or phase, not on the first render. */
export function usePhaseChange(moment: TableMoment, onChange: (moment: TableMoment) => void): void {
  const key = `${moment.round}:${moment.phase}`;
  const seen = useRef(key);
  const latest = useRef({ moment, onChange });
  latest.current = { moment, onChange };
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current.onChange(latest.current.moment);
  }, [key]);
}
