import { PA, pacienteResource } from '@saude/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { substituirUseTempoReal } from '../../../lib/tempo-real';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

substituirUseTempoReal(() => ({ conectado: true }));

const MOTIVOS = wire({
  form: {
    motivos: [
      { id: 1, nome: 'Contato com a família' },
      { id: 2, nome: 'Busca de vaga / leito' },
    ],
  },
});
const ROTULO = 'MARIA DAS DORES — 01/02/1950';

describe('assistência social', () => {
  it("picks the patient and one of their open FAAs and posts the attendance; the server's refusal lands on its field", async () => {
    logar(sessao({ permissoes: [PA.assistenciaSocialVer, PA.assistenciaSocialCadastrar, pacienteResource.permissoes.visualizar] }));
    let tentativas = 0;
    const api = mockApi({
      'GET /api/pronto-atendimento/assistencia-social/create': MOTIVOS,
      'GET /api/cadastro/paciente/autocomplete': { data: [{ id: 42, label: ROTULO }] },
      'GET /api/pronto-atendimento/assistencia-social/atendimentos/42': wire({
        data: [{ id: 9, numero: 2026000123, recepcionadoEm: '2026-11-21T09:40:00-03:00', local: 'Pronto Atendimento' }],
      }),
      'POST /api/pronto-atendimento/assistencia-social': () =>
        ++tentativas === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] },
            })
          : reply(201, wire({ id: 3 })),
      'GET /api/pronto-atendimento/assistencia-social/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    const { path } = renderApp('/pronto-atendimento/assistencia-social/create');

    const paciente = await screen.findByLabelText('Paciente', { selector: 'input' }, { timeout: 10_000 });
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    expect(await screen.findByText('O campo Paciente é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Relato é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/pronto-atendimento/assistencia-social')).toHaveLength(0);

    await user.type(paciente, 'maria');
    await user.click(await screen.findByText(ROTULO, { selector: '.ant-select-item-option-content' }));
    await expect.poll(() => api.de('GET /api/pronto-atendimento/assistencia-social/atendimentos/42').length).toBe(1);
    await user.click(screen.getByLabelText('FAA', { selector: 'input' }));
    await user.click(await screen.findByText(/^FAA nº 2026000123 — Pronto Atendimento/, { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('Motivo', { selector: 'input' }));
    await user.click(await screen.findByText('Busca de vaga / leito', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Relato'), 'Leito solicitado à central.');
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));

    await expect.poll(() => api.de('POST /api/pronto-atendimento/assistencia-social').length).toBe(1);
    const corpo = api.de('POST /api/pronto-atendimento/assistencia-social')[0]?.body as Record<string, unknown>;
    expect(corpo).toMatchObject({ paciente_id: 42, atendimento_id: 9, motivo: 2, relato: 'Leito solicitado à central.' });
    // the date and time of the attendance come filled with now, as an instant with its offset
    expect(Math.abs(Date.parse(corpo.atendido_em as string) - Date.now())).toBeLessThan(5 * 60_000);
    expect(
      await screen.findByText('A FAA está fechada. Reabra o atendimento para alterá-lo.', { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();

    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await expect.poll(() => api.de('POST /api/pronto-atendimento/assistencia-social').length).toBe(2);
    await expect.poll(path).toBe('/pronto-atendimento/assistencia-social/index');
  }, 60_000);
});
