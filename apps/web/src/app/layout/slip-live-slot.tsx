import { lazy, Suspense } from 'react';
import { useSlipStore } from '../../shared/slip/slip-store.ts';

// The socket and delta code load only once the slip has a pick (spec 001 section 4, Socket).
const SlipLiveSync = lazy(() =>
  import('../../features/betslip/slip-live-sync.tsx').then((m) => ({ default: m.SlipLiveSync })),
);

/** Keeps the slip's odds live while it has picks; the socket closes when the slip empties. */
export function SlipLiveSlot() {
  const filled = useSlipStore((s) => s.selections.length > 0);
  return filled ? (
    <Suspense fallback={null}>
      <SlipLiveSync />
    </Suspense>
  ) : null;
}
