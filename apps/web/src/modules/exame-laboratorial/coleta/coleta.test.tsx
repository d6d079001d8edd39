import { coletaAgendadaSchema, LAB, lancamentoColetaFormSchema, lancamentoColetaGravadoSchema } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const agendamento = {
  id: 11,
  agendamentoId: 91,
  numero: 2026000123,
  data: '2026-03-06',
  hora: '07:30:00',
  pacienteId: 5,
  pacienteNome: 'Antônio Galdino Tenório',
  pacienteNomeSocial: null,
  dataNascimento: '1958-03-14',
  idade: '68 anos',
  laboratorioId: 1,
  laboratorio: 'Laboratório Municipal',
  unidadeColetaId: 3,
  unidadeColeta: 'Policlínica Municipal',
  solicitante: 'Dra. Ana',
  urgente: false,
  amostras: [
    {
      id: 21,
      materialBiologico: 1,
      material: 'Sangue',
      recipiente: 'Tubo roxo (EDTA)',
      situacao: 1,
      coletadaEm: null,
      coletadaPor: null,
      unidadeColeta: null,
      motivoNaoColeta: null,
      exames: [{ id: 31, exameId: 1, nome: 'Hemograma completo', sigla: 'HEMO', situacao: 1 }],
    },
    {
      id: 22,
      materialBiologico: 4,
      material: 'Urina',
      recipiente: null,
      situacao: 1,
      coletadaEm: null,
      coletadaPor: null,
      unidadeColeta: null,
      motivoNaoColeta: null,
      exames: [{ id: 32, exameId: 2, nome: 'Urina tipo I', sigla: 'EAS', situacao: 1 }],
    },
  ],
};

describe('exame-laboratorial/coleta-agendada', () => {
  it("lists the day's collections with the spec's query parameters and prints batch labels of the selection", async () => {
    logar(sessao({ permissoes: [LAB.coletaVer, LAB.coletaLancar] }));
    const pdf = vi.fn(() => new Response('%PDF-1.7 etiquetas', { headers: { 'content-type': 'application/pdf' } }));
    const api = mockApi({
      'GET /api/exame-laboratorial/coleta-agendada/create': wireDe(coletaAgendadaSchema, {
        data: {
          filtro: { unidade: 3, atendimentoUnidade: 3, coleta: 7, atendimentoColeta: null, data: '2026-03-06' },
          unidades: [{ id: 3, nome: 'Policlínica Municipal' }],
          agendas: [{ id: 7, nome: 'Laboratório Municipal — 07:00 às 10:00' }],
          itens: [agendamento],
        },
      }),
      'GET /api/exame-laboratorial/coleta-agendada/etiqueta-coleta': pdf,
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/exame-laboratorial/coleta-agendada/create?unidade=3&atendimentoUnidade=3&coleta=7');
    expect(await screen.findByText('Antônio Galdino Tenório', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('HEMO, EAS')).toBeTruthy();
    const primeira = api.chamadas.find((c) => c.path.endsWith('/coleta-agendada/create'));
    expect(primeira?.query.get('unidade')).toBe('3');
    expect(primeira?.query.get('atendimento_unidade')).toBe('3');
    expect(primeira?.query.get('coleta')).toBe('7');

    const [, linha] = screen.getAllByRole('checkbox');
    await user.click(linha as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Etiquetas de coleta \(1\)/ }));
    await waitFor(() => expect(pdf).toHaveBeenCalled());
    const chamada = api.chamadas.find((c) => c.path.endsWith('/etiqueta-coleta'));
    expect(chamada?.query.get('agendamentos')).toBe('11');
  });
});

describe('exame-laboratorial/lancamento-coleta', () => {
  it('finds a scheduling by its number, records one sample collected and one not collected with the reason', async () => {
    logar(sessao({ permissoes: [LAB.coletaVer, LAB.coletaLancar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/lancamento-coleta/create': (c: { query: URLSearchParams }) =>
        wireDe(lancamentoColetaFormSchema, {
          data: {
            form: { motivos: ['Recusa do paciente', 'Outro'], etiquetaAoColetar: false },
            model: c.query.get('numero') ? agendamento : null,
          },
        }),
      'POST /api/exame-laboratorial/lancamento-coleta': wireDe(lancamentoColetaGravadoSchema, {
        data: { labAgendamentoId: 11, coletadas: 1, naoColetadas: 1, etiquetaAoColetar: false, agendamento },
      }),
    });
    const user = userEvent.setup();
    renderApp('/exame-laboratorial/lancamento-coleta/create');
    const campo = await screen.findByLabelText('Número do agendamento', {}, { timeout: 15_000 });
    // the reader types the number and Enter
    await user.type(campo, '2026000123{Enter}');
    expect(await screen.findByText('Agendamento nº 2026000123')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    await user.click(radios[0] as HTMLElement); // Sangue: coletada
    await user.click(radios[3] as HTMLElement); // Urina: não coletada
    fireEvent.mouseDown(screen.getByLabelText('Motivo da não coleta de Urina'));
    await user.click(await screen.findByTitle('Outro'));
    await user.type(screen.getByLabelText('Descreva o motivo de Urina'), 'Frasco esquecido');
    await user.click(screen.getByRole('button', { name: /Salvar coleta/ }));
    expect(await screen.findByText(/Coleta registrada: 1 amostra\(s\) coletada\(s\), 1 não coletada\(s\)/)).toBeTruthy();
    const post = api.chamadas.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      lab_agendamento_id: 11,
      amostras: [
        { id: 21, situacao: 2 },
        { id: 22, situacao: 3, motivo_nao_coleta: 'Outro', motivo_outro: 'Frasco esquecido' },
      ],
    });
  });
});
