import { prioridadeResource } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = prioridadeResource.permissoes;

describe('prioridades', () => {
  it('index: heaviest first, legal ones flagged; edit and block, but neither "Novo" nor delete', async () => {
    // even with every permission string, the resource has no create or delete (spec 000 §2.3)
    logar(sessao({ permissoes: Object.values(P) }));
    const api = mockApi({
      'GET /api/painel-senha/prioridade/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [
          { id: 7, nome: 'Idoso 80+', peso: 20, legal: true, bloqueado: false },
          { id: 1, nome: 'Sem prioridade', peso: 0, legal: false, bloqueado: false },
        ],
      }),
    });
    renderApp('/painel-senha/prioridade/index');
    const idoso = (await screen.findByText('Idoso 80+', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(idoso).getByText('Sim')).toBeTruthy();
    expect(within(idoso).getByLabelText('Editar: Idoso 80+')).toBeTruthy();
    expect(within(idoso).getByLabelText('Bloquear: Idoso 80+')).toBeTruthy();
    expect(within(idoso).queryByLabelText('Excluir: Idoso 80+')).toBeNull();
    expect(within(screen.getByText('Sem prioridade').closest('tr') as HTMLElement).getByText('Não')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Novo/ })).toBeNull();
    const pedido = api.de('GET /api/painel-senha/prioridade/datatable')[0];
    expect(pedido?.query.get('order[0][column_name]')).toBe('peso');
    expect(pedido?.query.get('order[0][dir]')).toBe('desc');
  }, 60_000);

  it('create is not a route', async () => {
    logar(sessao({ permissoes: Object.values(P) }));
    mockApi({});
    const { path } = renderApp('/painel-senha/prioridade/create');
    await waitFor(() => expect(path()).toBe('/404'), { timeout: 10_000 });
  }, 60_000);
});
