import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, wire } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderWidget } from '../fields/test-utils';
import { TarefasIndicador } from './TarefasIndicador';
import { avisarNovaTarefa } from './tarefas-store';

const LISTA = 'GET /api/geral/tarefa';
const ID = '5f0c1d2e-8a7b-4c3d-9e1f-2a3b4c5d6e7f';

const tarefa = (extra: Record<string, unknown> = {}) => ({
  id: ID,
  titulo: 'Histórico de papéis por lotação',
  formato: 'pdf',
  status: 'EXECUTANDO',
  processados: 1000,
  total: 4000,
  progresso: 25,
  mensagem: null,
  nomeArquivo: null,
  tamanho: null,
  criadaEm: '2026-03-10T09:30:00-03:00',
  concluidaEm: null,
  ...extra,
});
const pronta = (extra: Record<string, unknown> = {}) =>
  tarefa({
    status: 'CONCLUIDA',
    processados: 4000,
    progresso: 100,
    nomeArquivo: 'historico-papel-lotacao.pdf',
    tamanho: 1_468_006,
    concluidaEm: '2026-03-10T09:31:00-03:00',
    ...extra,
  });

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="historico-papel-lotacao.pdf"' },
  });

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));
const botao = (texto: string, dentro: HTMLElement = document.body) =>
  within(dentro).getByText(texto, { selector: 'button span' }).closest('button') as HTMLButtonElement;

let baixados: string[];
beforeEach(() => {
  logar();
  baixados = [];
  URL.createObjectURL = vi.fn(() => 'blob:tarefa');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TarefasIndicador', () => {
  it('acompanha a tarefa anunciada a cada intervalo, avisa quando fica pronta e para de consultar', async () => {
    let respostas = 0;
    const api = mockApi({
      [LISTA]: () => {
        respostas += 1;
        // the first look finds nothing; then the job runs twice and ends
        if (respostas === 1) return { data: [] };
        return wire({ data: [respostas <= 3 ? tarefa({ progresso: respostas * 20 }) : pronta()] });
      },
      [`GET /api/geral/tarefa/${ID}/download`]: pdf,
    });
    const { user } = renderWidget(<TarefasIndicador intervaloMs={40} />);
    await waitFor(() => expect(api.de(LISTA)).toHaveLength(1));
    expect(screen.getByLabelText('Tarefas', { selector: 'button' })).toBeTruthy();
    await pausa(150);
    expect(api.de(LISTA)).toHaveLength(1);

    avisarNovaTarefa({ id: ID, titulo: 'Histórico de papéis por lotação', status: 'PENDENTE', formato: 'pdf' });
    expect(await screen.findByLabelText('Tarefas (1 em andamento)', { selector: 'button' })).toBeTruthy();

    const aviso = (await screen.findByText('Relatório pronto: Histórico de papéis por lotação')).closest(
      '.ant-notification-notice',
    ) as HTMLElement;
    expect(respostas).toBeGreaterThanOrEqual(4);
    expect(screen.getByLabelText('Tarefas', { selector: 'button' })).toBeTruthy();
    const feitas = api.de(LISTA).length;
    await pausa(200);
    expect(api.de(LISTA)).toHaveLength(feitas);

    await user.click(botao('Baixar', aviso));
    await waitFor(() => expect(baixados).toEqual(['historico-papel-lotacao.pdf']));

    // back to the window: one more look
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.de(LISTA)).toHaveLength(feitas + 1));
  });

  it('lista com status, tamanho e erro; Baixar, Imprimir e Remover; tarefas já prontas não geram aviso', async () => {
    const janela = { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    const falhou = tarefa({
      id: 'e1',
      titulo: 'Histórico de permissões por papel',
      formato: 'xlsx',
      status: 'ERRO',
      mensagem: 'O relatório excedeu o limite de linhas.',
    });
    const api = mockApi({
      [LISTA]: wire({ data: [pronta(), falhou] }),
      [`GET /api/geral/tarefa/${ID}/download`]: pdf,
      [`DELETE /api/geral/tarefa/${ID}`]: reply(204),
    });
    const { user } = renderWidget(<TarefasIndicador intervaloMs={40} />);
    await waitFor(() => expect(api.de(LISTA)).toHaveLength(1));
    await user.click(screen.getByLabelText('Tarefas', { selector: 'button' }));

    const item = await screen.findByLabelText('Histórico de papéis por lotação', { selector: 'li' });
    expect(within(item).getByText('Pronto')).toBeTruthy();
    expect(within(item).getByText('PDF')).toBeTruthy();
    expect(within(item).getByText('10/03/2026 09:30 · 1,4 MB')).toBeTruthy();
    const erro = screen.getByLabelText('Histórico de permissões por papel', { selector: 'li' });
    expect(within(erro).getByText('Erro')).toBeTruthy();
    expect(within(erro).getByText('O relatório excedeu o limite de linhas.')).toBeTruthy();
    expect(within(erro).queryByText('Baixar')).toBeNull();

    await user.click(botao('Baixar', item));
    await waitFor(() => expect(baixados).toEqual(['historico-papel-lotacao.pdf']));
    await user.click(botao('Imprimir', item));
    await waitFor(() => expect(window.open).toHaveBeenCalledWith('blob:tarefa', '_blank'));
    expect(api.de(`GET /api/geral/tarefa/${ID}/download`)).toHaveLength(2);

    await user.click(botao('Remover', item));
    await waitFor(() => expect(screen.queryByLabelText('Histórico de papéis por lotação', { selector: 'li' })).toBeNull());
    expect(api.de(`DELETE /api/geral/tarefa/${ID}`)).toHaveLength(1);
    expect(screen.queryByText(/Relatório pronto/)).toBeNull();
    // nothing runs: no polling (one look on mounting, one on opening the list)
    await pausa(150);
    expect(api.de(LISTA)).toHaveLength(2);
  });
});
