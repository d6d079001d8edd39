import { CATALOGO_PERMISSOES, PAPEIS_PADRAO, permissaoNome } from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, withTenant } from '../client.js';
import { cliente, papel, papelPermissao, permissao } from '../schema/index.js';

/** The permission catalogue of packages/shared, written into `permissao` (new ones added, texts updated). */
export async function syncPermissoes(db: Db) {
  const rows = CATALOGO_PERMISSOES.map((p) => ({
    nome: permissaoNome(p),
    acao: p.acao,
    modulo: p.modulo,
    funcionalidade: p.funcionalidade,
    descricao: p.descricao,
  }));
  if (!rows.length) return;
  await db
    .insert(permissao)
    .values(rows)
    .onConflictDoUpdate({ target: permissao.nome, set: { descricao: sql`excluded.descricao` } });
}

/** Every municipality has the default roles, each with at least its listed permissions. */
export async function syncPapeisPadrao(db: Db, clienteIds?: number[]) {
  const ids = clienteIds ?? (await db.select({ id: cliente.id }).from(cliente)).map((c) => c.id);
  const catalogo = new Map((await db.select({ id: permissao.id, nome: permissao.nome }).from(permissao)).map((p) => [p.nome, p.id]));
  for (const clienteId of ids) {
    await withTenant(db, { clienteId }, async (tx) => {
      for (const def of PAPEIS_PADRAO) {
        await tx
          .insert(papel)
          .values({
            codigo: def.codigo,
            nome: def.nome,
            descricao: def.descricao,
            padrao: true,
            todasPermissoes: def.todasPermissoes ?? false,
          })
          .onConflictDoNothing(); // a custom role may already use the name: leave it alone
        const [p] = await tx.select({ id: papel.id }).from(papel).where(eq(papel.codigo, def.codigo));
        if (!p) continue;
        const permissaoIds = def.permissoes.map((n) => catalogo.get(n)).filter((v): v is number => v !== undefined);
        if (!permissaoIds.length) continue;
        const existentes = await tx
          .select({ id: papelPermissao.permissaoId })
          .from(papelPermissao)
          .where(and(eq(papelPermissao.papelId, p.id), inArray(papelPermissao.permissaoId, permissaoIds)));
        const faltam = permissaoIds.filter((id) => !existentes.some((e) => e.id === id));
        if (faltam.length) await tx.insert(papelPermissao).values(faltam.map((permissaoId) => ({ papelId: p.id, permissaoId })));
      }
    });
  }
}
