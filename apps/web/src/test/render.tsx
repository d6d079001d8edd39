import { render, screen } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppRoot } from '../app';
import { createQueryClient } from '../lib/query-client';
import { routes } from '../router';

/**
 * The real routes, layouts and providers, at a URL (ARCHITECTURE §9). `user` tunes the userEvent instance:
 * `{ pointerEventsCheck: 0 }` skips the getComputedStyle walk up the tree on every click, seconds per
 * click on a whole page under jsdom (docs/testing.md).
 */
export function renderApp(url: string, options: { fakeTimers?: boolean; user?: UserEventOptions } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const user = userEvent.setup({
    ...(options.fakeTimers ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {}),
    ...options.user,
  });
  const view = render(<AppRoot router={router} queryClient={queryClient} />);
  return { ...view, router, user, path: () => router.state.location.pathname, queryClient };
}

/**
 * A dialog by its title. antd gives every modal title the same id under NODE_ENV=test, so with two
 * dialogs open the accessible name of both is the first title; the title text is unambiguous.
 */
export async function findDialog(titulo: string | RegExp): Promise<HTMLElement> {
  // a confirm's title may sit inside another titled element: both match, both lead to one dialog
  const [el] = await screen.findAllByText(titulo, { selector: '.ant-modal-title, .ant-modal-confirm-title' });
  const dialogo = el?.closest<HTMLElement>('[role="dialog"]');
  if (!dialogo) throw new Error(`Diálogo sem role=dialog: ${String(titulo)}`);
  return dialogo;
}
