import {
  type AgendamentoDoDia,
  AMB,
  gerenciamentoDiarioDatatableSchema,
  gerenciamentoDiarioResumoSchema,
  hojeIso,
  MENSAGENS_RECEPCAO_AMBULATORIO,
  recepcaoAmbulatorioRespostaSchema,
  SetorTipo,
  SITUACAO_DIA,
  STATUS_AGENDAMENTO,
} from '@saude/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const HOJE = hojeIso();
const [ano, mes, dia] = HOJE.split('-');
const HOJE_BR = `${dia}/${mes}/${ano}`;

const linha = (id: number, extra: Partial<AgendamentoDoDia>): AgendamentoDoDia => ({
  id,
  numero: 2026000000 + id,
  jornadaId: 9,
  data: HOJE,
  hora: '07:00:00',
  tipoVaga: 1,
  status: STATUS_AGENDAMENTO.AGENDADO,
  situacao: SITUACAO_DIA.AGENDADO,
  pacienteId: 500 + id,
  pacienteNome: `PACIENTE ${id}`,
  pacienteNomeSocial: null,
  pacienteSexoId: 1,
  pacienteDataNascimento: '1980-03-04',
  pacienteIdadeEstimada: null,
  telefones: [],
  especialidadeNome: 'Cardiologia',
  recursoNome: 'FERNANDA ALBUQUERQUE MACIEL',
  observacao: null,
  chegadaEm: null,
  esperaMinutos: null,
  etapa: null,
  filaId: null,
  ...extra,
});

const LINHAS = [
  linha(1, { pacienteNome: 'JOSÉ RIBAMAR COSTA' }),
  linha(2, {
    hora: '07:20:00',
    pacienteNome: 'MARIA LÚCIA PEREIRA',
    status: STATUS_AGENDAMENTO.CONFIRMADO,
    situacao: SITUACAO_DIA.EM_ATENDIMENTO,
    chegadaEm: `${HOJE}T10:05:00.000Z`,
    esperaMinutos: 12,
    etapa: 'Em pré-consulta',
    filaId: 70,
  }),
  linha(3, { hora: '07:40:00', pacienteNome: 'ANTÔNIO SILVA', status: STATUS_AGENDAMENTO.FALTOU, situacao: SITUACAO_DIA.FALTOU }),
];

const resumo = wireDe(gerenciamentoDiarioResumoSchema, {
  data: HOJE,
  unidadeId: 2,
  unidadeNome: 'Policlínica Municipal',
  contadores: { agendado: 1, chegou: 0, emAtendimento: 1, realizado: 4, faltou: 1, cancelado: 0, total: 7 },
  especialidades: [{ id: 4, nome: 'Cardiologia' }],
  profissionais: [{ id: 8, nome: 'FERNANDA ALBUQUERQUE MACIEL' }],
});
const datatable = (c: Chamada) =>
  wireDe(gerenciamentoDiarioDatatableSchema, {
    draw: Number(c.query.get('draw')),
    recordsTotal: 7,
    recordsFiltered: 3,
    data: c.query.get('situacao') === String(SITUACAO_DIA.FALTOU) ? [LINHAS[2] as AgendamentoDoDia] : LINHAS,
  });
const recepcao = wireDe(recepcaoAmbulatorioRespostaSchema, {
  data: {
    form: {
      prioridades: [],
      destinos: [{ id: 31, nome: 'Enfermagem do Ambulatório', setorTipoId: SetorTipo.ENFERMAGEM }],
      destinoPadrao: 31,
      especialidades: [],
      profissionais: [],
      permitirDemandaEspontanea: true,
    },
    model: { data: HOJE, unidadeNome: 'Policlínica Municipal', agendamentos: [] },
  },
});

const ROTAS = {
  'GET /api/ambulatorio/gerenciamento-diario/resumo': resumo,
  'GET /api/ambulatorio/gerenciamento-diario/datatable': datatable,
};

describe('gerenciamento diário do ambulatório', () => {
  it('opens on today: the counters, where each patient is, arrival and waiting; a counter narrows the list', async () => {
    logar(sessao({ permissoes: [AMB.gerenciamentoDiario] }));
    const api = mockApi(ROTAS);
    const { router, user } = renderApp('/ambulatorio/gerenciamento-diario/index');
    expect(await screen.findByText('MARIA LÚCIA PEREIRA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.search).toContain(`data=${HOJE}`);
    expect(screen.getByText(`Policlínica Municipal — ${HOJE_BR}`)).toBeTruthy();
    expect(api.de('GET /api/ambulatorio/gerenciamento-diario/resumo')[0]?.query.get('data')).toBe(HOJE);
    const grupo = screen.getByRole('group', { name: 'Situações do dia' });
    expect(within(grupo).getByRole('button', { name: 'Realizado: 4' })).toBeTruthy();
    expect(within(grupo).getByLabelText('Total: 7')).toBeTruthy();

    const maria = screen.getByText('MARIA LÚCIA PEREIRA').closest('tr') as HTMLElement;
    expect(within(maria).getByText('Em atendimento')).toBeTruthy();
    expect(within(maria).getByText('Em pré-consulta')).toBeTruthy();
    expect(within(maria).getByText('07:05')).toBeTruthy();
    expect(within(maria).getByText('12 min')).toBeTruthy();
    // without the scheduling and reception permissions the list has no actions
    expect(within(maria).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Faltou: JOSÉ RIBAMAR COSTA')).toBeNull();

    await user.click(within(grupo).getByRole('button', { name: 'Faltou: 1' }));
    await expect.poll(() => router.state.location.search).toContain('situacao=5');
    await expect.poll(() => api.de('GET /api/ambulatorio/gerenciamento-diario/datatable').at(-1)?.query.get('situacao')).toBe('5');
    expect(await screen.findByText('ANTÔNIO SILVA')).toBeTruthy();
    await expect.poll(() => screen.queryByText('MARIA LÚCIA PEREIRA')).toBeNull();
  }, 60_000);

  it('registers a no-show and opens the arrival at the reception, refreshing the day', async () => {
    logar(sessao({ permissoes: [AMB.gerenciamentoDiario, AMB.agendamentoEditar, AMB.recepcaoCadastrar] }));
    const api = mockApi({
      ...ROTAS,
      'PUT /api/ambulatorio/agendamento/absent/1': { data: {} },
      'GET /api/ambulatorio/recepcao': recepcao,
      'POST /api/ambulatorio/recepcao': {
        atendimento: { id: 10 },
        fila: { id: 78, status: 1 },
        message: MENSAGENS_RECEPCAO_AMBULATORIO.recebido('JOSÉ RIBAMAR COSTA'),
      },
    });
    const { user } = renderApp(`/ambulatorio/gerenciamento-diario/index?data=${HOJE}`);
    await user.click(await screen.findByLabelText('Faltou: JOSÉ RIBAMAR COSTA', { selector: 'button' }, { timeout: 10_000 }));
    expect(await screen.findByText('Falta registrada.')).toBeTruthy();
    expect(api.de('PUT /api/ambulatorio/agendamento/absent/1')).toHaveLength(1);
    await expect.poll(() => api.de('GET /api/ambulatorio/gerenciamento-diario/resumo').length).toBe(2);
    // who already arrived or is absent has no "Chegou"
    expect(screen.queryByLabelText('Chegou MARIA LÚCIA PEREIRA')).toBeNull();
    expect(screen.getByLabelText('Desfazer falta: ANTÔNIO SILVA', { selector: 'button' })).toBeTruthy();

    await user.click(screen.getByLabelText('Chegou JOSÉ RIBAMAR COSTA', { selector: 'button' }));
    const dialogo = await findDialog('Registrar chegada');
    await user.click(within(dialogo).getByText('Confirmar chegada', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/ambulatorio/recepcao').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/recepcao')[0]?.body).toMatchObject({ agendamento_id: 1, destino_centro_custo_id: 31 });
    expect(await screen.findByText('Chegada registrada: JOSÉ RIBAMAR COSTA entrou na fila.')).toBeTruthy();
    await expect.poll(() => api.de('GET /api/ambulatorio/gerenciamento-diario/resumo').length).toBe(3);
  }, 60_000);
});
