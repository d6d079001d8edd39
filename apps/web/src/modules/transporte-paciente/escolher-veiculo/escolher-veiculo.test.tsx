import { listagemSchema, montagemFormSchema, TP } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { passageiro, viagem } from '../viagem/viagem.fixtures';

const ESC = '/api/transporte-paciente/escolher-veiculo';
describe('transporte-paciente/escolher-veiculo/create', () => {
  it('shows the vehicle filling up, blocks adding beyond its seats and saves the placed passengers', async () => {
    logar(sessao({ permissoes: [TP.escolherVeiculo] }));
    const api = mockApi({
      [`GET ${ESC}/create`]: wireDe(montagemFormSchema, {
        data: {
          data: '2026-12-01',
          margemChegadaMin: 60,
          passageiros: [passageiro(1, 'MARIA DA SILVA', 2), passageiro(2, 'JOSÉ SOUZA', 1), passageiro(9, 'JÁ ALOCADO', 0, 2)],
          veiculos: [
            {
              id: 7,
              placa: 'ABC1D23',
              descricao: 'Van Sprinter',
              tipo: 2,
              lugares: 4,
              lugaresCadeirante: 0,
              lugaresMaca: 0,
              ocupado: true,
            },
          ],
          condutores: [{ id: 3, nome: 'JOÃO MOTORISTA', cnhCategoria: 'D', cnhValidade: '2026-12-20', cnhVencendo: true, ocupado: true }],
          destinos: [{ id: 1, nome: 'Recife', tempoViagemMin: 210 }],
          viagens: [viagem],
          jornadas: [],
          sugestao: { viagens: [], semLugar: [] },
        },
      }),
      [`POST ${ESC}`]: wireDe(listagemSchema, { data: [{ ...viagem, ocupacao: { lugares: 4, cadeirante: 0, maca: 0 }, passageiros: 2 }] }),
    });
    const { user } = renderApp('/transporte-paciente/escolher-veiculo/create?data=2026-12-01', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('Aguardando veículo (2)', {}, { timeout: 40_000 })).toBeTruthy();
    expect(screen.queryByText('JÁ ALOCADO')).toBeNull();
    const card = screen.getByText('Viagem nº 2026000050 — Recife').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Assentos: 1/4')).toBeTruthy();
    expect(within(card).getByText(/JOÃO MOTORISTA — CNH D \(vence em 20\/12\/2026\)/)).toBeTruthy();
    const adicionar = within(card).getByRole('button', { name: 'Adicionar selecionados à Viagem nº 2026000050' });
    expect((adicionar as HTMLButtonElement).disabled).toBe(true);

    // MARIA + 2 companions = 3 seats: 1 + 3 = 4/4
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar MARIA DA SILVA' }));
    expect((adicionar as HTMLButtonElement).disabled).toBe(false);
    await user.click(adicionar);
    expect(within(card).getByText('Assentos: 4/4')).toBeTruthy();
    expect(screen.getByText('Aguardando veículo (1)')).toBeTruthy();

    // JOSÉ + 1 companion would make 6/4: refused
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar JOSÉ SOUZA' }));
    expect((adicionar as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Os selecionados excedem os lugares deste veículo.')).toBeTruthy();
    fireEvent.click(adicionar);
    expect(within(card).getByText('Assentos: 4/4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Salvar montagem/ }));
    await waitFor(() => expect(api.de(`POST ${ESC}`)).toHaveLength(1));
    expect(api.de(`POST ${ESC}`)[0]?.body).toEqual({
      data: '2026-12-01',
      viagens: [{ viagem_id: 50, destino_id: 1, veiculo_id: 7, condutor_id: 3, horario_saida: '04:00', agendamento_ids: [1] }],
    });
  }, 90_000);
});
