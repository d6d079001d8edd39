import { FAR, filaDeChegadaRespostaSchema, IMU, SetorTipo, StatusFila } from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../lib/tempo-real';
import { logar, sessao, wireDe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { findDialog, renderApp } from '../../test/render';
import type { EntradaFilaDeBalcao as E } from './fila-de-balcao.api';

// the push connection is another module: a stub that reports connected
substituirUseTempoReal(() => ({ conectado: true }));

const entrada = (id: number, nome: string, extra: Partial<E> = {}): E => ({
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
  acoes: ['chamar', 'atender', 'evadir'],
  paciente: {
    id: 500 + id,
    prontuario: 500 + id,
    nome,
    nomeSocial: null,
    nomeMae: null,
    dataNascimento: '1950-03-01',
    idade: null,
    idadeEstimada: null,
    desconhecido: false,
    caracteristicasFisicas: null,
  },
  ...extra,
});

/** The two counter queues on the one page: each module's URLs, texts, permissions and attendance screen. */
const MODULOS = [
  {
    modulo: 'farmacia',
    centro: 'Dispensação de Medicamentos',
    setorTipo: SetorTipo.FARMACIA,
    fila: 'farmácia',
    permissoes: [FAR.filaVer, FAR.filaEditar, FAR.dispensacaoCadastrar],
    atendimento: '/farmacia/dispensacao/create/502/2',
  },
  {
    modulo: 'imunizacao',
    centro: 'Sala de Vacinação da UBS Heliópolis',
    setorTipo: SetorTipo.VACINACAO,
    fila: 'sala de vacinação',
    permissoes: [IMU.filaVer, IMU.filaEditar, IMU.registroCadastrar],
    atendimento: '/imunizacao/registro-vacinacao/create/502/2',
  },
];

const resposta = (m: (typeof MODULOS)[number]) =>
  wireDe(filaDeChegadaRespostaSchema, {
    data: {
      form: {
        prioridades: [{ id: 7, nome: 'Idoso 60+', legal: true }],
        salas: [],
        temposEspera: [{ id: 1, minutos: 0, cor: '#388e3c' }],
        telas: [],
        ultimoLocal: null,
      },
      model: {
        centroCustoId: 40,
        centroCustoNome: m.centro,
        fila: [
          entrada(1, 'ANA MARIA SOUSA', { senha: 'A012', prioridade: { id: 7, nome: 'Idoso 60+', legal: true } }),
          entrada(2, 'BRUNO ALVES'),
        ],
        contagem: { espera: 2, atendimento: 0 },
        topico: `fila:${m.modulo}:${m.setorTipo}:40`,
        destaqueHoras: 24,
      },
    },
  });

describe.each(MODULOS)('fila de atendimento de $modulo (FilaDeBalcaoPage)', (m) => {
  const base = `/api/${m.modulo}/fila-atendimento`;
  const incluido = `JOSÉ DA SILVA incluído(a) na fila da ${m.fila}.`;
  it('a ticket sent by the counter opens "Incluir paciente na fila" with it; Atender opens the attendance screen', async () => {
    localStorage.clear();
    logar(sessao({ permissoes: m.permissoes }));
    const api = mockApi({
      [`GET ${base}`]: resposta(m),
      [`GET ${base}/senha/77`]: {
        fila_id: 77,
        codigo: 'P003',
        opcao_entrada: { id: 1, nome: 'Demanda espontânea' },
        prioridade: { id: 7, nome: 'Idoso 60+' },
        paciente: { id: 901, nome: 'JOSÉ DA SILVA' },
      },
      [`POST ${base}`]: { id: 3, status: 1, message: incluido },
      [`PUT ${base}/atender/2`]: { id: 2, status: 2 },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path, router } = renderApp(`/${m.modulo}/fila-atendimento/index?senha=77`);
    await screen.findByText('ANA MARIA SOUSA', {}, { timeout: 10_000 });
    const modal = await findDialog('Incluir paciente na fila — senha P003');
    expect(within(modal).getAllByText('JOSÉ DA SILVA').length).toBeGreaterThan(0);
    await user.click(within(modal).getByText('Incluir', { selector: 'button > span' }));
    await expect.poll(() => api.de(`POST ${base}`).map((c) => c.body)).toEqual([{ paciente_id: 901, prioridade_id: 7, senha_fila_id: 77 }]);
    expect(await screen.findByText(incluido)).toBeTruthy();
    // the ticket leaves the URL: a reload does not offer it again
    await expect.poll(() => router.state.location.search).toBe('');

    expect(screen.getByText('A012')).toBeTruthy();
    await user.click(screen.getByLabelText('Atender BRUNO ALVES', { selector: 'button' }));
    await expect.poll(() => api.de(`PUT ${base}/atender/2`).length).toBe(1);
    await expect.poll(path).toBe(m.atendimento);
  }, 60_000);
});
