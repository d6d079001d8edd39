import { tpMotivoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { EM_USO, exigir, guardaEmUso } from '../cadastros/cadastros.comum.js';
import { tpMotivo } from '../cadastros/cadastros.table.js';

const procedimento = sql<
  string | null
>`(select p.codigo || ' - ' || p.nome from procedimento_sigtap p where p.codigo = ${tpMotivo.procedimentoCodigo})`;

/** The edit model: the row plus the SIGTAP procedure as the picker shows it. */
const respostaModelo = modeloDaTabela(tpMotivo).extend({
  procedimento: z.object({ id: z.string(), codigo: z.string(), nome: z.string(), label: z.string() }).nullable(),
});

/** transporte-paciente/motivo-viagem-procedimento: trip reasons tied to a SIGTAP procedure; GET autocomplete. */
export function motivoTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpMotivoResource,
    table: tpMotivo,
    list: { nome: tpMotivo.nome, procedimentoCodigo: tpMotivo.procedimentoCodigo, procedimento, bloqueado: tpMotivo.bloqueado },
    search: (term) => textSearch(term, tpMotivo.nome, procedimento),
    validate: async (tx, input) => {
      if (input.procedimentoCodigo)
        await exigir(
          tx,
          sql`select 1 from procedimento_sigtap where codigo = ${input.procedimentoCodigo}`,
          'procedimento_codigo',
          'Procedimento SIGTAP não encontrado.',
        );
    },
    values: (input) => ({ nome: input.nome, procedimentoCodigo: input.procedimentoCodigo }),
    respostaModelo,
    model: async (tx, row) => {
      const { rows } = await tx.execute(
        sql`select codigo, nome from procedimento_sigtap where codigo = ${(row.procedimentoCodigo as string | null) ?? ''}`,
      );
      const p = rows[0] as { codigo: string; nome: string } | undefined;
      return { ...row, procedimento: p ? { id: p.codigo, codigo: p.codigo, nome: p.nome, label: `${p.codigo} - ${p.nome}` } : null };
    },
    unique: { tp_motivo_nome_uq: 'nome' },
    guard: guardaEmUso(EM_USO.motivo, (id) => [
      sql`select 1 from tp_agendamento where motivo_id = ${id}`,
      sql`select 1 from tp_pre_agendamento where motivo_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpMotivo.nome} || coalesce(' (' || ${tpMotivo.procedimentoCodigo} || ')', '')`,
      search: (term) => textSearch(term, tpMotivo.nome, tpMotivo.procedimentoCodigo),
    },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(sql`select codigo from procedimento_sigtap where codigo like '0803%' order by codigo limit 1`);
      return { nome: `Motivo de teste ${Math.random().toString(36).slice(2, 8)}`, procedimentoCodigo: (rows[0]?.codigo as string) ?? null };
    },
  });
}
