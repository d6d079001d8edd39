import { formatDataBr, somarDias, TP } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const dia = somarDias(hoje(), 3);
const FORM = {
  data: {
    destinos: [
      { id: 1, nome: 'Recife', municipioNome: 'Recife' },
      { id: 2, nome: 'Caruaru', municipioNome: 'Caruaru' },
    ],
    pontos: [{ id: 4, nome: 'Central de Transporte Sanitário' }],
    motivos: [{ id: 6, nome: 'Consulta especializada' }],
    grupos: [],
    tiposPassageiro: [
      { value: 1, label: 'Sentado' },
      { value: 2, label: 'Cadeirante' },
      { value: 3, label: 'Maca' },
    ],
    relacoes: ['Mãe', 'Pai', 'Filho(a)', 'Cônjuge'],
  },
};
const agendamento = (over: Record<string, unknown> = {}) => ({
  id: 900,
  numero: 2026000123,
  pacienteId: 55,
  pacienteNome: 'Josefa Bezerra da Silva',
  pacienteNomeSocial: null,
  dataNascimento: '1950-04-02',
  cns: null,
  data: dia,
  horarioConsulta: '09:30:00',
  destinoId: 1,
  destinoNome: 'Recife',
  localId: 3,
  localNome: 'Hospital da Restauração',
  pontoId: 4,
  pontoNome: 'Central de Transporte Sanitário',
  jornadaId: 8,
  jornadaNome: 'Recife — manhã (van)',
  horarioSaida: '04:00:00',
  motivoId: null,
  motivoNome: null,
  grupoId: null,
  tipoPassageiro: 1,
  urgente: false,
  somenteIda: false,
  observacao: null,
  situacao: 1,
  viagemId: null,
  preAgendamentoId: null,
  regulacaoNumero: null,
  motivoCancelamento: null,
  usuarioNome: 'Clara',
  acompanhantes: [
    { ordem: 1, nome: 'Maria Luíza da Silva', cns: '205839471620003', telefone: '87988776655', relacao: 'Filho(a)', embarcou: null },
  ],
  ...over,
});
const jornada = {
  id: 8,
  nome: 'Recife — manhã (van)',
  horarioSaida: '04:00:00',
  destinoId: 1,
  pontoId: 4,
  veiculoId: 2,
  veiculoNome: 'Renault Master RGA2B34',
  lugares: 15,
  lugaresCadeirante: 0,
  lugaresMaca: 0,
  ocupados: 12,
  ocupadosCadeirante: 0,
  ocupadosMaca: 0,
};
const pdf = () =>
  new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="a.pdf"' } });
const comuns = {
  'GET /api/transporte-paciente/agendar/create': wire(FORM),
  'GET /api/transporte-paciente/agendar/locais': wire({ data: [{ id: 3, nome: 'Hospital da Restauração' }] }),
  'GET /api/transporte-paciente/agendar/jornada': wire({ data: [jornada] }),
  'GET /api/transporte-paciente/agendar/falta-paciente': wire({
    data: { faltas: 2, ultimaFalta: somarDias(hoje(), -20), pacienteNome: 'Josefa Bezerra da Silva' },
  }),
  'GET /api/transporte-paciente/agendar/agendado-paciente': wire({ data: [] }),
  'GET /api/cadastro/paciente/autocomplete': wire({ data: [{ id: 55, label: 'Josefa Bezerra da Silva' }] }),
  'GET /api/transporte-paciente/agendar/900/comprovante.pdf': pdf,
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation(
    () => ({ addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() }) as unknown as Window,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function escolher(user: ReturnType<typeof renderApp>['user'], rotulo: string, opcao: string | RegExp) {
  await user.click(screen.getByLabelText(rotulo));
  await user.click(await screen.findByText(opcao, { selector: '.ant-select-item-option-content' }));
}

describe('transporte-paciente/agendar', () => {
  it('create/{paciente}: warns the no-shows, books with a companion (CNS refused once), prints the slip', async () => {
    logar(sessao({ permissoes: [TP.agendarVer, TP.agendarCadastrar] }));
    let tentativas = 0;
    const api = mockApi({
      ...comuns,
      'POST /api/transporte-paciente/agendar': () => {
        tentativas++;
        return tentativas === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { 'acompanhantes.0.cns': ['O CNS informado é inválido.'] },
            })
          : reply(201, wire({ data: agendamento() }));
      },
    });
    const { user } = renderApp('/transporte-paciente/agendar/create/55');
    expect(await screen.findByText(/O paciente faltou a 2 viagem\(ns\)/, {}, { timeout: 10_000 })).toBeTruthy();
    // the patient of the address shows by name, not by id, before any search
    expect(screen.getByText('Josefa Bezerra da Silva')).toBeTruthy();
    await escolher(user, 'Destino', 'Recife (Recife)');
    await escolher(user, 'Local de atendimento', 'Hospital da Restauração');
    await user.type(screen.getByLabelText('Data da viagem'), formatDataBr(dia));
    await user.type(screen.getByLabelText('Horário da consulta'), '0930');
    await escolher(user, 'Viagem recorrente', '04:00 – Recife — manhã (van) (12/15 lugares)');
    await user.click(screen.getByRole('button', { name: /Adicionar acompanhante/ }));
    await user.type(screen.getByLabelText('Nome do acompanhante 1'), 'Maria Luíza da Silva');
    await user.type(screen.getByLabelText('CNS do acompanhante 1'), '123456789012345');
    await escolher(user, 'Relação do acompanhante 1', 'Filho(a)');
    await user.click(screen.getByRole('button', { name: /Adicionar acompanhante/ }));
    await user.click(screen.getByRole('button', { name: 'Remover acompanhante 2' }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect((await screen.findAllByText('O CNS informado é inválido.')).length).toBeGreaterThan(0);
    const cns = screen.getByLabelText('CNS do acompanhante 1');
    await user.clear(cns);
    await user.type(cns, '205839471620003');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/Agendamento nº 2026000123 registrado/)).toBeTruthy();
    expect(api.de('POST /api/transporte-paciente/agendar')[1]?.body).toMatchObject({
      paciente_id: 55,
      destino_id: 1,
      local_id: 3,
      data: dia,
      jornada_id: 8,
      ponto_id: 4,
      tipo_passageiro: 1,
      acompanhantes: [{ nome: 'Maria Luíza da Silva', cns: '205839471620003', relacao: 'Filho(a)' }],
    });
    expect(api.de('GET /api/transporte-paciente/agendar/jornada')[0]?.query.get('destino_id')).toBe('1');
    await waitFor(() => expect(api.de('GET /api/transporte-paciente/agendar/900/comprovante.pdf')).toHaveLength(1));
  }, 90_000);

  it('pre-agendamento index: "Agendar" opens the booking filled from the request and books it', async () => {
    logar(sessao({ permissoes: [TP.preAgendamentoVer, TP.preAgendamentoCadastrar, TP.agendarVer, TP.agendarCadastrar] }));
    const pre = {
      id: 7,
      pacienteId: 55,
      pacienteNome: 'Josefa Bezerra da Silva',
      cns: null,
      origem: 3,
      destinoId: 1,
      destinoNome: 'Recife',
      localId: 3,
      localNome: 'Hospital da Restauração',
      motivoId: 6,
      motivoNome: 'Consulta especializada',
      dataDesejada: dia,
      horarioConsulta: '10:00:00',
      tipoPassageiro: 1,
      acompanhantes: 0,
      regulacaoNumero: 'REG-77',
      observacao: 'Oncologia',
      agendadoEm: null,
      criadoEm: new Date().toISOString(),
    };
    const api = mockApi({
      ...comuns,
      'GET /api/transporte-paciente/pre-agendamento-transporte/search': wire({ data: [pre] }),
      'GET /api/transporte-paciente/pre-agendamento-transporte/7/edit': wire({ data: pre }),
      'POST /api/transporte-paciente/agendar': reply(201, wire({ data: agendamento({ preAgendamentoId: 7 }) })),
    });
    const { user } = renderApp('/transporte-paciente/pre-agendamento-transporte/index');
    const linha = (await screen.findByText('Josefa Bezerra da Silva', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Regulação (REG-77)')).toBeTruthy();
    await user.click(within(linha).getByRole('button', { name: 'Agendar: Josefa Bezerra da Silva' }));
    expect(await screen.findByRole('heading', { name: 'Agendar transporte' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Data da viagem') as HTMLInputElement).value).toBe(formatDataBr(dia)));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/Agendamento nº 2026000123 registrado/)).toBeTruthy();
    expect(api.de('POST /api/transporte-paciente/agendar')[0]?.body).toMatchObject({
      paciente_id: 55,
      pre_agendamento_id: 7,
      destino_id: 1,
      local_id: 3,
      motivo_id: 6,
      data: dia,
      horario_consulta: '10:00',
      regulacao_numero: 'REG-77',
      observacao: 'Oncologia',
    });
    // back on the waiting list
    expect(await screen.findByRole('heading', { name: 'Pedidos de transporte aguardando vaga' })).toBeTruthy();
  }, 90_000);
  it('pre-agendamento create: the same destination and place fields (the place follows the destination), saved as a request', async () => {
    logar(sessao({ permissoes: [TP.preAgendamentoVer, TP.preAgendamentoCadastrar] }));
    const api = mockApi({
      ...comuns,
      'GET /api/transporte-paciente/agendar/locais': (c: Chamada) =>
        wire({
          data:
            c.query.get('destino_id') === '2'
              ? [{ id: 9, nome: 'Hospital Regional do Agreste' }]
              : [{ id: 3, nome: 'Hospital da Restauração' }],
        }),
      'GET /api/transporte-paciente/pre-agendamento-transporte/search': wire({ data: [] }),
      'POST /api/transporte-paciente/pre-agendamento-transporte': reply(201, wire({ data: { id: 8 } })),
    });
    const { user } = renderApp('/transporte-paciente/pre-agendamento-transporte/create');
    expect(await screen.findByRole('heading', { name: 'Novo pedido de transporte' }, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Paciente'), 'Jos');
    await user.click(await screen.findByText('Josefa Bezerra da Silva', {}, { timeout: 5000 }));
    await escolher(user, 'Destino', 'Recife (Recife)');
    await escolher(user, 'Local de atendimento', 'Hospital da Restauração');
    // another destination: the place of the first one is dropped, the new one's places offered
    await escolher(user, 'Destino', 'Caruaru (Caruaru)');
    await waitFor(() =>
      expect(screen.getByLabelText('Local de atendimento').closest('.ant-select')?.textContent).not.toContain('Hospital da Restauração'),
    );
    await escolher(user, 'Local de atendimento', 'Hospital Regional do Agreste');
    await user.type(screen.getByLabelText('Data desejada'), formatDataBr(dia));
    await user.type(screen.getByLabelText('Horário da consulta'), '1000');
    await escolher(user, 'Motivo da viagem', 'Consulta especializada');
    await user.click(screen.getByRole('radio', { name: 'Cadeirante' }));
    await user.type(screen.getByLabelText('Nº da regulação'), 'REG-90');
    await user.type(screen.getByLabelText('Observação'), 'Hemodiálise');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Pedido de transporte gravado.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de('POST /api/transporte-paciente/pre-agendamento-transporte')[0]?.body).toEqual({
      paciente_id: 55,
      origem: 1,
      destino_id: 2,
      local_id: 9,
      motivo_id: 6,
      data_desejada: dia,
      horario_consulta: '10:00',
      tipo_passageiro: 2,
      acompanhantes: 0,
      regulacao_numero: 'REG-90',
      observacao: 'Hemodiálise',
    });
  }, 90_000);
  it('alterar-horario: the bookings of the day, a new time for the selected', async () => {
    logar(sessao({ permissoes: [TP.agendarVer, TP.agendarEditar] }));
    const api = mockApi({
      ...comuns,
      'GET /api/transporte-paciente/agendar/alterar-horario': wire({
        data: [agendamento(), agendamento({ id: 901, numero: 2026000124, pacienteNome: 'Cícero Lima' })],
      }),
      'PUT /api/transporte-paciente/agendar/alterar-horario': wire({ data: [agendamento({ horarioConsulta: '13:00:00' })] }),
    });
    const { user } = renderApp('/transporte-paciente/alterar-horario/list');
    const linha = (await screen.findByText('Cícero Lima', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    await user.click(within(linha).getByRole('checkbox'));
    await user.type(screen.getByLabelText('Novo horário da consulta'), '1300');
    await user.click(screen.getByRole('button', { name: /Alterar horário \(1\)/ }));
    expect(await screen.findByText('1 agendamento(s) alterado(s).')).toBeTruthy();
    expect(api.de('PUT /api/transporte-paciente/agendar/alterar-horario')[0]?.body).toMatchObject({
      ids: [901],
      horario_consulta: '13:00',
    });
  }, 60_000);
});
