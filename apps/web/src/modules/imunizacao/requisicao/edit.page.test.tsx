import { hojeIso, IMU, requisicaoVacinaEdicaoRespostaSchema, requisicaoVacinaModeloSchema } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

type Modelo = z.output<typeof requisicaoVacinaModeloSchema>;

const requisicao: Modelo = {
  id: 41,
  data: '2026-03-02',
  centroCustoSalaId: 30,
  sala: 'Sala de Vacinação da Policlínica',
  centroCustoRedeFrioId: 29,
  redeFrio: 'Central de Rede de Frio',
  solicitante: 'Patrícia Gomes de Lima',
  observacao: null,
  situacao: 1,
  motivoSituacao: null,
  dataAtendimento: null,
  atendidoPor: null,
  distribuicaoId: null,
  podeEditar: false,
  podeAtender: true,
  itens: [
    {
      id: 501,
      vacinaId: 7,
      vacina: 'INFLUENZA TRIVALENTE',
      dosesPorFrasco: 10,
      dosesSolicitadas: 120,
      dosesAtendidas: null,
      estoqueSala: 35,
      consumoMedioMensal: 48,
      disponivelRedeFrio: 770,
    },
    {
      id: 502,
      vacinaId: 8,
      vacina: 'HEPATITE A',
      dosesPorFrasco: 1,
      dosesSolicitadas: 20,
      dosesAtendidas: null,
      estoqueSala: 2,
      consumoMedioMensal: 6,
      disponivelRedeFrio: 12,
    },
  ],
};

const atendida: Modelo = {
  ...requisicao,
  situacao: 3,
  podeAtender: false,
  dataAtendimento: hojeIso(),
  atendidoPor: 'Adriana Souto Maior',
  distribuicaoId: 88,
  itens: [
    { ...requisicao.itens[0], dosesAtendidas: 100 },
    { ...requisicao.itens[1], dosesAtendidas: 12 },
  ],
};

describe('imunizacao/requisicao/edit (cold store)', () => {
  it('proposes what it can give, sends the doses per vaccine, puts a refusal on its line, then shows the distribution', async () => {
    logar(sessao({ permissoes: [IMU.requisicaoVer, IMU.requisicaoAtender] }));
    const recusa = 'HEPATITE A tem 10 dose(s) válida(s) na rede de frio, pedido 12.';
    let tentativas = 0;
    const api = mockApi({
      'GET /api/imunizacao/requisicao/41/edit': wireDe(requisicaoVacinaEdicaoRespostaSchema, { model: requisicao }),
      'POST /api/imunizacao/requisicao/atender/41': () =>
        ++tentativas === 1
          ? reply(422, { message: recusa, errors: { 'itens.1.doses': [recusa] } })
          : reply(201, wireDe(requisicaoVacinaModeloSchema, atendida)),
    });
    const { user } = renderApp('/imunizacao/requisicao/edit/41');
    const influenza = (await screen.findByLabelText(
      'Doses a atender de INFLUENZA TRIVALENTE',
      {},
      { timeout: 10_000 },
    )) as HTMLInputElement;
    // what was asked, as far as the cold store's valid doses go; the room's stock and monthly use beside it
    expect(influenza.value).toBe('120');
    expect((screen.getByLabelText('Doses a atender de HEPATITE A') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('48')).toBeTruthy();
    expect(screen.getByText('770')).toBeTruthy();
    expect(screen.getAllByText('≈ 12')).toHaveLength(2);

    await user.clear(influenza);
    await user.type(influenza, '100');
    expect(await screen.findByText('≈ 10')).toBeTruthy();
    await user.click(screen.getByText('Atender', { selector: 'button > span' }));
    expect((await screen.findAllByText(recusa)).length).toBeGreaterThan(0);
    expect(api.de('POST /api/imunizacao/requisicao/atender/41')[0].body).toEqual({
      data: hojeIso(),
      itens: [
        { item_id: 501, doses: 100 },
        { item_id: 502, doses: 12 },
      ],
    });

    await user.click(screen.getByText('Atender', { selector: 'button > span' }));
    expect(await screen.findByText('Atendida parcialmente')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nº 88' }).getAttribute('href')).toBe('/imunizacao/distribuicao/edit/88');
    expect(screen.getByText('Adriana Souto Maior', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('Doses a atender de INFLUENZA TRIVALENTE')).toBeNull();
  }, 60_000);
});
