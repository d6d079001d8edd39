import { LAB } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const linha = (id: number, sigla: string, situacao: number) => ({
  id,
  numero: 2026000123,
  data: '2026-03-06',
  paciente: 'Antônio Galdino',
  exame: sigla === 'GLI' ? 'Glicose' : 'Hemograma completo',
  sigla,
  laboratorio: 'Laboratório Municipal',
  situacao,
  coletadaEm: situacao === 2 ? '2026-03-06T10:00:00Z' : null,
  realizadoEm: null,
});

describe('exame-laboratorial/exame-agendado-realizado', () => {
  it('confirms the selected collected exam; a not collected one cannot be selected', async () => {
    logar(sessao({ permissoes: [LAB.realizadoVer, LAB.realizadoCadastrar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/exame-agendado-realizado/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [linha(1, 'GLI', 2), linha(2, 'HEMO', 3)],
      }),
      'POST /api/exame-laboratorial/exame-agendado-realizado': wire({ data: { confirmados: 1 } }),
    });
    const user = userEvent.setup();
    renderApp('/exame-laboratorial/exame-agendado-realizado/index?dataInicio=2026-03-01&dataFim=2026-03-31');
    expect(await screen.findByText('GLI — Glicose', {}, { timeout: 15_000 })).toBeTruthy();
    const dt = api.chamadas.find((c) => c.path.endsWith('/datatable'));
    expect(dt?.query.get('data_inicio')).toBe('2026-03-01');
    const caixas = screen.getAllByRole('checkbox') as HTMLInputElement[];
    // header, GLI (collected), HEMO (sample not collected: disabled)
    expect(caixas[2]?.disabled).toBe(true);
    await user.click(caixas[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Confirmar realizados \(1\)/ }));
    expect(await screen.findByText('1 exame(s) confirmado(s) como realizado(s).')).toBeTruthy();
    expect(api.chamadas.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1] });
  });
});
