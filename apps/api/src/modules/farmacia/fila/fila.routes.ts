import {
  acaoEntradaFilaRespostaSchema,
  FAR,
  FILA_DESTAQUE_HORAS,
  filaFarmaciaRespostaSchema,
  incluirFilaFarmaciaSchema,
  senhaFilaFarmaciaSchema,
} from '@saude/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { rotaAutocompletePaciente } from '../../cadastro/index.js';
import { consultaFilaSchema, dadosDaFila, filtroId, rotaChamadaDaFila, rotasDeAcoesDaFila } from '../../fila/index.js';
import { registrosDaFila } from '../../painel-senha/index.js';
import { perfilFilaFarmacia } from './fila.perfil.js';
import { exigirEntradaDaFarmacia, filaDaFarmacia, incluirNaFila, MODULO_FARMACIA, senhaDaFarmacia } from './fila.service.js';

const tags = ['farmacia/fila-atendimento'];
const base = '/api/farmacia/fila-atendimento';

const consulta = consultaFilaSchema.extend({ prioridadeId: filtroId });

const ctx = (req: FastifyRequest) => ({ clienteId: req.cliente.id, usuarioId: req.auth.usuarioId });

/** Every call and action is on an entry of the session pharmacy's queue (another one's is not found). */
const daFarmacia = async (tx: Tx, req: FastifyRequest, filaId: number) =>
  exigirEntradaDaFarmacia(tx, filaId, await filaDaFarmacia(tx, req.auth.centroCustoId));

/**
 * The pharmacy queue (spec 000 §2.3 `fila-atendimento`; 001 §7 "fila-atendimento: evade, send-back", "chamada:
 * POST"; issue 19) of the session's pharmacy, a desk of the queue engine: the list with its options, "Incluir
 * paciente na fila" (with or without a kiosk ticket), the call (to the TV and room through the engine's
 * `aoChamar`), attend (the dispensing screen opens; its store finishes the entry), send back, evade and cancel
 * the evasion. Every change reaches the screens through the queue's live topic.
 */
export function filaFarmaciaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    { schema: { tags, querystring: consulta, response: { 200: filaFarmaciaRespostaSchema } }, config: { permission: FAR.filaVer } },
    (req) =>
      req.tx(async (tx) => {
        const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
        const { opcoes, form, model } = await dadosDaFila(tx, {
          chave,
          usuarioId: req.auth.usuarioId,
          filtros: req.query,
          destaqueHoras: FILA_DESTAQUE_HORAS,
          perfil: perfilFilaFarmacia,
          registros: registrosDaFila,
        });
        return {
          data: {
            form: { prioridades: opcoes.prioridades, ...form },
            model: { centroCustoId: chave.centroCustoId, centroCustoNome: chave.nome, ...model },
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: incluirFilaFarmaciaSchema, response: { 201: acaoEntradaFilaRespostaSchema } },
      config: { permission: FAR.filaEditar },
    },
    async (req, reply) => {
      const feito = await req.tx(async (tx) => incluirNaFila(tx, ctx(req), await filaDaFarmacia(tx, req.auth.centroCustoId), req.body));
      return reply.status(201).send(feito);
    },
  );

  // the counter's patient picker, under the queue's own permission (the clerk needs no patient-registry permission)
  rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: FAR.filaEditar });

  // the ticket the counter sent here (painel-senha's reception registry, fila.senha.ts), to include its patient
  r.get(
    `${base}/senha/:filaId`,
    {
      schema: { tags, params: z.object({ filaId: z.coerce.number().int().positive() }), response: { 200: senhaFilaFarmaciaSchema } },
      config: { permission: FAR.filaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
        return senhaDaFarmacia(tx, req.params.filaId, chave.infraestruturaId);
      }),
  );

  const balcao = { tags, modulo: MODULO_FARMACIA, resposta: acaoEntradaFilaRespostaSchema, antes: daFarmacia };
  rotaChamadaDaFila(app, { ...balcao, url: '/api/farmacia/chamada', permissao: FAR.filaEditar, registros: registrosDaFila });
  rotasDeAcoesDaFila(app, {
    ...balcao,
    acoes: [
      { acao: 'atender', url: `${base}/atender/:id`, permissao: FAR.filaEditar },
      { acao: 'devolver', url: `${base}/devolver/:id`, permissao: FAR.filaEditar },
      { acao: 'evadir', url: `${base}/evadir/:id`, permissao: FAR.filaEditar },
      { acao: 'desfazerEvasao', url: `${base}/desfazer-evasao/:id`, permissao: FAR.filaEditar },
    ],
  });
}
