import { papelResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const P = papelResource.permissoes;
const todas = [P.visualizar, P.cadastrar, P.editar, P.excluir, P.bloquear];
const LINHAS = [
  { id: 1, nome: 'Administrador', descricao: 'Tudo', quantidadePermissoes: 9, padrao: true, bloqueado: false, todasPermissoes: true },
  { id: 5, nome: 'Auditor', descricao: null, quantidadePermissoes: 1, padrao: false, bloqueado: true, todasPermissoes: false },
];
const datatable = (c: Chamada) => wire({ draw: Number(c.query.get('draw')), recordsTotal: 2, recordsFiltered: 2, data: LINHAS });
const FORM = {
  permissoes: [
    {
      modulo: 'administracao',
      moduloNome: 'Administração',
      itens: [
        {
          id: 31,
          nome: 'visualizar-administracao-auditoria',
          acao: 'visualizar',
          funcionalidade: 'auditoria',
          descricao: 'Consultar a trilha de auditoria do município',
        },
        {
          id: 32,
          nome: 'visualizar-administracao-email-saida',
          acao: 'visualizar',
          funcionalidade: 'email-saida',
          descricao: 'Ler a caixa de saída de e-mails do município',
        },
      ],
    },
  ],
};

describe('papéis (ResourceIndexPage / ResourceFormPage)', () => {
  it('lists from the declaration and hides the actions the user may not take', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    mockApi({ 'GET /api/administracao/papel/datatable': datatable });
    renderApp('/administracao/papel/index');
    expect(await screen.findByText('Auditor')).toBeTruthy();
    expect(screen.getByText('Todas')).toBeTruthy();
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByText('Novo')).toBeNull();
    expect(screen.queryByLabelText(/^Excluir/)).toBeNull();
  });

  it('sends the situation filter and keeps it in the URL', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    const api = mockApi({ 'GET /api/administracao/papel/datatable': datatable });
    const { router } = renderApp('/administracao/papel/index?situacao=bloqueado');
    expect(await screen.findByText('Auditor')).toBeTruthy();
    expect(api.de('GET /api/administracao/papel/datatable')[0]?.query.get('situacao')).toBe('bloqueado');
    expect(screen.getByText('Bloqueados')).toBeTruthy();
    expect(router.state.location.search).toContain('situacao=bloqueado');
  });

  it('deletes after the spec confirmation and reloads the list', async () => {
    logar(sessao({ permissoes: todas }));
    const api = mockApi({ 'GET /api/administracao/papel/datatable': datatable, 'DELETE /api/administracao/papel/5': reply(204) });
    renderApp('/administracao/papel/index');
    await userEvent.click(await screen.findByLabelText('Excluir: Auditor'));
    const dialogo = await findDialog('Confirmação de exclusão');
    expect(within(dialogo).getByText('Deseja realmente excluir o item selecionado?')).toBeTruthy();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.de('DELETE /api/administracao/papel/5')).toHaveLength(1));
    await waitFor(() => expect(api.de('GET /api/administracao/papel/datatable').length).toBeGreaterThan(1));
  });

  it('create: required asterisk and legend, field rule from the shared schema, 422 on its field, then success', async () => {
    logar(sessao({ permissoes: todas }));
    let tentativa = 0;
    const api = mockApi({
      'GET /api/administracao/papel/create': wire({ form: FORM }),
      'GET /api/administracao/papel/datatable': datatable,
      'POST /api/administracao/papel': () =>
        ++tentativa === 1
          ? reply(422, { message: 'Os dados informados são inválidos.', errors: { nome: ['Já existe um registro com este valor.'] } })
          : wire({ id: 9, nome: 'Farmácia central', permissoes: [31, 32] }),
    });
    renderApp('/administracao/papel/create');
    expect(await screen.findByText('* Preenchimento obrigatório.')).toBeTruthy();
    const nome = screen.getByLabelText('Nome');
    expect(nome.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).not.toBeNull();

    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/administracao/papel')).toHaveLength(0);

    await userEvent.type(nome, 'Farmácia central');
    await userEvent.click(screen.getByLabelText('Marcar todas'));
    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Já existe um registro com este valor.')).toBeTruthy();
    expect(api.de('POST /api/administracao/papel')[0]?.body).toEqual({ nome: 'Farmácia central', permissoes: [31, 32] });

    await userEvent.type(nome, ' 2');
    await waitFor(() => expect(screen.queryByText('Já existe um registro com este valor.')).toBeNull());
    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(await screen.findByLabelText('Editar: Auditor')).toBeTruthy();
  });

  it('edit loads the model into the form and the matrix', async () => {
    logar(sessao({ permissoes: todas }));
    mockApi({
      'GET /api/administracao/papel/5/edit': wire({
        form: FORM,
        model: { id: 5, nome: 'Auditor', descricao: 'Lê', padrao: false, permissoes: [31] },
      }),
    });
    renderApp('/administracao/papel/edit/5');
    expect(await screen.findByDisplayValue('Auditor')).toBeTruthy();
    expect((screen.getByLabelText(/Consultar a trilha/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Ler a caixa/) as HTMLInputElement).checked).toBe(false);
  });
});
