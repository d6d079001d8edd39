import { AMB, formatDataBr, somarDias } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const FORM = {
  form: {
    unidades: [{ id: 1, nome: 'Policlínica Municipal' }],
    especialidades: [{ id: 2, nome: 'Cardiologia', unidadeId: 1 }],
    profissionais: [{ id: 4, nome: 'Fernanda Albuquerque Maciel', unidadeId: 1, especialidadeId: 2, recursoTipo: 1 }],
    tiposVaga: [
      { id: 1, nome: 'Primeira vez' },
      { id: 2, nome: 'Retorno' },
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
  especialidadeId: 2,
  especialidadeNome: 'Cardiologia',
  recursoTipo: 1,
  recursoId: 4,
  recursoNome: 'Fernanda Albuquerque Maciel',
  vagasRestantes: 5,
});

const item = (over: Record<string, unknown> = {}) => ({
  id: 900,
  numero: 2026000123,
  jornadaId: 9,
  data: dia,
  hora: '08:20:00',
  tipoVaga: 1,
  status: 1,
  pacienteId: 55,
  pacienteNome: 'Josefa Bezerra da Silva',
  pacienteNomeSocial: null,
  telefones: ['81988887777'],
  unidadeNome: 'Policlínica Municipal',
  especialidadeNome: 'Cardiologia',
  recursoNome: 'Fernanda Albuquerque Maciel',
  observacao: null,
  retroativo: false,
  motivoCancelamento: null,
  canceladoEm: null,
  canceladoPorNome: null,
  faltaEm: null,
  createdAt: '2026-03-10T13:00:00.000Z',
  criadoPorNome: 'Cláudia Regina Nogueira',
  ...over,
});

const FALTAS = {
  total: 3,
  ultimos12Meses: 2,
  alerta: true,
  ultimas: [{ data: '2026-01-12', hora: '09:00:00', especialidadeNome: 'Dermatologia', recursoNome: 'Rafael Tavares Brandão' }],
};

const pdf = () =>
  new Response('%PDF-1.7 pedido', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="agendamento-2026000123.pdf"' },
  });

let abertas: string[];
beforeEach(() => {
  abertas = [];
  localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation((url) => {
    abertas.push(String(url));
    return { addEventListener: vi.fn(), focus: vi.fn(), print: vi.fn(), close: vi.fn() } as unknown as Window;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ambulatorio/agendamento/create', () => {
  it('shows the no-show history, lists the free slots by day, handles a slot taken meanwhile, books and prints the slip', async () => {
    logar(sessao({ permissoes: [AMB.agendamentoVer, AMB.agendar] }));
    let tentativas = 0;
    const api = mockApi({
      'GET /api/ambulatorio/agendamento/create': wire(FORM),
      'GET /api/ambulatorio/agendamento/unidade-paciente/55': wire({
        paciente: {
          id: 55,
          nome: 'Josefa Bezerra da Silva',
          nomeSocial: null,
          dataNascimento: '1950-04-02',
          cns: '898001160664389',
          telefones: ['81988887777'],
        },
        unidades: [{ id: 1, nome: 'Policlínica Municipal' }],
        futuros: [],
        faltas: FALTAS,
      }),
      'GET /api/ambulatorio/agendamento/sugestao/1/0/0/-/1': () =>
        wire({ data: tentativas === 0 ? [vaga('08:00:00'), vaga('08:20:00')] : [vaga('08:20:00')] }),
      'POST /api/ambulatorio/agendamento': () => {
        tentativas++;
        return tentativas === 1
          ? reply(422, { message: 'Horário indisponível', errors: {} })
          : reply(201, wire({ data: item(), faltas: FALTAS }));
      },
      'GET /impressao/ambulatorio/agendamento/900': pdf,
    });
    const { user } = renderApp('/ambulatorio/agendamento/create/55');

    // the history is in view before any slot is chosen
    expect(
      await screen.findByText('Histórico de faltas: 2 faltas nos últimos 12 meses (3 no total).', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/12\/01\/2026 09:00 — Dermatologia/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Buscar horários/ }));
    const primeira = await screen.findByRole('button', { name: `08:00 de ${formatDataBr(dia)} com Fernanda Albuquerque Maciel` });
    await user.click(primeira);
    expect(primeira.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Agendar' }));

    // taken meanwhile: the server's message, the list asked again, the slot gone
    expect(await screen.findByText('Horário indisponível')).toBeTruthy();
    await waitFor(() => expect(api.de('GET /api/ambulatorio/agendamento/sugestao/1/0/0/-/1')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `08:00 de ${formatDataBr(dia)} com Fernanda Albuquerque Maciel` })).toBeNull(),
    );
    expect((screen.getByRole('button', { name: 'Agendar' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: `08:20 de ${formatDataBr(dia)} com Fernanda Albuquerque Maciel` }));
    await user.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText(/Agendamento nº 2026000123 registrado/)).toBeTruthy();
    const posts = api.de('POST /api/ambulatorio/agendamento');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ paciente_id: 55, jornada_id: 9, data: dia, hora: '08:20:00', tipo_vaga: 1, observacao: null });
    // the slip opens for printing
    await waitFor(() => expect(abertas).toEqual(['blob:pdf']));
  }, 60_000);
});

describe('ambulatorio/agendamento/index', () => {
  it('cancels with a reason, marks a no-show, undoes it and reprints the slip', async () => {
    // rows are found by label: a role query walks the whole antd table and takes tens of seconds in jsdom
    logar(sessao({ permissoes: [AMB.agendamentoVer, AMB.agendamentoEditar] }));
    const ontem = somarDias(hoje(), -1);
    const linhas = [
      item({ id: 1, numero: 2026000001, data: hoje(), hora: '08:00:00', pacienteNome: 'Ana Lúcia Ferraz' }),
      item({ id: 2, numero: 2026000002, data: ontem, hora: '09:00:00', pacienteNome: 'Bruno Cavalcanti', status: 4 }),
    ];
    const api = mockApi({
      'GET /api/ambulatorio/agendamento/create': wire(FORM),
      'GET /api/ambulatorio/agendamento/datatable': wire({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: linhas }),
      'PUT /api/ambulatorio/agendamento/absent/1': wire({ data: item({ id: 1, status: 4 }) }),
      'PUT /api/ambulatorio/agendamento/undo-absent/2': wire({ data: item({ id: 2, status: 1 }) }),
      'PUT /api/ambulatorio/agendamento/cancel/1': wire({ data: item({ id: 1, status: 5 }) }),
      'GET /impressao/ambulatorio/agendamento/2': pdf,
    });
    const { user } = renderApp('/ambulatorio/agendamento/index');
    const ana = `Ana Lúcia Ferraz, ${formatDataBr(hoje())} 08:00`;
    const bruno = `Bruno Cavalcanti, ${formatDataBr(ontem)} 09:00`;
    await screen.findByText('Ana Lúcia Ferraz', {}, { timeout: 10_000 });
    // a no-show keeps its slot: it cannot be cancelled, only undone
    expect(screen.queryByLabelText(`Cancelar: ${bruno}`)).toBeNull();

    await user.click(screen.getByLabelText(`Faltou: ${ana}`));
    await waitFor(() => expect(api.de('PUT /api/ambulatorio/agendamento/absent/1')).toHaveLength(1));
    await user.click(screen.getByLabelText(`Desfazer falta: ${bruno}`));
    await waitFor(() => expect(api.de('PUT /api/ambulatorio/agendamento/undo-absent/2')).toHaveLength(1));

    await user.click(screen.getByLabelText(`Cancelar: ${ana}`));
    const dialogo = await findDialog('Cancelar agendamento');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await within(dialogo).findByText('O campo Motivo é obrigatório.')).toBeTruthy();
    expect(api.de('PUT /api/ambulatorio/agendamento/cancel/1')).toEqual([]);
    await user.type(within(dialogo).getByLabelText('Motivo'), 'Paciente pediu');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar agendamento' }));
    await waitFor(() => expect(api.de('PUT /api/ambulatorio/agendamento/cancel/1')[0]?.body).toEqual({ motivo: 'Paciente pediu' }));

    await user.click(screen.getByLabelText(`Reimprimir comprovante: ${bruno}`));
    await waitFor(() => expect(abertas).toEqual(['blob:pdf']));
    // the list's filters travel to the server by their names
    expect(api.de('GET /api/ambulatorio/agendamento/datatable').length).toBeGreaterThan(1);
  }, 60_000);
});
