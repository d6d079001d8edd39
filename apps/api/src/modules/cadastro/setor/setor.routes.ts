import { SetorTipoNome, setorResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setor } from '../../../db/schema/index.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { rotulo } from '../unidade/referencias.js';

/** cadastro/setor: sectors by type (SetorTipo); the name is unique in the municipality, ignoring case. */
export function setorRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: setorResource,
    table: setor,
    list: { nome: setor.nome, setorTipoNome: rotulo(setor.setorTipoId, SetorTipoNome), bloqueado: setor.bloqueado },
    search: (term) => textSearch(term, setor.nome),
    filters: { tipo: (v) => eq(setor.setorTipoId, Number(v)) },
    values: (input) => ({ nome: input.nome, setorTipoId: input.setorTipoId }),
    unique: { setor_nome_uq: 'nome' },
    autocomplete: { label: sql`${setor.nome}`, search: (term) => textSearch(term, setor.nome) },
    exemplo: () => ({ nome: `Setor de teste ${Math.random().toString(36).slice(2, 8)}`, setorTipoId: 6 }),
  });
}
