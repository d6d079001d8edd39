import {
  cidAutocompleteSchema,
  datatableRequestSchema,
  FAR,
  formatarProcedimentoSigtap,
  GRUPO_SIGTAP_CEAF,
  hojeIso,
  medicamentoAltoCustoAutocompleteSchema,
  primeiroDiaDoMes,
  procedimentoCeafAutocompleteSchema,
  retiradaPendenteDatatableSchema,
  STATUS_ALTO_CUSTO,
} from '@saude/shared';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cidadao } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { codigos, type LookupSpec, lookupOrder, lookupQuerySchema, lookupWhere, termoDe } from '../../../lib/lookup.js';
import { porNome } from '../../../lib/sql/texto.js';

import { material, rotaAutocompletePaciente, todasAsPalavras } from '../../cadastro/index.js';
import { BASE_ALTO_CUSTO as base, nomeDoPaciente, TAGS_ALTO_CUSTO as tags } from './alto-custo.consulta.js';
import { vencerProcessos } from './alto-custo.service.js';
import { farmaciaProcessoAltoCustoCompetencia as competencia, farmaciaProcessoAltoCusto as processo } from './alto-custo.table.js';

const idOpcional = z.coerce.number().int().positive().optional().catch(undefined);

/** The CEAF procedures whose SIGTAP name starts with the medicine's name and strength ("ADALIMUMABE 40 MG…"). */
const doMedicamento = (medicamentoId: number | SQL) => sql`exists (select 1 from medicamento md where md.id = ${medicamentoId}
  and f_unaccent(lower(ps.nome)) like f_unaccent(lower(md.denominacao || coalesce(' ' || md.concentracao, ''))) || '%')`;

const ceaf: LookupSpec = { codigo: sql`ps.codigo`, comoCodigo: codigos.digitos(10), nome: sql`ps.nome` as never };

/**
 * The pickers of the process form (each under the screen's own permission: the pharmacist needs no registry
 * permission) and the pending pickups of this month (a tab of the index).
 */
export function altoCustoOpcoesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: FAR.altoCustoVer });

  // medicines with a stock item; those with a CEAF procedure in SIGTAP first
  r.get(
    `${base}/medicamento/autocomplete`,
    {
      schema: { tags, querystring: lookupQuerySchema, response: { 200: medicamentoAltoCustoAutocompleteSchema } },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const { rows } = await tx.execute(sql`
          select md.id, ma.nome as label, md.material_id from medicamento md join material ma on ma.id = md.material_id
           where not md.bloqueado and not ma.bloqueado and ${todasAsPalavras(termo, sql`ma.nome`) ?? sql`true`}
           order by not exists (select 1 from procedimento_sigtap ps where ps.codigo like ${`${GRUPO_SIGTAP_CEAF}%`}
                                and ${doMedicamento(sql`md.id`)}), ${porNome(sql`ma.nome`)}, md.id
           limit ${req.query.length}`);
        return { data: rows.map((m) => ({ id: Number(m.id), label: String(m.label), materialId: Number(m.material_id) })) };
      }),
  );

  // the CEAF procedures (SIGTAP 06.04): with a medicine and no term, those named after it (the form preselects)
  r.get(
    `${base}/procedimento/autocomplete`,
    {
      schema: {
        tags,
        querystring: lookupQuerySchema.extend({ medicamentoId: idOpcional }),
        response: { 200: procedimentoCeafAutocompleteSchema },
      },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        const { medicamentoId } = req.query;
        const filtro: SQL | undefined = termo ? lookupWhere(ceaf, termo) : medicamentoId ? doMedicamento(medicamentoId) : undefined;
        // no term: the medicine's procedures in SIGTAP order (the first one is the form's suggestion)
        const ordem = termo
          ? [...(medicamentoId ? [sql`not ${doMedicamento(medicamentoId)}`] : []), ...lookupOrder(ceaf, termo)]
          : [sql`ps.codigo`];
        const { rows } = await tx.execute(sql`
          select ps.codigo, ps.nome from procedimento_sigtap ps
           where ps.codigo like ${`${GRUPO_SIGTAP_CEAF}%`} and ${filtro ?? sql`true`}
           order by ${sql.join(ordem, sql`, `)} limit ${req.query.length}`);
        return {
          data: rows.map((p) => {
            const codigo = formatarProcedimentoSigtap(String(p.codigo));
            return { id: String(p.codigo), codigo, nome: String(p.nome), label: `${codigo} - ${p.nome}` };
          }),
        };
      }),
  );

  // the CIDs the procedure allows (SIGTAP procedimento_cid), by code or description
  r.get(
    `${base}/cid/autocomplete`,
    {
      schema: {
        tags,
        querystring: lookupQuerySchema.extend({
          procedimentoCodigo: z
            .string()
            .regex(/^\d{10}$/)
            .optional()
            .catch(undefined),
        }),
        response: { 200: cidAutocompleteSchema },
      },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const { procedimentoCodigo } = req.query;
        if (!procedimentoCodigo) return { data: [] };
        const termo = termoDe(req.query);
        const spec: LookupSpec = { codigo: sql`c.codigo`, comoCodigo: codigos.letraDigitos(3), nome: sql`c.descricao` as never };
        const { rows } = await tx.execute(sql`
          select c.codigo, c.descricao, c.subcategoria, c.sexo from cid c
           where exists (select 1 from procedimento_cid pc where pc.procedimento_codigo = ${procedimentoCodigo}
                           and pc.cid_codigo in (c.codigo, left(c.codigo, 3)))
             and ${lookupWhere(spec, termo) ?? sql`true`}
           order by ${sql.join(lookupOrder(spec, termo), sql`, `)} limit ${req.query.length}`);
        return {
          data: rows.map((c) => {
            const codigo = String(c.codigo);
            const comPonto = codigo.length === 4 ? `${codigo.slice(0, 3)}.${codigo[3]}` : codigo;
            return {
              id: codigo,
              codigo: comPonto,
              descricao: String(c.descricao),
              label: `${comPonto} - ${c.descricao}`,
              subcategoria: Boolean(c.subcategoria),
              sexo: (c.sexo as string | null) ?? null,
            };
          }),
        };
      }),
  );

  // authorised processes whose competence of this month is not fully picked up, with the patient's phone to call
  r.get(
    `${base}/retirada-pendente`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: retiradaPendenteDatatableSchema } },
      config: { permission: FAR.altoCustoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await vencerProcessos(tx);
        const de = <T extends ReturnType<typeof tx.select>>(sel: T, where: SQL | undefined) =>
          sel
            .from(processo)
            .innerJoin(competencia, eq(competencia.processoId, processo.id))
            .innerJoin(cidadao, eq(cidadao.id, processo.pacienteId))
            .innerJoin(material, eq(material.id, processo.materialId))
            .where(
              and(
                eq(processo.centroCustoId, req.auth.centroCustoId),
                eq(processo.status, STATUS_ALTO_CUSTO.AUTORIZADO),
                eq(competencia.competencia, primeiroDiaDoMes(hojeIso())),
                lt(competencia.quantidadeDispensada, competencia.quantidadeAutorizada),
                where,
              ),
            )
            .$dynamic();
        return runDatatable(
          req.query,
          {
            sortable: { paciente: porNome(nomeDoPaciente), medicamento: porNome(material.nome), validadeFim: processo.validadeFim },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial, material.nome),
            defaultOrder: [porNome(nomeDoPaciente)],
            tieBreaker: processo.id,
          },
          {
            rows: (where) =>
              de(
                tx.select({
                  id: processo.id,
                  pacienteId: processo.pacienteId,
                  paciente: nomeDoPaciente,
                  telefone: sql<string | null>`coalesce((select t.numero from cidadao_telefone t where t.cidadao_id = ${cidadao.id}
                    order by t.ordem, t.id limit 1), ${cidadao.telefone})`,
                  medicamento: material.nome,
                  competencia: competencia.competencia,
                  mes: competencia.mes,
                  quantidadeAutorizada: competencia.quantidadeAutorizada,
                  quantidadeDispensada: competencia.quantidadeDispensada,
                  validadeFim: processo.validadeFim,
                }),
                where,
              ),
            count: (where) => de(tx.select({ total: sql<number>`count(*)::int` }), where),
          },
        ) as never;
      }),
  );
}
