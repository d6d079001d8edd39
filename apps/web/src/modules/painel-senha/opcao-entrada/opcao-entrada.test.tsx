import { MENSAGENS_OPCAO_ENTRADA, opcaoEntradaResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = opcaoEntradaResource.permissoes;
const VAZIA = wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });

/** The Form.Item of a field, by its label text. */
const itemDe = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const obrigatorio = (label: string) => Boolean(screen.getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required'));

describe('opções de entrada', () => {
  it('create: "Exibir no totem" makes the prefix required; the prefix goes upper-case', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/painel-senha/opcao-entrada/create': wire({ form: {} }),
      'POST /api/painel-senha/opcao-entrada': wire({ id: 5 }),
      'GET /api/painel-senha/opcao-entrada/datatable': VAZIA,
    });
    const user = userEvent.setup();
    renderApp('/painel-senha/opcao-entrada/create');
    await user.type(await screen.findByLabelText('Nome', {}, { timeout: 10_000 }), 'Exames laboratoriais');
    expect(obrigatorio('Prefixo')).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'Exibir no totem' }));
    await waitFor(() => expect(obrigatorio('Prefixo')).toBe(true));
    await user.click(screen.getByText('Salvar'));
    expect(await within(itemDe('Prefixo')).findByText(MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio)).toBeTruthy();
    expect(api.de('POST /api/painel-senha/opcao-entrada')).toHaveLength(0);

    await user.type(screen.getByLabelText('Prefixo'), 'e');
    expect((screen.getByLabelText('Prefixo') as HTMLInputElement).value).toBe('E');
    await user.type(screen.getByLabelText('Prefixo da prioridade'), 'e');
    await user.click(screen.getByText('Salvar'));
    expect(await within(itemDe('Prefixo da prioridade')).findByText(MENSAGENS_OPCAO_ENTRADA.prefixoPrioridadeIgual)).toBeTruthy();
    expect(api.de('POST /api/painel-senha/opcao-entrada')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Prefixo da prioridade'));
    await user.type(screen.getByLabelText('Prefixo da prioridade'), 'ep');
    await user.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('POST /api/painel-senha/opcao-entrada')).toHaveLength(1));
    expect(api.de('POST /api/painel-senha/opcao-entrada')[0]?.body).toMatchObject({
      nome: 'Exames laboratoriais',
      totem: true,
      prefixo: 'E',
      prefixo_prioridade: 'EP',
      perguntar_prioridade: true,
      ordem: 0,
    });
  }, 60_000);

  it('edit: a kiosk option without a prefix is refused before reaching the server; turning the kiosk off saves', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/painel-senha/opcao-entrada/4/edit': wire({
        form: {},
        model: {
          id: 4,
          nome: 'Retorno',
          faixaEtariaId: null,
          totem: true,
          prefixo: null,
          prefixoPrioridade: null,
          perguntarPrioridade: false,
          centroCustoId: 30,
          centroCusto: { id: 30, label: 'Recepção do Pronto Atendimento — UPA 24h' },
          ordem: 2,
          bloqueado: false,
        },
      }),
      'PUT /api/painel-senha/opcao-entrada/4': wire({ id: 4 }),
      'GET /api/painel-senha/opcao-entrada/datatable': VAZIA,
    });
    const user = userEvent.setup();
    renderApp('/painel-senha/opcao-entrada/edit/4');
    expect(await screen.findByDisplayValue('Retorno', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Recepção do Pronto Atendimento — UPA 24h')).toBeTruthy();
    expect(obrigatorio('Prefixo')).toBe(true);
    await user.click(screen.getByText('Salvar'));
    expect(await within(itemDe('Prefixo')).findByText(MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio)).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Exibir no totem' }));
    await waitFor(() => expect(obrigatorio('Prefixo')).toBe(false));
    await user.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('PUT /api/painel-senha/opcao-entrada/4')).toHaveLength(1));
    expect(api.de('PUT /api/painel-senha/opcao-entrada/4')[0]?.body).toMatchObject({
      nome: 'Retorno',
      totem: false,
      perguntar_prioridade: false,
      centro_custo_id: 30,
      ordem: 2,
    });
  }, 60_000);

  it('index: kiosk options show their prefixes and queue ("Centro de custo do totem" when none); filters by kiosk', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/painel-senha/opcao-entrada/datatable': wire({
        draw: 1,
        recordsTotal: 3,
        recordsFiltered: 3,
        data: [
          {
            id: 1,
            ordem: 1,
            nome: 'Demanda espontânea',
            totem: true,
            prefixo: 'A',
            prefixoPrioridade: 'P',
            centroCustoNome: 'Recepção do Pronto Atendimento — UPA 24h',
            bloqueado: false,
          },
          { id: 2, ordem: 2, nome: 'Retorno', totem: true, prefixo: 'R', prefixoPrioridade: null, centroCustoNome: null, bloqueado: false },
          {
            id: 3,
            ordem: 0,
            nome: 'SAMU 192',
            totem: false,
            prefixo: null,
            prefixoPrioridade: null,
            centroCustoNome: null,
            bloqueado: true,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/painel-senha/opcao-entrada/index');
    const demanda = (await screen.findByText('Demanda espontânea', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(demanda).getByText('A')).toBeTruthy();
    expect(within(demanda).getByText('P prioridade')).toBeTruthy();
    expect(within(demanda).getByText('Recepção do Pronto Atendimento — UPA 24h')).toBeTruthy();
    expect(within(demanda).getByText('Sim')).toBeTruthy();
    const retorno = screen.getByText('Retorno').closest('tr') as HTMLElement;
    expect(within(retorno).getByText('Centro de custo do totem')).toBeTruthy();
    const samu = screen.getByText('SAMU 192').closest('tr') as HTMLElement;
    expect(within(samu).getByText('Não')).toBeTruthy();
    expect(within(samu).getByText('Bloqueado')).toBeTruthy();
    expect(within(samu).queryByText('Centro de custo do totem')).toBeNull();
    expect(api.de('GET /api/painel-senha/opcao-entrada/datatable')[0]?.query.get('order[0][column_name]')).toBe('ordem');

    await user.click(screen.getByRole('combobox', { name: 'Totem' }));
    await user.click(await screen.findByText('No totem'));
    await waitFor(() => expect(api.de('GET /api/painel-senha/opcao-entrada/datatable').at(-1)?.query.get('totem')).toBe('sim'));
  }, 60_000);
});
