import { RELATORIOS_EXAME_LABORATORIAL, relatorioLabCotaConsumo } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../router';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('exame-laboratorial reports', () => {
  it('every report of the menu has its page', () => {
    expect(RELATORIOS_EXAME_LABORATORIAL).toHaveLength(12);
    for (const def of RELATORIOS_EXAME_LABORATORIAL) {
      const m = matchRoutes(routes, def.path);
      // the last match is the page itself, not the catch-all
      expect(m?.at(-1)?.route.path, def.path).not.toBe('*');
    }
  });

  it('relatorio-cota-consumo: the declaration becomes the page, a unit past its quota in red', async () => {
    logar(sessao({ permissoes: RELATORIOS_EXAME_LABORATORIAL.map((r) => r.permissao) }));
    const api = mockApi({
      [`GET ${relatorioLabCotaConsumo.listPath}`]: (c: Chamada) =>
        wire({
          draw: Number(c.query.get('draw')),
          recordsTotal: 1,
          recordsFiltered: 1,
          data: [
            {
              competencia: '2026-11',
              unidade: 'UBS Centro',
              laboratorio: 'Laboratório Municipal',
              cota: 10,
              quantidade: 12,
              saldo: -2,
              teto: 100,
              valor: 126,
              saldoValor: -26,
            },
          ],
          totais: { cota: 10, quantidade: 12, saldo: -2, teto: 100, valor: 126, saldoValor: -26 },
        }),
    });
    renderApp('/exame-laboratorial/relatorio-cota-consumo/index?data_inicio=2026-11-01&data_fim=2026-11-30');
    expect(await screen.findByText('Consumo de cotas', { selector: 'h1' }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findAllByText('-2', {}, { timeout: 10_000 }))[0]?.closest('.ant-tag')?.className).toMatch(/red/);
    expect(screen.getByText('UBS Centro')).toBeTruthy();
    await waitFor(() => expect(api.de(`GET ${relatorioLabCotaConsumo.listPath}`).length).toBeGreaterThan(0));
    const q = api.de(`GET ${relatorioLabCotaConsumo.listPath}`)[0]?.query;
    expect(q?.get('data_inicio')).toBe('2026-11-01');
  }, 60_000);
});
