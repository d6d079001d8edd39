import {
  AMB,
  gerenciamentoDiarioDatatableSchema,
  gerenciamentoDiarioFiltrosSchema,
  gerenciamentoDiarioQuerySchema,
  gerenciamentoDiarioResumoSchema,
  requestedOrder,
  toCamel,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { contarSituacoes, linhasDoDia, paraAgendamentoDoDia } from './dia.sql.js';

const tags = ['ambulatorio/gerenciamento-diario'];
const base = '/api/ambulatorio/gerenciamento-diario';

/** Sortable columns (whitelisted: the client's names never reach SQL); ties fall to the time and the id. */
const ORDENAVEIS: Record<string, SQL> = {
  hora: sql`d.hora`,
  pacienteNome: sql`d.paciente_nome collate "und-x-icu"`,
  especialidadeNome: sql`d.especialidade_nome collate "und-x-icu"`,
  recursoNome: sql`d.recurso_nome collate "und-x-icu"`,
  situacao: sql`d.situacao`,
  chegadaEm: sql`d.chegada_em`,
  esperaMinutos: sql`d.espera_minutos`,
};

/** The unit of the session's placement: the day is always the user's own unit (issue 17). */
async function unidadeDaSessao(tx: Tx, lotacaoId: number) {
  const unidadeId = await unidadeDaLotacao(tx, lotacaoId);
  if (!unidadeId) {
    const msg = 'Escolha uma lotação em uma unidade de saúde (Trocar lotação).';
    throw unprocessable({ lotacao_id: [msg] }, msg);
  }
  return unidadeId;
}

type Filtros = z.output<typeof gerenciamentoDiarioFiltrosSchema>;

function doDia(unidadeId: number, f: Filtros, termo = ''): SQL {
  const partes: SQL[] = [sql`j.unidade_id = ${unidadeId}`, sql`a.data = ${f.data}`];
  if (f.especialidadeId) partes.push(sql`j.especialidade_id = ${f.especialidadeId}`);
  if (f.profissionalId) partes.push(sql`j.recurso_id = ${f.profissionalId}`);
  if (termo) {
    const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digitos = termo.replace(/\D/g, '');
    partes.push(sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(${like})
      ${digitos.length >= 4 ? sql`or c.cpf = ${digitos} or c.cns = ${digitos}` : sql``})`);
  }
  return sql.join(partes, sql` and `);
}

/**
 * ambulatorio/gerenciamento-diario (spec 000 §2.3, issue 17): the day of the user's unit — every appointment with
 * where the patient is (booked, arrived, in attendance, realised, absent, cancelled), arrival and waiting time,
 * and the counters per situation. The actions are the existing ones (agendamento absent/undo-absent, recepcao).
 */
export function gerenciamentoDiarioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/resumo`,
    {
      schema: { tags, querystring: gerenciamentoDiarioFiltrosSchema, response: { 200: gerenciamentoDiarioResumoSchema } },
      config: { permission: AMB.gerenciamentoDiario },
    },
    (req) =>
      req.tx(async (tx) => {
        const unidadeId = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const { rows: un } = await tx.execute(sql`select nome_fantasia from unidade where id = ${unidadeId}`);
        const contadores = await contarSituacoes(tx, linhasDoDia(doDia(unidadeId, req.query)));
        // the options: the specialties and professionals with agendas in this unit that cover the day
        const { rows: opcoes } = await tx.execute(sql`
          select distinct 'e' as tipo, e.id, e.nome from jornada j join especialidade e on e.id = j.especialidade_id
           where j.modulo = ${MODULO_AMBULATORIO} and j.unidade_id = ${unidadeId}
             and j.vigencia_inicio <= ${req.query.data} and (j.vigencia_fim is null or j.vigencia_fim >= ${req.query.data})
          union
          select distinct 'p', j.recurso_id, coalesce(c.nome, s.nome, 'Recurso ' || j.recurso_id) from jornada j
            left join usuario u on j.recurso_tipo = 1 and u.id = j.recurso_id left join cidadao c on c.id = u.cidadao_id
            left join servico s on j.recurso_tipo = 2 and s.id = j.recurso_id
           where j.modulo = ${MODULO_AMBULATORIO} and j.unidade_id = ${unidadeId}
             and j.vigencia_inicio <= ${req.query.data} and (j.vigencia_fim is null or j.vigencia_fim >= ${req.query.data})
          order by 3`);
        const lista = opcoes as { tipo: string; id: number | string; nome: string }[];
        const de = (t: string) => lista.filter((o) => o.tipo === t).map((o) => ({ id: Number(o.id), nome: o.nome }));
        return {
          data: req.query.data,
          unidadeId,
          unidadeNome: String((un[0] as { nome_fantasia?: string } | undefined)?.nome_fantasia ?? ''),
          contadores,
          especialidades: de('e'),
          profissionais: de('p'),
        };
      }),
  );

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: gerenciamentoDiarioQuerySchema, response: { 200: gerenciamentoDiarioDatatableSchema } },
      config: { permission: AMB.gerenciamentoDiario },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const unidadeId = await unidadeDaSessao(tx, req.auth.lotacaoId);
        const termo = q.search?.value?.trim() ?? '';
        const situacao = q.situacao ? sql`d.situacao = ${q.situacao}` : sql`true`;
        const ordem = requestedOrder(
          { ...q, order: q.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
          Object.keys(ORDENAVEIS),
        ).map((o) => sql`${ORDENAVEIS[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc nulls last' : 'asc nulls last')}`);
        const orderBy = sql.join([...ordem, sql`d.hora`, sql`d.id`], sql`, `);
        const todas = linhasDoDia(doDia(unidadeId, q));
        const filtradas = linhasDoDia(doDia(unidadeId, q, termo));
        const total = await tx.execute(sql`select count(*)::int as n from (${todas}) d`);
        const filtrado = await tx.execute(sql`select count(*)::int as n from (${filtradas}) d where ${situacao}`);
        const { rows } = await tx.execute(
          sql`select * from (${filtradas}) d where ${situacao} order by ${orderBy} limit ${q.length} offset ${q.start}`,
        );
        return {
          draw: q.draw,
          recordsTotal: Number((total.rows[0] as { n: number }).n),
          recordsFiltered: Number((filtrado.rows[0] as { n: number }).n),
          data: (rows as Record<string, unknown>[]).map(paraAgendamentoDoDia),
        };
      }),
  );
}
