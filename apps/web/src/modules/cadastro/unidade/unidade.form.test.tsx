import { unidadeResource } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const P = unidadeResource.permissoes;
const todas = [P.visualizar, P.cadastrar, P.editar, P.excluir, P.bloquear];
const FORM = {
  setores: [
    { id: 1, nome: 'Recepção', setorTipoId: 1 },
    { id: 3, nome: 'Consultório', setorTipoId: 3 },
  ],
};
const MODELO = {
  id: 4,
  cnes: '2712350',
  cnpj: '11222333000181',
  razaoSocial: 'Unidade de Saúde da Família Heliópolis',
  nomeFantasia: 'USF Heliópolis',
  tipoUnidadeId: 2,
  logradouroId: 8,
  logradouro: { id: 8, label: 'Rua Quinze de Novembro - 55295410', cep: '55295410', bairroNome: 'Heliópolis' },
  numero: '87',
  complemento: null,
  telefone: '8737621050',
  telefone2: null,
  email: null,
  temLogo: false,
  bloqueado: false,
};
const LOCAIS = [
  {
    id: 30,
    nome: 'Atendimento USF Heliópolis',
    bloqueado: false,
    centrosCusto: [{ id: 50, nome: 'Recepção USF Heliópolis', setorId: 1, setorNome: 'Recepção', bloqueado: false }],
  },
];

describe('formulário de unidade', () => {
  it('create: CNES rule from the shared schema, masks, type list; locations only after saving', async () => {
    logar(sessao({ permissoes: todas }));
    const api = mockApi({
      'GET /api/cadastro/unidade/create': wire({ form: FORM }),
      'POST /api/cadastro/unidade': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { cnes: ['Já existe um registro com este valor.'] },
      }),
    });
    renderApp('/cadastro/unidade/create');
    const cnes = await screen.findByLabelText('CNES', {}, { timeout: 10_000 });
    expect(cnes.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).not.toBeNull();
    expect(screen.getByLabelText('CNPJ').closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeNull();
    expect(screen.getByText(/O logotipo e os locais de atendimento/)).toBeTruthy();

    await userEvent.type(cnes, '12a34');
    expect((cnes as HTMLInputElement).value).toBe('1234');
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11222333000181' } });
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '87999991234' } });
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(87) 99999-1234');
    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O CNES informado é inválido.')).toBeTruthy();
    expect(screen.getByText('O campo Nome fantasia é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/unidade')).toHaveLength(0);

    await userEvent.type(cnes, '567');
    fireEvent.change(screen.getByLabelText('Nome fantasia'), { target: { value: 'USF Nova' } });
    await userEvent.click(screen.getByLabelText('Tipo de unidade'));
    await userEvent.type(screen.getByLabelText('Tipo de unidade'), 'Policl');
    await userEvent.click(await screen.findByText('04 - Policlínica'));
    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Já existe um registro com este valor.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/unidade')[0]?.body).toMatchObject({
      cnes: '1234567',
      cnpj: '11.222.333/0001-81',
      nome_fantasia: 'USF Nova',
      tipo_unidade_id: 4,
      telefone: '(87) 99999-1234',
    });
  }, 60_000);

  it('edit: shows the street CEP and neighbourhood, the logo and the locations with their cost centres', async () => {
    logar(sessao({ permissoes: todas }));
    let locais = LOCAIS;
    const api = mockApi({
      'GET /api/cadastro/unidade/4/edit': wire({ form: FORM, model: MODELO }),
      'GET /api/cadastro/unidade/4/locais': () => wire({ data: locais }),
      'POST /api/cadastro/unidade/4/infraestrutura': (c: Chamada) => {
        locais = [...locais, { id: 31, nome: (c.body as { nome: string }).nome, bloqueado: false, centrosCusto: [] }];
        return reply(201, wire({ id: 31 }));
      },
      'DELETE /api/cadastro/unidade/centro-custo/50': reply(409, {
        message: 'Este centro de custo não pode ser excluído porque há lotações de usuários nele. Bloqueie-o em vez de excluir.',
      }),
    });
    renderApp('/cadastro/unidade/edit/4');
    expect(await screen.findByDisplayValue('USF Heliópolis', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByDisplayValue('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByDisplayValue('(87) 3762-1050')).toBeTruthy();
    expect((screen.getByLabelText('CEP') as HTMLInputElement).value).toBe('55.295-410');
    expect((screen.getByLabelText('Bairro') as HTMLInputElement).value).toBe('Heliópolis');
    expect(screen.getByText('Nenhum logotipo enviado.')).toBeTruthy();
    expect(screen.getByText('Enviar logotipo')).toBeTruthy();

    expect(await screen.findByText('Atendimento USF Heliópolis')).toBeTruthy();
    expect(screen.getByText('Recepção USF Heliópolis')).toBeTruthy();

    await userEvent.click(screen.getByText('Adicionar local de atendimento'));
    const modal = await findDialog('Adicionar local de atendimento');
    await userEvent.click(within(modal).getByText('Salvar'));
    expect(await within(modal).findByText('O campo Nome é obrigatório.')).toBeTruthy();
    await userEvent.type(within(modal).getByLabelText('Nome'), 'Anexo');
    await userEvent.click(within(modal).getByText('Salvar'));
    expect(await screen.findByText('Anexo')).toBeTruthy();
    expect(api.de('POST /api/cadastro/unidade/4/infraestrutura')[0]?.body).toEqual({ nome: 'Anexo' });

    await userEvent.click(screen.getByLabelText('Excluir centro de custo: Recepção USF Heliópolis'));
    const confirmacao = await findDialog('Confirmação de exclusão');
    await userEvent.click(within(confirmacao).getByText('Sim'));
    expect(await screen.findByText(/Bloqueie-o em vez de excluir/)).toBeTruthy();
    await waitFor(() => expect(api.de('DELETE /api/cadastro/unidade/centro-custo/50')).toHaveLength(1));
  }, 60_000);
});
