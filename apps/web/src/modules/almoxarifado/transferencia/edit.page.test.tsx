import { ALM, hojeIso, transferenciaEdicaoRespostaSchema, transferenciaModeloSchema } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

type Modelo = z.output<typeof transferenciaModeloSchema>;

const emTransito: Modelo = {
  id: 41,
  centroCustoOrigemId: 3,
  origem: 'Almoxarifado Central',
  centroCustoDestinoId: 8,
  destino: 'Estoque do Pronto Atendimento',
  dataEnvio: '2026-03-02',
  enviadoPor: 'Paulo Henrique Siqueira',
  dataRecebimento: null,
  recebidoPor: null,
  observacao: null,
  motivoCancelamento: null,
  situacao: 1,
  podeReceber: true,
  podeCancelar: false,
  itens: [
    {
      id: 6,
      materialId: 2,
      material: 'LUVA DE PROCEDIMENTO M',
      loteId: 4,
      lote: 'LV2026A',
      validade: '2027-01-31',
      quantidadeEnviada: 30,
      quantidadeRecebida: null,
      motivoDivergencia: null,
      custoUnitario: '0.50',
    },
  ],
};

describe('almoxarifado/transferencia/edit (destination)', () => {
  it('the destination receives less than sent only with the reason of the divergence', async () => {
    logar(sessao({ permissoes: [ALM.transferenciaVer, ALM.transferenciaReceber] }));
    const api = mockApi({
      'GET /api/almoxarifado/transferencia/41/edit': wireDe(transferenciaEdicaoRespostaSchema, {
        form: { centroCusto: { id: 8, nome: 'Estoque do Pronto Atendimento' } },
        model: emTransito,
      }),
      'PUT /api/almoxarifado/transferencia/41': () =>
        reply(
          200,
          wireDe(transferenciaModeloSchema, {
            ...emTransito,
            situacao: 4,
            podeReceber: false,
            dataRecebimento: hojeIso(),
            recebidoPor: 'Paulo Henrique Siqueira',
            itens: [{ ...emTransito.itens[0], quantidadeRecebida: 25, motivoDivergencia: 'Caixa avariada' }],
          }),
        ),
    });
    const { user } = renderApp('/almoxarifado/transferencia/edit/41');
    const recebida = (await screen.findByLabelText('Quantidade recebida do lote LV2026A', {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(recebida.value).toBe('30');
    expect(screen.getByText('Enviada (em trânsito)')).toBeTruthy();
    await user.clear(recebida);
    await user.type(recebida, '25');
    await user.click(screen.getByText('Confirmar recebimento', { selector: 'button > span' }));
    expect(await screen.findByText('Lote LV2026A: informe o motivo da divergência no recebimento.')).toBeTruthy();
    expect(api.de('PUT /api/almoxarifado/transferencia/41')).toHaveLength(0);
    await user.click(screen.getByLabelText('Motivo da divergência do lote LV2026A'));
    await user.paste('Caixa avariada');
    await user.click(screen.getByText('Confirmar recebimento', { selector: 'button > span' }));
    expect(await screen.findByText('Recebida com divergência')).toBeTruthy();
    expect(api.de('PUT /api/almoxarifado/transferencia/41')[0].body).toEqual({
      data: hojeIso(),
      itens: [{ item_id: 6, quantidade_recebida: 25, motivo_divergencia: 'Caixa avariada' }],
    });
  }, 60_000);
});
