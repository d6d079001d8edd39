import { DIAS_AVISO_CNH, tpCondutorResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { EM_USO, guardaEmUso, hojeSql } from '../cadastros/cadastros.comum.js';
import { tpCondutor } from '../cadastros/cadastros.table.js';

/** The licence's standing today, the same rule as situacaoCnh of shared (the list paints it red or orange). */
const situacaoCnh = sql<string>`(case when ${tpCondutor.cnhValidade} < ${hojeSql} then 'vencida'
  when ${tpCondutor.cnhValidade} <= ${hojeSql} + ${DIAS_AVISO_CNH}::int then 'vencendo' else 'valida' end)`;

/** transporte-paciente/condutor: the standard endpoints; the list computes the licence's standing. */
export function condutorTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpCondutorResource,
    table: tpCondutor,
    list: {
      nome: tpCondutor.nome,
      cnhNumero: tpCondutor.cnhNumero,
      cnhCategoria: tpCondutor.cnhCategoria,
      cnhValidade: tpCondutor.cnhValidade,
      situacaoCnh,
      telefone: tpCondutor.telefone,
      bloqueado: tpCondutor.bloqueado,
    },
    search: (term) => textSearch(term, tpCondutor.nome, tpCondutor.cnhNumero, tpCondutor.cpf),
    values: (input) => ({
      nome: input.nome,
      cpf: input.cpf,
      telefone: input.telefone,
      cnhNumero: input.cnhNumero,
      cnhCategoria: input.cnhCategoria,
      cnhValidade: input.cnhValidade,
      observacao: input.observacao,
    }),
    unique: { tp_condutor_cnh_uq: 'cnh_numero' },
    guard: guardaEmUso(EM_USO.condutor, (id) => [
      sql`select 1 from tp_viagem where condutor_id = ${id}`,
      sql`select 1 from tp_jornada where condutor_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpCondutor.nome} || ' (CNH ' || ${tpCondutor.cnhCategoria} || ')'`,
      search: (term) => textSearch(term, tpCondutor.nome, tpCondutor.cnhNumero),
    },
    exemplo: () => ({
      nome: `Condutor de teste ${Math.random().toString(36).slice(2, 8)}`,
      cpf: null,
      telefone: '87999990000',
      cnhNumero: String(Math.floor(1e10 + Math.random() * 8.9e10)),
      cnhCategoria: 'D' as const,
      cnhValidade: '2031-12-31',
      observacao: null,
    }),
  });
}
