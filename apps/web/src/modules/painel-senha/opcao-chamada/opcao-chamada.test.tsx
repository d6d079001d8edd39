import { opcaoChamadaResource } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = opcaoChamadaResource.permissoes;

describe('locais de chamada', () => {
  it("create: the room waits for a queue and is searched among that queue's rooms; the screen lists the active TVs", async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/painel-senha/opcao-chamada/create': wire({
        form: {
          telas: [
            { id: 1, nome: 'TV da recepção do PA', bloqueado: false },
            { id: 2, nome: 'TV antiga', bloqueado: true },
          ],
        },
      }),
      'GET /api/painel-senha/centro-custo/autocomplete': wire({
        data: [{ id: 51, label: 'Consultórios do Pronto Atendimento — UPA 24h', local: 'Pronto Atendimento' }],
      }),
      'GET /api/cadastro/sala/autocomplete': wire({ data: [{ id: 8, label: 'Consultório 3', infraestruturaId: 30, centroCustoId: 51 }] }),
      'POST /api/painel-senha/opcao-chamada': wire({ id: 12 }),
      'GET /api/painel-senha/opcao-chamada/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    const user = userEvent.setup();
    renderApp('/painel-senha/opcao-chamada/create');
    await user.type(await screen.findByLabelText('Nome', {}, { timeout: 10_000 }), 'Consultório 3');
    expect(screen.getByText('Escolha antes a fila')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Fila' }), 'consult');
    await user.click(await screen.findByText('Consultórios do Pronto Atendimento — UPA 24h', {}, { timeout: 15_000 }));
    await user.type(screen.getByRole('combobox', { name: 'Sala' }), 'cons');
    await user.click(await screen.findByText('Consultório 3', { selector: '.ant-select-item-option-content' }, { timeout: 15_000 }));
    expect(api.de('GET /api/cadastro/sala/autocomplete')[0]?.query.get('centro_custo_id')).toBe('51');

    await user.click(screen.getByRole('combobox', { name: /^Tela/ }));
    expect(await screen.findByText('TV da recepção do PA')).toBeTruthy();
    expect(screen.queryByText(/TV antiga/)).toBeNull();
    await user.click(screen.getByText('TV da recepção do PA'));

    await user.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('POST /api/painel-senha/opcao-chamada')).toHaveLength(1));
    expect(api.de('POST /api/painel-senha/opcao-chamada')[0]?.body).toMatchObject({
      nome: 'Consultório 3',
      tipo_id: 1,
      centro_custo_id: 51,
      sala_id: 8,
      tela_id: 1,
    });
  }, 60_000);
});
