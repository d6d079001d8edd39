import { LAB, resultadoAgendamentoSchema } from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import { calcularFormulas, chaveValor } from './lancamento.logica';

const faixa = (
  minimo: number | null,
  maximo: number | null,
  texto: string,
  criticoMinimo: number | null = null,
  criticoMaximo: number | null = null,
) => ({
  minimo,
  maximo,
  criticoMinimo,
  criticoMaximo,
  texto,
});
const campo = (id: number, codigo: string, nome: string, f: ReturnType<typeof faixa> | null, formula: string | null = null) => ({
  id,
  codigo,
  nome,
  tipo: 1,
  unidadeMedida: 'mg/dL',
  casasDecimais: 0,
  opcoes: null,
  obrigatorio: true,
  formula,
  faixa: f,
});
const exame = (
  ae: number,
  nome: string,
  campos: ReturnType<typeof campo>[],
  historico: { campoId: number; pontos: { data: string; valor: number }[] }[] = [],
) => ({
  agendamentoExameId: ae,
  exameId: ae + 100,
  nome,
  sigla: null,
  situacao: 2,
  resultadoId: null,
  resultadoSituacao: null,
  observacao: null,
  lancadoPor: null,
  assinadoPor: null,
  campos,
  valores: [],
  historico,
});

const TELA = {
  id: 7,
  numero: 2026000042,
  data: '2026-03-10',
  laboratorio: 'Laboratório Municipal',
  paciente: { id: 5, nome: 'Maria das Dores', sexo: 'F', nascimento: '1970-01-01', idade: '56 anos' },
  exames: [
    exame(1, 'Colesterol total', [campo(11, 'CT', 'Colesterol total', faixa(null, 189, 'Desejável: inferior a 190 mg/dL'))]),
    exame(2, 'Colesterol HDL', [campo(12, 'HDL', 'Colesterol HDL', faixa(40, null, 'Desejável: superior a 40 mg/dL'))]),
    exame(3, 'Triglicerídeos', [campo(13, 'TG', 'Triglicerídeos', faixa(null, 149, 'Desejável: inferior a 150 mg/dL'))]),
    exame(4, 'Colesterol LDL', [
      campo(14, 'LDL', 'Colesterol LDL', faixa(null, 129, 'Desejável: inferior a 130 mg/dL'), 'CT - HDL - TG / 5'),
    ]),
    exame(
      5,
      'Glicose',
      [campo(15, 'GLI', 'Glicose', faixa(70, 99, '70 a 99 mg/dL', 40, 400))],
      [
        {
          campoId: 15,
          pontos: [
            { data: '2025-06-01', valor: 98 },
            { data: '2025-12-01', valor: 104 },
          ],
        },
      ],
    ),
  ],
};

describe('lançamento de resultado', () => {
  it('computes LDL across exams as CT, HDL and TG are typed', () => {
    const exames = TELA.exames as never;
    const d = { [chaveValor(1, 11)]: '220', [chaveValor(2, 12)]: '35', [chaveValor(3, 13)]: '150' };
    expect(calcularFormulas(exames, d)[chaveValor(4, 14)]).toBe(155);
    expect(calcularFormulas(exames, { ...d, [chaveValor(3, 13)]: '' })[chaveValor(4, 14)]).toBeNull();
  });

  it('shows the formula live, marks out-of-range and critical values, confirms the critical one and saves', async () => {
    logar(sessao({ permissoes: [LAB.resultadoVer, LAB.resultadoLancar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/lancamento-resultado/create/7': wireDe(resultadoAgendamentoSchema, { data: TELA } as never),
      'POST /api/exame-laboratorial/lancamento-resultado/7': wire({
        message: 'Resultados lançados.',
        data: { resultados: [], criticos: 1 },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-laboratorial/lancamento-resultado/create/7');
    const ct = await screen.findByLabelText('Colesterol total', {}, { timeout: 10_000 });
    expect(screen.getByText('Desejável: inferior a 130 mg/dL')).toBeTruthy();
    // the earlier glucose results as a chart
    expect(screen.getByRole('img', { name: /Resultados anteriores de Glicose: 01\/06\/2025 98; 01\/12\/2025 104/ })).toBeTruthy();

    await user.type(ct, '220');
    await user.type(screen.getByLabelText('Colesterol HDL'), '35');
    await user.type(screen.getByLabelText('Triglicerídeos'), '150');
    expect((screen.getByLabelText('Colesterol LDL') as HTMLInputElement).value).toBe('155');
    expect(screen.getAllByText('↑ Acima').length).toBe(3);
    expect(screen.getByText('↓ Abaixo')).toBeTruthy();

    await user.type(screen.getByLabelText('Glicose'), '35');
    expect(screen.getByText('Crítico')).toBeTruthy();

    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    const dialogo = await findDialog('Valores críticos');
    expect(within(dialogo).getByText(/Glicose: 35/)).toBeTruthy();
    expect(api.de('POST /api/exame-laboratorial/lancamento-resultado/7')).toHaveLength(0);
    await user.click(within(dialogo).getByText('Confirmar e salvar'));
    await expect.poll(() => api.de('POST /api/exame-laboratorial/lancamento-resultado/7').length).toBe(1);
    const corpo = api.de('POST /api/exame-laboratorial/lancamento-resultado/7')[0]?.body as {
      confirmar_critico: boolean;
      exames: { agendamento_exame_id: number; valores: { campo_id: number; valor: string }[] }[];
    };
    expect(corpo.confirmar_critico).toBe(true);
    expect(corpo.exames).toHaveLength(5);
    expect(corpo.exames.find((e) => e.agendamento_exame_id === 4)?.valores).toEqual([{ campo_id: 14, valor: '155' }]);
  }, 60_000);
});
