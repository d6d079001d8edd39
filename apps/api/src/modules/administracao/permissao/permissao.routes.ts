import { ACOES, MODULO_NOME, permissaoResource } from '@saude/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { papel, papelPermissao, permissao } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';

/** The edit model (the typed wire): the row plus the module's name and the ids of the roles that hold it. */
const respostaModelo = modeloDaTabela(permissao).extend({ moduloNome: z.string(), papeis: z.array(z.number()) });

/** administracao/permissao: the catalogue, and which of the municipality's roles hold each one. */
export function permissaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: permissaoResource,
    table: permissao,
    list: {
      modulo: permissao.modulo,
      moduloNome: sql<string>`case ${permissao.modulo} ${sql.join(
        Object.entries(MODULO_NOME).map(([k, v]) => sql`when ${k} then ${v}`),
        sql` `,
      )} else ${permissao.modulo} end`,
      funcionalidade: permissao.funcionalidade,
      acao: permissao.acao,
      nome: permissao.nome,
      descricao: permissao.descricao,
      // roles are municipal: RLS keeps this to the municipality's own
      papeis: sql<string>`coalesce((select string_agg(p.nome, ', ' order by p.nome) from papel p
        where p.todas_permissoes or exists (select 1 from papel_permissao pp where pp.papel_id = p.id and pp.permissao_id = "permissao"."id")), '')`,
    },
    search: (term) => textSearch(term, permissao.modulo, permissao.funcionalidade, permissao.descricao, permissao.nome),
    form: async (tx) => ({
      acoes: ACOES,
      papeis: await tx
        .select({ id: papel.id, nome: papel.nome, todasPermissoes: papel.todasPermissoes })
        .from(papel)
        .orderBy(porNome(papel.nome)),
    }),
    values: () => ({}),
    update: async (tx, id, input) => {
      const editaveis = (await tx.select({ id: papel.id }).from(papel).where(eq(papel.todasPermissoes, false))).map((p) => p.id);
      if (input.papeis.some((p) => !editaveis.includes(p)))
        throw unprocessable({ papeis: ['Um dos papéis escolhidos não existe ou já tem todas as permissões.'] });
      if (editaveis.length) {
        await tx
          .delete(papelPermissao)
          .where(
            and(
              eq(papelPermissao.permissaoId, id),
              inArray(papelPermissao.papelId, editaveis),
              input.papeis.length ? notInArray(papelPermissao.papelId, input.papeis) : undefined,
            ),
          );
      }
      if (input.papeis.length) {
        await tx
          .insert(papelPermissao)
          .values(input.papeis.map((papelId) => ({ papelId, permissaoId: id })))
          .onConflictDoNothing();
      }
    },
    respostaModelo,
    model: async (tx, row) => {
      const donos = await tx.select({ id: papelPermissao.papelId }).from(papelPermissao).where(eq(papelPermissao.permissaoId, row.id));
      return { ...row, moduloNome: MODULO_NOME[String(row.modulo)] ?? row.modulo, papeis: donos.map((d) => d.id) };
    },
    exemplo: () => ({ papeis: [] }),
  });
}
