import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';

/** A unique index of a referencing table that contains the foreign-key column. */
interface Unico {
  nome: string;
  /** The other plain columns of the index (besides the foreign key). */
  outras: string[];
  /** The WHERE of a partial index, as PostgreSQL prints it (unqualified column names). */
  predicado: string | null;
  /** An index with expressions cannot be matched generically: a collision there aborts the merge. */
  expressao: boolean;
}

/** A single-column foreign key to cidadao(id) found in the catalogue at run time. */
export interface Referencia {
  tabela: string;
  coluna: string;
  /** regclass text: already quoted and schema-qualified when needed. */
  relacao: string;
  unicos: Unico[];
}

/** Names the referencing tables for people; unknown (future) tables show their own name. */
const ROTULOS: Record<string, string> = {
  usuario: 'Usuário do sistema',
  domicilio_residente: 'Residência em domicílio',
};
export const rotuloTabela = (tabela: string) => ROTULOS[tabela] ?? tabela;

const ident = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/**
 * Every single-column foreign key that references cidadao(id) in a municipal table (one with
 * cliente_id), read from pg_catalog at the moment of the merge, so tables added by later modules
 * are covered without touching this code. cidadao.unificado_em_id is the merge link itself.
 */
export async function descobrirReferencias(tx: Tx): Promise<Referencia[]> {
  const { rows } = await tx.execute<{ tabela: string; coluna: string; relacao: string; oid: number; attnum: number }>(sql`
    select cl.relname as tabela, a.attname as coluna, c.conrelid::regclass::text as relacao,
           c.conrelid::int8 as oid, a.attnum::int as attnum
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'public.cidadao'::regclass and array_length(c.conkey, 1) = 1
       and exists (select 1 from pg_attribute x where x.attrelid = c.conrelid and x.attname = 'cliente_id' and not x.attisdropped)
       and not (cl.relname = 'cidadao' and a.attname = 'unificado_em_id')
     order by cl.relname, a.attname`);
  const refs: Referencia[] = [];
  for (const r of rows) {
    const { rows: idx } = await tx.execute<{ nome: string; colunas: string[]; predicado: string | null; expressao: boolean }>(sql`
      select i.indexrelid::regclass::text as nome,
             array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(n, o)
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as colunas,
             pg_get_expr(i.indpred, i.indrelid) as predicado,
             (0 = any(i.indkey::int2[]) or i.indexprs is not null) as expressao
        from pg_index i
       where i.indrelid = ${Number(r.oid)}::oid and i.indisunique and ${Number(r.attnum)}::int2 = any(i.indkey::int2[])`);
    refs.push({
      tabela: r.tabela,
      coluna: r.coluna,
      relacao: r.relacao,
      unicos: idx.map((u) => ({
        nome: u.nome,
        outras: u.colunas.filter((c) => c !== r.coluna),
        predicado: u.predicado,
        expressao: u.expressao,
      })),
    });
  }
  return refs;
}

/** How many rows of each referencing table point to a citizen (only tables with rows). */
export async function contarReferencias(tx: Tx, refs: Referencia[], cidadaoId: number) {
  const contagem: { tabela: string; coluna: string; rotulo: string; quantidade: number }[] = [];
  for (const ref of refs) {
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(ref.relacao)} where ${sql.raw(ident(ref.coluna))} = ${cidadaoId}`,
    );
    if (rows[0].n > 0) contagem.push({ tabela: ref.tabela, coluna: ref.coluna, rotulo: rotuloTabela(ref.tabela), quantidade: rows[0].n });
  }
  return contagem;
}

type CidadaoTrava = {
  id: number;
  nome: string;
  cpf: string | null;
  cns: string | null;
  unificado_em_id: number | null;
};

export interface ResultadoUnificacao {
  manterId: number;
  unificarIds: number[];
  referencias: { tabela: string; coluna: string; movidos: number; descartados: number }[];
  cpfCopiado: string | null;
  cnsCopiado: string | null;
}

/**
 * Merges `unificarIds` into `manterId` inside the caller's transaction (any error rolls all of it
 * back). For each merged record and each referencing table: rows that would collide with the kept
 * record's rows on a unique index containing the foreign key are deleted (a duplicate of what the
 * kept record already has), then the rest are moved. A unique index made of the foreign key alone
 * (one row per citizen, e.g. usuario) cannot be merged when both have a row: 422, nothing changed.
 */
export async function unificar(tx: Tx, manterId: number, unificarIds: number[]): Promise<ResultadoUnificacao> {
  if (unificarIds.includes(manterId)) {
    throw unprocessable({ unificar_ids: ['O cadastro que permanece não pode ser unificado nele mesmo.'] });
  }
  const todos = [manterId, ...unificarIds];
  const { rows: pessoas } = await tx.execute<CidadaoTrava>(sql`
    select id::int8 as id, nome, cpf, cns, unificado_em_id from cidadao
     where id in (${sql.join(
       todos.map((i) => sql`${i}`),
       sql`, `,
     )}) order by id for update`);
  const porId = new Map(pessoas.map((p) => [Number(p.id), p]));
  if (todos.some((i) => !porId.has(i))) throw notFound('Paciente não encontrado.');
  for (const i of todos) {
    const p = porId.get(i) as CidadaoTrava;
    if (p.unificado_em_id) {
      throw unprocessable({
        [i === manterId ? 'manter_id' : 'unificar_ids']: [`O cadastro de ${p.nome} já foi unificado a outro e não pode ser usado.`],
      });
    }
  }
  const manter = porId.get(manterId) as CidadaoTrava;
  const refs = await descobrirReferencias(tx);

  // one-per-citizen tables first: refuse before anything is written
  for (const ref of refs) {
    for (const u of ref.unicos) {
      if (u.outras.length || u.predicado || u.expressao) continue;
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(distinct ${sql.raw(ident(ref.coluna))})::int as n from ${sql.raw(ref.relacao)}
         where ${sql.raw(ident(ref.coluna))} in (${sql.join(
           todos.map((i) => sql`${i}`),
           sql`, `,
         )})`);
      if (rows[0].n > 1) {
        const mensagem =
          ref.tabela === 'usuario'
            ? 'Mais de um dos cadastros escolhidos tem usuário de acesso ao sistema. Um cidadão só pode ter um usuário: unifique cadastros em que no máximo um tenha usuário.'
            : `Mais de um dos cadastros escolhidos tem registro em "${rotuloTabela(ref.tabela)}", que admite apenas um por paciente.`;
        throw unprocessable({ unificar_ids: [mensagem] }, mensagem);
      }
    }
  }

  const totais = new Map<string, { tabela: string; coluna: string; movidos: number; descartados: number }>();
  let cpfCopiado: string | null = null;
  let cnsCopiado: string | null = null;
  for (const m of unificarIds) {
    for (const ref of refs) {
      const chave = `${ref.tabela}.${ref.coluna}`;
      const total = totais.get(chave) ?? { tabela: ref.tabela, coluna: ref.coluna, movidos: 0, descartados: 0 };
      totais.set(chave, total);
      const col = sql.raw(ident(ref.coluna));
      const rel = sql.raw(ref.relacao);
      for (const u of ref.unicos) {
        if (u.expressao || (!u.outras.length && !u.predicado)) continue;
        const pred: SQL = u.predicado ? sql.raw(`(${u.predicado})`) : sql`true`;
        const iguais = u.outras.length
          ? sql.join(
              u.outras.map((c) => sql.raw(`k.${ident(c)} = m.${ident(c)}`)),
              sql` and `,
            )
          : sql`true`;
        const apagados = await tx.execute(sql`
          delete from ${rel} where ctid in (
            select m.__linha from (select ctid as __linha, * from ${rel} where ${col} = ${m} and ${pred}) m
             where exists (select 1 from (select * from ${rel} where ${col} = ${manterId} and ${pred}) k where ${iguais}))`);
        total.descartados += afetadas(apagados);
      }
      const movidos = await tx.execute(sql`update ${rel} set ${col} = ${manterId} where ${col} = ${m}`);
      total.movidos += afetadas(movidos);
    }

    // documents the kept record lacks come from the merged one (cleared there first: unique indexes)
    const p = porId.get(m) as CidadaoTrava;
    if (!manter.cpf && !cpfCopiado && p.cpf) {
      await tx.execute(sql`update cidadao set cpf = null where id = ${m}`);
      await tx.execute(sql`update cidadao set cpf = ${p.cpf} where id = ${manterId}`);
      cpfCopiado = p.cpf;
    }
    if (!manter.cns && !cnsCopiado && p.cns) {
      await tx.execute(sql`update cidadao set cns = null where id = ${m}`);
      await tx.execute(sql`update cidadao set cns = ${p.cns} where id = ${manterId}`);
      cnsCopiado = p.cns;
    }
    // earlier merges into this record now point to the kept one; the record itself is kept, blocked
    await tx.execute(sql`update cidadao set unificado_em_id = ${manterId} where unificado_em_id = ${m}`);
    await tx.execute(sql`update cidadao set unificado_em_id = ${manterId}, bloqueado = true where id = ${m}`);
  }

  return {
    manterId,
    unificarIds,
    referencias: [...totais.values()].filter((t) => t.movidos || t.descartados),
    cpfCopiado,
    cnsCopiado,
  };
}

function afetadas(res: unknown): number {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** A database error during the merge (e.g. a collision on an expression index) aborts it: 409. */
export function erroDeUnificacao(e: unknown): never {
  if (e instanceof HttpError) throw e;
  const err = e as { cause?: { code?: string; message?: string }; code?: string };
  const code = err.cause?.code ?? err.code;
  if (code && /^23/.test(code)) {
    throw new HttpError(409, 'Não foi possível unificar: os cadastros têm registros que não podem ser combinados. Nada foi alterado.');
  }
  throw e;
}
