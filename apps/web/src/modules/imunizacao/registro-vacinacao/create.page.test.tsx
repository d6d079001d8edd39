import { CALENDARIO_PNI, criacaoRegistroVacinacaoSchema, hojeIso, IMU, somarDias } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const hoje = hojeIso();
const nascimento = somarDias(hoje, -125);
const antecipada = 'A 2ª dose de Penta (DTP/Hib/Hepatite B) é antecipada: o intervalo mínimo desde a dose de 01/01/2026 é de 30 dias.';
const dados = wireDe(criacaoRegistroVacinacaoSchema, {
  data: {
    paciente: {
      pacienteId: 71,
      prontuario: 71,
      pacienteNome: 'ALICE FERREIRA GOMES',
      nomeSocial: null,
      preferenciaNomeId: null,
      dataNascimento: nascimento,
      sexoId: 1,
      cns: null,
      desconhecido: false,
      idadeEstimada: null,
      alergias: [],
      alertas: [],
    },
    sexo: 'F',
    gestante: false,
    hoje,
    sala: { centroCustoId: 15, nome: 'Sala de Vacinação da UBS Heliópolis' },
    calendario: CALENDARIO_PNI,
    situacao: [
      {
        sigla: 'PENTA',
        dose: 'D2',
        nome: 'Penta (DTP/Hib/Hepatite B)',
        rotulo: '2ª dose',
        situacao: 'devida',
        aplicadaEm: null,
        devidaEm: hoje,
        grupos: ['crianca'],
      },
      {
        sigla: 'VORH',
        dose: 'D2',
        nome: 'Rotavírus humano (VORH)',
        rotulo: '2ª dose',
        situacao: 'atrasada',
        aplicadaEm: null,
        devidaEm: somarDias(hoje, -40),
        grupos: ['crianca'],
      },
      {
        sigla: 'BCG',
        dose: 'DU',
        nome: 'BCG',
        rotulo: 'Dose única',
        situacao: 'aplicada',
        aplicadaEm: nascimento,
        devidaEm: null,
        grupos: ['crianca'],
      },
    ],
    historico: [],
    vacinas: [
      {
        id: 4,
        nome: 'Penta (DTP/Hib/Hepatite B)',
        sigla: 'PENTA',
        via: 2,
        lotes: [{ loteId: 301, lote: 'PT24C330', validade: somarDias(hoje, 90), disponivel: 40, dosesPorFrasco: 1, frasco: null }],
      },
    ],
    todasVacinas: [{ id: 4, nome: 'Penta (DTP/Hib/Hepatite B)', sigla: 'PENTA' }],
  },
});

describe('imunizacao/registro-vacinacao/create', () => {
  it('shows the due and overdue doses, records the due one and sends the reason when the calendar asks', async () => {
    logar(sessao({ permissoes: [IMU.registroVer, IMU.registroCadastrar] }));
    const api = mockApi({
      'GET /api/imunizacao/registro-vacinacao/create/71': dados,
      'POST /api/imunizacao/registro-vacinacao': (c: Chamada) =>
        (c.body as { justificativa?: string }).justificativa
          ? reply(201, { ids: [900], message: 'Dose registrada.' })
          : reply(422, { message: `Informe a justificativa: ${antecipada}`, errors: { justificativa: [antecipada] } }),
      'GET /api/imunizacao/registro-vacinacao': { data: [] },
      'GET /api/imunizacao/fila-atendimento': reply(422, { message: 'x' }),
    });
    const { user, path } = renderApp('/imunizacao/registro-vacinacao/create/71/12');
    const atrasada = await screen.findByText('Rotavírus humano (VORH) — 2ª dose (atrasada)', {}, { timeout: 10_000 });
    expect(atrasada).toBeTruthy();
    await user.click(screen.getByText('Penta (DTP/Hib/Hepatite B) — 2ª dose (devida)'));
    await user.click(screen.getByText('Registrar', { selector: 'button[type="submit"] > span' }));
    const dialogo = await findDialog('Justificativa necessária');
    expect(dialogo.textContent).toContain(antecipada);
    await user.type(screen.getByLabelText('Justificativa'), 'Mãe viaja amanhã.');
    await user.click(screen.getByText('Registrar com justificativa', { selector: 'button > span' }));
    await waitFor(() => expect(path()).toBe('/imunizacao/fila-atendimento/index'));
    const [primeira, segunda] = api.de('POST /api/imunizacao/registro-vacinacao');
    expect(primeira?.body).toMatchObject({ paciente_id: 71, fila_id: 12, doses: [{ vacina_id: 4, dose: 'D2', lote_id: 301, via: 2 }] });
    expect(segunda?.body).toMatchObject({ justificativa: 'Mãe viaja amanhã.', doses: [{ vacina_id: 4, dose: 'D2', lote_id: 301 }] });
  }, 60_000);
});
