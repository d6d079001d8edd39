import { AVISO_PRESTACAO_CONTA_TRANSPORTE, RELATORIOS_TRANSPORTE, relatorioTpPrestacaoConta } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../router';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('transporte-paciente reports', () => {
  it('every report of the menu has its page', () => {
    expect(RELATORIOS_TRANSPORTE).toHaveLength(9);
    for (const def of RELATORIOS_TRANSPORTE) expect(matchRoutes(routes, def.path)?.at(-1)?.route.path, def.path).not.toBe('*');
  });

  it('relatorio-prestacao-conta: the statement of the period, saying it counts closed trips only', async () => {
    logar(sessao({ permissoes: RELATORIOS_TRANSPORTE.map((r) => r.permissao) }));
    const api = mockApi({
      [`GET ${relatorioTpPrestacaoConta.listPath}`]: (c: Chamada) =>
        wire({
          draw: Number(c.query.get('draw')),
          recordsTotal: 2,
          recordsFiltered: 2,
          data: [
            { secao: '2. Custos', item: '2.04', descricao: 'Custo total', quantidade: null, valorUnitario: null, valor: 900 },
            {
              secao: '2. Custos',
              item: '2.05',
              descricao: 'Custo por passageiro (custo total ÷ passageiros transportados)',
              quantidade: 9,
              valorUnitario: 100,
              valor: null,
            },
          ],
        }),
    });
    renderApp('/transporte-paciente/relatorio-prestacao-conta/index?data_inicio=2026-10-01&data_fim=2026-10-31');
    expect(await screen.findByText('Prestação de contas do transporte', { selector: 'h1' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText(AVISO_PRESTACAO_CONTA_TRANSPORTE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Custo por passageiro (custo total ÷ passageiros transportados)', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(api.de(`GET ${relatorioTpPrestacaoConta.listPath}`).length).toBeGreaterThan(0));
    expect(api.de(`GET ${relatorioTpPrestacaoConta.listPath}`)[0]?.query.get('data_inicio')).toBe('2026-10-01');
  }, 90_000);
});
