import { telaResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const P = telaResource.permissoes;
const API = '/api/painel-senha/tela';
const CHAVE = 'a'.repeat(64);

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
const FILAS = [
  { id: 11, nome: 'Recepção do Pronto Atendimento — UPA 24 Horas' },
  { id: 12, nome: 'Triagem e Classificação de Risco — UPA 24 Horas' },
  { id: 13, nome: 'Consultórios do Pronto Atendimento — UPA 24 Horas' },
];
const vazia = wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });

describe('telas (TV)', () => {
  it('keeps the main queue among the queues shown and sends the chosen ones', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      [`GET ${API}/7/edit`]: wire({
        form: { filas: FILAS },
        model: {
          id: 7,
          nome: 'TV da recepção',
          centroCustoId: 11,
          centrosCusto: [11, 12],
          filas: FILAS.slice(0, 2),
          voz: true,
          som: true,
          historico: 5,
          bloqueado: false,
        },
      }),
      [`PUT ${API}/7`]: wire({ id: 7 }),
      [`GET ${API}/datatable`]: vazia,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/painel-senha/tela/edit/7');
    expect(await screen.findByDisplayValue('TV da recepção', {}, { timeout: 10_000 })).toBeTruthy();
    const exibidas = () =>
      [
        ...(screen.getByLabelText('Filas exibidas').closest('.ant-select') as HTMLElement).querySelectorAll('.ant-select-selection-item'),
      ].map((e) => e.textContent);
    expect(exibidas()).toEqual([FILAS[0]?.nome, FILAS[1]?.nome]);

    // choosing another main queue adds it to the queues shown
    await user.click(screen.getByLabelText('Fila principal'));
    await user.click(opcao(FILAS[2]?.nome as string));
    await waitFor(() => expect(exibidas()).toEqual(FILAS.map((f) => f.nome)));
    // the triage is dropped
    const triagem = screen.getAllByText(FILAS[1]?.nome as string).find((e) => e.closest('.ant-select-selection-item'));
    await user.click(within(triagem?.closest('.ant-select-selection-item') as HTMLElement).getByLabelText('close'));
    await user.click(screen.getByRole('switch', { name: 'Tocar aviso sonoro' }));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de(`PUT ${API}/7`)[0]?.body).toEqual({
      nome: 'TV da recepção',
      centro_custo_id: 13,
      centros_custo: [11, 13],
      voz: true,
      som: false,
      historico: 5,
    });
  }, 60_000);

  it('opens, copies and renews the TV address from the list', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      [`GET ${API}/datatable`]: wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 7,
            nome: 'TV da recepção',
            centroCustoNome: 'Recepção',
            filas: 'Recepção, Triagem',
            voz: true,
            som: false,
            bloqueado: false,
          },
        ],
      }),
      [`GET ${API}/7/endereco`]: { url: `/painel-senha/tela/show/7?cliente=recife&chave=${CHAVE}` },
      [`PUT ${API}/7/nova-chave`]: { url: `/painel-senha/tela/show/7?cliente=recife&chave=${'b'.repeat(64)}` },
    });
    const janela = { opener: {} } as Window;
    const abrir = vi.spyOn(window, 'open').mockReturnValue(janela);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/painel-senha/tela/index');
    const linha = (await screen.findByText('TV da recepção', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Recepção, Triagem')).toBeTruthy();
    const endereco = `${window.location.origin}/painel-senha/tela/show/7?cliente=recife&chave=${CHAVE}`;

    await user.click(within(linha).getByLabelText('Abrir tela: TV da recepção'));
    await waitFor(() => expect(abrir).toHaveBeenCalledWith(endereco, '_blank'));
    expect(janela.opener).toBeNull();

    await user.click(within(linha).getByLabelText('Copiar endereço: TV da recepção'));
    expect(await screen.findByText('Endereço copiado.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(endereco);
    // a browser that refuses the clipboard (plain http is not a secure context): the address to copy by hand
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('negado', 'NotAllowedError'));
    await user.click(within(linha).getByLabelText('Copiar endereço: TV da recepção'));
    const manual = await findDialog('Endereço da tela');
    expect(within(manual).getByText(endereco)).toBeTruthy();
    await user.click(within(manual).getByRole('button', { name: 'Ok' }));

    await user.click(within(linha).getByLabelText('Gerar novo endereço: TV da recepção'));
    const dialogo = await findDialog('Confirmação');
    expect(within(dialogo).getByText('As TVs abertas com o endereço atual deixarão de funcionar. Continuar?')).toBeTruthy();
    expect(api.de(`PUT ${API}/7/nova-chave`)).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.de(`PUT ${API}/7/nova-chave`)).toHaveLength(1));
    expect(await screen.findByText(/Novo endereço gerado/)).toBeTruthy();
  }, 60_000);

  it('hides the address actions from whom may only see the screens', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    mockApi({
      [`GET ${API}/datatable`]: wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [{ id: 7, nome: 'TV da recepção', centroCustoNome: null, filas: null, voz: true, som: true, bloqueado: false }],
      }),
    });
    renderApp('/painel-senha/tela/index');
    expect(await screen.findByText('TV da recepção', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText(/^Abrir tela:/)).toBeNull();
    expect(screen.queryByLabelText(/^Copiar endereço:/)).toBeNull();
    expect(screen.queryByText('Ações')).toBeNull();
  }, 60_000);
});
