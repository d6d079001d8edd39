import { useSyncExternalStore } from 'react';

/** Global loading counter of spec 000 §2.4: the full-page overlay shows while it is above 0. */
let count = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const loading = {
  up() {
    count += 1;
    emit();
  },
  down() {
    count = Math.max(0, count - 1);
    emit();
  },
  get count() {
    return count;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoadingCount() {
  return useSyncExternalStore(loading.subscribe, () => count);
}
