import { useSyncExternalStore } from 'react';

// Whether a newer build is ready; set by service-worker.ts, read by the update banner.
let updateAvailable = false;
const listeners = new Set<() => void>();

export function announceUpdate(): void {
  if (updateAvailable) return;
  updateAvailable = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version of the site is ready ("New version available! Click to update!"). */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(subscribe, () => updateAvailable);
}
