import {
  f,
  faaAlteradaSchema,
  fechamentoFaaDetalheSchema,
  fechamentoFaaListaSchema,
  fechamentoMassaRespostaSchema,
  fechamentoMassaSchema,
  PA,
  PENDENCIA_FAA_NOME,
} from '@saude/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao, classificacaoRisco, StatusAtendimento } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { auditarLeituraAtendimento, cabecalhoDoAtendimento } from '../atendimento/atendimento.service.js';
import {
  atendimentoIdParams,
  buscaFaa,
  colunasPaciente,
  comPeriodo,
  listaFaaBase,
  periodoDeChegada,
  unidadeDaSessao,
} from './consulta-faa.js';
import { fecharFaa, fecharFaasEmMassa } from './fechamento-faa.service.js';
import { cidPrincipalSql, lerPendencias, pendenciasSql, prontaSql, situacaoDasFaas, ultimoDestinoSql } from './pendencias.js';
import { procedimentosFaturados, procedimentosPrevistos, resumoPorFaa } from './procedimentos.js';

const tags = ['pronto-atendimento/fechamento-faa'];
const base = '/api/pronto-atendimento';

/** `prontas=1`: only the FAAs with no pendência (the bulk screen lists these). */
const lista = comPeriodo(listaFaaBase.extend({ prontas: f.opcional(f.booleano()) }));

export const quemFecha = async (tx: Tx, req: FastifyRequest) => ({
  usuarioId: req.auth.usuarioId,
  infraestruturaId: await unidadeDaSessao(tx, req.auth.lotacaoId),
});

const comNome = (texto: string | null) => lerPendencias(texto).map((codigo) => ({ codigo, nome: PENDENCIA_FAA_NOME[codigo] }));

/**
 * fechamento-faa and fechamento-faa-massa (issue 6 step 7): the open FAAs of the session's location with
 * their pendências and what they will bill, one FAA's detail, its closing, and the bulk closing.
 */
export function fechamentoFaaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/fechamento-faa/datatable`,
    { schema: { tags, querystring: lista, response: { 200: fechamentoFaaListaSchema } }, config: { permission: PA.fecharFaa } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const daUnidade = and(eq(atendimento.status, StatusAtendimento.ABERTO), eq(atendimento.infraestruturaId, local));
        const onde = (w: SQL | undefined) => and(daUnidade, w);
        const pagina = await runDatatable(
          q,
          {
            filter: and(periodoDeChegada(q), q.prontas ? prontaSql : undefined),
            sortable: {
              numero: atendimento.numero,
              recepcionadoEm: atendimento.recepcionadoEm,
              pacienteNome: colunasPaciente.pacienteNome,
            },
            search: buscaFaa,
            defaultOrder: [asc(atendimento.recepcionadoEm)],
            tieBreaker: atendimento.id,
          },
          {
            rows: (w) =>
              tx
                .select({
                  id: atendimento.id,
                  numero: atendimento.numero,
                  recepcionadoEm: atendimento.recepcionadoEm,
                  retroativo: atendimento.retroativo,
                  ...colunasPaciente,
                  classificacaoRisco: classificacaoRisco.nome,
                  cor: classificacaoRisco.cor,
                  desfecho: atendimento.desfecho,
                  ultimoDestino: ultimoDestinoSql,
                  cidPrincipal: cidPrincipalSql,
                  pendencias: pendenciasSql,
                })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
                .where(onde(w))
                .$dynamic(),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(onde(w))
                .$dynamic(),
          },
        );
        const procedimentos = await resumoPorFaa(
          tx,
          pagina.data.map((l) => l.id),
        );
        return {
          ...pagina,
          data: pagina.data.map((l) => {
            const pendencias = comNome(l.pendencias);
            return { ...l, pendencias, pronta: pendencias.length === 0, procedimentos: procedimentos(l.id) };
          }),
        };
      }),
  );

  r.get(
    `${base}/fechamento-faa/show/:atendimentoId`,
    { schema: { tags, params: atendimentoIdParams, response: { 200: fechamentoFaaDetalheSchema } }, config: { permission: PA.fecharFaa } },
    (req) =>
      req.tx(async (tx) => {
        const id = req.params.atendimentoId;
        const { infraestruturaId } = await quemFecha(tx, req);
        const situacao = (await situacaoDasFaas(tx, [id])).get(id);
        if (!situacao || situacao.infraestruturaId !== infraestruturaId) throw notFound('FAA não encontrada nesta unidade.');
        await auditarLeituraAtendimento(tx, req, id, 'fechamento-faa/show');
        const fechada = situacao.status === StatusAtendimento.FECHADO;
        return {
          model: {
            atendimento: await cabecalhoDoAtendimento(tx, id),
            pendencias: situacao.pendencias.map((codigo) => ({ codigo, nome: PENDENCIA_FAA_NOME[codigo] })),
            pronta: situacao.status === StatusAtendimento.ABERTO && situacao.pendencias.length === 0,
            procedimentos: fechada ? await procedimentosFaturados(tx, id) : await procedimentosPrevistos(tx, id),
          },
        };
      }),
  );

  r.put(
    `${base}/fechamento-faa/:atendimentoId`,
    { schema: { tags, params: atendimentoIdParams, response: { 200: faaAlteradaSchema } }, config: { permission: PA.fecharFaa } },
    (req) => req.tx(async (tx) => fecharFaa(tx, await quemFecha(tx, req), req.params.atendimentoId)),
  );

  r.post(
    `${base}/fechamento-faa-massa`,
    {
      schema: {
        tags: ['pronto-atendimento/fechamento-faa-massa'],
        body: fechamentoMassaSchema,
        response: { 200: fechamentoMassaRespostaSchema },
      },
      config: { permission: PA.fecharFaa },
    },
    (req) =>
      req.tx(async (tx) => {
        const resultado = await fecharFaasEmMassa(tx, await quemFecha(tx, req), req.body.atendimentoIds);
        const fechadas = resultado.filter((x) => x.fechada).length;
        const naoFechadas = resultado.length - fechadas;
        return {
          data: resultado,
          fechadas,
          naoFechadas,
          message: `${fechadas} FAA(s) fechada(s)${naoFechadas ? `; ${naoFechadas} não fechada(s)` : ''}.`,
        };
      }),
  );
}
