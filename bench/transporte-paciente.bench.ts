import { performance } from 'node:perf_hooks';
import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { consultaPrestacaoConta } from '@saude/api/src/modules/transporte-paciente/relatorios/consultas.js';
import { type PassageiroMontagem, relatorioTpPrestacaoConta, sugerirMontagem, TIPO_PASSAGEIRO, type VeiculoMontagem } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { cargaMedia, fmt, measure } from './lib.js';

const DIAS = Number(process.env.BENCH_TP_DIAS ?? 250);
const VIAGENS_DIA = 6;
const PASSAGEIROS_VIAGEM = 15;
const PACIENTES = 3_000;
const PASSAGEIROS_MONTAGEM = Number(process.env.BENCH_TP_MONTAGEM ?? 400);
/** A year of its own, far from the demo's days: the report's period. */
const INICIO = '2019-01-01';
const FIM = '2019-12-31';

const lista = (ids: number[]) => `{${ids.join(',')}}`;

/** A deterministic pseudo-random sequence (the same day of passengers every run). */
function aleatorio(semente: number) {
  let s = semente >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A day of passengers to 4 destinations, appointments 06:00–15:00, a few wheelchair and stretcher ones, companions. */
export function diaDeMontagem(n: number) {
  const r = aleatorio(23);
  const passageiros: PassageiroMontagem[] = Array.from({ length: n }, (_, i) => {
    const x = r();
    return {
      id: i + 1,
      destinoId: 1 + Math.floor(r() * 4),
      tipoPassageiro: x < 0.02 ? TIPO_PASSAGEIRO.maca : x < 0.1 ? TIPO_PASSAGEIRO.cadeirante : TIPO_PASSAGEIRO.sentado,
      acompanhantes: r() < 0.4 ? 1 : r() < 0.1 ? 2 : 0,
      horarioConsulta: r() < 0.1 ? null : `${String(6 + Math.floor(r() * 10)).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}:00`,
    };
  });
  // the fleet of a mid-sized municipality for a busy day: cars, vans, micro-buses, ambulances (stretcher places)
  const veiculos: VeiculoMontagem[] = [
    ...Array.from({ length: 12 }, (_, i) => ({ id: 1 + i, lugares: 4, lugaresCadeirante: 0, lugaresMaca: 0 })),
    ...Array.from({ length: 24 }, (_, i) => ({ id: 100 + i, lugares: 15, lugaresCadeirante: 1, lugaresMaca: 0 })),
    ...Array.from({ length: 12 }, (_, i) => ({ id: 200 + i, lugares: 24, lugaresCadeirante: 2, lugaresMaca: 0 })),
    ...Array.from({ length: 16 }, (_, i) => ({ id: 300 + i, lugares: 2, lugaresCadeirante: 0, lugaresMaca: 1 })),
  ];
  const destinos = [1, 2, 3, 4].map((id) => ({ id, tempoViagemMin: 60 + id * 45 }));
  return { passageiros, veiculos, destinos, margemChegadaMin: 60 };
}

/**
 * Patient transport (issue 23): (1) the accountability report (relatorio-prestacao-conta) over a year of closed trips —
 * 250 days × 6 trips × 15 passengers (22,500 bookings, a companion on every fourth), generated in bulk with triggers
 * off — its preview over HTTP beside its SQL run directly (the same query of the report, in one tenant transaction);
 * (2) the suggested assembly of a day of 400 passengers (sugerirMontagem, pure) beside a trivial reference in the
 * same run: sorting the same array by destination and appointment time.
 */
export async function transportePacienteBench(b: BenchApp, n: number): Promise<string> {
  const coord = await b.entrarComo('coordenador');
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const ctx = { clienteId, usuarioId: coord.sessao.usuario.id, lotacaoId: coord.sessao.lotacao.id };
  const linhas = [`Transporte de pacientes (${b.banco}, carga média ${cargaMedia()})`];
  const comoDono = <T>(fn: (tx: Tx) => Promise<T>) =>
    b.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
      return fn(tx);
    });
  const ids = async (tx: Tx, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows.map((x) => Number((x as { id: number }).id));

  // (1) a year of closed trips
  const t0 = performance.now();
  const total = await comoDono(async (tx) => {
    const u = ctx.usuarioId;
    const destinos = await ids(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km)
          values ('Recife BENCH', 2611606, 230), ('Caruaru BENCH', 2604106, 100), ('Arcoverde BENCH', 2601201, 160) returning id`,
    );
    const veiculos = await ids(
      tx,
      sql`insert into tp_veiculo (placa, tipo, descricao, lugares, lugares_cadeirante, consumo_km_litro)
          select 'BNC' || g || 'A' || lpad(g::text, 2, '0'), 3, 'Micro-ônibus BENCH ' || g, 24, 2, 8 from generate_series(0, ${VIAGENS_DIA - 1}) g
          returning id`,
    );
    const condutores = await ids(
      tx,
      sql`insert into tp_condutor (nome, cnh_numero, cnh_categoria, cnh_validade)
          select 'MOTORISTA BENCH ' || g, lpad((99000000000 + g)::text, 11, '0'), 'D', '2099-12-31' from generate_series(1, 4) g returning id`,
    );
    const procedimento = (
      await tx.execute(sql`select codigo from procedimento_sigtap where valor_sa > 0 order by (codigo like '0803%') desc limit 1`)
    ).rows[0]?.codigo as string | undefined;
    const motivos = await ids(
      tx,
      sql`insert into tp_motivo (nome, procedimento_codigo)
          select 'Motivo BENCH ' || g, case when g < 3 then ${procedimento ?? null}::varchar end from generate_series(1, 3) g returning id`,
    );
    const pacientes = await ids(
      tx,
      sql`insert into cidadao (nome) select 'PACIENTE TP BENCH ' || lpad(g::text, 5, '0') from generate_series(1, ${PACIENTES}) g returning id`,
    );
    // 250 working days of the year, 6 trips each (one per vehicle), to the three destinations, closed with km and costs
    await tx.execute(sql`
      with dias as (
        select d::date as dia, row_number() over (order by d) as i
          from generate_series(${INICIO}::date, ${FIM}::date, interval '1 day') d where extract(isodow from d) < 6 limit ${DIAS})
      insert into tp_viagem (numero, data, horario_saida, destino_id, veiculo_id, condutor_id, situacao, km_saida, km_chegada,
                             combustivel_litros, combustivel_valor, pedagio_valor, outras_despesas, montada_por, fechada_em)
      select 700000000 + i * 10 + k, dia, '04:30', (${lista(destinos)}::bigint[])[1 + k % 3], (${lista(veiculos)}::bigint[])[1 + k],
             (${lista(condutores)}::bigint[])[1 + k % 4], 2, 10000 + i * 600, 10000 + i * 600 + 200 + (k % 3) * 130,
             case when k = 5 then null else 40 + k end, case when k = 5 then null else 250 + k * 10 end, 30 * (k % 2), 20, ${u}, now()
        from dias cross join generate_series(0, ${VIAGENS_DIA - 1}) k`);
    await tx.execute(sql`
      with v as (select id, data, destino_id, row_number() over (order by data, id) as t from tp_viagem where numero between 700000000 and 709999999)
      insert into tp_agendamento (numero, paciente_id, data, destino_id, motivo_id, situacao, viagem_id, usuario_id)
      select 800000000 + v.t * 100 + j, (${lista(pacientes)}::bigint[])[1 + ((v.t * ${PASSAGEIROS_VIAGEM} + j) % ${PACIENTES})], v.data, v.destino_id,
             (${lista(motivos)}::bigint[])[1 + j % 3], case when j = 7 and v.t % 3 = 0 then 4 else 3 end, v.id, ${u}
        from v cross join generate_series(0, ${PASSAGEIROS_VIAGEM - 1}) j`);
    await tx.execute(sql`
      insert into tp_acompanhante (agendamento_id, ordem, nome, embarcou)
      select id, 1, 'ACOMPANHANTE BENCH ' || numero, situacao = 3 from tp_agendamento where numero between 800000000 and 899999999 and numero % 4 = 0`);
    return Number(
      (await tx.execute(sql`select count(*) as n from tp_agendamento where numero between 800000000 and 899999999`)).rows[0]?.n,
    );
  });
  for (const t of ['tp_viagem', 'tp_agendamento', 'tp_acompanhante']) await b.database.db.execute(sql.raw(`analyze ${t}`));
  const geracao = performance.now() - t0;

  const filtros = { dataInicio: INICIO, dataFim: FIM };
  const url = `${b.base}${relatorioTpPrestacaoConta.listPath}?start=0&length=50&data_inicio=${INICIO}&data_fim=${FIM}`;
  const r = await fetch(url, { headers: coord.headers });
  if (!r.ok) throw new Error(`transporte: a prestação de contas respondeu ${r.status}`);
  const resposta = (await r.json()) as { data: { item: string; quantidade: number | null; valor_unitario: number | null }[] };
  const item = (i: string) => resposta.data.find((l) => l.item === i);
  const amostra = Math.max(10, Math.floor(n / 10));
  const http = await measure(amostra, async () => (await fetch(url, { headers: coord.headers })).arrayBuffer(), 2);
  const consulta = sql`select * from (${consultaPrestacaoConta(filtros)}) r order by r."item"`;
  const direto = await measure(amostra, () => withTenant(b.database.db, ctx, (tx) => tx.execute(consulta)), 2);
  const pdf = await measure(
    Math.max(3, Math.floor(amostra / 3)),
    async () =>
      (
        await fetch(`${b.base}${relatorioTpPrestacaoConta.impressaoPath}?data_inicio=${INICIO}&data_fim=${FIM}`, { headers: coord.headers })
      ).arrayBuffer(),
    1,
  );
  linhas.push(
    `  (1) prestação de contas de um ano: ${DIAS} dias × ${VIAGENS_DIA} viagens × ${PASSAGEIROS_VIAGEM} passageiros = ${total.toLocaleString('pt-BR')} agendamentos (geração ${(geracao / 1000).toFixed(1)} s)`,
    `      ${item('1.01')?.quantidade} viagens fechadas, ${item('1.04')?.quantidade} passageiros, ${item('1.05')?.quantidade} km, custo por passageiro R$ ${item('2.05')?.valor_unitario}`,
    `    HTTP (prévia: contagem, página, auditoria): ${fmt(http)}`,
    `    SQL do relatório direto:                    ${fmt(direto)}   razão p50 ${(http.p50 / direto.p50).toFixed(2)}×`,
    `    PDF (impressão):                            ${fmt(pdf)}`,
  );

  // (2) the suggested assembly of a day
  const dia = diaDeMontagem(PASSAGEIROS_MONTAGEM);
  const sugestao = sugerirMontagem(dia);
  const montagem = await measure(Math.max(30, n), async () => sugerirMontagem(dia), 10);
  const ordenar = await measure(
    Math.max(30, n),
    async () =>
      [...dia.passageiros].sort(
        (a, b) => a.destinoId - b.destinoId || (a.horarioConsulta ?? '').localeCompare(b.horarioConsulta ?? '') || a.id - b.id,
      ),
    10,
  );
  linhas.push(
    `  (2) montagem sugerida de um dia de ${PASSAGEIROS_MONTAGEM} passageiros e ${dia.veiculos.length} veículos: ${sugestao.viagens.length} viagens, ${sugestao.semLugar.length} sem lugar`,
    `    sugerirMontagem:                          ${fmt(montagem)}`,
    `    referência (ordenar os mesmos passageiros): ${fmt(ordenar)}   razão p50 ${(montagem.p50 / Math.max(ordenar.p50, 0.001)).toFixed(1)}×`,
  );
  return linhas.join('\n');
}
