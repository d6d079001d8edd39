import { subgrupoResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { grupo } from '../grupo/grupo.table.js';
import { exigirVisivel } from '../material/suprimentos-sql.js';
import { subgrupo } from './subgrupo.table.js';

/** The edit model (the typed wire): the row plus its group as the picker shows it. */
const respostaModelo = modeloDaTabela(subgrupo).extend({ grupo: itemAutocomplete.nullable() });

const grupoNome = sql<string>`(select g.nome from grupo g where g.id = "subgrupo"."grupo_id")`;

/** cadastro/subgrupo: the list filters by a group chosen from the registry; the search also matches the group's name. */
export function subgrupoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: subgrupoResource,
    table: subgrupo,
    list: { nome: subgrupo.nome, grupoNome, bloqueado: subgrupo.bloqueado },
    search: (term) => textSearch(term, subgrupo.nome, grupoNome),
    filters: { grupo: (v) => eq(subgrupo.grupoId, Number(v)) },
    values: (input) => ({ nome: input.nome, grupoId: input.grupoId }),
    afterSave: async (tx, _id, input) => {
      await exigirVisivel(tx, grupo, input.grupoId, 'grupo_id', 'Grupo');
    },
    respostaModelo,
    model: async (tx, row) => {
      const g = await exigirVisivel(tx, grupo, Number(row.grupoId), 'grupo_id', 'Grupo');
      return { ...row, grupo: g ? { id: g.id, label: g.nome } : null };
    },
    unique: { subgrupo_nome_uq: 'nome' },
    autocomplete: {
      label: sql`${subgrupo.nome} || ' (' || ${grupoNome} || ')'`,
      search: (term) => textSearch(term, subgrupo.nome, grupoNome),
    },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [g] = await tx
        .insert(grupo)
        .values({ nome: `Grupo do exemplo ${sufixo}` })
        .returning({ id: grupo.id });
      return { nome: `Subgrupo de teste ${sufixo}`, grupoId: g.id };
    },
  });
}
