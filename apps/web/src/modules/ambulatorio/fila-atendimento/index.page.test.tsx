import { AMB, filaAmbulatorioRespostaSchema, SetorTipo, StatusFila } from '@saude/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import type { EntradaFilaAmbulatorio as E, FormularioFilaAmbulatorio } from './fila.api';
import { proximoAChamar } from './index.page';

// the push connection is another module: a stub that reports connected
substituirUseTempoReal(() => ({ conectado: true }));

const URL_FILA = '/ambulatorio/fila-atendimento/index';

type Extra = Partial<Omit<E, 'paciente' | 'atendimento'>> & { paciente?: Partial<E['paciente']>; atendimento?: Partial<E['atendimento']> };

function entrada(id: number, extra: Extra = {}): E {
  const { paciente, atendimento, ...resto } = extra;
  return {
    id,
    status: { id: StatusFila.EM_ESPERA, nome: 'Em espera' },
    senha: null,
    chamadas: 0,
    ultimaChamadaEm: null,
    entradaEm: '2026-11-21T07:10:00-03:00',
    atendidoEm: null,
    motivoEvasao: null,
    sala: null,
    tempoEspera: { id: 1, cor: '#388e3c', minutos: 5, total: { dias: 0, horas: 0, minutos: 5 } },
    destacado: false,
    profissionalAtual: null,
    prioridade: null,
    acoes: ['chamar', 'atender', 'evadir', 'excluir'],
    ...resto,
    atendimento: {
      id: 100 + id,
      chegadaEm: '2026-11-21T07:10:00-03:00',
      status: 1,
      agendamentoId: 900 + id,
      horaAgendada: '07:30:00',
      especialidade: 'Clínica médica',
      profissional: 'DR. PAULO MENDES',
      preConsulta: false,
      ...atendimento,
    },
    paciente: {
      id: 500 + id,
      prontuario: 500 + id,
      nome: `PACIENTE ${id}`,
      nomeSocial: null,
      nomeMae: null,
      dataNascimento: '1950-03-01',
      idade: null,
      idadeEstimada: null,
      desconhecido: false,
      caracteristicasFisicas: null,
      ...paciente,
    },
  };
}

const FORM: FormularioFilaAmbulatorio = {
  filas: [
    { id: 31, nome: 'Enfermagem da policlínica', setorTipoId: SetorTipo.ENFERMAGEM },
    { id: 32, nome: 'Consultórios da policlínica', setorTipoId: SetorTipo.CONSULTORIO },
  ],
  prioridades: [{ id: 7, nome: 'Idoso 60+' }],
  especialidades: [{ id: 1, nome: 'Clínica médica' }],
  salas: [
    { id: 5, nome: 'Sala de triagem 1' },
    { id: 6, nome: 'Sala de triagem 2' },
  ],
  status: [{ id: 1, nome: 'Em espera' }],
  temposEspera: [{ id: 1, minutos: 0, cor: '#388e3c' }],
  telas: [{ id: 9, nome: 'TV da policlínica' }],
  ultimoLocal: null,
};

const ENTRADAS = [
  entrada(1, { paciente: { nome: 'ANA MARIA SOUSA' }, prioridade: { id: 7, nome: 'Idoso 60+', peso: 10 } }),
  entrada(2, { chamadas: 1, paciente: { nome: 'CARLOS EDUARDO LIMA', nomeSocial: 'CARLA LIMA' } }),
  entrada(3, { paciente: { nome: 'BRUNO ALVES' }, atendimento: { agendamentoId: null, horaAgendada: null } }),
];

const resposta = (centroCustoId: number, setorTipoId: number) =>
  wireDe(filaAmbulatorioRespostaSchema, {
    data: {
      form: FORM,
      model: {
        centroCustoId,
        setorTipoId,
        fila: ENTRADAS,
        contagem: { espera: 3, atendimento: 0 },
        topico: `fila:ambulatorio:${setorTipoId}:${centroCustoId}`,
        destaqueHoras: 24,
      },
    },
  });

function entrar(permissoes: string[] = [AMB.filaVer, AMB.filaOperar, AMB.filaExcluir, AMB.enfermagemCadastrar]) {
  localStorage.clear();
  logar(sessao({ permissoes }));
}

const botao = (dentro: HTMLElement, texto: string) =>
  within(dentro).getByText(texto, { selector: 'button > span' }).closest('button') as HTMLElement;

describe('fila de atendimento do ambulatório', () => {
  it('asks where once, then calls in one click and with F2; Atender opens the pre-consultation; Excluir asks first', async () => {
    entrar();
    const api = mockApi({
      'GET /api/ambulatorio/fila': resposta(31, SetorTipo.ENFERMAGEM),
      'POST /api/ambulatorio/chamada': { id: 1, status: 1 },
      'PUT /api/ambulatorio/fila/atender/3': { id: 3, status: 2 },
      'DELETE /api/ambulatorio/fila/1': { id: 1, status: 3, message: 'Paciente excluído da fila.' },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp(URL_FILA);
    await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 });
    const titulos = [...document.querySelectorAll('thead th.ant-table-cell')].map((c) => c.textContent);
    expect(titulos).toEqual([
      'Tempo de espera',
      'Horário',
      'Prioridade',
      'Paciente',
      'Idade',
      'Especialidade',
      'Profissional agendado',
      'Ações',
    ]);
    expect(screen.getByText('CARLA LIMA')).toBeTruthy();
    expect(screen.getByText('Demanda espontânea')).toBeTruthy();
    const chamadas = () => api.de('POST /api/ambulatorio/chamada').map((c) => c.body);

    // the first call asks for the room (one TV: taken), then goes out
    await user.click(screen.getByLabelText('Chamar ANA MARIA SOUSA', { selector: 'button' }));
    const local = await findDialog('Onde você chama os pacientes?');
    await user.click(within(local).getByLabelText('Sala de triagem 2'));
    await user.click(botao(local, 'Chamar'));
    await expect.poll(chamadas).toEqual([{ fila_id: 1, tela_id: 9, sala_id: 6 }]);
    expect(await screen.findByText('Chamada de ANA MARIA SOUSA enviada para TV da policlínica · Sala de triagem 2.')).toBeTruthy();

    // remembered: F2 calls the next never-called patient (the second was called already) without asking
    fireEvent.keyDown(window, { key: 'F2' });
    await expect.poll(chamadas).toHaveLength(2);
    expect(chamadas()[1]).toEqual({ fila_id: 1, tela_id: 9, sala_id: 6 });
    expect(document.querySelector('.ant-modal')).toBeNull();

    // Excluir (under "Mais ações") asks for confirmation, then deletes
    await user.click(screen.getByLabelText('Mais ações ANA MARIA SOUSA', { selector: 'button' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excluir da fila' }));
    const confirmar = await findDialog('Confirmação');
    expect(within(confirmar).getByText(/Deseja realmente excluir ANA MARIA SOUSA da fila\?/)).toBeTruthy();
    expect(api.de('DELETE /api/ambulatorio/fila/1')).toHaveLength(0);
    await user.click(botao(confirmar, 'Sim'));
    await expect.poll(() => api.de('DELETE /api/ambulatorio/fila/1').length).toBe(1);
    expect(await screen.findByText('Paciente excluído da fila.')).toBeTruthy();

    // Atender a walk-in: the entry is taken and the pre-consultation opens (no appointment in the path)
    await user.click(screen.getByLabelText('Atender BRUNO ALVES', { selector: 'button' }));
    await expect.poll(() => api.de('PUT /api/ambulatorio/fila/atender/3').length).toBe(1);
    await expect.poll(path).toBe('/ambulatorio/atendimento-enfermagem/create/1/3');
  }, 60_000);

  it('the office queue: without the attendance permission no "Atender"; the queue choice is in the URL', async () => {
    entrar();
    const api = mockApi({ 'GET /api/ambulatorio/fila': resposta(32, SetorTipo.CONSULTORIO) });
    renderApp(`${URL_FILA}?fila=32`);
    await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 });
    expect(api.de('GET /api/ambulatorio/fila')[0]?.query.get('centro_custo_id')).toBe('32');
    expect(screen.getByLabelText('Chamar ANA MARIA SOUSA', { selector: 'button' })).toBeTruthy();
    expect(screen.queryByLabelText('Atender ANA MARIA SOUSA', { selector: 'button' })).toBeNull();
  }, 30_000);

  it('without the operating permission there is nothing to call; without the delete one, no "Excluir"', async () => {
    entrar([AMB.filaVer]);
    mockApi({ 'GET /api/ambulatorio/fila': resposta(31, SetorTipo.ENFERMAGEM) });
    renderApp(URL_FILA);
    await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('Chamar ANA MARIA SOUSA', { selector: 'button' })).toBeNull();
    expect(screen.queryByText('Chamar próximo')).toBeNull();
    expect(screen.queryByLabelText('Mais ações ANA MARIA SOUSA', { selector: 'button' })).toBeNull();
  }, 30_000);

  it('"Chamar próximo" is the first waiting and never called, by the queue order', () => {
    expect(proximoAChamar(ENTRADAS)?.id).toBe(1);
    expect(proximoAChamar([entrada(1, { chamadas: 2 }), entrada(2, { status: { id: 2, nome: 'Em atendimento' } }), entrada(3)])?.id).toBe(
      3,
    );
    expect(proximoAChamar([entrada(1, { chamadas: 1 })])).toBeUndefined();
  });
});
