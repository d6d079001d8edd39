import { especialidadeResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { ocupacao } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { especialidade } from './especialidade.table.js';

/** The edit model (the typed wire): the row plus its CBO occupation as the picker shows it. */
const respostaModelo = modeloDaTabela(especialidade).extend({
  ocupacao: z.object({ codigo: z.string(), nome: z.string(), label: z.string() }).nullable(),
});

const ocupacaoNome = sql<string>`(select o.nome from ocupacao o where o.codigo = "especialidade"."ocupacao_codigo")`;

const buscarOcupacao = async (tx: Tx, codigo: string) => {
  const [o] = await tx.select().from(ocupacao).where(eq(ocupacao.codigo, codigo));
  return o ? { codigo: o.codigo, nome: o.nome, label: `${o.codigo} - ${o.nome}` } : null;
};

/**
 * cadastro/especialidade. Deactivating is the engine's block (column `bloqueado`); the
 * ativar/desativar paths are the same operation under the names the screen uses.
 */
export function especialidadeRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: especialidadeResource,
    table: especialidade,
    list: { nome: especialidade.nome, ocupacaoCodigo: especialidade.ocupacaoCodigo, ocupacaoNome, bloqueado: especialidade.bloqueado },
    search: (term) => textSearch(term, especialidade.nome, especialidade.ocupacaoCodigo, ocupacaoNome),
    values: (input) => ({ nome: input.nome, ocupacaoCodigo: input.ocupacaoCodigo }),
    validate: async (tx, input) => {
      if (!(await buscarOcupacao(tx, input.ocupacaoCodigo))) throw unprocessable({ ocupacao_codigo: ['Ocupação (CBO) não encontrada.'] });
    },
    respostaModelo,
    model: async (tx, row) => ({ ...row, ocupacao: await buscarOcupacao(tx, String(row.ocupacaoCodigo)) }),
    unique: { especialidade_nome_uq: 'nome' },
    autocomplete: { label: especialidade.nome, search: (term) => textSearch(term, especialidade.nome, ocupacaoNome) },
    exemplo: () => ({ nome: `Especialidade de teste ${Math.random().toString(36).slice(2, 8)}`, ocupacaoCodigo: '225125' }),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [acao, bloqueado] of [
    ['ativar', false],
    ['desativar', true],
  ] as const) {
    r.put(
      `/api/cadastro/especialidade/${acao}/:id`,
      {
        schema: {
          tags: ['cadastro/especialidade'],
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: respostaModelo },
        },
        config: { permission: especialidadeResource.permissoes.bloquear },
      },
      (req) =>
        req.tx(async (tx) => {
          const [row] = await tx.update(especialidade).set({ bloqueado }).where(eq(especialidade.id, req.params.id)).returning();
          if (!row) throw notFound();
          return { ...row, ocupacao: await buscarOcupacao(tx, row.ocupacaoCodigo) };
        }),
    );
  }
  return reg;
}
