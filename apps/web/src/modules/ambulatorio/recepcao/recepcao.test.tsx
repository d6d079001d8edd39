import { AMB, MENSAGENS_RECEPCAO_AMBULATORIO, recepcaoAmbulatorioRespostaSchema, SetorTipo, STATUS_AGENDAMENTO } from '@saude/shared';
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

const resposta = (permitirDemandaEspontanea = true) =>
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
