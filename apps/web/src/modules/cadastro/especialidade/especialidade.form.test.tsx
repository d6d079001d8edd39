import { especialidadeResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = especialidadeResource.permissoes;

describe('especialidade (formulário)', () => {
  it('create: the CBO comes from the occupations autocomplete and travels as its code', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/cadastro/especialidade/create': wire({ form: {} }),
      'GET /api/cadastro/especialidade/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'GET /api/ocupacoes/autocomplete': wire({
        data: [{ id: '225120', codigo: '225120', nome: 'Médico cardiologista', label: '225120 - Médico cardiologista' }],
      }),
      'POST /api/cadastro/especialidade': reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { nome: ['Já existe um registro com este valor.'] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/especialidade/create');
    await screen.findByLabelText('Nome', {}, { timeout: 10_000 });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Ocupação (CBO) é obrigatório.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Cardiologia' } });
    await user.type(screen.getByLabelText('Ocupação (CBO)'), 'cardio');
    await user.click(await screen.findByText('225120 - Médico cardiologista', {}, { timeout: 3000 }));
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Já existe um registro com este valor.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/especialidade')[0]?.body).toEqual({ nome: 'Cardiologia', ocupacao_codigo: '225120' });
  }, 60_000);

  it('edit shows the stored occupation', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/especialidade/3/edit': wire({
        form: {},
        model: {
          id: 3,
          nome: 'Pediatria',
          ocupacaoCodigo: '225124',
          bloqueado: false,
          ocupacao: { codigo: '225124', nome: 'Médico pediatra', label: '225124 - Médico pediatra' },
        },
      }),
    });
    renderApp('/cadastro/especialidade/edit/3');
    expect(await screen.findByText('225124 - Médico pediatra', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByDisplayValue('Pediatria')).toBeTruthy();
  }, 60_000);
});
