import { MODULO_NOME, papelResource } from '@saude/shared';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { papel, papelPermissao, permissao } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';

/** The edit model (the typed wire): the row plus the ids of its permissions. */
const respostaModelo = modeloDaTabela(papel).extend({ permissoes: z.array(z.number()) });

/** The permission matrix of the form, grouped by module. */
export async function matrizPermissoes(tx: Tx) {
  const todas = await tx.select().from(permissao).orderBy(asc(permissao.modulo), asc(permissao.funcionalidade), asc(permissao.acao));
  const grupos = new Map<string, { modulo: string; moduloNome: string; itens: typeof todas }>();
  for (const p of todas) {
    const g = grupos.get(p.modulo) ?? { modulo: p.modulo, moduloNome: MODULO_NOME[p.modulo] ?? p.modulo, itens: [] };
    g.itens.push(p);
    grupos.set(p.modulo, g);
  }
  return [...grupos.values()];
}

async function sincronizarPermissoes(tx: Tx, papelId: number, ids: number[]) {
  await tx
    .delete(papelPermissao)
    .where(and(eq(papelPermissao.papelId, papelId), ids.length ? notInArray(papelPermissao.permissaoId, ids) : undefined));
  if (ids.length) {
    await tx
      .insert(papelPermissao)
      .values(ids.map((permissaoId) => ({ papelId, permissaoId })))
      .onConflictDoNothing();
  }
}

/** administracao/papel: roles and their permission matrix. */
export function papelRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: papelResource,
    table: papel,
    list: {
      nome: papel.nome,
      descricao: papel.descricao,
      padrao: papel.padrao,
      bloqueado: papel.bloqueado,
      todasPermissoes: papel.todasPermissoes,
      // qualified by hand: Drizzle leaves single-table columns unqualified, and inside the subquery
      // a bare "id" would be papel_permissao's
      quantidadePermissoes: sql<number>`(case when "papel"."todas_permissoes" then (select count(*) from permissao)
        else (select count(*) from papel_permissao pp where pp.papel_id = "papel"."id") end)::int`,
    },
    search: (term) => textSearch(term, papel.nome, papel.descricao),
    form: async (tx) => ({ permissoes: await matrizPermissoes(tx) }),
    values: (input) => ({ nome: input.nome, descricao: input.descricao }),
    afterSave: async (tx, id, input) => {
      const [p] = await tx.select({ todas: papel.todasPermissoes }).from(papel).where(eq(papel.id, id));
      if (!p.todas) await sincronizarPermissoes(tx, id, input.permissoes);
    },
    respostaModelo,
    model: async (tx, row) => {
      const ids = await tx.select({ id: papelPermissao.permissaoId }).from(papelPermissao).where(eq(papelPermissao.papelId, row.id));
      return { ...row, permissoes: ids.map((i) => i.id) };
    },
    guard: async (_tx, row, acao) => {
      if (row.todasPermissoes) return 'O papel Administrador tem todas as permissões e não pode ser alterado.';
      if (row.padrao && acao !== 'editar')
        return `Papéis padrão do sistema não podem ser ${acao === 'excluir' ? 'excluídos' : 'bloqueados'}.`;
      return null;
    },
    unique: { papel_nome_uq: 'nome' },
    autocomplete: { label: papel.nome, search: (term) => textSearch(term, papel.nome) },
    exemplo: () => ({
      nome: `Papel de teste ${Math.random().toString(36).slice(2, 8)}`,
      descricao: 'Criado pelo teste de contrato',
      permissoes: [],
    }),
  });
}
