import { formatDataBr, IMG, somarDias } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const FORM = {
  data: {
    equipamentos: [
      { id: 1, nome: 'Raio-X Sala 1', modalidade: 1, unidadeNome: 'Policlínica Municipal' },
      { id: 2, nome: 'Ultrassom Sala 2', modalidade: 2, unidadeNome: 'Policlínica Municipal' },
    ],
    unidades: [{ id: 5, nome: 'UBS Heliópolis' }],
    profissionais: [{ id: 44, nome: 'Dr. Caio Souto' }],
    exames: [
      { id: 10, nome: 'Raio-X do tórax', procedimentoCodigo: '0204030153', valor: 9.5, modalidade: 1, preparo: null },
      { id: 11, nome: 'US abdome total', procedimentoCodigo: '0205020046', valor: 37.95, modalidade: 2, preparo: 'Jejum de 8 horas.' },
    ],
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
  recursoTipo: 4,
  recursoId: 2,
  recursoNome: 'Ultrassom Sala 2',
  vagasRestantes: 10,
});
const exame = (over: Record<string, unknown> = {}) => ({
  id: 700,
  agendamentoId: 900,
  numero: 2026000321,
  data: dia,
  hora: '07:10:00',
  status: 1,
  retroativo: false,
  situacao: 1,
  pacienteId: 55,
  pacienteNome: 'Josefa Bezerra da Silva',
  dataNascimento: '1950-04-02',
  equipamentoId: 2,
  equipamentoNome: 'Ultrassom Sala 2',
  modalidade: 2,
  unidadeId: 1,
  unidadeNome: 'Policlínica Municipal',
  exameId: 11,
  exameNome: 'US abdome total',
  procedimentoCodigo: '0205020046',
  valor: 37.95,
  unidadeSolicitanteId: 5,
  unidadeSolicitanteNome: 'UBS Heliópolis',
  solicitanteNome: 'Dra. Papel',
  solicitacaoOrigem: 'papel',
  urgente: false,
  observacao: null,
  preparo: 'Jejum de 8 horas.',
  reagendamentos: 0,
  motivoCancelamento: null,
  ...over,
});
const pdf = () =>
  new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="a.pdf"' } });
const tabela = (dados: unknown[]) => wire({ draw: 1, recordsTotal: dados.length, recordsFiltered: dados.length, data: dados });

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

describe('exame-imagem/agendamento', () => {
  it('create/{id}: paper exam, slots of the fitting equipment, quota refusal on the unit, then books and prints', async () => {
    logar(sessao({ permissoes: [IMG.agendamentoVer, IMG.agendamentoCadastrar] }));
    let tentativas = 0;
    const api = mockApi({
      'GET /api/exame-imagem/agendamento/create': wire(FORM),
      'GET /api/exame-imagem/agendamento/paciente/55': wire({
        paciente: { id: 55, nome: 'Josefa Bezerra da Silva', nomeSocial: null, dataNascimento: '1950-04-02', cns: null },
        solicitacoes: [],
        exames: [],
      }),
      'GET /api/exame-imagem/agendamento/sugestao': wire({ data: [vaga('07:00:00'), vaga('07:10:00')] }),
      'POST /api/exame-imagem/agendamento': () => {
        tentativas++;
        return tentativas === 1
          ? reply(422, {
              message: 'Cota da unidade solicitante esgotada para 03/2026: 10 exames, 0 restante(s), 1 pedido(s).',
              errors: {
                unidade_solicitante_id: ['Cota da unidade solicitante esgotada para 03/2026: 10 exames, 0 restante(s), 1 pedido(s).'],
              },
            })
          : reply(201, wire({ data: exame(), avisoCota: null }));
      },
      'GET /api/exame-imagem/agendamento/700/comprovante.pdf': pdf,
    });
    const { user } = renderApp('/exame-imagem/agendamento/create/55');
    expect(await screen.findByText(/Nenhuma solicitação pendente/, {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByLabelText('Exame'));
    await user.click(await screen.findByText('US abdome total (0205020046)', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText(/Preparo: Jejum de 8 horas\./)).toBeTruthy();
    await user.click(screen.getByLabelText('Unidade solicitante'));
    await user.click(await screen.findByText('UBS Heliópolis', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Ou nome do solicitante (papel)'), 'Dra. Papel');
    await user.click(screen.getByRole('button', { name: /Buscar horários/ }));
    const slot = `07:10 de ${formatDataBr(dia)} em Ultrassom Sala 2`;
    await user.click(await screen.findByRole('button', { name: slot }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect((await screen.findAllByText(/Cota da unidade solicitante esgotada/)).length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: slot }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/Agendamento nº 2026000321 registrado/)).toBeTruthy();
    const sugestao = api.de('GET /api/exame-imagem/agendamento/sugestao')[0];
    expect(sugestao?.query.get('exame_id')).toBe('11');
    expect(api.de('POST /api/exame-imagem/agendamento')[1]?.body).toMatchObject({
      paciente_id: 55,
      jornada_id: 9,
      data: dia,
      hora: '07:10:00',
      exame_id: 11,
      unidade_solicitante_id: 5,
      solicitante_nome: 'Dra. Papel',
      solicitacao_id: null,
      urgente: false,
    });
    await waitFor(() => expect(api.de('GET /api/exame-imagem/agendamento/700/comprovante.pdf')).toHaveLength(1));
  }, 90_000);

  it('index: lists the scheduled exams from the server', async () => {
    logar(sessao({ permissoes: [IMG.agendamentoVer] }));
    mockApi({
      'GET /api/exame-imagem/agendamento/create': wire(FORM),
      'GET /api/exame-imagem/agendamento/datatable': tabela([exame()]),
    });
    renderApp('/exame-imagem/agendamento/index');
    expect(await screen.findByText('Josefa Bezerra da Silva', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('US abdome total')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Novo agendamento/ })).toBeNull();
    expect(screen.queryByText('Solicitações aguardando agendamento')).toBeNull();
  });

  it('index: the requests of the product waiting, one line per patient, open the scheduling of the patient', async () => {
    logar(sessao({ permissoes: [IMG.agendamentoVer, IMG.agendamentoCadastrar] }));
    const pedido = (id: number, exameNome: string, pacienteId = 55, pacienteNome = 'Josefa Bezerra da Silva') => ({
      origem: 'ambulatorio',
      id,
      exameId: 11,
      exameNome,
      procedimentoCodigo: '0205020046',
      modalidade: 2,
      dataSolicitacao: somarDias(hoje(), -2),
      solicitanteId: 4,
      solicitanteNome: 'Dr. Paulo Roberto',
      unidadeId: 5,
      unidadeNome: 'UBS Heliópolis',
      pacienteId,
      pacienteNome,
    });
    const api = mockApi({
      'GET /api/exame-imagem/agendamento/pendentes': wire({
        data: [pedido(81, 'US abdome total'), pedido(82, 'Raio-X do tórax'), pedido(83, 'US abdome total', 56, 'Cícero Lima')],
      }),
      'GET /api/exame-imagem/agendamento/datatable': tabela([]),
      'GET /api/exame-imagem/agendamento/create': wire(FORM),
      'GET /api/exame-imagem/agendamento/paciente/55': wire({
        paciente: { id: 55, nome: 'Josefa Bezerra da Silva', nomeSocial: null, dataNascimento: '1950-04-02', cns: null },
        solicitacoes: [pedido(81, 'US abdome total')],
        exames: [],
      }),
      'GET /api/exame-imagem/agendamento/sugestao': wire({ data: [] }),
    });
    const { user, path } = renderApp('/exame-imagem/agendamento/index');
    expect(await screen.findByText('US abdome total, Raio-X do tórax', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Solicitações aguardando agendamento')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agendar Cícero Lima' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agendar Josefa Bezerra da Silva' }));
    await waitFor(() => expect(api.de('GET /api/exame-imagem/agendamento/paciente/55')).toHaveLength(1), { timeout: 10_000 });
    expect(path()).toBe('/exame-imagem/agendamento/create/55');
  }, 60_000);
});

describe('exame-imagem/reagendamento-cancelamento-exame', () => {
  it('create/{id}: moves the exam to a new slot with the reason', async () => {
    logar(sessao({ permissoes: [IMG.reagendar, IMG.agendamentoVer] }));
    const api = mockApi({
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/create': wire(FORM),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/700': wire({ data: exame() }),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/sugestao': wire({ data: [vaga('08:00:00')] }),
      'PUT /api/exame-imagem/reagendamento-cancelamento-exame/700/reagendar': wire({
        data: exame({ hora: '08:00:00', reagendamentos: 1 }),
      }),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/datatable': tabela([]),
      'GET /api/exame-imagem/agendamento/700/comprovante.pdf': pdf,
    });
    const { user } = renderApp('/exame-imagem/reagendamento-cancelamento-exame/create/700');
    expect(await screen.findByText('Josefa Bezerra da Silva', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Buscar horários/ }));
    await user.click(await screen.findByRole('button', { name: `08:00 de ${formatDataBr(dia)} em Ultrassom Sala 2` }));
    await user.click(screen.getByRole('button', { name: 'Reagendar' }));
    expect(await screen.findByText('O campo Motivo é obrigatório.')).toBeTruthy();
    await user.type(screen.getByLabelText('Motivo'), 'Equipamento em manutenção');
    await user.click(screen.getByRole('button', { name: 'Reagendar' }));
    await waitFor(() =>
      expect(api.de('PUT /api/exame-imagem/reagendamento-cancelamento-exame/700/reagendar')[0]?.body).toEqual({
        jornada_id: 9,
        data: dia,
        hora: '08:00:00',
        motivo: 'Equipamento em manutenção',
      }),
    );
  });

  it('edit/{id}: cancels with the reason', async () => {
    logar(sessao({ permissoes: [IMG.reagendar] }));
    const api = mockApi({
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/700': wire({ data: exame() }),
      'PUT /api/exame-imagem/reagendamento-cancelamento-exame/700/cancelar': wire({ data: exame({ situacao: 5 }) }),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/create': wire(FORM),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/datatable': tabela([]),
    });
    const { user } = renderApp('/exame-imagem/reagendamento-cancelamento-exame/edit/700');
    await user.type(await screen.findByLabelText('Motivo', {}, { timeout: 10_000 }), 'Paciente desistiu');
    await user.click(screen.getByRole('button', { name: 'Cancelar exame' }));
    await waitFor(() =>
      expect(api.de('PUT /api/exame-imagem/reagendamento-cancelamento-exame/700/cancelar')[0]?.body).toEqual({
        motivo: 'Paciente desistiu',
      }),
    );
  });

  it('index: future exams with reschedule and cancel actions', async () => {
    logar(sessao({ permissoes: [IMG.reagendar] }));
    const api = mockApi({
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/create': wire(FORM),
      'GET /api/exame-imagem/reagendamento-cancelamento-exame/datatable': tabela([exame()]),
    });
    renderApp('/exame-imagem/reagendamento-cancelamento-exame/index');
    expect(await screen.findByRole('button', { name: /^Reagendar: Josefa/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Cancelar: Josefa/ })).toBeTruthy();
    expect(api.de('GET /api/exame-imagem/reagendamento-cancelamento-exame/datatable')[0]?.query.get('futuros')).toBe('1');
  });
});

describe('exame-imagem/listagem-exames-agendados', () => {
  it('prints the day list of an equipment', async () => {
    logar(sessao({ permissoes: [IMG.listagem] }));
    const api = mockApi({
      'GET /api/exame-imagem/listagem-exames-agendados/create': wire(FORM),
      'GET /api/exame-imagem/listagem-exames-agendados/pdf': pdf,
    });
    const { user } = renderApp('/exame-imagem/listagem-exames-agendados/index');
    await user.click(await screen.findByLabelText('Equipamento', {}, { timeout: 10_000 }));
    await user.click(await screen.findByText('Raio-X Sala 1 – Policlínica Municipal', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: /Imprimir listagem/ }));
    await waitFor(() => expect(api.de('GET /api/exame-imagem/listagem-exames-agendados/pdf')).toHaveLength(1));
    const q = api.de('GET /api/exame-imagem/listagem-exames-agendados/pdf')[0]?.query;
    expect(q?.get('data')).toBe(hoje());
    expect(q?.get('equipamento_id')).toBe('1');
  });
});
