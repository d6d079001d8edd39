import { describe, expect, it } from 'vitest';
import { SITUACAO_ITEM_REQUISICAO as I, SITUACAO_REQUISICAO as R, situacaoDaRequisicao } from './requisicao.schema.js';

const item = (situacao: number, quantidadeSolicitada: number, quantidadeAtendida: number) => ({
  situacao,
  quantidadeSolicitada,
  quantidadeAtendida,
});

describe('situacaoDaRequisicao', () => {
  it.each([
    ['nothing supplied', R.ABERTA, [item(I.LIBERADO, 5, 0), item(I.PENDENTE_PERMISSAO, 2, 0)], R.ABERTA],
    ['part supplied', R.ABERTA, [item(I.LIBERADO, 5, 3)], R.ATENDIDA_PARCIALMENTE],
    ['one item whole, another still missing', R.ABERTA, [item(I.LIBERADO, 5, 5), item(I.LIBERADO, 2, 0)], R.ATENDIDA_PARCIALMENTE],
    ['every released item whole', R.ATENDIDA_PARCIALMENTE, [item(I.LIBERADO, 5, 5), item(I.LIBERADO, 2, 2)], R.ATENDIDA],
    [
      'whole but an item waits for permission',
      R.ABERTA,
      [item(I.LIBERADO, 5, 5), item(I.PENDENTE_PERMISSAO, 2, 0)],
      R.ATENDIDA_PARCIALMENTE,
    ],
    ['refused items do not count', R.ATENDIDA_PARCIALMENTE, [item(I.LIBERADO, 5, 5), item(I.RECUSADO, 2, 0)], R.ATENDIDA],
    ['every item refused', R.ABERTA, [item(I.RECUSADO, 5, 0)], R.RECUSADA],
    ['a supply reversed to nothing', R.ATENDIDA, [item(I.LIBERADO, 5, 0)], R.ABERTA],
    ['cancelled stays cancelled', R.CANCELADA, [item(I.LIBERADO, 5, 0)], R.CANCELADA],
    ['refused by the warehouse stays refused', R.RECUSADA, [item(I.LIBERADO, 5, 0)], R.RECUSADA],
  ])('%s', (_, atual, itens, esperada) => {
    expect(situacaoDaRequisicao(atual, itens)).toBe(esperada);
  });
});
