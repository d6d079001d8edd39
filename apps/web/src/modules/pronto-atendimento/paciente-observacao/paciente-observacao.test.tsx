import { PA } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

substituirUseTempoReal(() => ({ conectado: true }));

const OBSERVACAO = { id: 17, nome: 'Sala de Observação', setor: { id: 10, nome: 'Observação', setorTipoId: 10 } };

const FORMULARIO = wire({
  model: {
    fila: { id: 51, status: 2, setorTipoId: 10, observacaoDesde: '2026-11-20T08:00:00-03:00', minutosEmObservacao: 1560, excedido: true },
    atendimento: {
      id: 9,
      numero: 2026000777,
      status: 1,
      recepcionadoEm: '2026-11-20T07:30:00-03:00',
      urgente: false,
      motivoUrgencia: null,
      desfecho: null,
      pacienteId: 42,
      pacienteNome: 'JOSÉ FERREIRA',
      nomeSocial: null,
      dataNascimento: '1950-01-10',
      sexoId: 1,
      cns: null,
      desconhecido: false,
      idadeEstimada: null,
      classificacaoRisco: 'Laranja',
      cor: '#f57c00',
      alergias: [],
      ultimaTriagem: null,
    },
    prescricao: [
      {
        id: 7,
        descricao: 'Dipirona 500 mg/ml',
        dose: '2 ml',
        via: 'EV',
        intervaloHoras: 6,
        quantidadeDoses: null,
        seNecessario: false,
        observacao: null,
        prescritoEm: '2026-11-20T08:10:00-03:00',
        prescritor: 'RICARDO LINS',
        administracoes: [],
        dosesAdministradas: 0,
        ultimaAdministracaoEm: null,
        proximaDoseEm: null,
        atrasado: false,
        concluido: false,
      },
    ],
    evolucao: [
      {
        tipo: 'administracao',
        id: 4,
        em: '2026-11-21T09:00:00-03:00',
        profissional: 'ANA SOUZA',
        descricao: 'Dipirona 500 mg/ml',
        dose: '2 ml',
        via: 'EV',
        status: 2,
        lote: null,
        observacao: 'Paciente dormindo',
      },
      {
        tipo: 'evolucao',
        id: 3,
        em: '2026-11-21T08:00:00-03:00',
        profissional: 'ANA SOUZA',
        texto: 'Sem queixas.',
        paSistolica: 120,
        paDiastolica: 80,
        frequenciaCardiaca: 78,
        frequenciaRespiratoria: null,
        temperatura: '36.5',
        saturacao: 97,
        glicemia: null,
        dor: null,
        glasgow: null,
      },
      {
        tipo: 'medico',
        id: 2,
        em: '2026-11-20T08:05:00-03:00',
        profissional: 'RICARDO LINS',
        anamnese: 'Dispneia',
        exameFisico: null,
        conduta: 'Nebulização e observação',
        destino: 2,
        destinoNome: 'Observação',
        destinoDetalhe: null,
      },
    ],
  },
});

describe('paciente em observação', () => {
  it('shows the stay past 24 h and the timeline, checks vital signs, records a note and opens the doctor’s re-evaluation', async () => {
    logar(sessao({ centroCusto: OBSERVACAO, permissoes: [PA.observacaoCadastrar, PA.observacaoVer, PA.medicoCadastrar] }));
    const api = mockApi({
      'GET /api/pronto-atendimento/paciente-observacao/create/51': FORMULARIO,
      'POST /api/pronto-atendimento/paciente-observacao': reply(201, wire({ evolucao: { id: 5 }, message: 'Evolução registrada.' })),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { path } = renderApp('/pronto-atendimento/paciente-observacao/create/51/3');

    expect(await screen.findByText('JOSÉ FERREIRA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/há mais de 24 horas \(limite do procedimento 03\.01\.06\.002-9\)/)).toBeTruthy();
    expect(screen.getByText(/\(1 dia e 2 h\)/)).toBeTruthy();
    expect(screen.getByText('Não administrado: Dipirona 500 mg/ml — ANA SOUZA')).toBeTruthy();
    expect(screen.getByText('2 ml · EV · Paciente dormindo')).toBeTruthy();
    expect(screen.getByText('Evolução — ANA SOUZA')).toBeTruthy();
    expect(screen.getByText('PA 120/80 mmHg · FC 78 bpm · T 36,5 °C · SpO₂ 97%')).toBeTruthy();
    expect(screen.getByText('Avaliação médica — RICARDO LINS')).toBeTruthy();
    expect(screen.getByText('Destino: Observação')).toBeTruthy();
    expect(screen.queryByLabelText('Peso')).toBeNull();

    await user.type(screen.getByLabelText('PA sistólica'), '80');
    await user.type(screen.getByLabelText('PA diastólica'), '90');
    expect(await screen.findByText('A pressão diastólica deve ser menor que a sistólica')).toBeTruthy();
    await user.click(screen.getByText('Registrar evolução', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Evolução é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/paciente-observacao')).toHaveLength(0);

    const sistolica = screen.getByLabelText('PA sistólica');
    await user.clear(sistolica);
    await user.type(sistolica, '130');
    await user.type(screen.getByLabelText('Evolução'), 'Melhora da dispneia.');
    await user.click(screen.getByText('Registrar evolução', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/pronto-atendimento/paciente-observacao').length).toBe(1);
    expect(api.de('POST /api/pronto-atendimento/paciente-observacao')[0]?.body).toEqual({
      fila_id: 51,
      texto: 'Melhora da dispneia.',
      pa_sistolica: 130,
      pa_diastolica: 90,
    });
    expect(await screen.findByText('Evolução registrada.')).toBeTruthy();
    // the timeline is read again and the form is ready for the next note
    await expect.poll(() => api.de('GET /api/pronto-atendimento/paciente-observacao/create/51').length).toBe(2);
    expect((screen.getByLabelText('Evolução') as HTMLTextAreaElement).value).toBe('');

    await user.click(screen.getByText('Reavaliação / alta médica', { selector: 'button > span' }));
    await expect.poll(path).toBe('/pronto-atendimento/atendimento-medico/create/51/3');
  }, 60_000);

  it('lists the patients in observation, highlights a stay past 24 h and opens one; no discharge button without the doctor’s permission', async () => {
    logar(sessao({ centroCusto: OBSERVACAO, permissoes: [PA.observacaoCadastrar, PA.observacaoVer] }));
    mockApi({
      'GET /api/pronto-atendimento/paciente-observacao/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 51,
            status: 2,
            atendimentoId: 9,
            numero: 2026000777,
            setor: 'Sala de Observação',
            paciente: 'JOSÉ FERREIRA',
            nomeSocial: null,
            desconhecido: false,
            dataNascimento: '1950-01-10',
            idadeEstimada: null,
            classificacaoRisco: 'Laranja',
            cor: '#f57c00',
            observacaoDesde: '2026-11-20T08:00:00-03:00',
            minutosEmObservacao: 1560,
            excedido: true,
            ultimaEvolucaoEm: null,
            ultimosSinais: {
              em: '2026-11-20T07:40:00-03:00',
              origem: 'triagem',
              paSistolica: 150,
              paDiastolica: 95,
              frequenciaCardiaca: null,
              frequenciaRespiratoria: null,
              temperatura: null,
              saturacao: 91,
              glicemia: null,
              dor: null,
              glasgow: null,
            },
          },
        ],
      }),
      'GET /api/pronto-atendimento/paciente-observacao/create/51': FORMULARIO,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { path } = renderApp('/pronto-atendimento/paciente-observacao/index');

    expect(await screen.findByText('JOSÉ FERREIRA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Acima de 24 h')).toBeTruthy();
    expect(screen.getByText('1 dia e 2 h')).toBeTruthy();
    expect(screen.getByText('PA 150/95 mmHg · SpO₂ 91%')).toBeTruthy();
    expect(document.querySelector('tr[data-excedido]')).not.toBeNull();

    await user.click(screen.getByLabelText('Abrir: JOSÉ FERREIRA'));
    await expect.poll(path).toBe('/pronto-atendimento/paciente-observacao/create/51/0');
    expect(await screen.findByText('Evolução — ANA SOUZA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Reavaliação / alta médica')).toBeNull();
  }, 60_000);
});
