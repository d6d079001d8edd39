import { useEffect, useId } from 'react';

/**
 * The exit-confirmation flag of spec 000 §4. Forms switch it on while dirty; one blocker in the
 * root layout reads it, so several forms on one page never fight over react-router's single
 * blocker. Expiry and logout reset it so their navigation is never held back.
 */
const dirtyForms = new Set<string>();

export const exitGuard = {
  isOn: () => dirtyForms.size > 0,
  set(id: string, dirty: boolean) {
    if (dirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
  },
  reset() {
    dirtyForms.clear();
  },
};

/** Marks the calling form as holding unsaved changes while `dirty` is true. */
export function useUnsavedGuard(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    exitGuard.set(id, dirty);
    return () => exitGuard.set(id, false);
  }, [id, dirty]);
}
