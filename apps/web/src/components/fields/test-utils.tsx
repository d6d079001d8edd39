import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Providers } from '../../app';
import { createQueryClient } from '../../lib/query-client';

/**
 * A widget inside the app's providers (pt-BR antd locale, theme without motion, feedback bridge),
 * without the router. `fakeTimers` drives user-event from vitest's clock.
 */
export function renderWidget(ui: ReactElement, options: { fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(options.fakeTimers ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null });
  const view = render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
  return { ...view, user };
}

/**
 * vitest's fake clock. Testing Library only recognises jest's fake timers: without this shim its
 * async wrapper (used by user-event) waits on a frozen setTimeout forever. Returns the undo.
 */
export function usarRelogioFalso(): () => void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
}
