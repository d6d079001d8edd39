import {
  type AcaoFila,
  acaoFilaFarmaciaRespostaSchema,
  FAR,
  FILA_DESTAQUE_HORAS,
  filaFarmaciaRespostaSchema,
  incluirFilaFarmaciaSchema,
  MENSAGENS_FILA,
  type StatusFilaId,
  StatusFilaNome,
  senhaFilaFarmaciaSchema,
} from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { rotaAutocompletePaciente, sala } from '../../cadastro/index.js';
import { aplicarAcaoFila, contagemFila, listarFila, topicoFila, ultimoLocalDeChamada } from '../../fila/index.js';
import { opcoesDoFormularioDaFila, tela } from '../../painel-senha/index.js';
import { perfilFilaFarmacia } from './fila.perfil.js';
import { exigirEntradaDaFarmacia, filaDaFarmacia, incluirNaFila, MODULO_FARMACIA, senhaDaFarmacia } from './fila.service.js';

const tags = ['farmacia/fila-atendimento'];
const base = '/api/farmacia/fila-atendimento';
const id = z.coerce.number().int().positive();
const opcional = id.optional().catch(undefined);

const consulta = z.object({
  busca: z.string().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s in StatusFilaNome, 'Situação inválida')
    .optional(),
  prioridadeId: opcional,
  tempoEsperaId: opcional,
});

const ctx = (req: FastifyRequest) => ({ clienteId: req.cliente.id, usuarioId: req.auth.usuarioId });

/**
 * The pharmacy queue (spec 000 §2.3 `fila-atendimento`; 001 §7 "fila-atendimento: evade, send-back", "chamada:
 * POST"; issue 19) of the session's pharmacy on the generic queue engine: the list with its options, "Incluir
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
        const q = req.query;
        const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
        const opcoes = await opcoesDoFormularioDaFila(tx, { centroCustoId: chave.centroCustoId });
        const salas = await tx
          .select({ id: sala.id, nome: sala.nome })
          .from(sala)
          .where(and(eq(sala.centroCustoId, chave.centroCustoId), eq(sala.bloqueado, false)))
          .orderBy(porNome(sala.nome));
        const entradas = await listarFila(
          tx,
          chave,
          { ...q, status: q.status as StatusFilaId | undefined, destaqueHoras: FILA_DESTAQUE_HORAS },
          opcoes.temposEspera,
          perfilFilaFarmacia,
        );
        return {
          data: {
            form: {
              prioridades: opcoes.prioridades,
              salas,
              temposEspera: opcoes.temposEspera,
              telas: opcoes.telas,
              ultimoLocal: await ultimoLocalDeChamada(tx, chave, req.auth.usuarioId),
            },
            model: {
              centroCustoId: chave.centroCustoId,
              centroCustoNome: chave.nome,
              fila: entradas,
              contagem: await contagemFila(tx, chave),
              topico: topicoFila(chave),
              destaqueHoras: FILA_DESTAQUE_HORAS,
            },
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: incluirFilaFarmaciaSchema, response: { 201: acaoFilaFarmaciaRespostaSchema } },
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
      schema: { tags, params: z.object({ filaId: id }), response: { 200: senhaFilaFarmaciaSchema } },
      config: { permission: FAR.filaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
        return senhaDaFarmacia(tx, req.params.filaId, chave.infraestruturaId);
      }),
  );

  // spec 001 §7 "chamada": fila_id, tela_id, sala_id — the TV shows it through the engine's listeners
  r.post(
    '/api/farmacia/chamada',
    {
      schema: {
        tags,
        body: z.object({ filaId: id, telaId: id.nullish(), salaId: id.nullish() }),
        response: { 200: acaoFilaFarmaciaRespostaSchema },
      },
      config: { permission: FAR.filaEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
        await exigirEntradaDaFarmacia(tx, b.filaId, chave);
        if (b.salaId) {
          const [s] = await tx.select({ id: sala.id }).from(sala).where(eq(sala.id, b.salaId));
          if (!s) throw unprocessable({ sala_id: ['Sala não encontrada.'] });
        }
        if (b.telaId) {
          const [t] = await tx.select({ id: tela.id }).from(tela).where(eq(tela.id, b.telaId));
          if (!t) throw unprocessable({ tela_id: ['Tela não encontrada.'] });
        }
        const feito = await aplicarAcaoFila(tx, ctx(req), {
          filaId: b.filaId,
          acao: 'chamar',
          modulo: MODULO_FARMACIA,
          telaId: b.telaId,
          salaId: b.salaId,
        });
        return { id: feito.id, status: feito.status };
      }),
  );

  const params = z.object({ id });
  const motivo = z.object({
    motivoEvasao: z
      .string({ error: MENSAGENS_FILA.motivoEvasaoObrigatorio })
      .trim()
      .min(1, MENSAGENS_FILA.motivoEvasaoObrigatorio)
      .max(500, MENSAGENS_FILA.motivoEvasaoLongo),
  });
  /** One action of the patient queues' transitions table on an entry of this pharmacy. */
  const acao = (caminho: string, a: AcaoFila, body?: typeof motivo) =>
    r.put(
      `${base}/${caminho}/:id`,
      {
        schema: { tags, params, ...(body ? { body } : {}), response: { 200: acaoFilaFarmaciaRespostaSchema } },
        config: { permission: FAR.filaEditar },
      },
      (req) =>
        req.tx(async (tx) => {
          const chave = await filaDaFarmacia(tx, req.auth.centroCustoId);
          await exigirEntradaDaFarmacia(tx, req.params.id, chave);
          const feito = await aplicarAcaoFila(tx, ctx(req), {
            filaId: req.params.id,
            acao: a,
            modulo: MODULO_FARMACIA,
            motivoEvasao: (req.body as { motivoEvasao?: string } | undefined)?.motivoEvasao,
          });
          return { id: feito.id, status: feito.status };
        }),
    );
  acao('atender', 'atender');
  acao('devolver', 'devolver');
  acao('evadir', 'evadir', motivo);
  acao('desfazer-evasao', 'desfazerEvasao');
}
