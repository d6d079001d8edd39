import { P, relatorioHistoricoPapelLotacao, relatorioHistoricoPermissaoLotacao } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const permissoes = [
  P.administracao.historicoPapelLotacao,
  P.administracao.historicoPermissaoLotacao,
  P.administracao.historicoPermissaoPapel,
];

describe('relatórios de histórico da administração', () => {
  it('papéis por lotação: a declaração compartilhada vira a página, com a Ação como etiqueta', async () => {
    logar(sessao({ permissoes }));
    const api = mockApi({
      [`GET ${relatorioHistoricoPapelLotacao.listPath}`]: (c: Chamada) =>
        wire({
          draw: Number(c.query.get('draw')),
          recordsTotal: 2,
          recordsFiltered: 2,
          data: [
            {
              momento: '2026-03-10T09:30:00-03:00',
              acao: 'Concedido',
              usuarioNome: 'Maria da Silva Souza',
              lotacao: 'UBS Boa Vista — Sala de Vacinação',
              papelNome: 'Vacinador',
              responsavel: 'Administrador',
            },
            {
              momento: '2026-03-11T14:05:00-03:00',
              acao: 'Retirado',
              usuarioNome: 'Maria da Silva Souza',
              lotacao: 'UBS Boa Vista — Sala de Vacinação',
              papelNome: 'Recepção',
              responsavel: 'Administrador',
            },
          ],
        }),
    });
    renderApp('/administracao/relatorio-historico-papel-lotacao/index');
    expect(await screen.findByText('Histórico de papéis por lotação', { selector: 'h1' })).toBeTruthy();
    expect((await screen.findByText('Concedido')).closest('.ant-tag')?.className).toMatch(/green/);
    expect(screen.getByText('Retirado').closest('.ant-tag')?.className).toMatch(/red/);
    expect(screen.getByText('10/03/2026 09:30')).toBeTruthy();
    const q = api.de(`GET ${relatorioHistoricoPapelLotacao.listPath}`)[0]?.query;
    expect(q?.get('order[0][column_name]')).toBe('momento');
    expect(q?.get('order[0][dir]')).toBe('desc');
  });

  it('permissões por lotação pede o usuário antes de consultar', async () => {
    logar(sessao({ permissoes }));
    const api = mockApi({});
    renderApp('/administracao/relatorio-historico-permissao-lotacao/index');
    expect(
      await screen.findByText('Escolha um usuário e clique em Pesquisar para ver as mudanças nas permissões das suas lotações.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Usuário', { selector: 'input' })).toBeTruthy();
    await waitFor(() => expect(api.de('GET /api/geral/tarefa')).toHaveLength(1));
    expect(api.chamadas.filter((c) => c.path === relatorioHistoricoPermissaoLotacao.listPath)).toEqual([]);
  });
});
