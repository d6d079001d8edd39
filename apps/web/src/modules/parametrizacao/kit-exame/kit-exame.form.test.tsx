import { kitExameResource } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = kitExameResource.permissoes;

describe('kit de exames (formulário)', () => {
  it('needs at least one exam and posts the chosen ones', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/parametrizacao/kit-exame/create': wire({
        form: {
          exames: [
            { id: 1, label: 'Hemograma completo' },
            { id: 2, label: 'Glicose (glicemia de jejum)' },
          ],
        },
      }),
      'GET /api/parametrizacao/kit-exame/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'POST /api/parametrizacao/kit-exame': wire({ id: 5 }),
    });
    const { user } = renderApp('/parametrizacao/kit-exame/create');
    // the first render compiles the lazy page: allow it time under a busy machine
    await user.type(await screen.findByLabelText('Nome', {}, { timeout: 10_000 }), 'Rotina diabetes');
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Selecione ao menos um item')).toBeTruthy();
    expect(api.de('POST /api/parametrizacao/kit-exame')).toHaveLength(0);

    await user.click(screen.getByLabelText('Exames'));
    const opcao = screen.queryAllByTitle('Glicose (glicemia de jejum)').find((e) => e.classList.contains('ant-select-item-option'));
    if (!opcao) throw new Error('opção ausente');
    await user.click(opcao);
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de('POST /api/parametrizacao/kit-exame')[0]?.body).toEqual({ nome: 'Rotina diabetes', exames: [2] });
  }, 60_000);
});
