import { loteamentoResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bairro, loteamento } from '../../../db/schema/endereco.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';

/** The edit model (the typed wire): the row plus its neighbourhood as the picker shows it. */
const respostaModelo = modeloDaTabela(loteamento).extend({ bairro: itemAutocomplete.nullable() });

const bairroNome = sql<string>`(select b.nome from bairro b where b.id = "loteamento"."bairro_id")`;

/** cadastro/loteamento; its autocomplete feeds the citizen's address (spec 001 §3 loteamentoId). */
export function loteamentoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: loteamentoResource,
    table: loteamento,
    list: { nome: loteamento.nome, bairroNome, cep: loteamento.cep, bloqueado: loteamento.bloqueado },
    search: (term) => textSearch(term, loteamento.nome, bairroNome),
    values: (input) => ({ nome: input.nome, bairroId: input.bairroId, cep: input.cep }),
    respostaModelo,
    model: async (tx, row) => {
      const [b] = await tx
        .select({ id: bairro.id, nome: bairro.nome })
        .from(bairro)
        .where(eq(bairro.id, Number(row.bairroId)));
      return { ...row, bairro: b ? { id: b.id, label: b.nome } : null };
    },
    unique: { loteamento_nome_uq: 'nome' },
    autocomplete: {
      label: sql`${loteamento.nome} || coalesce(' - ' || ${bairroNome}, '')`,
      search: (term) => textSearch(term, loteamento.nome, bairroNome),
    },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [b] = await tx
        .insert(bairro)
        .values({ nome: `Bairro do loteamento ${sufixo}`, municipioId: 2606002 })
        .returning({ id: bairro.id });
      return { nome: `Loteamento de teste ${sufixo}`, bairroId: b.id, cep: null };
    },
  });
}
