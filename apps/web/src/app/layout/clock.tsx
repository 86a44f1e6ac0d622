import { useEffect, useState } from 'react';
import { currentTimeZone, formatClock } from '../../shared/format/format.ts';

const TICK_MS = 1000;

/** A one-second clock in the player's time zone (cookie `timezone`, else the browser's). */
export function Clock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const zone = currentTimeZone();
  return (
    <time
      className={['clock', className].filter(Boolean).join(' ')}
      dateTime={now.toISOString()}
      title={zone}
    >
      {formatClock(now, zone)}
    </time>
  );
}
