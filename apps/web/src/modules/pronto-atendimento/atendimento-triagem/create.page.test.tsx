import { PA, triagemFormularioSchema } from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

substituirUseTempoReal(() => ({ conectado: true }));

const FORMULARIO = wireDe(triagemFormularioSchema, {
  form: {
    classificacoesRisco: [
      { id: 1, nome: 'Vermelho', cor: '#d32f2f', tempoAlvoMinutos: 0, ordem: 1 },
      { id: 4, nome: 'Verde', cor: '#388e3c', tempoAlvoMinutos: 120, ordem: 4 },
    ],
    destinos: [
      { id: 20, nome: 'Consultórios do Pronto Atendimento', setorTipoId: 3 },
      { id: 21, nome: 'Sala de Observação', setorTipoId: 10 },
    ],
  },
  model: {
    fila: { id: 31, status: 2 },
    atendimento: {
      id: 9,
      numero: 2026000123,
      status: 1,
      recepcionadoEm: '2026-11-21T09:40:00-03:00',
      urgente: true,
      motivoUrgencia: 'Dor torácica',
      desfecho: null,
      pacienteId: 42,
      prontuario: 42,
      pacienteNome: 'MARIA DAS DORES',
      nomeSocial: null,
      preferenciaNomeId: null,
      dataNascimento: '1940-03-15',
      sexoId: 1,
      cns: null,
      desconhecido: false,
      idadeEstimada: null,
      alergias: [],
      alertas: [],
      classificacaoRisco: null,
      cor: null,
      ultimaTriagem: null,
    },
    historico: [
      {
        id: 1,
        criadaEm: '2026-11-21T09:50:00-03:00',
        queixa: 'Cefaleia',
        classificacaoRisco: 'Verde',
        cor: '#388e3c',
        profissional: 'ANA SOUZA',
      },
    ],
  },
});

const FILA_VAZIA = wire({
  data: {
    form: {
      classificacoesRisco: [],
      opcoesEntrada: [],
      prioridades: [],
      salas: [],
      ordenacoes: [],
      status: [],
      temposEspera: [],
      telas: [],
    },
    model: { fila: [], contagem: { espera: 0, atendimento: 0 }, topico: 'fila:pronto-atendimento:2:15' },
  },
});

describe('triagem do pronto atendimento', () => {
  it('checks the blood pressure rule, computes the BMI as typed and posts the classification', async () => {
    logar(
      sessao({
        centroCusto: { id: 15, nome: 'Triagem e Classificação de Risco', setor: { id: 2, nome: 'Triagem', setorTipoId: 2 } },
        permissoes: [PA.triagemCadastrar, PA.filaVer],
      }),
    );
    const api = mockApi({
      'GET /api/pronto-atendimento/triagem/create/31': FORMULARIO,
      'POST /api/pronto-atendimento/triagem': reply(
        201,
        wire({ triagem: { id: 5, imc: 25.69 }, destinoFilaId: 90, message: 'Classificação registrada: Vermelho.' }),
      ),
      'GET /api/pronto-atendimento/fila': FILA_VAZIA,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp('/pronto-atendimento/atendimento-triagem/create/31/3');

    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Urgente: Dor torácica')).toBeTruthy();
    expect(screen.getByText('2026000123')).toBeTruthy();
    expect(screen.getByText('Cefaleia — ANA SOUZA')).toBeTruthy();

    await user.type(screen.getByLabelText('PA sistólica'), '80');
    await user.type(screen.getByLabelText('PA diastólica'), '90');
    expect(await screen.findByText('A pressão diastólica deve ser menor que a sistólica')).toBeTruthy();

    await user.type(screen.getByLabelText('Peso'), '72,5');
    await user.type(screen.getByLabelText('Altura'), '168');
    expect(await screen.findByText('25,69')).toBeTruthy();
    expect(screen.getByText(/Sobrepeso/)).toBeTruthy();

    // nothing is sent while a rule fails
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Queixa principal é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Classificação de risco é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/triagem')).toHaveLength(0);

    const diastolica = screen.getByLabelText('PA diastólica');
    await user.clear(diastolica);
    await user.type(diastolica, '60');
    await user.type(screen.getByLabelText('Queixa principal'), 'Dor torácica há 2 horas');
    await user.click(screen.getByLabelText('Vermelho — Atendimento imediato'));
    const card = screen.getByText('Classificação de risco', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(card).queryByText('A pressão diastólica deve ser menor que a sistólica')).toBeNull();
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));

    await expect.poll(() => api.de('POST /api/pronto-atendimento/triagem').length).toBe(1);
    expect(api.de('POST /api/pronto-atendimento/triagem')[0]?.body).toEqual({
      fila_id: 31,
      queixa: 'Dor torácica há 2 horas',
      pa_sistolica: 80,
      pa_diastolica: 60,
      peso: 72.5,
      altura: 168,
      classificacao_risco_id: 1,
      destino_centro_custo_id: 20,
    });
    expect(await screen.findByText('Classificação registrada: Vermelho.')).toBeTruthy();
    await expect.poll(path).toBe('/pronto-atendimento/fila-atendimento/index');
  }, 60_000);
});
