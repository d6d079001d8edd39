import { distribuicaoEdicaoRespostaSchema, distribuicaoModeloSchema, hojeIso, IMU } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

type Modelo = z.output<typeof distribuicaoModeloSchema>;

const emTransito: Modelo = {
  id: 77,
  centroCustoOrigemId: 29,
  origem: 'Central de Rede de Frio',
  centroCustoDestinoId: 31,
  destino: 'Sala de Vacinação da UBS Heliópolis',
  dataEnvio: '2026-03-02',
  enviadoPor: 'Adriana Souto Maior',
  dataRecebimento: null,
  recebidoPor: null,
  observacao: null,
  motivoCancelamento: null,
  situacao: 1,
  requisicaoId: null,
  podeReceber: true,
  podeCancelar: false,
  itens: [
    {
      id: 9,
      vacinaId: 7,
      vacina: 'INFLUENZA TRIVALENTE',
      loteId: 3,
      lote: 'FLU25T14',
      validade: '2026-08-01',
      dosesPorFrasco: 10,
      dosesEnviadas: 50,
      frascos: 5,
      dosesRecebidas: null,
      motivoDivergencia: null,
    },
  ],
};

describe('imunizacao/distribuicao/edit (room)', () => {
  it('the room receives fewer doses than sent only with the reason of the divergence', async () => {
    logar(sessao({ permissoes: [IMU.distribuicaoVer, IMU.distribuicaoReceber] }));
    const api = mockApi({
      'GET /api/imunizacao/distribuicao/77/edit': wireDe(distribuicaoEdicaoRespostaSchema, { model: emTransito }),
      'PUT /api/imunizacao/distribuicao/77': () =>
        reply(
          200,
          wireDe(distribuicaoModeloSchema, {
            ...emTransito,
            situacao: 4,
            podeReceber: false,
            dataRecebimento: hojeIso(),
            recebidoPor: 'Patrícia Gomes de Lima',
            itens: [{ ...emTransito.itens[0], dosesRecebidas: 40, motivoDivergencia: 'Frasco quebrado' }],
          }),
        ),
    });
    const { user } = renderApp('/imunizacao/distribuicao/edit/77');
    const recebidas = (await screen.findByLabelText('Doses recebidas do lote FLU25T14', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(recebidas.value).toBe('50');
    expect(screen.getByText('5 × 10 dose(s)')).toBeTruthy();
    expect(screen.queryByText('Cancelar distribuição')).toBeNull();
    await user.clear(recebidas);
    await user.type(recebidas, '40');
    await user.click(screen.getByText('Confirmar recebimento', { selector: 'button > span' }));
    expect(await screen.findByText('Lote FLU25T14: informe o motivo da divergência no recebimento.')).toBeTruthy();
    expect(api.de('PUT /api/imunizacao/distribuicao/77')).toHaveLength(0);
    await user.click(screen.getByLabelText('Motivo da divergência do lote FLU25T14'));
    await user.paste('Frasco quebrado');
    await user.click(screen.getByText('Confirmar recebimento', { selector: 'button > span' }));
    expect(await screen.findByText('Recebida com divergência')).toBeTruthy();
    expect(api.de('PUT /api/imunizacao/distribuicao/77')[0].body).toEqual({
      data: hojeIso(),
      itens: [{ item_id: 9, doses_recebidas: 40, motivo_divergencia: 'Frasco quebrado' }],
    });
  }, 60_000);
});
