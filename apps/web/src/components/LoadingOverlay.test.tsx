import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { LoadingOverlay } from './LoadingOverlay';

it('o overlay aparece enquanto uma gravação está em andamento e some ao terminar (spec 000 §2.4)', async () => {
  const pendentes: ((r: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((r) => pendentes.push(r))),
  );
  render(<LoadingOverlay />);
  expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();

  let pendente: Promise<unknown> = Promise.resolve();
  act(() => {
    pendente = api.post('/api/algo', { a: 1 });
  });
  const overlay = screen.getByRole('progressbar', { name: 'Carregando' });
  expect(overlay.style.zIndex).toBe('998');

  await act(async () => {
    pendentes[0]?.(new Response(null, { status: 204 }));
    await pendente;
  });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull());

  // reads do not block the screen
  act(() => {
    void api.get('/api/lista');
  });
  expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();
  await act(async () => pendentes[1]?.(new Response('{}', { headers: { 'Content-Type': 'application/json' } })));
});
