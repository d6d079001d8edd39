import { SITUACAO_AGENDAMENTO_TRANSPORTE as SA, TP } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { detalheViagem, passageiro } from '../viagem/viagem.fixtures';

const GER = '/api/transporte-paciente/gerenciamento';
const maria = (situacao: number, acompanhanteEmbarcou: boolean | null) => ({
  ...passageiro(1, 'MARIA DA SILVA', 1, situacao),
  acompanhantesLista: [{ id: 11, nome: 'ANA DA SILVA', cns: null, embarcou: acompanhanteEmbarcou }],
});
const jose = (situacao: number) => ({ ...passageiro(2, 'JOSÉ SOUZA', 0, situacao), acompanhantesLista: [] });

describe('transporte-paciente/gerenciamento/create/:id', () => {
  it('marks who boarded (a companion left behind) and the no-shows, and saves them', async () => {
    logar(sessao({ permissoes: [TP.gerenciamentoVer] }));
    let salvo = false;
    const api = mockApi({
      [`GET ${GER}/50`]: () =>
        salvo ? detalheViagem([maria(SA.embarcou, false), jose(SA.faltou)]) : detalheViagem([maria(SA.alocado, null), jose(SA.alocado)]),
      [`PUT ${GER}/50`]: () => {
        salvo = true;
        return detalheViagem([maria(SA.embarcou, false), jose(SA.faltou)]);
      },
    });
    const { user } = renderApp('/transporte-paciente/gerenciamento/create/50', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByRole('heading', { name: 'Passageiros da viagem nº 2026000050' }, { timeout: 40_000 })).toBeTruthy();
    const salvar = screen.getByRole('button', { name: /Salvar embarques/ });
    expect((salvar as HTMLButtonElement).disabled).toBe(true);

    const linhaMaria = screen.getByText('MARIA DA SILVA').closest('tr') as HTMLElement;
    const acompanhante = within(linhaMaria).getByRole('checkbox', { name: 'ANA DA SILVA' }) as HTMLInputElement;
    // a companion boards only with the passenger
    expect(acompanhante.disabled).toBe(true);
    await user.click(within(linhaMaria).getByRole('radio', { name: 'Embarcou' }));
    expect(acompanhante.disabled).toBe(false);
    expect(acompanhante.checked).toBe(true);
    await user.click(acompanhante);
    expect(acompanhante.checked).toBe(false);

    const linhaJose = screen.getByText('JOSÉ SOUZA').closest('tr') as HTMLElement;
    await user.click(within(linhaJose).getByRole('radio', { name: 'Faltou' }));
    expect((salvar as HTMLButtonElement).disabled).toBe(false);
    await user.click(salvar);

    expect(await screen.findByText('Embarques registrados.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`PUT ${GER}/50`)).toHaveLength(1);
    expect(api.de(`PUT ${GER}/50`)[0]?.body).toEqual({
      passageiros: [
        { agendamento_id: 1, embarcou: true, acompanhantes: [{ id: 11, embarcou: false }] },
        { agendamento_id: 2, embarcou: false, acompanhantes: [] },
      ],
    });
    // reloaded from the server: the saved marks stay on screen, nothing left to save
    await waitFor(() => expect(api.de(`GET ${GER}/50`).length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(
        (within(screen.getByText('JOSÉ SOUZA').closest('tr') as HTMLElement).getByRole('radio', { name: 'Faltou' }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect((screen.getByRole('button', { name: /Salvar embarques/ }) as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);

  it('a closed trip is read-only and says to reopen it', async () => {
    logar(sessao({ permissoes: [TP.gerenciamentoVer] }));
    mockApi({ [`GET ${GER}/50`]: detalheViagem([maria(SA.embarcou, true)], { situacao: 2 }) });
    renderApp('/transporte-paciente/gerenciamento/create/50');
    expect(
      await screen.findByText('Viagem fechada: reabra-a em Reabertura de viagem para alterá-la.', {}, { timeout: 40_000 }),
    ).toBeTruthy();
    const linha = screen.getByText('MARIA DA SILVA').closest('tr') as HTMLElement;
    expect((within(linha).getByRole('radio', { name: 'Embarcou' }) as HTMLInputElement).checked).toBe(true);
    expect((within(linha).getByRole('radio', { name: 'Faltou' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(linha).getByRole('checkbox', { name: 'ANA DA SILVA' }) as HTMLInputElement).checked).toBe(true);
  }, 90_000);
});
