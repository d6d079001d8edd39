import { tpGrupoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { EM_USO, guardaEmUso } from '../cadastros/cadastros.comum.js';
import { tpGrupo } from '../cadastros/cadastros.table.js';

/** transporte-paciente/grupo: groups of patients who travel together, standard endpoints. */
export function grupoTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpGrupoResource,
    table: tpGrupo,
    list: { nome: tpGrupo.nome, descricao: tpGrupo.descricao, bloqueado: tpGrupo.bloqueado },
    search: (term) => textSearch(term, tpGrupo.nome, tpGrupo.descricao),
    values: (input) => ({ nome: input.nome, descricao: input.descricao }),
    unique: { tp_grupo_nome_uq: 'nome' },
    guard: guardaEmUso(EM_USO.grupo, (id) => [
      sql`select 1 from tp_agendamento where grupo_id = ${id}`,
      sql`select 1 from tp_jornada where grupo_id = ${id}`,
    ]),
    autocomplete: { label: tpGrupo.nome, search: (term) => textSearch(term, tpGrupo.nome) },
    exemplo: () => ({ nome: `Grupo de teste ${Math.random().toString(36).slice(2, 8)}`, descricao: null }),
  });
}
