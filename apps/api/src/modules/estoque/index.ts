// The stock engine's published interface (decision 0013): what the warehouse, the pharmacy and immunization call.
import { hojeIso, sugestaoLotesQuerySchema, sugestaoLotesSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sugerirLotes } from './estoque.posicao.js';

export { fecharPeriodo, type LinhaPosicao, posicao, sugerirLotes } from './estoque.posicao.js';
export { type ContextoEstoque, type DocumentoEstoque, fechadoAte, recusaEstoque } from './estoque.regras.js';
export {
  ajustarInventario,
  entrar,
  estornar,
  type LoteInformado,
  lotesComSaldo,
  type MovimentoGravado,
  obterLote,
  type PedidoEntrada,
  type PedidoRetirada,
  retirar,
} from './estoque.service.js';
export * from './estoque.table.js';
export {
  cancelarTransferencia,
  type PedidoTransferencia,
  receberTransferencia,
  SITUACAO_TRANSFERENCIA,
  transferir,
} from './estoque.transferencia.js';
export {
  cancelarNaOrigem,
  exigirDestinoDaTransferencia,
  exigirOrigemDaTransferencia,
  lerTransferencia,
  receberNoDestino,
  SITUACAO_TRANSFERENCIA_RECEBIDA_COM_DIVERGENCIA,
  situacaoTelaTransferencia,
  TEXTOS_TRANSFERENCIA,
  type TextosTransferencia,
} from './estoque.transferencia.leitura.js';

/**
 * `GET <base>/sugestao`: the lots an exit of the session's stock would take (first-expiry-first-out), what is missing
 * and what is expired. Every screen that takes stock out serves it under its own URL and permission.
 */
export function rotaSugestaoLotes(app: FastifyInstance, rota: { base: string; tags: string[]; permission: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${rota.base}/sugestao`,
    {
      schema: { tags: rota.tags, querystring: sugestaoLotesQuerySchema, response: { 200: sugestaoLotesSchema } },
      config: { permission: rota.permission },
    },
    (req) =>
      req.tx((tx) =>
        sugerirLotes(tx, {
          centroCustoId: req.auth.centroCustoId,
          materialId: req.query.materialId,
          quantidade: req.query.quantidade,
          data: req.query.data ?? hojeIso(),
        }),
      ),
  );
}
