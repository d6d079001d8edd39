import { bairroResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bairro } from '../../../db/schema/endereco.js';
import { estado, municipio } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';

/** The edit model (the typed wire): the row plus its municipality (name, state and the picker's label). */
const respostaModelo = modeloDaTabela(bairro).extend({
  municipio: itemAutocomplete.extend({ nome: z.string(), uf: z.string() }).nullable(),
});

const municipioNome = sql<string>`(select m.nome || ' - ' || e.uf from municipio m join estado e on e.id = m.estado_id where m.id = "bairro"."municipio_id")`;

/** cadastro/bairro: the standard endpoints; the municipality defaults to the customer's city. */
export function bairroRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: bairroResource,
    table: bairro,
    list: { nome: bairro.nome, municipioNome, bloqueado: bairro.bloqueado },
    search: (term) => textSearch(term, bairro.nome, municipioNome),
    form: async () => ({}),
    values: (input) => ({ nome: input.nome, municipioId: input.municipioId }),
    respostaModelo,
    model: async (tx, row) => {
      const [m] = await tx
        .select({ id: municipio.id, nome: municipio.nome, uf: estado.uf })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(municipio.id, Number(row.municipioId)));
      return { ...row, municipio: m ? { ...m, label: `${m.nome} - ${m.uf}` } : null };
    },
    unique: { bairro_nome_uq: 'nome' },
    autocomplete: { label: bairro.nome, search: (term) => textSearch(term, bairro.nome) },
    exemplo: () => ({ nome: `Bairro de teste ${Math.random().toString(36).slice(2, 8)}`, municipioId: 2606002 }),
  });
}
