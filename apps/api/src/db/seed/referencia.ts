import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { toSnake } from '@saude/shared';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { ciap, cid, estado, municipio, ocupacao, pais, procedimentoSigtap, tipoLogradouro } from '../schema/index.js';
import { readCsv } from './csv.js';

const file = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));

/** Data lines of a shipped file, without parsing it (the generated files have no line breaks inside fields). */
function dataLines(name: string): string[] {
  return readFileSync(file(name), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .slice(1);
}

const count = async (db: Db, table: PgTable, where?: ReturnType<typeof sql>) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n;

/**
 * Inserts in batches of 1000 rows, each batch one statement with the rows as a single JSON
 * parameter (json_populate_recordset: far cheaper on PGlite than thousands of bound parameters).
 * Into an empty table the GIN (trigram) indexes are dropped first and rebuilt from their own
 * definitions afterwards, in the same transaction: one build is cheaper than row-by-row upkeep.
 * With `upsert`, rows already present are rewritten (by primary key); otherwise they are kept.
 */
async function insertBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], upsert = false) {
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

/**
 * SIGTAP procedures: loaded when incomplete, and rewritten in place when the shipped file is of
 * another competência (names and attributes change monthly; codes that left the table stay, since
 * older records may cite them).
 */
async function loadSigtap(db: Db) {
  const lines = dataLines('sigtap-procedimento.csv');
  const competencia = lines[0]?.split(',').at(-1) ?? '';
  const n = await count(db, procedimentoSigtap, sql`${procedimentoSigtap.competencia} = ${competencia}`);
  if (n >= lines.length) return 0;
  const rows = readCsv(file('sigtap-procedimento.csv')).map((r) => ({
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
  await insertBatches(db, procedimentoSigtap, rows, true);
  return rows.length - n;
}

const numeroOuNulo = (v: string) => (v === '' ? null : Number(v));

/** National reference tables the platform needs, loaded once and topped up when a file grows. */
export async function loadReferenceData(db: Db) {
  const estados = readCsv(file('estados.csv')).map((r) => ({ id: Number(r.codigo_uf), uf: r.uf, nome: r.nome, regiao: r.regiao }));
  const municipios = readCsv(file('municipios.csv')).map((r) => ({
    id: Number(r.codigo_ibge),
    nome: r.nome,
    estadoId: Number(r.codigo_uf),
    capital: r.capital === '1',
    latitude: r.latitude || null,
    longitude: r.longitude || null,
  }));
  const paises = readCsv(file('paises-esus-ledi.csv')).map((r) => ({ id: Number(r.codigo), nome: r.nome }));
  const ocupacoes = readCsv(file('cbo2002-ocupacao.csv'))
    .filter((r) => /^\d{6}$/.test(r.CODIGO))
    .map((r) => ({ codigo: r.CODIGO, nome: r.TITULO }));
  return {
    estados: await loadIfIncomplete(db, estado, estados.length, () => estados),
    municipios: await loadIfIncomplete(db, municipio, municipios.length, () => municipios),
    paises: await loadIfIncomplete(db, pais, paises.length, () => paises),
    ocupacoes: await loadIfIncomplete(db, ocupacao, ocupacoes.length, () => ocupacoes),
    // the larger health classifications are parsed only when they need loading
    cids: await loadIfIncomplete(db, cid, dataLines('cid10-sigtap.csv').length, () =>
      readCsv(file('cid10-sigtap.csv')).map((r) => ({
        codigo: r.codigo,
        descricao: r.descricao,
        subcategoria: r.codigo.length === 4,
        sexo: r.sexo || null,
      })),
    ),
    ciaps: await loadIfIncomplete(db, ciap, dataLines('ciap2-esus-ledi.csv').length, () =>
      readCsv(file('ciap2-esus-ledi.csv')).map((r) => ({ codigo: r.codigo, descricao: r.descricao, cidCodigo: r.cid || null })),
    ),
    procedimentosSigtap: await loadSigtap(db),
    tiposLogradouro: await loadIfIncomplete(db, tipoLogradouro, dataLines('tipo-logradouro-dne.csv').length, () =>
      readCsv(file('tipo-logradouro-dne.csv')).map((r) => ({ codigo: r.codigo, nome: r.nome })),
    ),
  };
}
