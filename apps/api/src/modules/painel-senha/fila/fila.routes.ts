import {
  type AcaoSenha,
  atenderSenhaSchema,
  chamadaSenhaSchema,
  chamarProximaSchema,
  encaminharSenhaSchema,
  evadirSenhaSchema,
  filaSenhaRespostaSchema,
  MENSAGENS_FILA_SENHA,
  minhasSenhasRespostaSchema,
  PS,
  StatusSenha,
  senhaAlteradaSchema,
  senhaRecepcaoRespostaSchema,
  topicoSenhas,
} from '@saude/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { parametrosPainelSenha } from '../parametrizacao/parametros.js';
import { contagemDaFila, formularioDaFila, senhasDaFila, senhasDoAtendente, temposDeEspera, ultimoLocalDoUsuario } from './senha.lista.js';
import { senhaParaRecepcao } from './senha.recepcao.js';
import { aplicarAcaoSenha, type ContextoSenha, chamarProxima, filasDaLotacao, statusDaSenha } from './senha.service.js';

const tags = ['painel-senha/fila'];
const base = '/api/painel-senha';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const consultaFila = z.object({ centroCustoId: z.coerce.number().int().positive().optional() });

/** Who acts, and the queues their lotação operates (a ticket of another queue is refused). */
async function contexto(tx: Tx, req: FastifyRequest): Promise<ContextoSenha> {
  const filas = (await filasDaLotacao(tx, req.auth.lotacaoId)).map((f) => f.id);
  return { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, filas };
}

/**
 * The ticket queue (issue 7, spec 001 §7 "/painel-senha: fila (answer, forward, evade), fila-atendimento
 * (answer, send-back, finalize, evade), chamada"): the waiting list of one queue with its screen's options,
 * "call next", the tickets the user holds, and each action of the tickets' transitions table. `fila/…`
 * acts on any ticket of a queue the user operates; `fila-atendimento/…` on the tickets the user holds.
 */
export function filaSenhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/fila`,
    { schema: { tags, querystring: consultaFila, response: { 200: filaSenhaRespostaSchema } }, config: { permission: PS.filaVer } },
    (req) =>
      req.tx(async (tx) => {
        const centrosCusto = await filasDaLotacao(tx, req.auth.lotacaoId);
        const centroCustoId = req.query.centroCustoId ?? req.auth.centroCustoId;
        if (!centrosCusto.some((c) => c.id === centroCustoId))
          throw unprocessable({ centro_custo_id: [MENSAGENS_FILA_SENHA.foraDaLotacao] });
        const form = await formularioDaFila(tx, centroCustoId);
        const parametros = await parametrosPainelSenha(tx);
        return {
          data: {
            form: { ...form, centrosCusto },
            model: {
              centroCustoId,
              senhas: await senhasDaFila(tx, centroCustoId, form.temposEspera),
              contagem: await contagemDaFila(tx, centroCustoId),
              topico: topicoSenhas(centroCustoId),
              chamadasParaNaoComparecimento: parametros.chamadasParaNaoComparecimento,
              ultimoLocalId: await ultimoLocalDoUsuario(tx, req.auth.usuarioId, centroCustoId),
            },
          },
        };
      }),
  );

  // the ticket the emergency reception receives (issue 16 item 5): the reception page shows it and its priority
  r.get(
    `${base}/fila/senha/:id`,
    { schema: { tags, params: idParams, response: { 200: senhaRecepcaoRespostaSchema } }, config: { permission: PS.filaVer } },
    (req) => req.tx((tx) => senhaParaRecepcao(tx, req.params.id)),
  );

  r.post(
    `${base}/fila/chamar-proxima`,
    { schema: { tags, body: chamarProximaSchema, response: { 200: senhaAlteradaSchema } }, config: { permission: PS.filaOperar } },
    (req) => req.tx(async (tx) => chamarProxima(tx, await contexto(tx, req), req.body)),
  );

  r.get(
    `${base}/fila-atendimento`,
    { schema: { tags, response: { 200: minhasSenhasRespostaSchema } }, config: { permission: PS.filaVer } },
    (req) =>
      req.tx(async (tx) => {
        const temposEspera = await temposDeEspera(tx);
        const parametros = await parametrosPainelSenha(tx);
        return {
          data: {
            senhas: await senhasDoAtendente(tx, req.auth.usuarioId, temposEspera),
            chamadasParaNaoComparecimento: parametros.chamadasParaNaoComparecimento,
          },
        };
      }),
  );

  // call again (counted) a ticket this user holds, or call one waiting ticket out of order to a counter
  r.post(
    `${base}/chamada`,
    { schema: { tags, body: chamadaSenhaSchema, response: { 200: senhaAlteradaSchema } }, config: { permission: PS.filaOperar } },
    (req) =>
      req.tx(async (tx) => {
        const status = await statusDaSenha(tx, req.body.senhaId);
        const acao: AcaoSenha = status === StatusSenha.EM_ESPERA ? 'chamar' : 'rechamar';
        return aplicarAcaoSenha(tx, await contexto(tx, req), {
          senhaId: req.body.senhaId,
          acao,
          opcaoChamadaId: req.body.opcaoChamadaId,
          somenteTitular: acao === 'rechamar',
        });
      }),
  );

  const acao = (caminho: string, a: AcaoSenha, somenteTitular: boolean, body?: z.ZodType) =>
    r.put(
      `${base}/${caminho}/:id`,
      {
        schema: { tags, params: idParams, ...(body ? { body } : {}), response: { 200: senhaAlteradaSchema } },
        config: { permission: PS.filaOperar },
      },
      (req) =>
        req.tx(async (tx) => {
          const b = (req.body ?? {}) as { opcaoChamadaId?: number | null; encaminhamentoId?: number; motivoEvasao?: string };
          return aplicarAcaoSenha(tx, await contexto(tx, req), { senhaId: req.params.id, acao: a, somenteTitular, ...b });
        }),
    );

  // the waiting list
  acao('fila/atender', 'atender', false, atenderSenhaSchema);
  acao('fila/encaminhar', 'encaminhar', false, encaminharSenhaSchema);
  acao('fila/evadir', 'evadir', false, evadirSenhaSchema);
  // the tickets the user holds
  acao('fila-atendimento/atender', 'atender', true, atenderSenhaSchema);
  acao('fila-atendimento/devolver', 'devolver', true);
  acao('fila-atendimento/finalizar', 'finalizar', true);
  acao('fila-atendimento/evadir', 'evadir', true, evadirSenhaSchema);
}
