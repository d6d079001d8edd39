import { AMB } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const ROTULO = 'Cláudia Regina Nogueira (agenda)';

describe('ambulatorio/supervisor', () => {
  it('includes a user picked by name, and the server refusal lands on the field', async () => {
    logar(sessao({ permissoes: [AMB.supervisorVer, AMB.supervisorEditar] }));
    let vezes = 0;
    const api = mockApi({
      'GET /api/ambulatorio/supervisor/usuario/autocomplete': { data: [{ id: 31, label: ROTULO }] },
      'POST /api/ambulatorio/supervisor': () =>
        ++vezes === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { usuario_id: ['Este usuário já é supervisor do ambulatório.'] },
            })
          : reply(201, wire({ data: [{ id: 5, usuarioId: 31, usuarioNome: 'Cláudia Regina Nogueira', login: 'agenda' }] })),
      'GET /api/ambulatorio/supervisor': wire({
        data: [{ id: 5, usuarioId: 31, usuarioNome: 'Cláudia Regina Nogueira', login: 'agenda' }],
      }),
    });
    const { user, path } = renderApp('/ambulatorio/supervisor/create');
    const campo = await screen.findByLabelText('Usuário', { selector: 'input' }, { timeout: 10_000 });
    await user.type(campo, 'clau');
    await user.click(await screen.findByText(ROTULO, { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText('Este usuário já é supervisor do ambulatório.')).toBeTruthy();
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(path()).toBe('/ambulatorio/supervisor/index'));
    expect(api.de('POST /api/ambulatorio/supervisor').map((c) => c.body)).toEqual([{ usuario_id: 31 }, { usuario_id: 31 }]);
    expect(await screen.findByText('Cláudia Regina Nogueira')).toBeTruthy();
  }, 60_000);
});
