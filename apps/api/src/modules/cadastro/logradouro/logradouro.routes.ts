import { logradouroResource, onlyDigits, verificacaoSchema, w } from '@saude/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bairro, logradouro } from '../../../db/schema/endereco.js';
import { tipoLogradouro } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';

/** The edit model (the typed wire): the row plus its neighbourhood. */
const respostaModelo = modeloDaTabela(logradouro).extend({ bairro: w.opcao.nullable() });

const tipoNome = sql<string>`(select t.nome from tipo_logradouro t where t.codigo = "logradouro"."tipo_logradouro_codigo")`;
const bairroNome = sql<string>`(select b.nome from bairro b where b.id = "logradouro"."bairro_id")`;

/** cadastro/logradouro, plus the CEP existence check every address form uses (spec 000 §5, §7). */
export function logradouroRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: logradouroResource,
    table: logradouro,
    list: { tipoLogradouroNome: tipoNome, nome: logradouro.nome, cep: logradouro.cep, bairroNome, bloqueado: logradouro.bloqueado },
    search: (term) => {
      const cep = onlyDigits(term);
      return cep.length >= 5 ? sql`${logradouro.cep} like ${`${cep}%`}` : textSearch(term, logradouro.nome, bairroNome);
    },
    form: async (tx) => ({
      tiposLogradouro: await tx.select().from(tipoLogradouro).orderBy(asc(tipoLogradouro.nome)),
    }),
    values: (input) => ({ tipoLogradouroCodigo: input.tipoLogradouroCodigo, nome: input.nome, cep: input.cep, bairroId: input.bairroId }),
    respostaModelo,
    model: async (tx, row) => {
      const [b] = await tx
        .select({ id: bairro.id, nome: bairro.nome })
        .from(bairro)
        .where(eq(bairro.id, Number(row.bairroId)));
      return { ...row, bairro: b ?? null };
    },
    unique: { logradouro_nome_uq: 'nome' },
    autocomplete: {
      label: sql`${logradouro.nome} || ' - ' || ${logradouro.cep}`,
      search: (term) => textSearch(term, logradouro.nome, logradouro.cep),
    },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [b] = await tx
        .insert(bairro)
        .values({ nome: `Bairro do exemplo ${sufixo}`, municipioId: 2606002 })
        .returning({ id: bairro.id });
      return { tipoLogradouroCodigo: '081', nome: `Rua de teste ${sufixo}`, cep: '55290000', bairroId: b.id };
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/cadastro/logradouro/has-cep/:cep',
    {
      schema: { tags: ['cadastro/logradouro'], params: z.object({ cep: z.string().max(12) }), response: { 200: verificacaoSchema } },
      config: { permission: null },
    },
    (req) =>
      req.tx(async (tx) => {
        const cep = onlyDigits(req.params.cep);
        if (cep.length !== 8) return { data: false };
        const [achou] = await tx
          .select({ id: logradouro.id })
          .from(logradouro)
          .where(and(eq(logradouro.cep, cep), eq(logradouro.bloqueado, false)))
          .limit(1);
        return { data: Boolean(achou) };
      }),
  );
  return reg;
}
