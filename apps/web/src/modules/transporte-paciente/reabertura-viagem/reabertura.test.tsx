import { listagemSchema, SITUACAO_AGENDAMENTO_TRANSPORTE as SA, TP } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { detalheViagem, passageiro, viagem } from '../viagem/viagem.fixtures';

const REA = '/api/transporte-paciente/reabertura-viagem';
const GER = '/api/transporte-paciente/gerenciamento';
const fechada = { ...viagem, situacao: 2 };
const fechamento = {
  situacao: 2,
  kmSaida: 1000,
  kmChegada: 1470,
  fechadaEm: new Date('2026-12-01T22:00:00-03:00'),
  retornoEm: new Date('2026-12-01T21:30:00-03:00'),
};

describe('transporte-paciente/reabertura-viagem/list', () => {
  it('lists the closed trips of the day and reopens one with the reason', async () => {
    logar(sessao({ permissoes: [TP.reabertura] }));
    let reaberta = false;
    const api = mockApi({
      [`GET ${REA}/list`]: () => wireDe(listagemSchema, { data: reaberta ? [] : [fechada] }),
      [`GET ${GER}/50`]: detalheViagem([{ ...passageiro(1, 'MARIA DA SILVA', 0, SA.embarcou), acompanhantesLista: [] }], fechamento),
      [`PUT ${REA}/reopen/50`]: () => {
        reaberta = true;
        return detalheViagem([{ ...passageiro(1, 'MARIA DA SILVA', 0, SA.embarcou), acompanhantesLista: [] }]);
      },
    });
    const { user } = renderApp('/transporte-paciente/reabertura-viagem/list?data=2026-12-01', { user: { pointerEventsCheck: 0 } });
    const linha = (await screen.findByText('2026000050', {}, { timeout: 40_000 })).closest('tr') as HTMLElement;
    expect(api.de(`GET ${REA}/list`)[0]?.query.get('data')).toBe('2026-12-01');
    expect(within(linha).getByText('JOÃO MOTORISTA')).toBeTruthy();
    await user.click(within(linha).getByRole('button', { name: 'Reabrir a viagem 2026000050' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Reabrir a viagem nº 2026000050?' });
    expect(await within(dialogo).findByText(/km 1000 → 1470\. Os valores do fechamento ficam registrados no histórico\./)).toBeTruthy();
    const ok = within(dialogo).getByRole('button', { name: 'Reabrir' }) as HTMLButtonElement;
    // the reason is required (at least 5 characters, as the server asks)
    expect(ok.disabled).toBe(true);
    await user.type(within(dialogo).getByLabelText('Motivo da reabertura'), 'Km');
    expect(ok.disabled).toBe(true);
    await user.type(within(dialogo).getByLabelText('Motivo da reabertura'), ' de chegada digitado errado');
    expect(ok.disabled).toBe(false);
    await user.click(ok);

    expect(await screen.findByText('Viagem nº 2026000050 reaberta.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`PUT ${REA}/reopen/50`)[0]?.body).toEqual({ motivo: 'Km de chegada digitado errado' });
    expect(await screen.findByText('Nenhuma viagem fechada neste dia.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 90_000);
});
