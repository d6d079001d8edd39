import { subgrupoResource } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const LISTA = 'GET /api/cadastro/subgrupo/datatable';
const LINHAS = [
  { id: 1, nome: 'Antimicrobianos', grupoNome: 'Medicamentos', bloqueado: false },
  { id: 2, nome: 'Seringas', grupoNome: 'Material médico-hospitalar', bloqueado: false },
];
const datatable = (c: Chamada) => {
  const grupo = c.query.get('grupo');
  const data = grupo ? LINHAS.filter((l) => (grupo === '3' ? l.id === 1 : l.id === 2)) : LINHAS;
  return wire({ draw: Number(c.query.get('draw')), recordsTotal: 2, recordsFiltered: data.length, data });
};

describe('subgrupos: filtro de grupo vindo do banco (issue 24)', () => {
  it('offers the groups of the registry and filters the list by the chosen group’s id, kept in the URL', async () => {
    logar(sessao({ permissoes: [subgrupoResource.permissoes.visualizar] }));
    const api = mockApi({
      [LISTA]: datatable,
      'GET /api/cadastro/grupo/autocomplete': wire({
        data: [
          { id: 3, label: 'Medicamentos' },
          { id: 4, label: 'Material médico-hospitalar' },
        ],
      }),
    });
    const { router } = renderApp('/cadastro/subgrupo/index');
    expect(await screen.findByText('Seringas', {}, { timeout: 30_000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
    // the group also shows in the table's cells: pick the select's option
    const opcao = await waitFor(
      () => {
        const e = screen.getAllByTitle('Medicamentos').find((x) => x.classList.contains('ant-select-item-option'));
        if (!e) throw new Error('A opção do grupo ainda não apareceu.');
        return e;
      },
      { timeout: 10_000 },
    );
    await userEvent.click(opcao);
    await waitFor(() => expect(api.de(LISTA).at(-1)?.query.get('grupo')).toBe('3'));
    await waitFor(() => expect(screen.queryByText('Seringas')).toBeNull());
    expect(screen.getByText('Antimicrobianos')).toBeTruthy();
    expect(router.state.location.search).toContain('grupo=3');
    // the options come from the group registry's autocomplete, read once
    expect(api.de('GET /api/cadastro/grupo/autocomplete')).toHaveLength(1);
    expect(api.de('GET /api/cadastro/grupo/autocomplete')[0]?.query.get('length')).toBe('50');
  });
});
