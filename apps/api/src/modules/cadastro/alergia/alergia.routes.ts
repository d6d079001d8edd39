import { alergiaResource, TIPOS_ALERGENO } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { enumSql } from '../material/suprimentos-sql.js';
import { alergia } from './alergia.table.js';

const tipoNome = enumSql(alergia.tipoId, TIPOS_ALERGENO);

/** cadastro/alergia, with the autocomplete of the citizen's allergy list (spec 001 §2). */
export function alergiaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: alergiaResource,
    table: alergia,
    list: { nome: alergia.nome, tipoNome, bloqueado: alergia.bloqueado },
    search: (term) => textSearch(term, alergia.nome),
    values: (input) => ({ nome: input.nome, tipoId: input.tipoId }),
    unique: { alergia_nome_uq: 'nome' },
    autocomplete: { label: alergia.nome, search: (term) => textSearch(term, alergia.nome) },
    exemplo: () => ({ nome: `Alergia de teste ${Math.random().toString(36).slice(2, 8)}`, tipoId: 1 }),
  });
}
