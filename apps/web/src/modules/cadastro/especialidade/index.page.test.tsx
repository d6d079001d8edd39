import { especialidadeResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const P = especialidadeResource.permissoes;

describe('especialidades (lista)', () => {
  it('names the block action and the state as activating and deactivating', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar, P.bloquear] }));
    const api = mockApi({
      'GET /api/cadastro/especialidade/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [
          { id: 1, nome: 'Cardiologia', ocupacaoCodigo: '225120', ocupacaoNome: 'Médico cardiologista', bloqueado: false },
          { id: 2, nome: 'Geriatria', ocupacaoCodigo: '225180', ocupacaoNome: 'Médico geriatra', bloqueado: true },
        ],
      }),
      'PUT /api/cadastro/especialidade/desbloquear/2': wire({ id: 2, bloqueado: false }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/especialidade/index');
    expect(await screen.findByText('Cardiologia', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(screen.getByText('Inativa')).toBeTruthy();
    expect(screen.getByLabelText('Desativar: Cardiologia')).toBeTruthy();

    await user.click(screen.getByLabelText('Ativar: Geriatria'));
    const dialogo = await findDialog(/Confirma/);
    expect(within(dialogo).getByText('Deseja realmente ativar o item selecionado?')).toBeTruthy();
    await user.click(within(dialogo).getByText('Sim'));
    expect(await screen.findByText('Registro ativado.')).toBeTruthy();
    await waitFor(() => expect(api.de('PUT /api/cadastro/especialidade/desbloquear/2')).toHaveLength(1));
  }, 60_000);
});
