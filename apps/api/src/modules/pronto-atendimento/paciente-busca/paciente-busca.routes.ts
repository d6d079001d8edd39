import { f, PA, pacienteBuscaListaSchema, pacienteBuscaLocaisSchema, resumoFaaRespostaSchema, SetorTipo } from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { atendimento, cidadao, classificacaoRisco, infraestrutura, unidade } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import { auditarLeituraAtendimento } from '../atendimento/atendimento.service.js';
import {
  atendimentoIdParams,
  buscaFaa,
  colunasPaciente,
  comPeriodo,
  listaFaaBase,
  periodoDeChegada,
} from '../fechamento-faa/consulta-faa.js';
import { cidPrincipalSql } from '../fechamento-faa/pendencias.js';
import { resumoDaFaa } from './resumo-faa.js';

const tags = ['pronto-atendimento/paciente-busca'];
const base = '/api/pronto-atendimento/paciente-busca';

const lista = comPeriodo(listaFaaBase.extend({ infraestruturaId: f.opcional(f.referencia('Unidade')) }));

const rotuloLocal = sql<string>`${unidade.nomeFantasia} || ' — ' || ${infraestrutura.nome}`;

/**
 * paciente-busca (issue 6 step 7): past attendances of the municipality found by the patient (name, CPF,
 * CNS), the FAA number, the arrival period and the location; the whole FAA of one (an audited read).
 */
export function pacienteBuscaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: lista, response: { 200: pacienteBuscaListaSchema } }, config: { permission: PA.pacienteBusca } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        return runDatatable(
          q,
          {
            filter: and(periodoDeChegada(q), q.infraestruturaId ? eq(atendimento.infraestruturaId, q.infraestruturaId) : undefined),
            sortable: {
              numero: atendimento.numero,
              recepcionadoEm: atendimento.recepcionadoEm,
              pacienteNome: colunasPaciente.pacienteNome,
            },
            search: buscaFaa,
            defaultOrder: [desc(atendimento.recepcionadoEm)],
            tieBreaker: sql`${atendimento.id} desc`,
          },
          {
            rows: (w) =>
              tx
                .select({
                  id: atendimento.id,
                  numero: atendimento.numero,
                  status: atendimento.status,
                  retroativo: atendimento.retroativo,
                  recepcionadoEm: atendimento.recepcionadoEm,
                  ...colunasPaciente,
                  unidade: rotuloLocal,
                  classificacaoRisco: classificacaoRisco.nome,
                  cor: classificacaoRisco.cor,
                  desfecho: atendimento.desfecho,
                  cidPrincipal: cidPrincipalSql,
                })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .innerJoin(infraestrutura, eq(infraestrutura.id, atendimento.infraestruturaId))
                .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
                .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
                .where(w)
                .$dynamic(),
            count: (w) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(w)
                .$dynamic(),
          },
        );
      }),
  );

  // the locations with an emergency care (a triage or observation sector), for the filter
  r.get(
    `${base}/locais`,
    { schema: { tags, response: { 200: pacienteBuscaLocaisSchema } }, config: { permission: PA.pacienteBusca } },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({ id: infraestrutura.id, label: rotuloLocal })
          .from(infraestrutura)
          .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
          .where(
            sql`exists (select 1 from centro_custo cc join setor s on s.id = cc.setor_id
                      where cc.infraestrutura_id = ${infraestrutura.id} and s.setor_tipo_id in (${SetorTipo.TRIAGEM}, ${SetorTipo.OBSERVACAO}))`,
          )
          .orderBy(porNome(rotuloLocal)),
      })),
  );

  r.get(
    `${base}/show/:atendimentoId`,
    { schema: { tags, params: atendimentoIdParams, response: { 200: resumoFaaRespostaSchema } }, config: { permission: PA.pacienteBusca } },
    (req) =>
      req.tx(async (tx) => {
        const model = await resumoDaFaa(tx, req.params.atendimentoId);
        await auditarLeituraAtendimento(tx, req, req.params.atendimentoId, 'paciente-busca/show');
        return { model };
      }),
  );
}
