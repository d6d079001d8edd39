import { CALENDARIO_PNI, IMU, parametrizacaoImunizacaoModeloSchema } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const API = 'PUT /api/imunizacao/parametrizacao';
const recusa = 'Período inválido (use anos, meses e dias, ex.: 2m, 1a6m, 42d).';

describe('imunizacao/parametrizacao/create', () => {
  it('saves the settings with the whole calendar and puts a refused period on its dose field', async () => {
    logar(sessao({ permissoes: [IMU.parametrizacao] }));
    const api = mockApi({
      'GET /api/imunizacao/parametrizacao': wireDe(parametrizacaoImunizacaoModeloSchema, {
        solicitanteRnds: null,
        diasAlertaValidade: 30,
        imprimirCartaoAoSalvar: false,
        calendario: CALENDARIO_PNI,
        calendarioNacional: true,
        populacaoAlvo: [{ ano: 2026, faixa: 'menor1', populacao: 1800 }],
      }),
      [API]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'calendario.vacinas.0.doses.0.idade_minima': [recusa] },
      }),
    });
    const { user } = renderApp('/imunizacao/parametrizacao/create');
    expect(await screen.findByText(`Calendário nacional (${CALENDARIO_PNI.versao})`, {}, { timeout: 10_000 })).toBeTruthy();
    const alerta = screen.getByLabelText('Alerta de validade (dias)');
    await user.clear(alerta);
    await user.type(alerta, '15');
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(API)).toHaveLength(1));
    const corpo = api.de(API)[0]?.body as Record<string, any>;
    expect(corpo.dias_alerta_validade).toBe(15);
    expect(corpo.populacao_alvo).toEqual([{ ano: 2026, faixa: 'menor1', populacao: 1800 }]);
    expect(corpo.calendario.vacinas).toHaveLength(CALENDARIO_PNI.vacinas.length);
    expect(corpo.calendario.condutas.dose_desconhecida).toBe('recusar');
    expect(await screen.findByText(recusa, { selector: '.ant-form-item-explain-error' }, { timeout: 10_000 })).toBeTruthy();
  }, 60_000);
});
