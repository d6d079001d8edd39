import { performance } from 'node:perf_hooks';
import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { agoraLocal } from '@saude/api/src/modules/agenda/index.js';
import { posicao } from '@saude/api/src/modules/estoque/index.js';
import { ALM, MENSAGENS_ESTOQUE, somarDias } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BenchApp } from './app.js';
import { bancoGravador, cargaMedia, fmt, measure, repetirComandos } from './lib.js';

const MOVIMENTOS = Number(process.env.BENCH_MOVIMENTOS ?? 1_000_000);
const MATERIAIS = 500;
const LOTES_POR_MATERIAL = 4;
/** The ledger spans three years: the position "a year ago" sums about two thirds of it. */
const DIAS = 3 * 365;
const CONCORRENTES = 50;
const ULTIMAS_UNIDADES = 20;
const ITENS_NOTA = 200;

/**
 * The position of a stock at a date through HTTP. No route of the app answers it yet (the posicao-estoque report
 * of issue 18 is being built): this bench-only route calls the engine's `posicao` the way a route would — the
 * session's cost centre, its permission, the request's one transaction. '-' is today (the balance table).
 */
export function rotaPosicaoDoBench(app: FastifyInstance) {
  const linha = z.object({ materialId: z.number(), loteId: z.number(), lote: z.string(), validade: z.string(), quantidade: z.number() });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/bench/estoque/posicao/:data',
    {
      schema: {
        params: z.object({ data: z.union([z.literal('-'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]) }),
        response: { 200: z.object({ data: z.array(linha) }) },
      },
      config: { permission: ALM.entradaVer },
    },
    (req) => req.tx(async (tx) => ({ data: await posicao(tx, req.auth.centroCustoId, req.params.data === '-' ? null : req.params.data) })),
  );
}

/**
 * The stock engine (issue 18) under volume and concurrency, in the warehouse user's stock (Estoque Central):
 * (1) 50 clerks taking the last 20 units of one lot out at once (saída route); (2) the position at a past date
 * over a ledger of 1,000,000 movements, beside the engine called directly and its own SQL replayed on the driver;
 * (3) an invoice of 200 items saved in one request: time and rows written.
 */
export async function estoqueBench(b: BenchApp, n: number): Promise<string> {
  const almox = await b.entrarComo('almoxarifado');
  const centroCustoId = almox.sessao.centro_custo.id;
  const { hoje } = agoraLocal();
  const t0 = performance.now();
  const g = await gerarRazao(b, centroCustoId, almox.sessao.usuario.id, hoje);
  const geracao = performance.now() - t0;
  const linhas = [
    `Estoque (${b.banco}, carga média ${cargaMedia()}), ${almox.sessao.centro_custo.nome}: razão de ${g.movimentos.toLocaleString('pt-BR')} movimentos ` +
      `(${MATERIAIS} materiais × ${LOTES_POR_MATERIAL} lotes, ${DIAS / 365} anos); geração ${(geracao / 1000).toFixed(1)} s ` +
      `(inserção ${(g.msInsercao / 1000).toFixed(1)} s, saldos ${(g.msSaldos / 1000).toFixed(1)} s, reindex/vacuum/analyze ${(g.msVacuum / 1000).toFixed(1)} s)`,
  ];
  const api = (metodo: string, caminho: string, corpo?: unknown) =>
    fetch(`${b.base}/api/${caminho}`, {
      method: metodo,
      headers: { ...almox.headers, ...(corpo ? { 'content-type': 'application/json' } : {}) },
      body: corpo ? JSON.stringify(corpo) : undefined,
    });

  linhas.push(await ultimasUnidades(b, api, g, hoje));

  const ctx = { clienteId: g.clienteId, usuarioId: almox.sessao.usuario.id, lotacaoId: almox.sessao.lotacao.id };
  const amostra = Math.max(10, Math.floor(n / 2));
  for (const [nome, data] of [
    ['há um ano (soma do razão)', somarDias(hoje, -365)],
    ['hoje (tabela de saldo)', null],
  ] as const) {
    const url = `bench/estoque/posicao/${data ?? '-'}`;
    const viaHttp = (await (await api('GET', url)).json()) as { data: unknown[] };
    const viaMotor = await withTenant(b.database.db, ctx, (tx) => posicao(tx, centroCustoId, data));
    if (viaHttp.data.length !== viaMotor.length) throw new Error(`estoque: a rota e o motor deram posições diferentes (${nome})`);
    const gravador = bancoGravador(b.database);
    await withTenant(gravador.db, ctx, (tx) => posicao(tx, centroCustoId, data));
    const http = await measure(amostra, async () => (await api('GET', url)).arrayBuffer(), 2);
    const motor = await measure(amostra, () => withTenant(b.database.db, ctx, (tx) => posicao(tx, centroCustoId, data)), 2);
    const soSql = await measure(amostra, () => repetirComandos(b.database, gravador.comandos), 2);
    linhas.push(
      `  posição ${nome}: ${viaMotor.length.toLocaleString('pt-BR')} lotes com saldo`,
      `    HTTP:          ${fmt(http)}`,
      `    motor direto:  ${fmt(motor)}   razão p50 ${(http.p50 / motor.p50).toFixed(2)}×`,
      `    SQL do motor:  ${fmt(soSql)}   razão p50 ${(http.p50 / soSql.p50).toFixed(2)}×`,
    );
  }

  linhas.push(...(await notaGrande(b, api, g, hoje, Math.max(5, Math.floor(n / 3)))));
  return linhas.join('\n');
}

type Api = (metodo: string, caminho: string, corpo?: unknown) => Promise<Response>;
type Razao = Awaited<ReturnType<typeof gerarRazao>>;

/**
 * The ledger, generated by the owner with triggers off (the audit trail of bench rows is not what is measured; the
 * immutability trigger only refuses UPDATE and DELETE). Each lot opens with an invoice entry, is restocked every
 * 25th movement and otherwise leaves 1–9 units at a time, so its running balance never goes below zero; the
 * balances are then what the ledger sums to, written by one set-based statement — the state the engine keeps.
 */
export async function gerarRazao(b: BenchApp, centroCustoId: number, usuarioId: number, hoje: string) {
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const comoDono = <T>(fn: (tx: Tx) => Promise<T>) =>
    b.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
      return fn(tx);
    });
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => Number(r.id));
  const base = await comoDono(async (tx) => {
    const grupo = sql`(select id from grupo where cliente_id = ${clienteId} order by id limit 1)`;
    const materiais = ids(
      (
        await tx.execute(sql`
          insert into material (nome, unidade_fornecimento_id, grupo_id)
          select 'MATERIAL DO BENCH ' || lpad(g::text, 4, '0'), 1, ${grupo} from generate_series(1, ${MATERIAIS}) g returning id`)
      ).rows,
    );
    const lotes = ids(
      (
        await tx.execute(sql`
          insert into estoque_lote (material_id, lote, validade)
          select m, 'BENCH-' || m || '-' || k, ${somarDias(hoje, 400)}::date + k * 30
            from unnest(${`{${materiais.join(',')}}`}::bigint[]) m cross join generate_series(1, ${LOTES_POR_MATERIAL}) k
           order by m, k returning id`)
      ).rows,
    );
    const disputa = ids(
      (
        await tx.execute(
          sql`insert into material (nome, unidade_fornecimento_id, grupo_id) values ('MATERIAL DA DISPUTA', 1, ${grupo}) returning id`,
        )
      ).rows,
    )[0] as number;
    const fornecedor = ids(
      (
        await tx.execute(
          sql`insert into fornecedor (razao_social, cnpj) values ('Distribuidora do Bench Ltda', '98765432000198') returning id`,
        )
      ).rows,
    )[0] as number;
    await tx.execute(sql`
      insert into estoque_custo_medio (centro_custo_id, material_id, custo_medio)
      select ${centroCustoId}, m, 1.5 from unnest(${`{${materiais.join(',')}}`}::bigint[]) m`);
    return { materiais, lotes, disputa, fornecedor };
  });

  const porLote = Math.max(2, Math.floor(MOVIMENTOS / base.lotes.length));
  // in blocks of ~100,000 rows, in date order, as a ledger grows: the heap and the indexes on the date stay as compact
  // as a real one's (lot by lot, three years each time, the date index would be split all over)
  const passo = Math.max(1, Math.floor(100_000 / base.lotes.length));
  const todos = `{${base.lotes.join(',')}}`;
  const entrada: SQL = sql`(i = 0 or i % 25 = 0)`;
  const t0 = performance.now();
  for (let de = 0; de < porLote; de += passo) {
    await comoDono((tx) =>
      tx.execute(sql`
        insert into estoque_movimento (tipo, data, registrado_em, usuario_id, centro_custo_id, centro_custo_origem_id, centro_custo_destino_id,
                                       material_id, lote_id, quantidade, custo_unitario)
        select case when ${entrada} then 'entrada_nf' else 'saida' end, d.dia, d.dia + time '10:00', ${usuarioId}, ${centroCustoId},
               case when ${entrada} then null else ${centroCustoId}::bigint end, case when ${entrada} then ${centroCustoId}::bigint end,
               l.material_id, l.id,
               case when i = 0 then ${10 * porLote} when i % 25 = 0 then 200 else -(1 + (i * 7 + l.id) % 9) end, 1.5
          from generate_series(${de}::int, ${Math.min(porLote, de + passo) - 1}::int) i
          cross join estoque_lote l
          cross join lateral (select ${somarDias(hoje, -DIAS)}::date + (i * ${DIAS} / ${porLote}) as dia) d
         where l.id = any(${todos}::bigint[])
         order by i, l.id`),
    );
  }
  const msInsercao = performance.now() - t0;
  const t1 = performance.now();
  await comoDono((tx) =>
    tx.execute(sql`
      insert into estoque_saldo (centro_custo_id, lote_id, material_id, quantidade)
      select centro_custo_id, lote_id, material_id, sum(quantidade) from estoque_movimento
       where centro_custo_id = ${centroCustoId} and lote_id = any(${todos}::bigint[])
       group by 1, 2, 3`),
  );
  const msSaldos = performance.now() - t1;
  const t2 = performance.now();
  // three years inserted in front of the demo's own year split the date index's pages in half, which a ledger that
  // only grows at today's end never does: rebuilt compact; and a live database's autovacuum would have run after a
  // million inserts (PGlite has none)
  await b.database.db.execute(sql`reindex table estoque_movimento`);
  for (const t of ['estoque_movimento', 'estoque_saldo', 'estoque_lote', 'estoque_custo_medio', 'material'])
    await b.database.db.execute(sql.raw(`vacuum analyze ${t}`));
  const msVacuum = performance.now() - t2;
  return { clienteId, centroCustoId, ...base, movimentos: porLote * base.lotes.length, msInsercao, msSaldos, msVacuum };
}

/**
 * Issue 18 (1): 20 units of one lot entered through the API, then 50 clerks each taking 1 unit of that lot at once.
 * The lot must end at exactly zero with 20 exits, the 30 refused must carry the engine's message naming the lot and
 * what is left, and nothing may answer 5xx; anything else fails the run.
 */
async function ultimasUnidades(b: BenchApp, api: Api, g: Razao, hoje: string): Promise<string> {
  const entrada = await api('POST', 'almoxarifado/entrada-inicial', {
    data_entrada: hoje,
    itens: [{ material_id: g.disputa, lote: 'DISPUTA', validade: somarDias(hoje, 90), quantidade: ULTIMAS_UNIDADES, valor_unitario: 1 }],
  });
  if (entrada.status !== 201) throw new Error(`estoque: entrada inicial HTTP ${entrada.status} ${await entrada.text()}`);
  const { id } = (await entrada.json()) as { id: number };
  const { model } = (await (await api('GET', `almoxarifado/entrada-inicial/${id}/edit`)).json()) as {
    model: { itens: { lote_id: number }[] };
  };
  const loteId = model.itens[0]?.lote_id;

  const t0 = performance.now();
  const respostas = await Promise.all(
    Array.from({ length: CONCORRENTES }, async () => {
      const r = await api('POST', 'almoxarifado/saida', {
        destino_tipo: 2,
        data: hoje,
        itens: [{ material_id: g.disputa, quantidade: 1, lote_id: loteId }],
      });
      return { status: r.status, mensagem: String(((await r.json()) as { message?: string }).message ?? '') };
    }),
  );
  const ms = performance.now() - t0;
  const esperada = `Item 1: ${MENSAGENS_ESTOQUE.saldoInsuficiente('DISPUTA', 'MATERIAL DA DISPUTA', 0, 1)}`;
  const saidas = respostas.filter((r) => r.status === 201).length;
  const recusas = respostas.filter((r) => r.status !== 201);
  const alheias = recusas.filter((r) => r.status !== 422 || r.mensagem !== esperada);
  const [estado] = (
    await withTenant(b.database.db, { clienteId: g.clienteId }, (tx) =>
      tx.execute<{ saldo: number; razao: number; movimentos: number }>(sql`
        select (select quantidade from estoque_saldo where centro_custo_id = ${g.centroCustoId} and lote_id = ${loteId}) as saldo,
               (select sum(quantidade)::int from estoque_movimento where lote_id = ${loteId}) as razao,
               (select count(*)::int from estoque_movimento where lote_id = ${loteId} and tipo = 'saida') as movimentos`),
    )
  ).rows;
  const falhas = [
    saidas !== ULTIMAS_UNIDADES && `${saidas} saídas aceitas em vez de ${ULTIMAS_UNIDADES}`,
    alheias.length && `respostas fora do esperado: ${[...new Set(alheias.map((r) => `${r.status} "${r.mensagem}"`))].join(', ')}`,
    (Number(estado?.saldo) !== 0 || Number(estado?.razao) !== 0) && `o lote terminou com saldo ${estado?.saldo} (razão ${estado?.razao})`,
    Number(estado?.movimentos) !== ULTIMAS_UNIDADES && `${estado?.movimentos} movimentos de saída no razão`,
  ].filter(Boolean);
  if (falhas.length) throw new Error(`estoque, ${CONCORRENTES} saídas simultâneas: ${falhas.join('; ')}`);
  return (
    `  ${CONCORRENTES} saídas simultâneas de 1 unidade das ${ULTIMAS_UNIDADES} últimas de um lote: ${saidas} × 201, ` +
    `${recusas.length} × 422 "${esperada}", nenhum 5xx; saldo final 0 (tabela de saldo e razão), ${ULTIMAS_UNIDADES} movimentos; ` +
    `as ${CONCORRENTES} respostas em ${ms.toFixed(0)} ms`
  );
}

/**
 * Issue 18 (3): an invoice of 200 items (each a new lot of another material) saved in one request. Time per request,
 * and the rows one request writes, per table, read from the audit trail the triggers keep (every insert and update).
 */
async function notaGrande(b: BenchApp, api: Api, g: Razao, hoje: string, n: number): Promise<string[]> {
  let k = 0;
  const nota = () => {
    k++;
    return {
      fornecedor_id: g.fornecedor,
      numero_nota: `BENCH${k}`,
      serie: '1',
      data_emissao: hoje,
      data_entrada: hoje,
      valor_total: ITENS_NOTA * 10 * 2.5,
      itens: g.materiais.slice(0, ITENS_NOTA).map((m, i) => ({
        material_id: m,
        lote: `NF${k}-${i + 1}`,
        validade: somarDias(hoje, 500),
        quantidade: 10,
        valor_unitario: 2.5,
      })),
    };
  };
  const enviar = async () => {
    const r = await api('POST', 'almoxarifado/entrada', nota());
    if (r.status !== 201) throw new Error(`estoque: nota de ${ITENS_NOTA} itens HTTP ${r.status} ${await r.text()}`);
    return r.json();
  };
  const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(b.database.db, { clienteId: g.clienteId }, fn);
  const { rows: antes } = await emDemo((tx) =>
    tx.execute<{ ultimo: number; inicio: string }>(
      sql`select coalesce(max(id), 0) as ultimo, clock_timestamp()::text as inicio from auditoria`,
    ),
  );
  const { ultimo, inicio } = antes[0] as { ultimo: number; inicio: string };
  await enviar();
  const { rows: auditadas } = await emDemo((tx) =>
    tx.execute<{ tabela: string; acao: string; n: number }>(sql`
      select tabela, acao, count(*)::int as n from auditoria where id > ${ultimo} and acao in ('INSERT', 'UPDATE')
       group by 1, 2 order by 3 desc, 1`),
  );
  // balance and average cost are derived from the ledger and stay out of the trail (decision 0013): their stamp says it
  const { rows: derivadas } = await emDemo((tx) =>
    tx.execute<{ tabela: string; acao: string; n: number }>(sql`
      select 'estoque_saldo' as tabela, 'INSERT/UPDATE' as acao, count(*)::int as n from estoque_saldo where atualizado_em >= ${inicio}::timestamptz
      union all
      select 'estoque_custo_medio', 'INSERT/UPDATE', count(*)::int from estoque_custo_medio where atualizado_em >= ${inicio}::timestamptz`),
  );
  const escritas = [...auditadas, ...derivadas];
  const total = escritas.reduce((s, r) => s + Number(r.n), 0);
  const auditoria = auditadas.reduce((s, r) => s + Number(r.n), 0);
  const t = await measure(n, enviar, 1);
  return [
    `  nota fiscal de ${ITENS_NOTA} itens numa requisição (cada item um lote novo): ${fmt(t)} · ${(t.p50 / ITENS_NOTA).toFixed(2)} ms por item (p50)`,
    `    linhas gravadas por nota: ${total} — ${escritas.map((r) => `${r.tabela} ${r.n}${r.acao === 'UPDATE' ? ' (update)' : ''}`).join(', ')}` +
      `; mais ${auditoria} na auditoria`,
  ];
}
