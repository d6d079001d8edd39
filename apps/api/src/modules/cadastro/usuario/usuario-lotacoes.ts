import type { LotacaoUsuarioInput } from '@saude/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  centroCusto,
  infraestrutura,
  lotacao,
  lotacaoCentroCusto,
  lotacaoPapel,
  ocupacao,
  papel,
  sessao,
  setor,
  unidade,
} from '../../../db/schema/index.js';
import { pgError } from '../../../lib/crud/db-errors.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';

/** The user's active placements as the form and GET …/:id/lotacoes show them. */
export async function listarLotacoesDoUsuario(tx: Tx, usuarioId: number) {
  const lotacoes = await tx
    .select({
      id: lotacao.id,
      infraestruturaId: lotacao.infraestruturaId,
      infraestruturaNome: infraestrutura.nome,
      unidadeNome: unidade.nomeFantasia,
      ocupacaoCodigo: lotacao.ocupacaoCodigo,
      ocupacaoNome: ocupacao.nome,
    })
    .from(lotacao)
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .leftJoin(ocupacao, eq(ocupacao.codigo, lotacao.ocupacaoCodigo))
    .where(and(eq(lotacao.usuarioId, usuarioId), eq(lotacao.bloqueado, false)))
    .orderBy(lotacao.id);
  const ids = lotacoes.map((l) => l.id);
  const centros = ids.length
    ? await tx
        .select({ lotacaoId: lotacaoCentroCusto.lotacaoId, id: centroCusto.id, nome: centroCusto.nome, setorNome: setor.nome })
        .from(lotacaoCentroCusto)
        .innerJoin(centroCusto, eq(centroCusto.id, lotacaoCentroCusto.centroCustoId))
        .innerJoin(setor, eq(setor.id, centroCusto.setorId))
        .where(inArray(lotacaoCentroCusto.lotacaoId, ids))
        .orderBy(porNome(centroCusto.nome))
    : [];
  const papeis = ids.length
    ? await tx
        .select({ lotacaoId: lotacaoPapel.lotacaoId, id: papel.id, nome: papel.nome })
        .from(lotacaoPapel)
        .innerJoin(papel, eq(papel.id, lotacaoPapel.papelId))
        .where(inArray(lotacaoPapel.lotacaoId, ids))
        .orderBy(porNome(papel.nome))
    : [];
  return lotacoes.map((l) => {
    const cc = centros.filter((c) => c.lotacaoId === l.id).map(({ lotacaoId, ...c }) => c);
    const ps = papeis.filter((p) => p.lotacaoId === l.id).map(({ lotacaoId, ...p }) => p);
    return {
      ...l,
      rotulo: `${l.unidadeNome} — ${l.infraestruturaNome}`,
      centroCustoIds: cc.map((c) => c.id),
      centrosCusto: cc,
      papelIds: ps.map((p) => p.id),
      papeis: ps,
    };
  });
}

/**
 * Checks every placement against the municipality's tables (RLS hides other municipalities, so
 * their ids read as not found) and answers all problems at once as a 422 on their fields.
 */
async function validar(tx: Tx, usuarioId: number | null, lotacoes: LotacaoUsuarioInput[]) {
  const erros: Record<string, string[]> = {};
  const erro = (i: number, campo: string, msg: string) => {
    erros[`lotacoes.${i}.${campo}`] = [msg];
  };
  const infraIds = [...new Set(lotacoes.map((l) => l.infraestruturaId))];
  const infras = await tx
    .select({ id: infraestrutura.id, bloqueado: infraestrutura.bloqueado, unidadeBloqueada: unidade.bloqueado })
    .from(infraestrutura)
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .where(inArray(infraestrutura.id, infraIds));
  const ccIds = [...new Set(lotacoes.flatMap((l) => l.centroCustoIds))];
  const centros = ccIds.length
    ? await tx
        .select({ id: centroCusto.id, infraestruturaId: centroCusto.infraestruturaId, bloqueado: centroCusto.bloqueado })
        .from(centroCusto)
        .where(inArray(centroCusto.id, ccIds))
    : [];
  const papelIds = [...new Set(lotacoes.flatMap((l) => l.papelIds))];
  const papeis = papelIds.length
    ? await tx.select({ id: papel.id, bloqueado: papel.bloqueado }).from(papel).where(inArray(papel.id, papelIds))
    : [];
  const cbos = [...new Set(lotacoes.map((l) => l.ocupacaoCodigo).filter((c): c is string => Boolean(c)))];
  const ocupacoes = cbos.length
    ? new Set((await tx.select({ codigo: ocupacao.codigo }).from(ocupacao).where(inArray(ocupacao.codigo, cbos))).map((o) => o.codigo))
    : new Set<string>();
  // what the user already has: a location, cost centre or role blocked after it was granted stays
  // valid on the placement that has it (blocking is about new grants), so the user can still be edited
  const atuais = new Map<number, { infraestruturaId: number; itens: Set<string> }>();
  if (usuarioId) {
    const linhas = await tx
      .select({ id: lotacao.id, infraestruturaId: lotacao.infraestruturaId })
      .from(lotacao)
      .where(and(eq(lotacao.usuarioId, usuarioId), eq(lotacao.bloqueado, false)));
    for (const l of linhas) atuais.set(l.id, { infraestruturaId: l.infraestruturaId, itens: new Set() });
    const ids = [...atuais.keys()];
    if (ids.length) {
      const ccs = await tx.select().from(lotacaoCentroCusto).where(inArray(lotacaoCentroCusto.lotacaoId, ids));
      for (const c of ccs) atuais.get(c.lotacaoId)?.itens.add(`cc${c.centroCustoId}`);
      const ps = await tx.select().from(lotacaoPapel).where(inArray(lotacaoPapel.lotacaoId, ids));
      for (const p of ps) atuais.get(p.lotacaoId)?.itens.add(`p${p.papelId}`);
    }
  }

  const vistos = new Set<number>();
  lotacoes.forEach((l, i) => {
    const atual = l.id ? atuais.get(l.id) : undefined;
    if (l.id && !atual) erro(i, 'id', 'Lotação não encontrada para este usuário.');
    const jaTinha = (item: string) => Boolean(atual?.itens.has(item));
    const inf = infras.find((x) => x.id === l.infraestruturaId);
    if (!inf) erro(i, 'infraestrutura_id', 'Unidade — Local não encontrado.');
    else if ((inf.bloqueado || inf.unidadeBloqueada) && atual?.infraestruturaId !== inf.id)
      erro(i, 'infraestrutura_id', 'Unidade — Local está bloqueado.');
    if (vistos.has(l.infraestruturaId)) erro(i, 'infraestrutura_id', 'Este local já está em outra lotação do usuário.');
    vistos.add(l.infraestruturaId);
    for (const ccId of l.centroCustoIds) {
      const cc = centros.find((c) => c.id === ccId);
      if (!cc) erro(i, 'centro_custo_ids', 'Centro de custo não encontrado.');
      else if (inf && cc.infraestruturaId !== inf.id) erro(i, 'centro_custo_ids', 'Centro de custo não pertence ao local selecionado.');
      else if (cc.bloqueado && !jaTinha(`cc${ccId}`)) erro(i, 'centro_custo_ids', 'Centro de custo está bloqueado.');
    }
    for (const pId of l.papelIds) {
      const p = papeis.find((x) => x.id === pId);
      if (!p) erro(i, 'papel_ids', 'Papel não encontrado.');
      else if (p.bloqueado && !jaTinha(`p${pId}`)) erro(i, 'papel_ids', 'Papel está bloqueado.');
    }
    if (l.ocupacaoCodigo && !ocupacoes.has(l.ocupacaoCodigo)) erro(i, 'ocupacao_codigo', 'Ocupação (CBO) não encontrada.');
  });
  if (Object.keys(erros).length) throw unprocessable(erros);
}

/** Makes the set of `ids` on a child table equal to `novos`, touching only the differences (audit history stays meaningful). */
async function sincronizar(
  tx: Tx,
  tabela: typeof lotacaoPapel | typeof lotacaoCentroCusto,
  coluna: typeof lotacaoPapel.papelId | typeof lotacaoCentroCusto.centroCustoId,
  lotacaoId: number,
  novos: number[],
) {
  const atuais = (await tx.select({ v: coluna }).from(tabela).where(eq(tabela.lotacaoId, lotacaoId))).map((r) => r.v);
  const sair = atuais.filter((v) => !novos.includes(v));
  const entrar = novos.filter((v) => !atuais.includes(v));
  if (sair.length) await tx.delete(tabela).where(and(eq(tabela.lotacaoId, lotacaoId), inArray(coluna, sair)));
  if (entrar.length) {
    const chave = coluna === lotacaoPapel.papelId ? 'papelId' : 'centroCustoId';
    await tx.insert(tabela).values(entrar.map((v) => ({ lotacaoId, [chave]: v })) as never);
  }
}

/**
 * Replaces the user's placements (inside the caller's transaction): kept ids are updated in place
 * (sessions on them go on), new ones inserted, missing ones deleted — or, when a session or a
 * notification still points at one, retired instead: blocked, roles withdrawn, its open sessions ended.
 */
export async function salvarLotacoes(tx: Tx, usuarioId: number, lotacoes: LotacaoUsuarioInput[], novo: boolean) {
  await validar(tx, novo ? null : usuarioId, lotacoes);
  const mantidas = new Set(lotacoes.map((l) => l.id).filter(Boolean) as number[]);
  const atuais = novo
    ? []
    : await tx
        .select({ id: lotacao.id })
        .from(lotacao)
        .where(and(eq(lotacao.usuarioId, usuarioId), eq(lotacao.bloqueado, false)));
  for (const { id } of atuais.filter((a) => !mantidas.has(a.id))) await retirar(tx, id);

  for (const l of lotacoes) {
    let id = l.id;
    if (id) {
      await tx
        .update(lotacao)
        .set({ infraestruturaId: l.infraestruturaId, ocupacaoCodigo: l.ocupacaoCodigo, updatedAt: new Date() })
        .where(eq(lotacao.id, id));
    } else {
      [{ id }] = await tx
        .insert(lotacao)
        .values({ usuarioId, infraestruturaId: l.infraestruturaId, ocupacaoCodigo: l.ocupacaoCodigo })
        .returning({ id: lotacao.id });
    }
    await sincronizar(tx, lotacaoCentroCusto, lotacaoCentroCusto.centroCustoId, id as number, l.centroCustoIds);
    await sincronizar(tx, lotacaoPapel, lotacaoPapel.papelId, id as number, l.papelIds);
  }
}

async function retirar(tx: Tx, lotacaoId: number) {
  try {
    // a savepoint: a reference (session, notification, later modules) rolls back only this delete
    await tx.transaction(async (sp) => {
      await sp.delete(lotacao).where(eq(lotacao.id, lotacaoId));
    });
  } catch (e) {
    if (pgError(e)?.code !== '23503') throw e;
    await tx.delete(lotacaoPapel).where(eq(lotacaoPapel.lotacaoId, lotacaoId));
    await tx.update(lotacao).set({ bloqueado: true, updatedAt: new Date() }).where(eq(lotacao.id, lotacaoId));
    await tx
      .update(sessao)
      .set({ encerradaEm: new Date() })
      .where(and(eq(sessao.lotacaoId, lotacaoId), isNull(sessao.encerradaEm)));
  }
}
