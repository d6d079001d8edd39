import { formatDataBr, LAB, somarDias } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const FORM = {
  data: {
    laboratorios: [{ id: 3, nome: 'Laboratório Municipal' }],
    unidades: [
      { id: 1, nome: 'Policlínica Municipal' },
      { id: 2, nome: 'UBS Heliópolis' },
    ],
    exames: [
      {
        id: 10,
        nome: 'Hemograma completo',
        procedimentoCodigo: '0202020380',
        valor: 4.11,
        materialBiologico: 1,
        preparo: null,
        sigla: 'HEMO',
      },
      {
        id: 11,
        nome: 'Glicose',
        procedimentoCodigo: '0202010473',
        valor: 1.85,
        materialBiologico: 3,
        preparo: 'Jejum de 8 horas.',
        sigla: 'GLI',
      },
      { id: 12, nome: 'Colesterol total', procedimentoCodigo: '0202010295', valor: 1.85, materialBiologico: 2, preparo: null, sigla: 'CT' },
    ],
    kits: [{ id: 7, nome: 'Check-up adulto', exameIds: [10, 11, 12] }],
  },
};
const dia = somarDias(hoje(), 3);
const vaga = (hora: string) => ({
  jornadaId: 9,
  data: dia,
  hora,
  tipoVaga: 1,
  unidadeId: 1,
  unidadeNome: 'Policlínica Municipal',
  especialidadeId: null,
  especialidadeNome: null,
  recursoTipo: 5,
  recursoId: 3,
  recursoNome: 'Laboratório Municipal',
  vagasRestantes: 10,
});
const item = (over: Record<string, unknown> = {}) => ({
  id: 700,
  agendamentoId: 900,
  numero: 2026000321,
  data: dia,
  hora: '07:10:00',
  status: 1,
  retroativo: false,
  pacienteId: 55,
  pacienteNome: 'Josefa Bezerra da Silva',
  laboratorioId: 3,
  laboratorioNome: 'Laboratório Municipal',
  unidadeColetaNome: 'Policlínica Municipal',
  unidadeSolicitanteId: 2,
  unidadeSolicitanteNome: 'UBS Heliópolis',
  solicitanteNome: 'Dr. Caio Souto',
  origem: 'ambulatorio',
  dataEntrega: somarDias(dia, 3),
  urgente: false,
  exames: 3,
  valorTotal: 7.81,
  ...over,
});
const detalhe = (over: Record<string, unknown> = {}) => ({
  ...item(over),
  observacao: null,
  motivoCancelamento: null,
  itens: [
    {
      id: 1,
      exameId: 10,
      exameNome: 'Hemograma completo',
      sigla: 'HEMO',
      procedimentoCodigo: '0202020380',
      valor: 4.11,
      kitNome: null,
      solicitacaoOrigem: 'ambulatorio',
      solicitacaoId: 81,
      amostraId: 5,
      situacao: 1,
      motivoCancelamento: null,
      preparo: null,
    },
    {
      id: 2,
      exameId: 11,
      exameNome: 'Glicose',
      sigla: 'GLI',
      procedimentoCodigo: '0202010473',
      valor: 1.85,
      kitNome: 'Check-up adulto',
      solicitacaoOrigem: null,
      solicitacaoId: null,
      amostraId: 6,
      situacao: 1,
      motivoCancelamento: null,
      preparo: 'Jejum de 8 horas.',
    },
  ],
  amostras: [
    { id: 5, materialBiologico: 1, recipiente: 'Tubo roxo', situacao: 1 },
    { id: 6, materialBiologico: 3, recipiente: 'Tubo cinza', situacao: 1 },
  ],
});
const pdf = () =>
  new Response('%PDF-1.7 pedido', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="agendamento-exame-2026000321.pdf"' },
  });

let abertas: string[];
beforeEach(() => {
  abertas = [];
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    abertas.push(String(url));
    return { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() } as unknown as Window;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('exame-laboratorial/agendamento-exame/create', () => {
  it('includes a pending request and a kit, shows the quota refusal on the unit, books and prints the slip', async () => {
    logar(sessao({ permissoes: [LAB.agendamentoVer, LAB.agendamentoCadastrar] }));
    let tentativas = 0;
    const api = mockApi({
      'GET /api/exame-laboratorial/agendamento-exame/create': wire(FORM),
      'GET /api/exame-laboratorial/agendamento-exame/paciente/55': wire({
        paciente: { id: 55, nome: 'Josefa Bezerra da Silva', nomeSocial: null, dataNascimento: '1950-04-02', cns: '898001160664389' },
        solicitacoes: [
          {
            origem: 'ambulatorio',
            id: 81,
            exameId: 10,
            exameNome: 'Hemograma completo',
            dataSolicitacao: somarDias(hoje(), -2),
            solicitanteId: 44,
            solicitanteNome: 'Dr. Caio Souto',
            unidadeId: 2,
            unidadeNome: 'UBS Heliópolis',
          },
        ],
        agendamentos: [],
      }),
      'GET /api/exame-laboratorial/agendamento-exame/sugestao': wire({ data: [vaga('07:00:00'), vaga('07:10:00')] }),
      'POST /api/exame-laboratorial/agendamento-exame': () => {
        tentativas++;
        return tentativas === 1
          ? reply(422, {
              message: 'Cota da unidade solicitante esgotada para 03/2026: 10 exames, 1 restante(s), 3 pedido(s).',
              errors: {
                unidade_solicitante_id: ['Cota da unidade solicitante esgotada para 03/2026: 10 exames, 1 restante(s), 3 pedido(s).'],
              },
            })
          : reply(201, wire({ data: detalhe(), avisoCota: null }));
      },
      'GET /impressao/exame-laboratorial/agendamento-exame/700': pdf,
    });
    const { user } = renderApp('/exame-laboratorial/agendamento-exame/create/55');

    await user.click(await screen.findByLabelText('Incluir Hemograma completo', {}, { timeout: 10_000 }));
    await user.click(screen.getByLabelText('Incluir kit'));
    await user.click(await screen.findByText('Check-up adulto', { selector: '.ant-select-item-option-content' }));
    // the kit adds what the request did not: three exams, at their SIGTAP values
    expect(await screen.findByText('3 exame(s)')).toBeTruthy();
    expect(screen.getByText('R$ 7,81')).toBeTruthy();
    expect(screen.getByText('Jejum de 8 horas.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Buscar horários/ }));
    await user.click(await screen.findByRole('button', { name: `07:10 de ${formatDataBr(dia)} em Policlínica Municipal` }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect((await screen.findAllByText(/Cota da unidade solicitante esgotada/)).length).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: `07:10 de ${formatDataBr(dia)} em Policlínica Municipal` }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/Agendamento nº 2026000321 registrado/)).toBeTruthy();
    const posts = api.de('POST /api/exame-laboratorial/agendamento-exame');
    expect(posts[1]?.body).toEqual({
      paciente_id: 55,
      jornada_id: 9,
      data: dia,
      hora: '07:10:00',
      unidade_solicitante_id: 2,
      profissional_solicitante_id: 44,
      solicitante_nome: 'Dr. Caio Souto',
      exames: [
        { exame_id: 10, kit_exame_id: null, solicitacao_origem: 'ambulatorio', solicitacao_id: 81 },
        { exame_id: 11, kit_exame_id: 7, solicitacao_origem: null, solicitacao_id: null },
        { exame_id: 12, kit_exame_id: 7, solicitacao_origem: null, solicitacao_id: null },
      ],
      urgente: false,
      observacao: null,
    });
    expect(api.de('GET /api/exame-laboratorial/agendamento-exame/sugestao')[0]?.query.get('laboratorio_id')).toBe('3');
    await waitFor(() => expect(abertas).toEqual(['blob:pdf']));
  }, 60_000);
});

describe('exame-laboratorial/agendamento-exame/index', () => {
  it('opens the exams of a scheduling, cancels one with a reason and cancels the whole scheduling', async () => {
    logar(sessao({ permissoes: [LAB.agendamentoVer, LAB.agendamentoEditar] }));
    const api = mockApi({
      'GET /api/exame-laboratorial/agendamento-exame/datatable': wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [item()] }),
      'GET /api/exame-laboratorial/agendamento-exame/700': wire({ data: detalhe() }),
      'PUT /api/exame-laboratorial/agendamento-exame/cancel-exame/2': wire({ data: detalhe() }),
      'PUT /api/exame-laboratorial/agendamento-exame/cancel/700': wire({ data: detalhe({ status: 5 }) }),
    });
    const { user } = renderApp('/exame-laboratorial/agendamento-exame/index');
    const nome = `Josefa Bezerra da Silva, ${formatDataBr(dia)} 07:10`;
    await screen.findByText('UBS Heliópolis', {}, { timeout: 10_000 });
    await user.click(screen.getByLabelText(`Exames: ${nome}`));
    const det = await findDialog('Agendamento nº 2026000321');
    expect(within(det).getByText(/Tubo roxo/)).toBeTruthy();
    await user.click(within(det).getByLabelText('Cancelar exame: Glicose'));
    const motivo = await findDialog('Cancelar exame');
    await user.type(within(motivo).getByLabelText('Motivo'), 'Pedido em duplicidade');
    await user.click(within(motivo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(api.de('PUT /api/exame-laboratorial/agendamento-exame/cancel-exame/2')[0]?.body).toEqual({ motivo: 'Pedido em duplicidade' }),
    );
    await user.click(within(det).getByRole('button', { name: 'Fechar' }));

    await user.click(screen.getByLabelText(`Cancelar: ${nome}`));
    const todo = await findDialog('Cancelar agendamento');
    await user.click(within(todo).getByRole('button', { name: 'Cancelar' }));
    expect(await within(todo).findByText('O campo Motivo é obrigatório.')).toBeTruthy();
    await user.type(within(todo).getByLabelText('Motivo'), 'Paciente desistiu');
    await user.click(within(todo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(api.de('PUT /api/exame-laboratorial/agendamento-exame/cancel/700')[0]?.body).toEqual({ motivo: 'Paciente desistiu' }),
    );
  }, 60_000);
});

describe('exame-laboratorial/agendamento-exame/index: solicitações aguardando', () => {
  it('lists the requests of the product not yet scheduled, one line per patient, and opens the scheduling of one', async () => {
    logar(sessao({ permissoes: [LAB.agendamentoVer, LAB.agendamentoCadastrar] }));
    const pedido = (id: number, exameNome: string) => ({
      origem: 'ambulatorio',
      id,
      exameId: id,
      exameNome,
      dataSolicitacao: somarDias(hoje(), -2),
      solicitanteId: 4,
      solicitanteNome: 'Dr. Paulo Roberto',
      unidadeId: 1,
      unidadeNome: 'Policlínica Municipal',
      pacienteId: 55,
      pacienteNome: 'Maria das Graças Lima',
    });
    const api = mockApi({
      'GET /api/exame-laboratorial/agendamento-exame/pendentes': wire({
        data: [pedido(81, 'Colesterol total'), pedido(82, 'Colesterol HDL')],
      }),
      'GET /api/exame-laboratorial/agendamento-exame/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'GET /api/exame-laboratorial/agendamento-exame/create': wire(FORM),
      'GET /api/exame-laboratorial/agendamento-exame/paciente/55': wire({
        paciente: { id: 55, nome: 'Maria das Graças Lima', nomeSocial: null, dataNascimento: '1961-04-02', cns: null },
        solicitacoes: [pedido(81, 'Colesterol total')],
        agendamentos: [],
      }),
    });
    const { user } = renderApp('/exame-laboratorial/agendamento-exame/index');
    expect(await screen.findByText('Colesterol total, Colesterol HDL', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Solicitações aguardando agendamento')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agendar Maria das Graças Lima' }));
    expect(await screen.findByRole('heading', { name: 'Novo agendamento de exames' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(api.de('GET /api/exame-laboratorial/agendamento-exame/paciente/55')).toHaveLength(1));
  }, 60_000);
});
