import { consultaEstoqueSchema, IMU, salasDoEstoqueSchema } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const sala = { salaId: 3, centroCustoId: 30, nome: 'Sala de Vacinação da UBS', unidade: 'UBS Heliópolis', tipo: 1 };
const lote = {
  vacinaId: 5,
  vacina: 'Febre amarela',
  sigla: 'FA',
  fabricante: null,
  dosesPorFrasco: 5,
  vencendo: false,
  vencido: false,
  diasParaVencer: 200,
};

describe('imunizacao/consulta-estoque', () => {
  it('shows the lots with their expiry warnings and the open vial, and discards it with a reason', async () => {
    logar(sessao({ permissoes: [IMU.estoqueVer, IMU.baixaCadastrar] }));
    const api = mockApi({
      'GET /api/imunizacao/consulta-estoque/unidade': wireDe(salasDoEstoqueSchema, { outrasSalas: false, salaDaSessao: 3, data: [sala] }),
      'GET /api/imunizacao/consulta-estoque/estoque': wireDe(consultaEstoqueSchema, {
        sala,
        diasAlertaValidade: 30,
        frascosEncerrados: 1,
        lotes: [
          { ...lote, loteId: 1, lote: 'FA1', validade: '2030-01-01', doses: 12, frascos: 2.4 },
          { ...lote, loteId: 2, lote: 'FA2', validade: '2020-01-01', doses: 5, frascos: 1, vencido: true, diasParaVencer: -10 },
        ],
        frascos: [
          {
            id: 9,
            loteId: 1,
            vacina: 'Febre amarela',
            lote: 'FA1',
            abertoEm: '2026-01-10T10:00:00-03:00',
            venceEm: '2026-01-10T16:00:00-03:00',
            dosesFrasco: 5,
            dosesRestantes: 3,
            abertoPor: 'Enfermeira',
          },
        ],
      }),
      'POST /api/imunizacao/consulta-estoque/frasco/9/descartar': wire({ perdidas: 3 }),
    });
    const user = userEvent.setup();
    renderApp('/imunizacao/consulta-estoque/index');
    expect(await screen.findByText('2,4', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('01/01/2020 — vencido')).toBeTruthy();
    expect(screen.getByText('3/5')).toBeTruthy();
    expect(screen.getByText(/1 frasco\(s\) aberto\(s\) passaram da validade/)).toBeTruthy();

    await user.click(screen.getByText('Descartar frasco'));
    fireEvent.change(screen.getByLabelText('Motivo do descarte'), { target: { value: 'Contaminação' } });
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Frasco descartado: 3 dose(s) registradas como perda.')).toBeTruthy();
    expect(api.de('POST /api/imunizacao/consulta-estoque/frasco/9/descartar')[0]?.body).toEqual({ motivo: 'Contaminação' });
  }, 120_000);
});
