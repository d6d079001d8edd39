import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
import { estado, municipio, ocupacao, pais } from '../schema/index.js';
import { readCsv } from './csv.js';

const file = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));

async function loadIfIncomplete<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(table as PgTable);
  if (n >= rows.length) return 0;
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return rows.length - n;
}

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
    estados: await loadIfIncomplete(db, estado, estados),
    municipios: await loadIfIncomplete(db, municipio, municipios),
    paises: await loadIfIncomplete(db, pais, paises),
    ocupacoes: await loadIfIncomplete(db, ocupacao, ocupacoes),
  };
}
