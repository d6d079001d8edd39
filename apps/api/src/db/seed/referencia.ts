import { fileURLToPath } from 'node:url';
import { toSnake } from '@saude/shared';
import { desc, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../client.js';
import {
  ciap,
  cid,
  cidCapitulo,
  estado,
  lediCodigo,
  municipio,
  ocupacao,
  pais,
  procedimentoCid,
  procedimentoOcupacao,
  procedimentoSigtap,
  sigtapCompetencia,
  tipoLogradouro,
} from '../schema/index.js';
import { readCsv, readText } from './csv.js';

const file = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));

/** Data lines of a shipped file, without parsing it (the generated files have no line breaks inside fields). */
function dataLines(name: string): string[] {
  return readText(file(name))
    .split('\n')
    .filter((l) => l.trim())
    .slice(1);
}

const count = async (db: Queryable, table: PgTable, where?: ReturnType<typeof sql>) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n;

/**
 * Inserts in batches of 1000 rows, each batch one statement with the rows as a single JSON
 * parameter (json_populate_recordset: far cheaper on PGlite than thousands of bound parameters).
 * Into an empty table the GIN (trigram) indexes are dropped first and rebuilt from their own
 * definitions afterwards, in the same transaction: one build is cheaper than row-by-row upkeep.
 * With `upsert`, rows already present are rewritten (by primary key); otherwise they are kept.
 */
async function insertBatches<T extends PgTable>(db: Queryable, table: T, rows: T['$inferInsert'][], upsert = false) {
  const cols = Object.entries(getTableColumns(table)).map(([key, c]) => ({
    key,
    nome: c.keyAsName ? toSnake(key) : c.name, // the schema's keys become snake_case columns (casing option)
    primary: c.primary,
  }));
  const lista = sql.join(
    cols.map((c) => sql.identifier(c.nome)),
    sql`, `,
  );
  const conflito = upsert
    ? sql`on conflict (${sql.join(
        cols.filter((c) => c.primary).map((c) => sql.identifier(c.nome)),
        sql`, `,
      )}) do update set ${sql.join(
        cols.filter((c) => !c.primary).map((c) => sql`${sql.identifier(c.nome)} = excluded.${sql.identifier(c.nome)}`),
        sql`, `,
      )}`
    : sql`on conflict do nothing`;
  // the row type is schema-qualified: an unqualified "cid" would be pg_catalog's command-id type
  const tipo = sql`null::public.${sql.identifier(getTableName(table))}`;
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
    const gin =
      n === 0
        ? (
            await tx.execute<{ indexname: string; indexdef: string }>(
              sql`select indexname, indexdef from pg_indexes
                   where schemaname = 'public' and tablename = ${getTableName(table)} and indexdef like '% USING gin %'`,
            )
          ).rows
        : [];
    for (const i of gin) await tx.execute(sql`drop index ${sql.identifier(i.indexname)}`);
    for (let i = 0; i < rows.length; i += 1000) {
      const lote = rows
        .slice(i, i + 1000)
        .map((r) => Object.fromEntries(cols.map((c) => [c.nome, (r as Record<string, unknown>)[c.key] ?? null])));
      await tx.execute(
        sql`insert into ${table} (${lista}) select ${lista} from json_populate_recordset(${tipo}, ${JSON.stringify(lote)}::json) ${conflito}`,
      );
    }
    for (const i of gin) await tx.execute(sql.raw(i.indexdef));
  });
}

/** Loads the rows when the table holds fewer than expected; rows are built only then. */
async function loadIfIncomplete<T extends PgTable>(db: Db, table: T, expected: number, rows: () => T['$inferInsert'][]) {
  const n = await count(db, table);
  if (n >= expected) return 0;
  await insertBatches(db, table, rows());
  return expected - n;
}

/** One SIGTAP release, as the shipped files and `npm run sigtap:carregar` give it. */
export interface SigtapRelease {
  competencia: string;
  /** The file (zip, folder or shipped CSV) it came from. */
  arquivo: string;
  procedimentos: (typeof procedimentoSigtap.$inferInsert)[];
  /** 'procedimento,cid,S|N' lines (rl_procedimento_cid; cid without the dot). */
  cids: string[];
  /** 'procedimento,cbo' lines (rl_procedimento_ocupacao). */
  ocupacoes: string[];
}

/**
 * Inserts 'a,b,c' lines (fields without commas) in chunks, each one text parameter split by the
 * database: far cheaper than rows as parameters for the 200 000 relation rows.
 */
async function insertLines(db: Queryable, table: PgTable, colunas: SQL[], linhas: string[], conversao: (SQL | null)[] = []) {
  const campos = colunas.map((_, i) => {
    const campo = sql`split_part(l, ',', ${sql.raw(String(i + 1))})`;
    return conversao[i] ? sql`${campo} ${conversao[i]}` : campo;
  });
  for (let i = 0; i < linhas.length; i += 50_000) {
    const texto = linhas.slice(i, i + 50_000).join('\n');
    await db.execute(
      sql`insert into ${table} (${sql.join(colunas, sql`, `)}) select ${sql.join(campos, sql`, `)} from string_to_table(${texto}::text, E'\n') l`,
    );
  }
}

/**
 * Writes a SIGTAP release: procedures upserted by code (codes that left the table stay, since older
 * records may cite them), the two relation tables replaced, the competência recorded. The caller
 * gives the transaction, so a release is written whole or not at all.
 */
export async function gravarSigtap(tx: Queryable, r: SigtapRelease, partes = { procedimentos: true, relacoes: true }) {
  if (partes.procedimentos) await insertBatches(tx, procedimentoSigtap, r.procedimentos, true);
  if (partes.relacoes) {
    await tx.delete(procedimentoCid);
    await insertLines(tx, procedimentoCid, [sql`procedimento_codigo`, sql`cid_codigo`, sql`principal`], r.cids, [null, null, sql`= 'S'`]);
    await tx.delete(procedimentoOcupacao);
    await insertLines(tx, procedimentoOcupacao, [sql`procedimento_codigo`, sql`ocupacao_codigo`], r.ocupacoes);
  }
  const registro = {
    competencia: r.competencia,
    arquivo: r.arquivo,
    procedimentos: r.procedimentos.length,
    procedimentosCid: r.cids.length,
    procedimentosOcupacao: r.ocupacoes.length,
    carregadoEm: new Date(),
  };
  await tx.insert(sigtapCompetencia).values(registro).onConflictDoUpdate({ target: sigtapCompetencia.competencia, set: registro });
}

/** The SIGTAP release shipped in seed/data. */
export function sigtapEnviado(): SigtapRelease {
  const procedimentos = readCsv(file('sigtap-procedimento.csv.gz')).map((r) => ({
    codigo: r.codigo,
    nome: r.nome,
    complexidade: Number(r.complexidade),
    sexo: r.sexo,
    quantidadeMaxima: numeroOuNulo(r.quantidade_maxima),
    idadeMinima: numeroOuNulo(r.idade_minima),
    idadeMaxima: numeroOuNulo(r.idade_maxima),
    valorSh: r.valor_sh,
    valorSa: r.valor_sa,
    valorSp: r.valor_sp,
    financiamento: r.financiamento,
    competencia: r.competencia,
  }));
  return {
    competencia: procedimentos[0]?.competencia ?? '',
    arquivo: 'seed/data/sigtap-procedimento.csv.gz',
    procedimentos,
    cids: dataLines('sigtap-procedimento-cid.csv.gz'),
    ocupacoes: dataLines('sigtap-procedimento-ocupacao.csv.gz'),
  };
}

/**
 * SIGTAP: the shipped competência is written when the database has none, an older one, or an
 * incomplete copy of it. A newer competência loaded by `npm run sigtap:carregar` is left alone.
 */
async function loadSigtap(db: Db) {
  const enviado = dataLines('sigtap-procedimento.csv.gz');
  const competencia = enviado[0]?.split(',').at(-1) ?? '';
  const [atual] = await db
    .select({ competencia: sigtapCompetencia.competencia })
    .from(sigtapCompetencia)
    .orderBy(desc(sigtapCompetencia.competencia))
    .limit(1);
  if (atual && atual.competencia > competencia) return 0;
  const procedimentosOk = (await count(db, procedimentoSigtap, sql`${procedimentoSigtap.competencia} = ${competencia}`)) >= enviado.length;
  const relacoesOk =
    atual?.competencia === competencia &&
    (await count(db, procedimentoCid)) >= dataLines('sigtap-procedimento-cid.csv.gz').length &&
    (await count(db, procedimentoOcupacao)) >= dataLines('sigtap-procedimento-ocupacao.csv.gz').length;
  if (procedimentosOk && relacoesOk) return 0;
  const release = sigtapEnviado();
  await db.transaction((tx) => gravarSigtap(tx, release, { procedimentos: !procedimentosOk, relacoes: !relacoesOk }));
  return release.procedimentos.length + release.cids.length + release.ocupacoes.length;
}

const numeroOuNulo = (v: string) => (v === '' ? null : Number(v));

/** LEDI APS code lists ({tabela: [{codigo, descricao, observacoes}]}); '-' observations become null. */
async function loadLedi(db: Db) {
  const dicionario = JSON.parse(readText(file('ledi-dicionario.json.gz'))) as Record<
    string,
    { codigo: string; descricao: string; observacoes?: string }[]
  >;
  const rows = Object.entries(dicionario).flatMap(([tabela, itens]) =>
    itens.map((i, ordem) => ({
      tabela,
      codigo: i.codigo,
      descricao: i.descricao,
      observacoes: i.observacoes && i.observacoes !== '-' ? i.observacoes : null,
      ordem,
    })),
  );
  return loadIfIncomplete(db, lediCodigo, rows.length, () => rows);
}

/** National reference tables the platform needs, loaded once and topped up when a file grows. */
export async function loadReferenceData(db: Db) {
  const estados = readCsv(file('estados.csv.gz')).map((r) => ({ id: Number(r.codigo_uf), uf: r.uf, nome: r.nome, regiao: r.regiao }));
  const municipios = readCsv(file('municipios.csv.gz')).map((r) => ({
    id: Number(r.codigo_ibge),
    nome: r.nome,
    estadoId: Number(r.codigo_uf),
    capital: r.capital === '1',
    latitude: r.latitude || null,
    longitude: r.longitude || null,
  }));
  const paises = readCsv(file('paises-esus-ledi.csv.gz')).map((r) => ({ id: Number(r.codigo), nome: r.nome }));
  const ocupacoes = readCsv(file('cbo2002-ocupacao.csv.gz'))
    .filter((r) => /^\d{6}$/.test(r.CODIGO))
    .map((r) => ({ codigo: r.CODIGO, nome: r.TITULO }));
  return {
    estados: await loadIfIncomplete(db, estado, estados.length, () => estados),
    municipios: await loadIfIncomplete(db, municipio, municipios.length, () => municipios),
    paises: await loadIfIncomplete(db, pais, paises.length, () => paises),
    ocupacoes: await loadIfIncomplete(db, ocupacao, ocupacoes.length, () => ocupacoes),
    // the larger health classifications are parsed only when they need loading
    cids: await loadIfIncomplete(db, cid, dataLines('cid10-sigtap.csv.gz').length, () =>
      readCsv(file('cid10-sigtap.csv.gz')).map((r) => ({
        codigo: r.codigo,
        descricao: r.descricao,
        subcategoria: r.codigo.length === 4,
        sexo: r.sexo || null,
      })),
    ),
    ciaps: await loadIfIncomplete(db, ciap, dataLines('ciap2-esus-ledi.csv.gz').length, () =>
      readCsv(file('ciap2-esus-ledi.csv.gz')).map((r) => ({ codigo: r.codigo, descricao: r.descricao, cidCodigo: r.cid || null })),
    ),
    procedimentosSigtap: await loadSigtap(db),
    tiposLogradouro: await loadIfIncomplete(db, tipoLogradouro, dataLines('tipo-logradouro-dne.csv.gz').length, () =>
      readCsv(file('tipo-logradouro-dne.csv.gz')).map((r) => ({ codigo: r.codigo, nome: r.nome })),
    ),
    capitulosCid: await loadIfIncomplete(db, cidCapitulo, dataLines('cid10-capitulos.csv.gz').length, () =>
      readCsv(file('cid10-capitulos.csv.gz')).map((r) => ({
        numero: Number(r.numero),
        inicio: r.inicio,
        fim: r.fim,
        descricao: r.descricao,
      })),
    ),
    codigosLedi: await loadLedi(db),
  };
}
