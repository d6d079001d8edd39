import {
  AMB,
  MENSAGENS_RECEPCAO_AMBULATORIO,
  recepcaoAmbulatorioRespostaSchema,
  recepcaoSenhaRespostaSchema,
  SetorTipo,
  STATUS_AGENDAMENTO,
  StatusSenha,
} from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { AgendamentoDoDia } from './recepcao.api';

const URL_RECEPCAO = '/ambulatorio/recepcao/index';

const linha = (id: number, extra: Partial<AgendamentoDoDia>): AgendamentoDoDia => ({
  id,
  hora: '07:30:00',
  tipoVaga: 1,
  status: STATUS_AGENDAMENTO.AGENDADO,
  pacienteId: 500 + id,
  pacienteNome: `PACIENTE ${id}`,
  pacienteNomeSocial: null,
  pacienteSexoId: 0,
  pacienteDataNascimento: '1990-05-10',
  pacienteIdadeEstimada: null,
  especialidadeNome: 'Clínica médica',
  recursoNome: 'DR. PAULO MENDES',
  filaId: null,
  chegadaEm: null,
  ...extra,
});

const resposta = (permitirDemandaEspontanea = true, outros: AgendamentoDoDia[] = []) =>
  wireDe(recepcaoAmbulatorioRespostaSchema, {
    data: {
      form: {
        prioridades: [
          { id: 3, nome: 'Gestante', peso: 10 },
          { id: 7, nome: 'Idoso 60+', peso: 10 },
        ],
        destinos: [
          { id: 31, nome: 'Enfermagem da policlínica', setorTipoId: SetorTipo.ENFERMAGEM },
          { id: 32, nome: 'Consultórios da policlínica', setorTipoId: SetorTipo.CONSULTORIO },
        ],
        destinoPadrao: 31,
        especialidades: [{ id: 1, nome: 'Clínica médica' }],
        profissionais: [{ id: 8, nome: 'DR. PAULO MENDES' }],
        permitirDemandaEspontanea,
      },
      model: {
        data: '2026-11-21',
        unidadeNome: 'Policlínica Municipal',
        agendamentos: [
          linha(1, { pacienteNome: 'JOSÉ RIBAMAR COSTA' }),
          linha(2, {
            hora: '08:00:00',
            pacienteNome: 'MARIA LÚCIA PEREIRA',
            status: STATUS_AGENDAMENTO.CONFIRMADO,
            filaId: 77,
            chegadaEm: '2026-11-21T07:40:00-03:00',
          }),
          ...outros,
        ],
      },
    },
  });

function entrar(permissoes: string[] = [AMB.recepcaoVer, AMB.recepcaoCadastrar]) {
  logar(sessao({ permissoes }));
}

const botao = (dentro: HTMLElement, texto: string) =>
  within(dentro).getByText(texto, { selector: 'button > span' }).closest('button') as HTMLElement;

describe('recepção do ambulatório', () => {
  it("lists today's appointments; Chegou checks the legal priority on the spot and sends the arrival", async () => {
    entrar();
    const api = mockApi({
      'GET /api/ambulatorio/recepcao': resposta(),
      'POST /api/ambulatorio/recepcao': {
        atendimento: { id: 10 },
        fila: { id: 78, status: 1 },
        message: MENSAGENS_RECEPCAO_AMBULATORIO.recebido('JOSÉ RIBAMAR COSTA'),
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_RECEPCAO);
    await screen.findByText('JOSÉ RIBAMAR COSTA', {}, { timeout: 10_000 });
    expect(screen.getByText('Policlínica Municipal — agendamentos de 21/11/2026')).toBeTruthy();
    const maria = screen.getByText('MARIA LÚCIA PEREIRA').closest('tr') as HTMLElement;
    expect(within(maria).getByText('Chegou')).toBeTruthy();
    expect(within(maria).getByText('Chegou às 07:40')).toBeTruthy();
    // who arrived already has no "Chegou" button
    expect(within(maria).queryByRole('button')).toBeNull();

    await user.click(screen.getByLabelText('Chegou JOSÉ RIBAMAR COSTA', { selector: 'button' }));
    const dialogo = await findDialog('Registrar chegada');
    await user.click(within(dialogo).getByLabelText('Prioridade', { selector: 'input' }));
    await user.click(await screen.findByText('Gestante', { selector: '.ant-select-item-option-content' }));
    expect(
      await within(dialogo).findByText('A prioridade "Gestante" exige paciente do sexo feminino (no cadastro: Masculino).'),
    ).toBeTruthy();
    await user.click(botao(dialogo, 'Confirmar chegada'));
    await new Promise((r) => setTimeout(r, 100));
    expect(api.de('POST /api/ambulatorio/recepcao')).toHaveLength(0);

    // without a priority the arrival goes to the nursing (the default destination)
    await user.click(within(dialogo).getByLabelText('Prioridade', { selector: 'input' }).closest('.ant-select') as HTMLElement);
    const limpar = dialogo.querySelector('.ant-select-clear') as HTMLElement;
    await user.click(limpar);
    await user.click(botao(dialogo, 'Confirmar chegada'));
    await expect.poll(() => api.de('POST /api/ambulatorio/recepcao').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/recepcao')[0]?.body).toMatchObject({ agendamento_id: 1, destino_centro_custo_id: 31 });
    expect(await screen.findByText('Chegada registrada: JOSÉ RIBAMAR COSTA entrou na fila.')).toBeTruthy();
    await expect.poll(() => api.de('GET /api/ambulatorio/recepcao').length).toBe(2);
  }, 60_000);

  it('a priority refused by the server shows on its field', async () => {
    entrar();
    const recusa = 'A prioridade "Idoso 60+" exige paciente com 60 anos ou mais (o paciente tem 36 anos).';
    mockApi({
      'GET /api/ambulatorio/recepcao': resposta(),
      'POST /api/ambulatorio/recepcao': reply(422, { message: recusa, errors: { prioridade_id: [recusa] } }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_RECEPCAO);
    await user.click(await screen.findByLabelText('Chegou JOSÉ RIBAMAR COSTA', { selector: 'button' }, { timeout: 10_000 }));
    const dialogo = await findDialog('Registrar chegada');
    await user.click(botao(dialogo, 'Confirmar chegada'));
    expect(await within(dialogo).findByText(recusa)).toBeTruthy();
  }, 30_000);

  it('walk-in: the button only when the settings allow; the form says why when they do not', async () => {
    entrar();
    mockApi({ 'GET /api/ambulatorio/recepcao': resposta(false) });
    renderApp(URL_RECEPCAO);
    await screen.findByText('JOSÉ RIBAMAR COSTA', {}, { timeout: 10_000 });
    expect(screen.queryByText('Demanda espontânea')).toBeNull();

    renderApp('/ambulatorio/recepcao/create');
    expect(await screen.findByText(MENSAGENS_RECEPCAO_AMBULATORIO.demandaEspontaneaNaoPermitida, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Registrar chegada')).toBeNull();
  }, 30_000);

  it('walk-in: the patient is required, and a refusal of the server is shown', async () => {
    entrar();
    const api = mockApi({
      'GET /api/ambulatorio/recepcao': resposta(),
      'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 43, label: 'ROSA NUNES — 02/02/1970' }] },
      'POST /api/ambulatorio/recepcao': reply(409, { message: MENSAGENS_RECEPCAO_AMBULATORIO.jaNaFila }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_RECEPCAO);
    await user.click(await screen.findByText('Demanda espontânea', { selector: 'button > span' }, { timeout: 10_000 }));
    await expect.poll(path).toBe('/ambulatorio/recepcao/create');
    const busca = await screen.findByLabelText('Paciente', { selector: 'input' }, { timeout: 10_000 });
    await user.click(screen.getByText('Registrar chegada', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Paciente é obrigatório.')).toBeTruthy();
    await user.type(busca, 'rosa');
    await user.click(await screen.findByText('ROSA NUNES — 02/02/1970', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Registrar chegada', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/ambulatorio/recepcao').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/recepcao')[0]?.body).toMatchObject({ paciente_id: 43, destino_centro_custo_id: 31 });
    expect(await screen.findByText(MENSAGENS_RECEPCAO_AMBULATORIO.jaNaFila)).toBeTruthy();
  }, 60_000);
});

describe('recepção do ambulatório com a senha do guichê (create/{filaId})', () => {
  const URL_SENHA = '/ambulatorio/recepcao/create/91';
  const GUICHE = '/painel-senha/fila-atendimento/index';
  const senha = (
    extra: { pacienteId?: number | null; status?: { id: (typeof StatusSenha)[keyof typeof StatusSenha]; nome: string } } = {},
  ) =>
    wireDe(recepcaoSenhaRespostaSchema, {
      id: 12,
      filaId: 91,
      codigo: 'B007',
      status: { id: StatusSenha.EM_ATENDIMENTO, nome: 'Em atendimento' },
      opcaoEntrada: { id: 2, nome: 'Consulta agendada' },
      prioridade: { id: 7, nome: 'Idoso 60+' },
      pacienteId: null,
      ...extra,
    });
  // a patient of 75 with an appointment today: the ticket's priority (60+) fits the record
  const ANA = linha(3, {
    hora: '09:20:00',
    pacienteId: 603,
    pacienteNome: 'ANA DE SOUZA',
    pacienteSexoId: 1,
    pacienteDataNascimento: '1950-01-01',
  });
  const rotas = (extra: Record<string, unknown> = {}) => ({
    'GET /api/ambulatorio/recepcao': resposta(true, [ANA]),
    'GET /api/ambulatorio/recepcao/senha/91': senha(),
    'GET /api/cadastro/paciente/autocomplete': {
      data: [
        { id: 603, label: 'ANA DE SOUZA — 01/01/1950' },
        { id: 43, label: 'ROSA NUNES — 02/02/1970' },
      ],
    },
    'POST /api/ambulatorio/recepcao': {
      atendimento: { id: 10 },
      fila: { id: 78, status: 1 },
      message: MENSAGENS_RECEPCAO_AMBULATORIO.recebido('ANA DE SOUZA', 'B007'),
    },
    ...extra,
  });
  const escolher = async (user: ReturnType<typeof userEvent.setup>, termo: string, rotulo: string) => {
    await user.type(await screen.findByLabelText('Paciente', { selector: 'input' }, { timeout: 10_000 }), termo);
    await user.click(await screen.findByText(rotulo, { selector: '.ant-select-item-option-content' }));
  };

  it('shows the ticket; a patient with an appointment today arrives by "Chegou", with the ticket and its priority', async () => {
    entrar();
    const api = mockApi(rotas());
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_SENHA);
    expect(await screen.findByText('Senha B007', { selector: 'strong' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Consulta agendada')).toBeTruthy();
    // no walk-in form before the patient is known
    expect(screen.queryByText('Registrar chegada')).toBeNull();
    await escolher(user, 'ana', 'ANA DE SOUZA — 01/01/1950');
    expect(await screen.findByText('Agendamentos de hoje')).toBeTruthy();
    // she has an appointment: the walk-in is not offered
    expect(screen.queryByText('Registrar chegada')).toBeNull();
    await user.click(screen.getByLabelText('Chegou 09:20', { selector: 'button' }));
    const dialogo = await findDialog('Registrar chegada');
    expect(within(dialogo).getByText('B007')).toBeTruthy();
    expect(within(dialogo).getByTitle('Idoso 60+')).toBeTruthy();
    await user.click(botao(dialogo, 'Confirmar chegada'));
    await expect.poll(() => api.de('POST /api/ambulatorio/recepcao').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/recepcao')[0]?.body).toMatchObject({
      agendamento_id: 3,
      senha_id: 12,
      prioridade_id: 7,
      destino_centro_custo_id: 31,
    });
    await expect.poll(path).toBe(GUICHE);
    expect(await screen.findByText('Chegada registrada: ANA DE SOUZA entrou na fila. Senha B007.')).toBeTruthy();
  }, 60_000);

  it('a patient without an appointment is received as a walk-in with the ticket; a refusal lands on the ticket', async () => {
    entrar();
    const recusa = 'A senha B007 já foi vinculada a outro paciente.';
    const api = mockApi(rotas({ 'POST /api/ambulatorio/recepcao': reply(422, { message: recusa, errors: { senha_id: [recusa] } }) }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_SENHA);
    await escolher(user, 'rosa', 'ROSA NUNES — 02/02/1970');
    const registrar = await screen.findByText('Registrar chegada', { selector: 'button > span' });
    expect(screen.queryByText('Agendamentos de hoje')).toBeNull();
    // the ticket's priority comes preselected
    expect(screen.getByTitle('Idoso 60+')).toBeTruthy();
    await user.click(registrar);
    await expect.poll(() => api.de('POST /api/ambulatorio/recepcao').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/recepcao')[0]?.body).toMatchObject({ paciente_id: 43, senha_id: 12, prioridade_id: 7 });
    expect(await screen.findByText(recusa)).toBeTruthy();
  }, 60_000);

  it('a ticket already received, or not of this location, is not received here', async () => {
    entrar();
    mockApi(rotas({ 'GET /api/ambulatorio/recepcao/senha/91': senha({ pacienteId: 55 }) }));
    const recebida = renderApp(URL_SENHA);
    expect(await screen.findByText('A senha B007 já foi recebida.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Paciente', { selector: 'input' })).toBeNull();
    recebida.unmount();

    mockApi(rotas({ 'GET /api/ambulatorio/recepcao/senha/91': reply(404, { message: 'Senha não encontrada nesta unidade.' }) }));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_SENHA);
    expect(await screen.findByText('Senha não encontrada nesta unidade.', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByText('Recepção do ambulatório', { selector: 'button > span' }));
    await expect.poll(path).toBe(URL_RECEPCAO);
  }, 60_000);
});
