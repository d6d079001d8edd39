import { STORAGE } from '@saude/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitGuard } from '../lib/exit-guard';
import { cliente, dashboard, logar, sessao, wire } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { findDialog, renderApp } from '../test/render';
import { TEXTO_AVISO_EXPIRACAO } from './SessionWatcher';

const AGORA = new Date('2026-03-10T10:00:00-03:00').getTime();
const MINUTO = 60_000;

describe('expiração da sessão (spec 000 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: AGORA });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('avisa 5 minutos antes; confirmar renova a sessão e reinicia os timers', async () => {
    logar(sessao({ expiration: AGORA / 1000 + 12 * 60 }));
    const nova = AGORA / 1000 + 8 * 3600;
    const api = mockApi({
      'GET /api/dashboard': dashboard(),
      'POST /api/administracao/autenticacao/refresh': wire(sessao({ expiration: nova, token: 'renovado' })),
    });
    const { user } = renderApp('/dashboard', { fakeTimers: true });
    await screen.findByRole('heading', { name: 'Olá, Maria' });

    act(() => vi.advanceTimersByTime(6 * MINUTO));
    expect(screen.queryByText('Expiração da sessão')).toBeNull();
    act(() => vi.advanceTimersByTime(1 * MINUTO + 1000));
    const aviso = await findDialog('Expiração da sessão');
    expect(within(aviso).getByText(TEXTO_AVISO_EXPIRACAO)).toBeTruthy();

    await user.click(within(aviso).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.de('POST /api/administracao/autenticacao/refresh')).toHaveLength(1));
    expect(api.de('POST /api/administracao/autenticacao/refresh')[0]?.body).toEqual({ lotacao_id: 11, centro_custo_id: 21 });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').token).toBe('renovado'));

    // the old expiry moment passes without ending the renewed session
    act(() => vi.advanceTimersByTime(10 * MINUTO));
    expect(localStorage.getItem(STORAGE.autenticacao)).not.toBeNull();
  });

  it('sem aviso quando restam menos de 5 minutos; na expiração limpa e vai ao login do município', async () => {
    logar(sessao({ expiration: AGORA / 1000 + 3 * 60 }));
    mockApi({ 'GET /api/dashboard': dashboard(), 'GET /api/intranet/cliente/recife': wire(cliente()) });
    const { path } = renderApp('/dashboard', { fakeTimers: true });
    await screen.findByRole('heading', { name: 'Olá, Maria' });
    exitGuard.set('form-sujo', true);

    act(() => vi.advanceTimersByTime(2 * MINUTO));
    expect(screen.queryByText('Expiração da sessão')).toBeNull();
    act(() => vi.advanceTimersByTime(1 * MINUTO + 1000));

    await waitFor(() => expect(path()).toBe('/login/recife'));
    expect(localStorage.getItem(STORAGE.autenticacao)).toBeNull();
    expect(localStorage.getItem(STORAGE.customer)).toBe('recife');
    expect(exitGuard.isOn()).toBe(false);
    expect(screen.queryByText('Atenção')).toBeNull();
  });
});
