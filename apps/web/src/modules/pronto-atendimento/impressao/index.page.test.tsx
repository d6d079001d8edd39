import { PA } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const FAA = {
  id: 10,
  numero: 2026000123,
  recepcionadoEm: '2026-03-10T13:00:00.000Z',
  status: 1,
  paciente: 'José Ferreira Lima',
  nomeSocial: null,
  classificacaoRisco: 'Amarelo',
  cor: '#f2c200',
  impressoes: [
    { chave: 'faa-simples', nome: 'FAA simples', url: '/impressao/pronto-atendimento/faa/10?modelo=simples' },
    { chave: 'faa-completa', nome: 'FAA completa', url: '/impressao/pronto-atendimento/faa/10?modelo=completa' },
    { chave: 'receita-7', nome: 'Receita comum (10/03/2026 10:20)', url: '/impressao/pronto-atendimento/receita/7' },
  ],
};

let abertas: string[];
beforeEach(() => {
  abertas = [];
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    abertas.push(String(url));
    return { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() } as unknown as Window;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('impressão do pronto atendimento', () => {
  it('procura a FAA com o período na URL e imprime o documento escolhido', async () => {
    logar(sessao({ permissoes: [PA.imprimir] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/impressao/index': wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [FAA] }),
      'GET /impressao/pronto-atendimento/faa/10': () =>
        new Response('%PDF-1.7 faa', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="faa-completa-10.pdf"' },
        }),
    });
    const { user } = renderApp('/pronto-atendimento/impressao/index?dataInicio=2026-03-01&dataFim=2026-03-31', {
      user: { pointerEventsCheck: 0 },
    });
    expect(await screen.findByText('José Ferreira Lima', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Amarelo')).toBeTruthy();
    const lista = api.de('GET /api/pronto-atendimento/impressao/index')[0];
    expect(lista?.query.get('data_inicio')).toBe('2026-03-01');
    expect(lista?.query.get('data_fim')).toBe('2026-03-31');

    // the buttons are named by aria-label: a label query, not getByRole's seconds-long walk of the whole page
    await user.click(screen.getByLabelText('Imprimir FAA completa da FAA 2026000123', { selector: 'button' }));
    await waitFor(() => expect(abertas).toEqual(['blob:pdf']));
    const pedido = api.de('GET /impressao/pronto-atendimento/faa/10')[0];
    expect(pedido?.query.get('modelo')).toBe('completa');
    expect(pedido?.headers.get('Authorization')).toBe('Bearer token-de-teste');
    expect(screen.getByLabelText('Imprimir Receita comum (10/03/2026 10:20) da FAA 2026000123', { selector: 'button' })).toBeTruthy();
  }, 60_000);
});
