import { performance } from 'node:perf_hooks';
import { type Db, withTenant } from '@saude/api/src/db/client.js';
import { cidadao, cliente } from '@saude/api/src/db/schema/index.js';
import { NOMES_FEMININOS, NOMES_MASCULINOS, SOBRENOMES } from '@saude/api/src/modules/cadastro/demo/pacientes.js';
import { buscaPaciente, colunasLista, filtroPadrao, linhaLista } from '@saude/api/src/modules/cadastro/paciente/paciente.service.js';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { fmt, measure, type Stats } from './lib.js';

/**
 * Patient search at scale: generates `total` patients of the demo municipality in SQL
 * (generate_series, valid CPF and CNS computed by temporary functions, names combined from common
 * first names and surnames), then measures GET /api/cadastro/paciente/datatable for a name
 * fragment, a CPF and a CNS — at 1 and at `concorrencia` simultaneous clients — against the same
 * queries run directly in a tenant transaction.
 */

/** The same names as the 2,000 demo patients (modules/cadastro/demo/pacientes.ts). */
const FEMININOS = NOMES_FEMININOS;
const MASCULINOS = NOMES_MASCULINOS;
/** Names go into the generating SQL as literals (none contains a quote). */
const arr = (l: readonly string[]) => sql.raw(`array[${l.map((s) => `'${s}'`).join(',')}]`);

const FUNCOES = [
  `create or replace function pg_temp.bench_cpf(base bigint) returns text language plpgsql immutable as $$
   declare b text := lpad(base::text, 9, '0'); s int := 0; d int;
   begin
     for i in 1..9 loop s := s + substr(b, i, 1)::int * (11 - i); end loop;
     d := 11 - s % 11; if d >= 10 then d := 0; end if; b := b || d; s := 0;
     for i in 1..10 loop s := s + substr(b, i, 1)::int * (12 - i); end loop;
     d := 11 - s % 11; if d >= 10 then d := 0; end if;
     return b || d;
   end $$`,
  `create or replace function pg_temp.bench_cns(base bigint) returns text language plpgsql immutable as $$
   declare b text := '2' || lpad(base::text, 10, '0'); s int := 0; d int;
   begin
     for i in 1..11 loop s := s + substr(b, i, 1)::int * (16 - i); end loop;
     d := 11 - s % 11; if d = 11 then d := 0; end if;
     if d = 10 then s := s + 2; d := 11 - s % 11; return b || '001' || d; end if;
     return b || '000' || d;
   end $$`,
];

/**
 * Inserts `total` patients in blocks of 100,000 with the secondary indexes dropped (recreated at
 * the end: building a GIN trigram index once is far cheaper than maintaining it row by row) and
 * triggers off (the audit of generated rows is not what is measured). Unique indexes stay, and
 * ON CONFLICT DO NOTHING skips the rare CPF/CNS already used by the demo seed.
 */
export async function gerarPacientesEmMassa(db: Db, clienteId: number, total: number, log = console.log) {
  const t0 = performance.now();
  let inseridos = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const f of FUNCOES) await tx.execute(sql.raw(f));
    const { rows: indices } = await tx.execute<{ nome: string; def: string }>(sql`
      select i.indexname as nome, i.indexdef as def from pg_indexes i
        join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
       where i.tablename = 'cidadao' and i.schemaname = 'public' and not x.indisunique and not x.indisprimary`);
    for (const i of indices) await tx.execute(sql.raw(`drop index "${i.nome}"`));
    const { rows: inicio } = await tx.execute<{ n: number }>(sql`select coalesce(max(id), 0)::int8 as n from cidadao`);
    const deslocamento = Number(inicio[0].n);
    const bloco = 100_000;
    for (let a = 1; a <= total; a += bloco) {
      const b = Math.min(total, a + bloco - 1);
      const r = await tx.execute(sql`
        insert into cidadao (cliente_id, nome, nome_mae, sexo_id, data_nascimento, cpf, cns, telefone)
        select ${clienteId},
               case when i % 2 = 0 then (${arr(FEMININOS)})[1 + abs(hashint8extended(i, 1)) % ${FEMININOS.length}]
                    else (${arr(MASCULINOS)})[1 + abs(hashint8extended(i, 1)) % ${MASCULINOS.length}] end
               || case when abs(hashint8extended(i, 2)) % 3 = 0
                       then ' ' || (case when i % 2 = 0 then (${arr(FEMININOS)})[1 + abs(hashint8extended(i, 3)) % ${FEMININOS.length}]
                                         else (${arr(MASCULINOS)})[1 + abs(hashint8extended(i, 3)) % ${MASCULINOS.length}] end)
                       else '' end
               || ' ' || (${arr(SOBRENOMES)})[1 + abs(hashint8extended(i, 4)) % ${SOBRENOMES.length}]
               || ' ' || (${arr(SOBRENOMES)})[1 + abs(hashint8extended(i, 5)) % ${SOBRENOMES.length}],
               (${arr(FEMININOS)})[1 + abs(hashint8extended(i, 6)) % ${FEMININOS.length}]
               || ' ' || (${arr(SOBRENOMES)})[1 + abs(hashint8extended(i, 7)) % ${SOBRENOMES.length}]
               || ' ' || (${arr(SOBRENOMES)})[1 + abs(hashint8extended(i, 4)) % ${SOBRENOMES.length}],
               (i % 2)::smallint # 1,
               date '2026-06-30' - (abs(hashint8extended(i, 8)) % (95 * 365))::int,
               case when i % 20 = 0 then null else pg_temp.bench_cpf(300000000 + i) end,
               case when i % 10 = 0 then null else pg_temp.bench_cns(4000000000 + i) end,
               '879' || lpad((abs(hashint8extended(i, 9)) % 100000000)::text, 8, '0')
          from generate_series(${a + deslocamento}::int8, ${b + deslocamento}::int8) as s(i)
        on conflict do nothing`);
      inseridos += Number(
        (r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0,
      );
      log(`  ${b.toLocaleString('pt-BR')} / ${total.toLocaleString('pt-BR')} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
    const t1 = performance.now();
    for (const i of indices) await tx.execute(sql.raw(i.def));
    log(`  índices recriados em ${((performance.now() - t1) / 1000).toFixed(1)} s (${indices.map((i) => i.nome).join(', ')})`);
  });
  await db.execute(sql`analyze cidadao`);
  return { inseridos, segundos: (performance.now() - t0) / 1000 };
}

/** `clientes` loops running at once, each `porCliente` calls; latency of every call that answered, and the failures. */
async function concorrente(
  clientes: number,
  porCliente: number,
  fn: () => Promise<unknown>,
): Promise<Stats & { falhas: number; vazao: number }> {
  const tempos: number[] = [];
  let falhas = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: clientes }, async () => {
      for (let i = 0; i < porCliente; i++) {
        const t0 = performance.now();
        try {
          await fn();
          tempos.push(performance.now() - t0);
        } catch {
          falhas++; // e.g. fetch's 300 s headers timeout when the queue is that long
        }
      }
    }),
  );
  tempos.sort((a, b) => a - b);
  const at = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))] ?? Number.NaN;
  const vazao = tempos.length / ((performance.now() - inicio) / 1000);
  return { n: tempos.length, falhas, vazao, p50: at(0.5), p95: at(0.95), mean: tempos.reduce((a, b) => a + b, 0) / (tempos.length || 1) };
}

const comFalhas = (s: Stats & { falhas: number; vazao: number }) =>
  `${fmt(s)} · ${s.vazao.toFixed(0)} req/s${s.falhas ? ` · ${s.falhas} sem resposta` : ''}`;

/** The datatable handler's queries (capped counts, then the page), run directly. */
async function direto(db: Db, clienteId: number, termo: string) {
  return withTenant(db, { clienteId }, async (tx) => {
    const filtro = filtroPadrao({});
    const busca = buscaPaciente(termo);
    const where = and(filtro, busca.where);
    const contar = async (w: SQL | undefined) => {
      const s = tx.select({ um: sql`1` }).from(cidadao).where(w).limit(10_000).as('s');
      const [c] = await tx.select({ n: sql<number>`count(*)::int` }).from(s);
      return c.n;
    };
    const total = await contar(filtro);
    const filtrados = await contar(where);
    const ordem = busca.ordem ? [busca.ordem, sql`${cidadao.nome} asc`] : [sql`${cidadao.nome} asc`];
    const rows = await tx
      .select({ id: cidadao.id, ...colunasLista })
      .from(cidadao)
      .where(where)
      .orderBy(...ordem, cidadao.id)
      .limit(10)
      .offset(0);
    return { total, filtrados, data: rows.map((r) => linhaLista(r)) };
  });
}

export async function pacienteBench(b: BenchApp, opts: { total: number; n: number; concorrencia: number }) {
  const linhas: string[] = [];
  const saida = (...l: string[]) => {
    linhas.push(...l);
    for (const x of l) console.error(x);
  };
  const [c] = await b.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  // BENCH_REUSAR=1 measures again over a database generated by an earlier run
  const { rows: existentes } = await b.database.db.execute<{ n: number }>(sql`select count(*)::int as n from cidadao`);
  const reusar = process.env.BENCH_REUSAR === '1' && Number(existentes[0].n) >= opts.total;
  const geracao = reusar
    ? { inseridos: 0, segundos: 0 }
    : await gerarPacientesEmMassa(b.database.db, c.id, opts.total, (l) => console.error(l));
  const { rows: amostra } = await b.database.db.execute<{ cpf: string; cns: string; total: number }>(sql`
    select cpf, cns, (select count(*)::int from cidadao) as total from cidadao
     where cpf is not null and cns is not null and cliente_id = ${c.id} order by id desc offset ${Math.floor(opts.total / 2)} limit 1`);
  const alvo = amostra[0];
  saida(
    `Busca de pacientes (${b.banco}): ${Number(alvo.total).toLocaleString('pt-BR')} cidadãos; ${reusar ? 'banco reaproveitado' : `geração de ${geracao.inseridos.toLocaleString('pt-BR')} em ${geracao.segundos.toFixed(1)} s`}`,
  );
  // identifiers first (fast), then the name fragments; each phase is printed as soon as it ends
  const casos = [
    { nome: 'CPF (com máscara)', termo: alvo.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') },
    { nome: 'CNS', termo: alvo.cns },
    { nome: 'trecho de nome "maria souza"', termo: 'maria souza' },
    { nome: 'trecho de nome "severino galv"', termo: 'severino galv' },
  ];
  for (const caso of casos) {
    const url = `/api/cadastro/paciente/datatable?draw=1&start=0&length=10&search[value]=${encodeURIComponent(caso.termo)}`;
    const http = (await b.get(url)) as { records_filtered: number };
    saida(`  ${caso.nome} — ${http.records_filtered.toLocaleString('pt-BR')} encontrados (contagem limitada a 10.000)`);
    const http1 = await measure(opts.n, () => b.get(url), 2);
    const dir1 = await measure(opts.n, () => direto(b.database.db, c.id, caso.termo), 2);
    saida(
      `    1 cliente   HTTP:   ${fmt(http1)}`,
      `    1 cliente   direto: ${fmt(dir1)}   razão p50 ${(http1.p50 / dir1.p50).toFixed(2)}×`,
    );
    // one call per simultaneous client for names (~1 s of CPU each at a million rows), ten for identifiers
    const porCliente = /\d/.test(caso.termo) ? 10 : 1;
    const httpN = await concorrente(opts.concorrencia, porCliente, () => b.get(url));
    saida(`    ${opts.concorrencia} clientes  HTTP:   ${comFalhas(httpN)}`);
    const dirN = await concorrente(opts.concorrencia, porCliente, () => direto(b.database.db, c.id, caso.termo));
    saida(
      `    ${opts.concorrencia} clientes  direto: ${comFalhas(dirN)}   razão p50 ${(httpN.p50 / dirN.p50).toFixed(2)}× · vazão HTTP/direta ${((100 * httpN.vazao) / dirN.vazao).toFixed(0)} %`,
    );
  }
  return linhas.join('\n');
}
