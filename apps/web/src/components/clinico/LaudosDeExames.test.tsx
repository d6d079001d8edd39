import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { logar, sessao } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { LaudosDeExames } from './LaudosDeExames';

const BASE = '/api/ambulatorio/atendimento';
const renderizar = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LaudosDeExames base={BASE} pacienteId={42} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal('open', vi.fn());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('laudos de exames no atendimento', () => {
  it("lists the patient's signed reports and opens the signed PDF", async () => {
    logar(sessao({ permissoes: [] }));
    const api = mockApi({
      [`GET ${BASE}/resultados-exame/42`]: {
        data: [
          {
            origem: 'exame-imagem',
            id: 5,
            data: '2026-03-10T13:00:00-03:00',
            exame_nome: 'Radiografia de tórax',
            situacao: 'Assinado',
            resumo: 'Derrame pleural à direita.',
            profissional: 'Rodrigo Almeida Cavalcanti',
            tem_pdf: true,
          },
        ],
      },
      [`GET ${BASE}/resultados-exame/pdf/exame-imagem/5`]: () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderizar();
    expect(await screen.findByText('Derrame pleural à direita.')).toBeTruthy();
    expect(screen.getByText('Radiografia de tórax')).toBeTruthy();
    expect(screen.getByText('10/03/2026 13:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Ver laudo/ }));
    await waitFor(() => expect(api.de(`GET ${BASE}/resultados-exame/pdf/exame-imagem/5`)).toHaveLength(1));
    await waitFor(() => expect(window.open).toHaveBeenCalled());
  });

  it('says when there is none', async () => {
    logar(sessao({ permissoes: [] }));
    mockApi({ [`GET ${BASE}/resultados-exame/42`]: { data: [] } });
    renderizar();
    expect(await screen.findByText('Nenhum laudo de exame liberado para este paciente.')).toBeTruthy();
  });
});
