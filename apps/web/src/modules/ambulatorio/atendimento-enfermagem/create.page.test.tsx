import {
  AMB,
  enfermagemAmbulatorioFormularioSchema,
  enfermagemAmbulatorioListaSchema,
  MENSAGENS_ENFERMAGEM_AMBULATORIO,
  StatusFila,
} from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL_CREATE = '/ambulatorio/atendimento-enfermagem/create/1/41/901';

const FORMULARIO = wireDe(enfermagemAmbulatorioFormularioSchema, {
  form: {
    tipo: 1,
    tipoNome: 'Pré-consulta',
    fila: { id: 41, status: StatusFila.EM_ATENDIMENTO },
    paciente: {
      pacienteId: 501,
      prontuario: 501,
      pacienteNome: 'ANA MARIA SOUSA',
      nomeSocial: null,
      preferenciaNomeId: null,
      dataNascimento: '1950-03-01',
      sexoId: 1,
      cns: null,
      desconhecido: false,
      idadeEstimada: null,
      alergias: [{ nome: 'Dipirona', observacao: 'urticária' }],
      alertas: [],
    },
    atendimento: {
      id: 101,
      chegadaEm: '2026-11-21T07:10:00-03:00',
      especialidade: 'Clínica médica',
      profissional: 'DR. PAULO MENDES',
      agendamentoId: 901,
      horaAgendada: '07:30:00',
    },
    procedimentosSugeridos: [{ codigo: '0301100039', nome: 'AFERIÇÃO DE PRESSÃO ARTERIAL' }],
    anterior: { criadoEm: '2026-10-02T08:00:00-03:00', peso: '70.0', altura: '160', imc: '27.34' },
  },
});

function entrar() {
  logar(sessao({ permissoes: [AMB.filaVer, AMB.enfermagemVer, AMB.enfermagemCadastrar] }));
}

describe('atendimento de enfermagem do ambulatório', () => {
  it('shows the patient, checks the vital signs by the shared rules, and a refusal of the server lands on its field', async () => {
    entrar();
    const recusa = 'O campo Pressão sistólica deve ser no máximo 300.';
    const api = mockApi({
      'GET /api/ambulatorio/atendimento-enfermagem/create/1/41/901': FORMULARIO,
      'POST /api/ambulatorio/atendimento-enfermagem': reply(422, { message: recusa, errors: { pa_sistolica: [recusa] } }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp(URL_CREATE);
    expect(await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Dipirona (urticária)')).toBeTruthy();
    expect(screen.getByText('Clínica médica')).toBeTruthy();
    expect(screen.getByText('02/10/2026 · 70,0 kg · 160 cm · IMC 27,34')).toBeTruthy();

    // nothing recorded: the shared rule says so, and nothing is sent
    await user.click(screen.getByText('Salvar e encaminhar ao consultório', { selector: 'button > span' }));
    expect(await screen.findByText(MENSAGENS_ENFERMAGEM_AMBULATORIO.vazio)).toBeTruthy();
    expect(api.de('POST /api/ambulatorio/atendimento-enfermagem')).toHaveLength(0);

    // the blood pressure pair rule (the emergency triage's) speaks on the field
    await user.type(screen.getByLabelText('PA sistólica'), '80');
    await user.type(screen.getByLabelText('PA diastólica'), '90');
    expect(await screen.findByText('A pressão diastólica deve ser menor que a sistólica')).toBeTruthy();
    const diastolica = screen.getByLabelText('PA diastólica');
    await user.clear(diastolica);
    await user.type(diastolica, '60');

    // BMI as weight and height are typed
    await user.type(screen.getByLabelText('Peso'), '72,5');
    await user.type(screen.getByLabelText('Altura'), '168');
    expect(await screen.findByText('25,69')).toBeTruthy();

    await user.click(screen.getByText('Salvar e encaminhar ao consultório', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/ambulatorio/atendimento-enfermagem').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/atendimento-enfermagem')[0]?.body).toMatchObject({
      fila_id: 41,
      tipo: 1,
      pa_sistolica: 80,
      pa_diastolica: 60,
      peso: 72.5,
      altura: 168,
      procedimentos: [],
    });
    const campo = screen.getByLabelText('PA sistólica').closest('.ant-form-item') as HTMLElement;
    await expect.poll(() => campo.textContent).toContain(recusa);
  }, 60_000);

  it('saves with a frequent procedure and goes back to the queue with the message', async () => {
    entrar();
    const api = mockApi({
      'GET /api/ambulatorio/atendimento-enfermagem/create/1/41/901': FORMULARIO,
      'POST /api/ambulatorio/atendimento-enfermagem': reply(
        201,
        wire({ enfermagem: { id: 5, imc: null }, destinoFilaId: 42, message: MENSAGENS_ENFERMAGEM_AMBULATORIO.salvaPreConsulta }),
      ),
      'GET /api/ambulatorio/fila': reply(500, { message: 'Ocorreu um erro' }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_CREATE);
    await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 });
    await user.click(screen.getByText('Aferição de pressão arterial'));
    await user.type(screen.getByLabelText('Anotação'), 'Paciente orientada.');
    await user.click(screen.getByText('Salvar e encaminhar ao consultório', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/ambulatorio/atendimento-enfermagem').length).toBe(1);
    expect(api.de('POST /api/ambulatorio/atendimento-enfermagem')[0]?.body).toMatchObject({
      fila_id: 41,
      tipo: 1,
      anotacao: 'Paciente orientada.',
      procedimentos: [{ procedimento_codigo: '0301100039', quantidade: 1 }],
    });
    expect(await screen.findByText(MENSAGENS_ENFERMAGEM_AMBULATORIO.salvaPreConsulta)).toBeTruthy();
    await expect.poll(path).toBe('/ambulatorio/fila-atendimento/index');
  }, 60_000);

  it('lists the last 24 hours', async () => {
    logar(sessao({ permissoes: [AMB.enfermagemVer] }));
    mockApi({
      'GET /api/ambulatorio/atendimento-enfermagem': wireDe(enfermagemAmbulatorioListaSchema, {
        data: [
          {
            id: 1,
            criadoEm: '2026-11-21T08:05:00-03:00',
            tipo: 1,
            paciente: 'ANA MARIA SOUSA',
            profissional: 'ENF. CLARA',
            paSistolica: 120,
            paDiastolica: 80,
            imc: '25.69',
            procedimentos: '0301100039',
          },
        ],
      }),
    });
    renderApp('/ambulatorio/atendimento-enfermagem/index');
    expect(await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('120/80')).toBeTruthy();
    expect(screen.getByText('25,69')).toBeTruthy();
    expect(screen.getByText('03.01.10.003-9')).toBeTruthy();
    expect(screen.getByText('Pré-consulta')).toBeTruthy();
  }, 30_000);
});
