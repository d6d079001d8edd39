import { type DatatableRequest, requestedOrder, StatusAgendamentoNome, toCamel } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { colunasAgendamento, deAgendamento, paraItem } from '../../agenda/index.js';

export interface FiltrosAgendamento {
  dataInicio?: string;
  dataFim?: string;
  status?: string;
  unidadeId?: number;
  especialidadeId?: number;
  recursoId?: number;
  retroativo?: '0' | '1';
}

/** Sortable columns of the appointments' list (whitelisted: the client's column names never reach SQL). */
const ORDENAVEIS: Record<string, SQL> = {
  data: sql`a.data`,
  hora: sql`a.hora`,
  numero: sql`a.numero`,
  pacienteNome: sql`c.nome collate "und-x-icu"`,
  especialidadeNome: sql`e.nome collate "und-x-icu"`,
  status: sql`a.status`,
};

function condicoes(f: FiltrosAgendamento, termo: string): SQL {
  const partes: SQL[] = [sql`a.modulo = 'ambulatorio'`];
  if (f.dataInicio) partes.push(sql`a.data >= ${f.dataInicio}`);
  if (f.dataFim) partes.push(sql`a.data <= ${f.dataFim}`);
  if (f.status && f.status in StatusAgendamentoNome) partes.push(sql`a.status = ${Number(f.status)}`);
  if (f.unidadeId) partes.push(sql`j.unidade_id = ${f.unidadeId}`);
  if (f.especialidadeId) partes.push(sql`j.especialidade_id = ${f.especialidadeId}`);
  if (f.recursoId) partes.push(sql`j.recurso_id = ${f.recursoId}`);
  if (f.retroativo) partes.push(sql`a.retroativo = ${f.retroativo === '1'}`);
  if (termo) {
    const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digitos = termo.replace(/\D/g, '');
    partes.push(
      sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(${like})
           ${digitos.length >= 4 ? sql`or a.numero::text like ${`%${digitos}%`} or c.cpf = ${digitos} or c.cns = ${digitos}` : sql``})`,
    );
  }
  return sql.join(partes, sql` and `);
}

/** GET ambulatorio/agendamento/datatable: the server-paged protocol over appointments, filters from the toolbar. */
export async function datatableAgendamentos(tx: Tx, req: DatatableRequest, f: FiltrosAgendamento) {
  const termo = req.search?.value?.trim() ?? '';
  const ordem = requestedOrder(
    { ...req, order: req.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
    Object.keys(ORDENAVEIS),
  ).map((o) => sql`${ORDENAVEIS[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc' : 'asc')}`);
  const orderBy = sql.join([...(ordem.length ? ordem : [sql`a.data desc`, sql`a.hora asc`]), sql`a.id`], sql`, `);
  const total = await tx.execute(sql`select count(*)::int as n ${deAgendamento} where ${condicoes(f, '')}`);
  const filtrado = termo ? await tx.execute(sql`select count(*)::int as n ${deAgendamento} where ${condicoes(f, termo)}`) : total;
  const { rows } = await tx.execute(
    sql`select ${colunasAgendamento()} ${deAgendamento} where ${condicoes(f, termo)} order by ${orderBy} limit ${req.length} offset ${req.start}`,
  );
  return {
    draw: req.draw,
    recordsTotal: Number((total.rows[0] as { n: number }).n),
    recordsFiltered: Number((filtrado.rows[0] as { n: number }).n),
    data: (rows as Record<string, unknown>[]).map(paraItem),
  };
}
