import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/http-errors.js';
import { exigirDestinoDaTransferencia, exigirOrigemDaTransferencia, TEXTOS_TRANSFERENCIA, type TextosTransferencia } from './index.js';

const t = { id: 5, centroCustoOrigemId: 1, centroCustoDestinoId: 2, itens: [{ id: 10 }, { id: 11 }] };
const recusa = (f: () => void) => {
  try {
    f();
  } catch (e) {
    const h = e as HttpError;
    return { status: h.statusCode, message: h.message, errors: h.errors };
  }
  return null;
};
const distribuicao: TextosTransferencia = {
  soDestinoRecebe: 'Só a sala de vacinação de destino recebe a distribuição.',
  campoDoDocumento: 'distribuicao_id',
  itemAlheio: 'O item informado não pertence a esta distribuição.',
  soOrigemCancela: 'Só a rede de frio de origem cancela a distribuição.',
};

describe('transfer guards of the engine (warehouse transfer, immunization distribution)', () => {
  it('only the destination receives, and only the transfer’s own items', () => {
    expect(recusa(() => exigirDestinoDaTransferencia(t, 2, [{ itemId: 11 }]))).toBeNull();
    expect(recusa(() => exigirDestinoDaTransferencia(t, 1, []))).toEqual({
      status: 422,
      message: TEXTOS_TRANSFERENCIA.soDestinoRecebe,
      errors: { transferencia_id: ['Só o estoque de destino recebe a transferência.'] },
    });
    expect(recusa(() => exigirDestinoDaTransferencia(t, 2, [{ itemId: 10 }, { itemId: 99 }], distribuicao))).toMatchObject({
      status: 422,
      errors: { 'itens.1.item_id': ['O item informado não pertence a esta distribuição.'] },
    });
    expect(recusa(() => exigirDestinoDaTransferencia(t, 1, [], distribuicao))?.errors).toEqual({
      distribuicao_id: ['Só a sala de vacinação de destino recebe a distribuição.'],
    });
  });

  it('only the origin cancels', () => {
    expect(recusa(() => exigirOrigemDaTransferencia(t, 1))).toBeNull();
    expect(recusa(() => exigirOrigemDaTransferencia(t, 2))?.errors).toEqual({
      motivo: ['Só o estoque de origem cancela a transferência.'],
    });
    expect(recusa(() => exigirOrigemDaTransferencia(t, 2, distribuicao))?.message).toBe(distribuicao.soOrigemCancela);
  });
});
