import {
  AMB,
  alteracaoConsultaRespostaSchema,
  alteracaoConsultaSchema,
  atendimentoAmbulatorioListaSchema,
  datatableRequestSchema,
  f,
  MENSAGENS_CONSULTA as M,
  refinePeriodo,
  STATUS_ATENDIMENTO_CONSULTA_NOME,
  StatusAtendimentoConsulta,
} from '@saude/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { listarAtendimentos } from '../atendimento/atendimento.listas.js';
import { ambulatorioAtendimento, ambulatorioAtendimentoAlteracao } from '../atendimento/atendimento.table.js';
import { localDaSessao } from '../recepcao/recepcao.service.js';

const tags = ['ambulatorio/alteracao-consultas-finalizadas'];
const base = '/api/ambulatorio/alteracao-consultas-finalizadas';
const listaQuery = datatableRequestSchema
  .extend({ dataInicio: f.opcional(f.data('Data inicial')), dataFim: f.opcional(f.data('Data final')) })
  .superRefine(refinePeriodo('dataInicio', 'dataFim'));

/**
 * alteracao-consultas-finalizadas (issue 17): the finished and closed attendances of the session's unit, and their
 * reopening for a correction, with a mandatory reason kept beside the row-level audit. Its own permission: the
 * correction itself is the author's (PUT ambulatorio/atendimento/{id}), and closing it again is fechamento-consulta's.
 */
export function alteracaoConsultasFinalizadasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: listaQuery, response: { 200: atendimentoAmbulatorioListaSchema } },
      config: { permission: AMB.alteracaoFinalizadas },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        return listarAtendimentos(
          tx,
          req.query,
          and(
            eq(ambulatorioAtendimento.unidadeId, local.unidadeId),
            noPeriodo(ambulatorioAtendimento.finalizadoEm, req.query.dataInicio, req.query.dataFim),
          ),
          (s) => STATUS_ATENDIMENTO_CONSULTA_NOME[s] ?? '',
        ) as unknown as z.output<typeof atendimentoAmbulatorioListaSchema>;
      }),
  );

  r.put(
    `${base}/reabrir/:id`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: alteracaoConsultaSchema,
        response: { 200: alteracaoConsultaRespostaSchema },
      },
      config: { permission: AMB.alteracaoFinalizadas },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        const [a] = await tx
          .select({ id: ambulatorioAtendimento.id, status: ambulatorioAtendimento.status })
          .from(ambulatorioAtendimento)
          .where(and(eq(ambulatorioAtendimento.id, req.params.id), eq(ambulatorioAtendimento.unidadeId, local.unidadeId)))
          .for('update');
        if (!a) throw notFound(M.naoEncontrado);
        if (a.status === StatusAtendimentoConsulta.REABERTO) throw conflict('A consulta já está reaberta para correção.');
        await tx.insert(ambulatorioAtendimentoAlteracao).values({
          ambulatorioAtendimentoId: a.id,
          usuarioId: req.auth.usuarioId,
          motivo: req.body.motivo,
          statusAnterior: a.status,
        });
        await tx
          .update(ambulatorioAtendimento)
          .set({ status: StatusAtendimentoConsulta.REABERTO, updatedAt: new Date() })
          .where(and(eq(ambulatorioAtendimento.id, a.id), inArray(ambulatorioAtendimento.status, [1, 2])));
        return { id: a.id, status: StatusAtendimentoConsulta.REABERTO, message: M.reaberta };
      }),
  );
}
