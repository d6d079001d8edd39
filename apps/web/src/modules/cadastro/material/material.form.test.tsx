import { materialResource } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = materialResource.permissoes;
const FORM = {
  grupos: [
    {
      id: 1,
      nome: 'Medicamentos',
      subgrupos: [
        { id: 11, nome: 'Antimicrobianos', grupoId: 1 },
        { id: 12, nome: 'Psicotrópicos', grupoId: 1 },
      ],
    },
    { id: 2, nome: 'Limpeza', subgrupos: [{ id: 21, nome: 'Saneantes', grupoId: 2 }] },
  ],
};
const vazia = wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
const temOpcao = (nome: string) => screen.queryAllByTitle(nome).some((e) => e.classList.contains('ant-select-item-option'));

describe('material (formulário)', () => {
  it('offers only the chosen group subgroups, empties the subgroup when the group changes, checks máximo ≥ mínimo, and posts', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/cadastro/material/create': wire({ form: FORM }),
      'GET /api/cadastro/material/datatable': vazia,
      'POST /api/cadastro/material': wire({ id: 40 }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/material/create');
    const nome = await screen.findByLabelText('Nome', {}, { timeout: 15_000 });
    fireEvent.change(nome, { target: { value: 'Luva de procedimento M' } });

    expect((screen.getByLabelText('Subgrupo') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Unidade de fornecimento'));
    await user.click(opcao('Caixa (CX)'));
    await user.click(screen.getByLabelText('Grupo'));
    await user.click(opcao('Limpeza'));
    await user.click(screen.getByLabelText('Subgrupo'));
    expect(temOpcao('Saneantes')).toBe(true);
    expect(temOpcao('Antimicrobianos')).toBe(false);
    await user.click(opcao('Saneantes'));
    // the selection shows inside the select itself (the dropdown lives in a portal)
    const seletorSubgrupo = screen.getByLabelText('Subgrupo').closest('.ant-select') as HTMLElement;
    expect(within(seletorSubgrupo).getByText('Saneantes')).toBeTruthy();

    // another group: the subgroup of the old one cannot stay
    await user.click(screen.getByLabelText('Grupo'));
    await user.click(opcao('Medicamentos'));
    await waitFor(() => expect(within(seletorSubgrupo).queryByText('Saneantes')).toBeNull());
    await user.click(screen.getByLabelText('Subgrupo'));
    expect(temOpcao('Antimicrobianos')).toBe(true);
    expect(temOpcao('Saneantes')).toBe(false);
    await user.click(opcao('Antimicrobianos'));

    fireEvent.change(screen.getByLabelText('Estoque mínimo'), { target: { value: '50' } });
    const maximo = screen.getByLabelText('Estoque máximo');
    fireEvent.change(maximo, { target: { value: '10' } });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Estoque máximo deve ser maior ou igual ao estoque mínimo')).toBeTruthy();
    expect(api.de('POST /api/cadastro/material')).toHaveLength(0);

    fireEvent.change(maximo, { target: { value: '500' } });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de('POST /api/cadastro/material')[0]?.body).toMatchObject({
      nome: 'Luva de procedimento M',
      unidade_fornecimento_id: 2,
      grupo_id: 1,
      subgrupo_id: 11,
      estoque_minimo: 50,
      estoque_maximo: 500,
      medicamento: false,
    });
  }, 60_000);

  it('puts the server 422 on the subgroup field', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/material/7/edit': wire({
        form: FORM,
        model: {
          id: 7,
          nome: 'Amoxicilina 500 mg cápsula',
          codigo: '123456',
          unidadeFornecimentoId: 6,
          grupoId: 1,
          subgrupoId: 11,
          estoqueMinimo: 100,
          estoqueMaximo: 1000,
          listaControleId: null,
          medicamento: true,
          grupo: { id: 1, nome: 'Medicamentos' },
          subgrupo: { id: 11, nome: 'Antimicrobianos' },
        },
      }),
      'PUT /api/cadastro/material/7': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { subgrupo_id: ['O subgrupo selecionado não pertence ao grupo informado.'] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/material/edit/7');
    expect(await screen.findByDisplayValue('Amoxicilina 500 mg cápsula', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTitle('Antimicrobianos')).toBeTruthy();
    expect((screen.getByLabelText(/É medicamento/) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O subgrupo selecionado não pertence ao grupo informado.')).toBeTruthy();
  });
});
