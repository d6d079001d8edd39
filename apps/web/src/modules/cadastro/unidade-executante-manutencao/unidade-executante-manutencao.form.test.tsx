import { unidadeExecutanteManutencaoResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = unidadeExecutanteManutencaoResource.permissoes;
const FORM = {
  servicos: [
    { id: 1, nome: 'Elétrica' },
    { id: 2, nome: 'Hidráulica' },
    { id: 3, nome: 'Pintura' },
  ],
};

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('unidade executante de manutenção (formulário)', () => {
  it('create: at least one service, masks, the chosen services in the payload', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/cadastro/unidade-executante-manutencao/create': wire({ form: FORM }),
      'GET /api/cadastro/unidade-executante-manutencao/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'POST /api/cadastro/unidade-executante-manutencao': reply(201, wire({ id: 5 })),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/unidade-executante-manutencao/create');
    await screen.findByLabelText('Responsável', {}, { timeout: 10_000 });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos um item')).toBeTruthy();
    expect(api.de('POST /api/cadastro/unidade-executante-manutencao')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Agreste Manutenção' } });
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11222333000181' } });
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    fireEvent.change(screen.getByLabelText('Telefone'), { target: { value: '8737621540' } });
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(87) 3762-1540');
    await user.click(screen.getByLabelText('Serviços executados'));
    await user.click(opcao('Elétrica'));
    await user.click(opcao('Pintura'));
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de('POST /api/cadastro/unidade-executante-manutencao')[0]?.body).toMatchObject({
      nome: 'Agreste Manutenção',
      cnpj: '11.222.333/0001-81',
      telefone: '(87) 3762-1540',
      servico_ids: [1, 3],
    });
  }, 60_000);
});
