import {
  NotificacaoTipoNome,
  notificacaoMarcadaRespostaSchema,
  notificacoesNaoLidasRespostaSchema,
  notificacoesRecebidasRespostaSchema,
} from '@saude/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notificacao, notificacaoDestinatario } from '../../../db/schema/index.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';

const tags = ['administracao/notificacao'];
const base = '/api/administracao/notificacao/recebida';

const ordenaveis = {
  dataHoraAtualizacao: notificacao.updatedAt,
  titulo: notificacao.titulo,
  visualizado: notificacaoDestinatario.visualizado,
} as const;

const campos = {
  id: notificacaoDestinatario.id,
  lotacaoId: notificacaoDestinatario.lotacaoId,
  tipoId: notificacao.tipoId,
  titulo: notificacao.titulo,
  mensagem: notificacao.mensagem,
  visualizado: notificacaoDestinatario.visualizado,
  // the message's own time: reading it must not move it to the top of the list
  dataHoraAtualizacao: notificacao.updatedAt,
};

type Linha = { tipoId: number } & Record<string, unknown>;
const comTipo = <T extends Linha>({ tipoId, ...r }: T) => ({ ...r, tipoNome: NotificacaoTipoNome[tipoId] ?? 'Notificação' });

export async function contarNaoLidas(tx: Tx, lotacaoId: number) {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notificacaoDestinatario)
    .where(and(eq(notificacaoDestinatario.lotacaoId, lotacaoId), eq(notificacaoDestinatario.visualizado, false)));
  return n;
}

export async function listarRecebidas(tx: Tx, lotacaoId: number, order: { by: keyof typeof ordenaveis; dir: 'asc' | 'desc' }, limit = 200) {
  const col = ordenaveis[order.by];
  const rows = await tx
    .select(campos)
    .from(notificacaoDestinatario)
    .innerJoin(notificacao, eq(notificacao.id, notificacaoDestinatario.notificacaoId))
    .where(eq(notificacaoDestinatario.lotacaoId, lotacaoId))
    .orderBy(order.dir === 'desc' ? desc(col) : asc(col), desc(notificacaoDestinatario.id))
    .limit(limit);
  return rows.map(comTipo);
}

/** Spec 000 §2.5 and §7: the placement's notifications, and marking one read. */
export function notificacaoRecebidaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lotacaoDaSessao = (lotacaoId: number | undefined, sessao: number) => {
    if (lotacaoId !== undefined && lotacaoId !== sessao) throw forbidden('As notificações pertencem a outra lotação.');
  };

  r.get(
    base,
    {
      schema: {
        tags,
        querystring: z.object({
          lotacaoId: z.coerce.number().int().optional(),
          order: z
            .object({
              by: z.enum(['dataHoraAtualizacao', 'data_hora_atualizacao', 'titulo', 'visualizado']).default('dataHoraAtualizacao'),
              dir: z.enum(['asc', 'desc']).default('desc'),
            })
            .optional(),
        }),
        response: { 200: notificacoesRecebidasRespostaSchema },
      },
      config: { permission: null },
    },
    async (req) => {
      lotacaoDaSessao(req.query.lotacaoId, req.auth.lotacaoId);
      const by = (
        req.query.order?.by === 'data_hora_atualizacao' ? 'dataHoraAtualizacao' : (req.query.order?.by ?? 'dataHoraAtualizacao')
      ) as keyof typeof ordenaveis;
      return req.tx(async (tx) => ({
        data: await listarRecebidas(tx, req.auth.lotacaoId, { by, dir: req.query.order?.dir ?? 'desc' }),
        naoLidas: await contarNaoLidas(tx, req.auth.lotacaoId),
      }));
    },
  );

  r.get(
    `${base}/nao-lidas`,
    { schema: { tags, response: { 200: notificacoesNaoLidasRespostaSchema } }, config: { permission: null } },
    async (req) => ({
      quantidade: await req.tx((tx) => contarNaoLidas(tx, req.auth.lotacaoId)),
    }),
  );

  r.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({
          lotacaoId: z.coerce.number().int().optional(),
          visualizado: z.boolean({ error: 'O campo Visualizado é obrigatório.' }),
        }),
        response: { 200: notificacaoMarcadaRespostaSchema },
      },
      config: { permission: null },
    },
    async (req) => {
      lotacaoDaSessao(req.body.lotacaoId, req.auth.lotacaoId);
      return req.tx(async (tx) => {
        const [row] = await tx
          .update(notificacaoDestinatario)
          .set({ visualizado: req.body.visualizado, visualizadoEm: req.body.visualizado ? new Date() : null })
          .where(and(eq(notificacaoDestinatario.id, req.params.id), eq(notificacaoDestinatario.lotacaoId, req.auth.lotacaoId)))
          .returning({ id: notificacaoDestinatario.id });
        if (!row) throw notFound('Notificação não encontrada.');
        const [n] = await tx
          .select(campos)
          .from(notificacaoDestinatario)
          .innerJoin(notificacao, eq(notificacao.id, notificacaoDestinatario.notificacaoId))
          .where(eq(notificacaoDestinatario.id, row.id));
        return { ...comTipo(n), naoLidas: await contarNaoLidas(tx, req.auth.lotacaoId) };
      });
    },
  );
}
