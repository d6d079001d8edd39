import { salaResource } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = salaResource.permissoes;

describe('formulário de sala', () => {
  it('edit: the location shows as "Unidade — Local" and the cost centres are those of that location', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/cadastro/sala/9/edit': wire({
        form: {},
        model: {
          id: 9,
          nome: 'Consultório 3',
          infraestruturaId: 30,
          centroCustoId: 51,
          infraestrutura: { id: 30, label: 'UPA 24h — Pronto Atendimento' },
        },
      }),
      'GET /api/cadastro/unidade/infraestrutura/30/centro-custo': wire({
        data: [
          { id: 51, label: 'Consultórios do Pronto Atendimento', setorTipoId: 3 },
          { id: 52, label: 'Triagem e Classificação de Risco', setorTipoId: 2 },
        ],
      }),
      'PUT /api/cadastro/sala/9': wire({ id: 9 }),
      'GET /api/cadastro/sala/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    renderApp('/cadastro/sala/edit/9');
    expect(await screen.findByDisplayValue('Consultório 3', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('UPA 24h — Pronto Atendimento')).toBeTruthy();
    expect(await screen.findByText('Consultórios do Pronto Atendimento')).toBeTruthy();
    expect(api.de('GET /api/cadastro/unidade/infraestrutura/30/centro-custo')).toHaveLength(1);

    await userEvent.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('PUT /api/cadastro/sala/9')).toHaveLength(1));
    expect(api.de('PUT /api/cadastro/sala/9')[0]?.body).toEqual({ nome: 'Consultório 3', infraestrutura_id: 30, centro_custo_id: 51 });
  }, 60_000);

  it('create: the cost centre waits for a location; name and location are required', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({ 'GET /api/cadastro/sala/create': wire({ form: {} }) });
    renderApp('/cadastro/sala/create');
    expect(await screen.findByText('Escolha antes o local de atendimento', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Local de atendimento é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/sala')).toHaveLength(0);
  }, 60_000);
});
