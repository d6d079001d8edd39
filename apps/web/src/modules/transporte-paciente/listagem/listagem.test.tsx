import { listagemSchema, TP } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { viagem } from '../viagem/viagem.fixtures';

const LIS = '/api/transporte-paciente/listagem';
const caruaru = {
  ...viagem,
  id: 60,
  numero: 2026000060,
  destinoId: 2,
  destino: 'Caruaru',
  municipioId: 2604106,
  municipio: 'Caruaru',
  veiculoId: 8,
  placa: 'KLM3N45',
  veiculo: 'Micro-ônibus',
  condutorId: 4,
  condutor: 'PEDRO CONDUTOR',
  situacao: 2,
};
/** The server's filter, as the screen should ask for it. */
const filtrar = (c: Chamada) =>
  wireDe(listagemSchema, {
    data: [viagem, caruaru].filter(
      (v) =>
        (!c.query.get('municipio_id') || v.municipioId === Number(c.query.get('municipio_id'))) &&
        (!c.query.get('condutor_id') || v.condutorId === Number(c.query.get('condutor_id'))) &&
        (!c.query.get('bairro') || c.query.get('bairro') === 'Heliópolis'),
    ),
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function escolher(user: ReturnType<typeof renderApp>['user'], rotulo: string, opcao: string) {
  await user.click(screen.getByLabelText(rotulo));
  await user.click(await screen.findByText(opcao, { selector: '.ant-select-item-option-content' }));
}
const linhas = () => screen.getAllByRole('row').slice(1);

describe('transporte-paciente/listagem/list', () => {
  it("filters the day's trips by destination city, district and driver (in the URL) and prints a trip's manifest", async () => {
    logar(sessao({ permissoes: [TP.listagem, TP.gerenciamentoVer] }));
    const janela = { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    const abrir = vi.spyOn(window, 'open').mockImplementation(() => janela as unknown as Window);
    const api = mockApi({
      [`GET ${LIS}/list`]: filtrar,
      [`GET ${LIS}/manifesto/60`]: () =>
        new Response('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="manifesto-viagem-2026000060.pdf"' },
        }),
    });
    /** The query of the list's last request. */
    const ultima = () => api.de(`GET ${LIS}/list`).at(-1)?.query ?? new URLSearchParams();
    const { user } = renderApp('/transporte-paciente/listagem/list?data=2026-12-01', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('2026000060', {}, { timeout: 40_000 })).toBeTruthy();
    expect(linhas()).toHaveLength(2);
    const recife = screen.getByText('2026000050').closest('tr') as HTMLElement;
    expect(within(recife).getByText('ABC1D23')).toBeTruthy();
    expect(within(recife).getByText('Van Sprinter')).toBeTruthy();
    expect(within(recife).getByText('1/4')).toBeTruthy();
    expect(within(recife).getByText('Aberta')).toBeTruthy();

    await escolher(user, 'Cidade de destino', 'Caruaru');
    await waitFor(() => expect(screen.queryByText('2026000050')).toBeNull());
    expect(linhas()).toHaveLength(1);
    expect(ultima().get('municipio_id')).toBe('2604106');
    expect(ultima().get('data')).toBe('2026-12-01');

    // the options stay those of the whole day: another city brings its trips back
    await escolher(user, 'Cidade de destino', 'Recife');
    expect(await screen.findByText('2026000050')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2026000060')).toBeNull());

    await user.click(screen.getByLabelText('Cidade de destino').closest('.ant-select')?.querySelector('.ant-select-clear') as Element);
    expect(await screen.findByText('2026000060')).toBeTruthy();
    await escolher(user, 'Motorista', 'PEDRO CONDUTOR');
    await waitFor(() => expect(screen.queryByText('2026000050')).toBeNull());
    expect(ultima().get('condutor_id')).toBe('4');

    await user.type(screen.getByLabelText('Bairro'), 'Centro{Enter}');
    await waitFor(() => expect(screen.queryByText('2026000060')).toBeNull());
    expect(ultima().get('bairro')).toBe('Centro');
    await user.clear(screen.getByLabelText('Bairro'));
    await user.type(screen.getByLabelText('Bairro'), 'Heliópolis{Enter}');
    const linha = (await screen.findByText('2026000060')).closest('tr') as HTMLElement;

    await user.click(within(linha).getByRole('button', { name: 'Imprimir relação da viagem 2026000060' }));
    await waitFor(() => expect(api.de(`GET ${LIS}/manifesto/60`)).toHaveLength(1));
    await waitFor(() => expect(abrir).toHaveBeenCalledWith('blob:pdf', '_blank'));
    expect(within(linha).getByRole('link', { name: 'Passageiros da viagem 2026000060' }).getAttribute('href')).toBe(
      '/transporte-paciente/gerenciamento/create/60',
    );
  }, 90_000);
});
