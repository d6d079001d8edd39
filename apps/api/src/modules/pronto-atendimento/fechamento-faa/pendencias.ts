import { DESTINOS_QUE_ENCERRAM, type PendenciaFaa, STATUS_FILA_ATIVOS } from '@saude/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimento } from '../../../db/schema/index.js';
import { MODULO_PA } from '../constantes.js';

// Every expression below is correlated on the outer query's "atendimento" row, so one SELECT gives a page
// of FAAs with their pendências (no query per row). Written by hand: Drizzle leaves a one-table select's
// columns unqualified, ambiguous inside a subquery.
const ENCERRAM = sql.raw(DESTINOS_QUE_ENCERRAM.join(', '));
const ATIVOS = sql.raw(STATUS_FILA_ATIVOS.join(', '));

/**
 * The FAA's principal CID: that of the most recent evaluation that gave one (a re-evaluation after
 * medication may leave the diagnosis as it was). The billed procedures carry it.
 */
export const cidPrincipalSql = sql<string | null>`(select d.cid_codigo from atendimento_diagnostico d
  join atendimento_medico am on am.id = d.atendimento_medico_id
  where am.atendimento_id = "atendimento"."id" and d.principal = 1
  order by am.criado_em desc, am.id desc limit 1)`;

/** The destination of the last doctor evaluation (DestinoAtendimento), null before the first. */
export const ultimoDestinoSql = sql<number | null>`(select am.destino from atendimento_medico am
  where am.atendimento_id = "atendimento"."id" order by am.criado_em desc, am.id desc limit 1)`;

/** Each pendência as a condition: true means the FAA cannot be closed for that reason. */
export const CONDICOES_PENDENCIA: Record<PendenciaFaa, SQL<boolean>> = {
  SEM_AVALIACAO_MEDICA: sql<boolean>`not exists (select 1 from atendimento_medico am where am.atendimento_id = "atendimento"."id")`,
  SEM_CID_PRINCIPAL: sql<boolean>`${cidPrincipalSql} is null`,
  // the outcome recorded on the FAA and the last destination must both end the stay (observation and
  // medication-and-reassessment bring the patient back to the doctor)
  SEM_DESFECHO: sql<boolean>`("atendimento"."desfecho" is null or "atendimento"."desfecho" not in (${ENCERRAM})
    or coalesce(${ultimoDestinoSql}, 0) not in (${ENCERRAM}))`,
  EM_FILA: sql<boolean>`exists (select 1 from fila f where f.referencia_id = "atendimento"."id"
    and f.modulo = ${MODULO_PA} and f.status in (${ATIVOS}))`,
};

const CODIGOS = Object.keys(CONDICOES_PENDENCIA) as PendenciaFaa[];

/** The pendências as one comma-separated text (arrays come back differently from pg and PGlite). */
export const pendenciasSql = sql<string>`concat_ws(',', ${sql.join(
  CODIGOS.map((c) => sql`case when ${CONDICOES_PENDENCIA[c]} then ${c}::text end`),
  sql`, `,
)})`;

/** An FAA with none of the pendências ("pronta para fechar"); the status is the caller's filter. */
export const prontaSql = sql<boolean>`not (${sql.join(
  CODIGOS.map((c) => CONDICOES_PENDENCIA[c]),
  sql` or `,
)})`;

export const lerPendencias = (texto: string | null | undefined): PendenciaFaa[] =>
  texto ? (texto.split(',').filter(Boolean) as PendenciaFaa[]) : [];

export interface SituacaoFaa {
  id: number;
  numero: number;
  status: number;
  infraestruturaId: number;
  pendencias: PendenciaFaa[];
}

/** Status, location and pendências of some FAAs, by id (one query). */
export async function situacaoDasFaas(tx: Tx, ids: number[]): Promise<Map<number, SituacaoFaa>> {
  if (!ids.length) return new Map();
  const linhas = await tx
    .select({
      id: atendimento.id,
      numero: atendimento.numero,
      status: atendimento.status,
      infraestruturaId: atendimento.infraestruturaId,
      pendencias: pendenciasSql,
    })
    .from(atendimento)
    .where(inArray(atendimento.id, ids));
  return new Map(linhas.map((l) => [l.id, { ...l, pendencias: lerPendencias(l.pendencias) }]));
}
