import {
  listagemSchema,
  MENSAGENS_VIAGEM,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  TP,
  transferenciaPassageiroGravadaSchema,
} from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { detalheViagem, passageiro, viagem } from '../viagem/viagem.fixtures';

const TR = '/api/transporte-paciente/transferencia-paciente';
const GER = '/api/transporte-paciente/gerenciamento';
// 51 has room for MARIA and her companion (2 seats); 52 is full; 53 goes elsewhere
const v51 = {
  ...viagem,
  id: 51,
  numero: 2026000051,
  horarioSaida: '05:00:00',
  placa: 'XYZ9K88',
  ocupacao: { lugares: 2, cadeirante: 0, maca: 0 },
};
const v52 = {
  ...viagem,
  id: 52,
  numero: 2026000052,
  horarioSaida: '06:00:00',
  placa: 'QWE4R56',
  ocupacao: { lugares: 3, cadeirante: 0, maca: 0 },
};
const v53 = { ...viagem, id: 53, numero: 2026000053, destinoId: 2, destino: 'Caruaru', placa: 'CRU1A11' };
const abertas = wireDe(listagemSchema, { data: [viagem, v51, v52, v53] });
const origem = detalheViagem([
  { ...passageiro(1, 'MARIA DA SILVA', 1, SA.alocado), acompanhantesLista: [] },
  { ...passageiro(2, 'JÁ EMBARCOU', 0, SA.embarcou), acompanhantesLista: [] },
]);

/** The options of the dropdown open now (antd keeps the closed ones in the page). */
const opcoesAbertas = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => ({
    texto: o.textContent,
    desabilitada: o.getAttribute('aria-disabled') === 'true',
  }));

async function escolher(user: ReturnType<typeof renderApp>['user'], rotulo: string, opcao: string) {
  await user.click(screen.getByLabelText(rotulo));
  await user.click(await screen.findByText(opcao, { selector: '.ant-select-item-option-content' }));
}

describe('transporte-paciente/transferencia-paciente/create', () => {
  it('offers only same-destination trips with room, moves the passenger, and shows the refusal when the trip filled up meanwhile', async () => {
    logar(sessao({ permissoes: [TP.transferencia] }));
    let vezes = 0;
    const api = mockApi({
      [`GET ${TR}/list`]: abertas,
      [`GET ${GER}/50`]: origem,
      [`POST ${TR}`]: () => {
        vezes++;
        return vezes === 1
          ? reply(422, {
              message: MENSAGENS_VIAGEM.lotado(
                'XYZ9K88',
                { lugares: 6, cadeirante: 0, maca: 0 },
                { lugares: 4, lugaresCadeirante: 0, lugaresMaca: 0 },
              ),
            })
          : wireDe(transferenciaPassageiroGravadaSchema, {
              data: { origem: viagem, destino: { ...v51, ocupacao: { lugares: 4, cadeirante: 0, maca: 0 } } },
            });
      },
    });
    const { user } = renderApp('/transporte-paciente/transferencia-paciente/create?data=2026-12-01', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByRole('heading', { name: 'Transferência de passageiro' }, { timeout: 40_000 })).toBeTruthy();
    await waitFor(() => expect(api.de(`GET ${TR}/list`)[0]?.query.get('data')).toBe('2026-12-01'));
    await escolher(user, 'Viagem de origem', '2026000050 — 04:00 — Recife — ABC1D23');
    await user.click(screen.getByLabelText('Passageiro'));
    // only the passengers still to board can move
    await waitFor(() => expect(opcoesAbertas().map((o) => o.texto)).toEqual(['MARIA DA SILVA (+1 acompanhante(s))']));
    await user.click(screen.getByText('MARIA DA SILVA (+1 acompanhante(s))', { selector: '.ant-select-item-option-content' }));

    await user.click(screen.getByLabelText('Viagem de destino'));
    // same destination as the origin, not the origin itself; the full one shown but refused
    await waitFor(() =>
      expect(opcoesAbertas()).toEqual([
        { texto: '2026000051 — 05:00 — XYZ9K88 — 2/4 assentos', desabilitada: false },
        { texto: '2026000052 — 06:00 — QWE4R56 — 3/4 assentos (sem lugar)', desabilitada: true },
      ]),
    );
    await user.click(screen.getByText('2026000051 — 05:00 — XYZ9K88 — 2/4 assentos', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('Motivo'), 'Troca de veículo');

    await user.click(screen.getByRole('button', { name: /Transferir/ }));
    expect(
      await screen.findByText(
        'O veículo XYZ9K88 não comporta os passageiros: 6/4 assentos, 0/0 lugares para cadeirante, 0/0 macas.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(api.de(`POST ${TR}`)[0]?.body).toEqual({ agendamento_id: 1, viagem_id: 51, motivo: 'Troca de veículo' });

    await user.click(screen.getByRole('button', { name: /Transferir/ }));
    expect(await screen.findByText('Passageiro transferido para a viagem nº 2026000051.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`POST ${TR}`)).toHaveLength(2);
  }, 90_000);
});
