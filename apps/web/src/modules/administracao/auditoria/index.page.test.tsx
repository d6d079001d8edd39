import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const DATATABLE = 'GET /api/administracao/auditoria/datatable';
const LINHA = {
  id: 9,
  momento: '2026-03-10T09:30:00-03:00',
  usuarioNome: 'Maria da Silva Souza',
  acao: 'UPDATE',
  tabela: 'usuario',
  registroId: 7,
};

describe('auditoria', () => {
  it('filtra por tabela e ação como parâmetros extras e mostra antes/depois lado a lado', async () => {
    logar();
    const api = mockApi({
      [DATATABLE]: (c: Chamada) => wire({ draw: Number(c.query.get('draw')), recordsTotal: 1, recordsFiltered: 1, data: [LINHA] }),
      // snapshots keep their column names as stored
      'GET /api/administracao/auditoria/9': {
        ...wire(LINHA),
        antes: { email: 'velho@x.com', nome_social: null },
        depois: { email: 'novo@x.com', nome_social: null },
      },
    });
    const { user, router } = renderApp('/administracao/auditoria/index?tabela=usuario');
    expect(await screen.findByText('Alteração')).toBeTruthy();
    expect(api.de(DATATABLE)[0]?.query.get('tabela')).toBe('usuario');
    expect(api.de(DATATABLE)[0]?.query.get('order[0][column_name]')).toBe('momento');
    expect((screen.getByRole('textbox', { name: 'Tabela' }) as HTMLInputElement).value).toBe('usuario');

    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(await screen.findByTitle('Exclusão'));
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('acao')).toBe('DELETE'));
    expect(router.state.location.search).toBe('?tabela=usuario&acao=DELETE');

    // the table is clickable again once the filtered page arrived
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).toBeNull());
    await user.click(screen.getByLabelText('Detalhes da auditoria 9'));
    const dialogo = await findDialog('Detalhes da auditoria');
    const linha = (await within(dialogo).findByText('email')).closest('tr');
    expect(linha?.textContent).toContain('velho@x.com');
    expect(linha?.textContent).toContain('novo@x.com');
    expect(within(dialogo).getByText('nome_social')).toBeTruthy();
  });
});
