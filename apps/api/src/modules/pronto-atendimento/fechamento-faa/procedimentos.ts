import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimentoProcedimento, cidadao, procedimentoSigtap, usuario } from '../../../db/schema/index.js';
import { type ProcedimentoAFaturar, procedimentosAFaturar } from './faturamento.js';

export type ProcedimentoDescrito = Omit<ProcedimentoAFaturar, 'atendimentoId'> & {
  procedimentoNome: string | null;
  profissionalNome: string | null;
};

/** Names of the procedures and professionals, for the screens (two lookups, not one per line). */
async function descrever(tx: Tx, linhas: Omit<ProcedimentoAFaturar, 'atendimentoId'>[]): Promise<ProcedimentoDescrito[]> {
  const codigos = [...new Set(linhas.map((l) => l.procedimentoCodigo))];
  const usuarios = [...new Set(linhas.map((l) => l.usuarioId).filter((u): u is number => u !== null))];
  const nomes = new Map(
    codigos.length
      ? (
          await tx
            .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome })
            .from(procedimentoSigtap)
            .where(inArray(procedimentoSigtap.codigo, codigos))
        ).map((p) => [p.codigo, p.nome])
      : [],
  );
  const profissionais = new Map(
    usuarios.length
      ? (
          await tx
            .select({ id: usuario.id, nome: cidadao.nome })
            .from(usuario)
            .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
            .where(inArray(usuario.id, usuarios))
        ).map((u) => [u.id, u.nome])
      : [],
  );
  return linhas.map((l) => ({
    procedimentoCodigo: l.procedimentoCodigo,
    procedimentoNome: nomes.get(l.procedimentoCodigo) ?? null,
    quantidade: l.quantidade,
    usuarioId: l.usuarioId,
    profissionalNome: l.usuarioId === null ? null : (profissionais.get(l.usuarioId) ?? null),
    ocupacaoCodigo: l.ocupacaoCodigo,
    cidCodigo: l.cidCodigo,
    realizadoEm: l.realizadoEm,
    competencia: l.competencia,
  }));
}

/** What an open FAA will bill when closed (computed now from its record). */
export async function procedimentosPrevistos(tx: Tx, atendimentoId: number) {
  return descrever(tx, await procedimentosAFaturar(tx, [atendimentoId]));
}

/** What a closed FAA billed (the rows written at closing). */
export async function procedimentosFaturados(tx: Tx, atendimentoId: number) {
  const linhas = await tx
    .select({
      procedimentoCodigo: atendimentoProcedimento.procedimentoCodigo,
      quantidade: atendimentoProcedimento.quantidade,
      usuarioId: atendimentoProcedimento.usuarioId,
      ocupacaoCodigo: atendimentoProcedimento.ocupacaoCodigo,
      cidCodigo: atendimentoProcedimento.cidCodigo,
      realizadoEm: atendimentoProcedimento.realizadoEm,
      competencia: atendimentoProcedimento.competencia,
    })
    .from(atendimentoProcedimento)
    .where(eq(atendimentoProcedimento.atendimentoId, atendimentoId))
    .orderBy(atendimentoProcedimento.realizadoEm, atendimentoProcedimento.procedimentoCodigo);
  return descrever(tx, linhas);
}

/** Per FAA of a page, the codes it will bill with their total quantity (one billing query for the page). */
export async function resumoPorFaa(tx: Tx, ids: number[]) {
  const porFaa = new Map<number, Map<string, number>>();
  for (const p of await procedimentosAFaturar(tx, ids)) {
    const m = porFaa.get(p.atendimentoId) ?? new Map<string, number>();
    m.set(p.procedimentoCodigo, (m.get(p.procedimentoCodigo) ?? 0) + p.quantidade);
    porFaa.set(p.atendimentoId, m);
  }
  return (id: number) => [...(porFaa.get(id) ?? new Map<string, number>())].map(([codigo, quantidade]) => ({ codigo, quantidade }));
}
