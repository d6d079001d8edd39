import { performance } from 'node:perf_hooks';
import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { agoraLocal, lerJornadas, proximasVagas, type Solicitante, unidadeDaLotacao } from '@saude/api/src/modules/agenda/index.js';
import { MODULO_AMBULATORIO } from '@saude/api/src/modules/ambulatorio/constantes.js';
import { regrasDoAmbulatorio } from '@saude/api/src/modules/ambulatorio/parametrizacao/parametros.js';
import { feriadosNoPeriodo } from '@saude/api/src/modules/cadastro/index.js';
import { AMB, formatDataBr, horariosDoDia, MENSAGENS_AGENDA, STATUS_AGENDAMENTO, somarDias, TIPO_VAGA } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { bancoGravador, cargaMedia, fmt, measure, repetirComandos } from './lib.js';

const AGENDAS = 200;
const AGENDADOS = 100_000;
const CONCORRENTES = 50;
const ULTIMAS_VAGAS = 10;

/** A Postgres array literal of a list, passed as ONE parameter (drizzle would expand a JS array into a list). */
const lista = (v: readonly (string | number)[]) => `{${v.join(',')}}`;

/**
 * The suggestion of the next free slots (issue 17) over 200 agendas of one specialty with 100,000 booked
 * appointments, and 50 clerks booking the last 10 free slots of one agenda at once.
 *
 * The suggestion is measured three ways in the same run: the route over HTTP; the engine called directly in a
 * municipality transaction (`lerJornadas` + `proximasVagas`, the calls the route makes: SQL plus the slot
 * computation in JS); and the engine's own statements — written down by a recording drizzle instance during one
 * engine call — replayed on the driver (the SQL alone).
 */
export async function agendaBench(b: BenchApp, n: number): Promise<string> {
  const t0 = performance.now();
  const g = await gerarAgendas(b);
  const geracao = performance.now() - t0;
  const linhas = [
    `Agenda do ambulatório (${b.banco}, carga média ${cargaMedia()}): ${AGENDAS} agendas de uma especialidade, ${g.agendados.toLocaleString('pt-BR')} agendamentos ` +
      `(${g.futuros.toLocaleString('pt-BR')} do dia em diante); geração ${(geracao / 1000).toFixed(1)} s`,
  ];

  const ctx = { clienteId: g.clienteId, usuarioId: b.sessao.usuario.id, lotacaoId: b.sessao.lotacao.id };
  const solicitante: Solicitante = { unidadeId: null, podeRegulado: b.sessao.permissoes.includes(AMB.regulado) };
  // PGlite has no autovacuum: the seeded tables keep the statistics of their empty state until someone runs
  // ANALYZE, and the planner then looks a professional's name up by the wrong index (docs/performance.md)
  for (const estatisticas of ['sem ANALYZE depois da semente', 'após ANALYZE do banco']) {
    if (estatisticas.startsWith('após')) await b.database.db.execute(sql`analyze`);
    linhas.push(`  ${estatisticas}:`);
    for (const [nome, profissional] of [
      ['qualquer profissional', 0],
      ['um profissional', g.profissionais[0] as number],
    ] as const) {
      const url = `/api/ambulatorio/agendamento/sugestao/${g.unidadeId}/${g.especialidadeId}/${profissional}/-/${TIPO_VAGA.PRIMEIRA_VEZ}`;
      const pedido = { unidadeId: g.unidadeId, especialidadeId: g.especialidadeId, profissional, lotacaoId: ctx.lotacaoId, solicitante };
      const viaHttp = (await b.get(url)) as { data: { jornada_id: number; data: string; hora: string }[] };
      const viaMotor = await withTenant(b.database.db, ctx, (tx) => sugestaoDoMotor(tx, pedido));
      const chave = (v: { data: string; hora: string }, id: number) => `${id}|${v.data}|${v.hora}`;
      if (viaHttp.data.map((v) => chave(v, v.jornada_id)).join() !== viaMotor.vagas.map((v) => chave(v, v.jornadaId)).join())
        throw new Error('agenda: a rota e o motor chamado direto não sugeriram as mesmas vagas');
      const gravador = bancoGravador(b.database);
      await withTenant(gravador.db, ctx, (tx) => sugestaoDoMotor(tx, pedido));
      const http = await measure(n, () => b.get(url), 5);
      const motor = await measure(n, () => withTenant(b.database.db, ctx, (tx) => sugestaoDoMotor(tx, pedido)), 5);
      const soSql = await measure(n, () => repetirComandos(b.database, gravador.comandos), 5);
      const primeira = viaMotor.vagas[0];
      const ocupados = await ocupadosNoHorizonte(b, g.clienteId, viaMotor);
      linhas.push(
        `   sugestão, ${nome} (${viaMotor.jornadas.length} agendas; ${viaMotor.vagas.length} vagas, a primeira em ` +
          `${primeira ? formatDataBr(primeira.data) : '—'}; ${ocupados.toLocaleString('pt-BR')} agendamentos lidos no horizonte)`,
        `    HTTP:          ${fmt(http)}`,
        `    motor direto:  ${fmt(motor)}   razão p50 ${(http.p50 / motor.p50).toFixed(2)}×`,
        `    SQL do motor:  ${fmt(soSql)}   razão p50 ${(http.p50 / soSql.p50).toFixed(2)}× (${gravador.comandos.length} comandos)`,
      );
    }
  }
  linhas.push(await ultimasVagas(b, g));
  return linhas.join('\n');
}

/** What the suggestion route does for a booking from today (ambulatorio/agendamento/agendamento.routes.ts), minus HTTP. */
export async function sugestaoDoMotor(
  tx: Tx,
  p: { unidadeId: number; especialidadeId: number; profissional: number; lotacaoId: number; solicitante: Solicitante },
) {
  const regras = await regrasDoAmbulatorio(tx);
  const { hoje, agora } = agoraLocal();
  const dataFinal = somarDias(hoje, regras.horizonteDias);
  const filtros: SQL[] = [
    sql`j.modulo = ${MODULO_AMBULATORIO}`,
    sql`j.unidade_id = ${p.unidadeId}`,
    sql`j.especialidade_id = ${p.especialidadeId}`,
  ];
  if (p.profissional) filtros.push(sql`j.recurso_id = ${p.profissional}`);
  filtros.push(sql`j.vigencia_inicio <= ${dataFinal} and (j.vigencia_fim is null or j.vigencia_fim >= ${hoje})`);
  const jornadas = await lerJornadas(tx, sql.join(filtros, sql` and `));
  const solicitante = { ...p.solicitante, unidadeId: await unidadeDaLotacao(tx, p.lotacaoId) };
  const vagas = await proximasVagas(tx, {
    jornadas,
    tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
    dataInicial: hoje,
    dataFinal,
    hoje,
    agora,
    solicitante,
    limite: 20,
  });
  return { vagas, jornadas: jornadas.map((j) => j.id), hoje, dataFinal };
}

/** How many appointments the suggestion's read brings back (the rows the engine walks through in JS). */
async function ocupadosNoHorizonte(b: BenchApp, clienteId: number, r: { jornadas: number[]; hoje: string; dataFinal: string }) {
  const { rows } = await withTenant(b.database.db, { clienteId }, (tx) =>
    tx.execute<{ n: number }>(sql`
      select count(*)::int as n from agendamento where jornada_id = any(${lista(r.jornadas)}::bigint[])
         and data between ${r.hoje} and ${r.dataFinal} and status <> ${STATUS_AGENDAMENTO.CANCELADO}`),
  );
  return Number(rows[0]?.n);
}

/**
 * Generated by the owner with triggers off (the audit of bench rows is not what is measured), in set-based
 * statements: the agendas work Monday to Friday 07:00–11:00 in 15-minute slots (12 first-visit and 4 return
 * slots a day) from a week ago; each gets its first 500 slots booked, holidays skipped — five weeks full ahead,
 * as in a specialty with a long wait. A second specialty holds the agenda the 50 clerks fight over: one day,
 * 40 slots, 30 of them taken.
 */
export async function gerarAgendas(b: BenchApp) {
  const { hoje } = agoraLocal();
  const inicio = somarDias(hoje, -7);
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const unidadeId = b.sessao.lotacao.infraestrutura.unidade.id;
  const ref = await withTenant(b.database.db, { clienteId }, async (tx) => ({
    feriados: await feriadosNoPeriodo(tx, inicio, somarDias(hoje, 400)),
    profissionais: (await tx.execute<{ id: number }>(sql`select distinct usuario_id as id from lotacao order by 1`)).rows.map((r) =>
      Number(r.id),
    ),
    pacientes: (await tx.execute<{ id: number }>(sql`select id from cidadao where data_obito is null order by id limit 5000`)).rows.map(
      (r) => Number(r.id),
    ),
  }));
  const fechados = new Set(ref.feriados.filter((f) => !f.facultativo).map((f) => f.data));
  const grade = { diasSemana: [1, 2, 3, 4, 5], horaInicio: '07:00:00', horaFim: '11:00:00', viraDia: false, duracaoMinutos: 15 };
  const porAgenda = AGENDADOS / AGENDAS;
  const vagas: { data: string; hora: string; tipo: number; status: number }[] = [];
  for (let d = inicio; vagas.length < porAgenda; d = somarDias(d, 1)) {
    if (fechados.has(d)) continue;
    for (const [i, hora] of horariosDoDia({ ...grade, vigenciaInicio: inicio, vigenciaFim: null }, d).entries()) {
      if (vagas.length === porAgenda) break;
      const status = d >= hoje ? STATUS_AGENDAMENTO.AGENDADO : vagas.length % 10 ? STATUS_AGENDAMENTO.REALIZADO : STATUS_AGENDAMENTO.FALTOU;
      vagas.push({ data: d, hora, tipo: i % 4 === 3 ? TIPO_VAGA.RETORNO : TIPO_VAGA.PRIMEIRA_VEZ, status });
    }
  }
  let dia = somarDias(hoje, 2);
  while (fechados.has(dia)) dia = somarDias(dia, 1);
  const col = <K extends keyof (typeof vagas)[number]>(k: K) => lista(vagas.map((v) => v[k]));

  const gerado = await b.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
    const um = async (q: SQL) => Number((await tx.execute<{ id: number }>(q)).rows[0]?.id);
    const especialidadeId = await um(
      sql`insert into especialidade (nome, ocupacao_codigo) values ('Cardiologia (bench)', '225120') returning id`,
    );
    const disputadaId = await um(
      sql`insert into especialidade (nome, ocupacao_codigo) values ('Ortopedia (bench)', '225270') returning id`,
    );
    const situacaoId = await um(sql`insert into jornada_situacao (nome) values ('Ativa (bench)') returning id`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, especialidade_id, situacao_id, dias_semana, hora_inicio, hora_fim,
                           duracao_minutos, vigencia_inicio, vagas_primeira_vez, vagas_retorno, aberta_outras_unidades)
      select ${MODULO_AMBULATORIO}, 1, (${lista(ref.profissionais)}::bigint[])[1 + (g - 1) % ${ref.profissionais.length}], ${unidadeId},
             ${especialidadeId}, ${situacaoId}, ${lista(grade.diasSemana)}::smallint[], ${grade.horaInicio}, ${grade.horaFim},
             ${grade.duracaoMinutos}, ${inicio}, 12, 4, true
        from generate_series(1, ${AGENDAS}) g returning id`);
    const ids = rows.map((r) => Number(r.id));
    await tx.execute(sql`
      insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id)
      select 900000000000 + (j.ord - 1) * ${porAgenda} + s.ord, ${MODULO_AMBULATORIO}, j.id, s.data, s.hora, s.tipo,
             (${lista(ref.pacientes)}::bigint[])[1 + ((j.ord - 1) * ${porAgenda} + s.ord - 1) % ${ref.pacientes.length}], s.status, ${unidadeId}
        from unnest(${lista(ids)}::bigint[]) with ordinality j(id, ord)
        cross join unnest(${col('data')}::date[], ${col('hora')}::time[], ${col('tipo')}::smallint[], ${col('status')}::smallint[])
             with ordinality s(data, hora, tipo, status, ord)`);

    // the disputed agenda: one day, 08:00–18:00, 40 first-visit slots, every slot but each fourth one booked
    const jornadaId = await um(sql`
      insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, especialidade_id, situacao_id, dias_semana, hora_inicio, hora_fim,
                           duracao_minutos, vigencia_inicio, vigencia_fim, vagas_primeira_vez, vagas_retorno, aberta_outras_unidades)
      values (${MODULO_AMBULATORIO}, 1, ${ref.profissionais[0]}, ${unidadeId}, ${disputadaId}, ${situacaoId}, '{0,1,2,3,4,5,6}',
              '08:00', '18:00', 15, ${dia}, ${dia}, 40, 0, true) returning id`);
    await tx.execute(sql`
      insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id)
      select 950000000000 + i, ${MODULO_AMBULATORIO}, ${jornadaId}, ${dia}, time '08:00' + i * interval '15 minutes', 1,
             (${lista(ref.pacientes)}::bigint[])[1 + i], 1, ${unidadeId}
        from generate_series(0, 39) i where i % 4 <> 3`);
    const pacientes = await tx.execute<{ id: number }>(sql`
      insert into cidadao (nome, telefone) select 'Paciente da disputa ' || g, '81999990000' from generate_series(1, ${CONCORRENTES}) g returning id`);
    return {
      especialidadeId,
      ids,
      disputa: { jornadaId, especialidadeId: disputadaId, data: dia, pacientes: pacientes.rows.map((r) => Number(r.id)) },
    };
  });
  await b.database.db.execute(sql`analyze agendamento`);
  await b.database.db.execute(sql`analyze jornada`);
  const futuros = vagas.filter((v) => v.data >= hoje).length * AGENDAS;
  return { clienteId, unidadeId, profissionais: ref.profissionais, agendados: vagas.length * AGENDAS, futuros, ...gerado };
}

/**
 * Issue 17: 50 clerks booking the last 10 free slots of one agenda at the same time (five on each slot):
 * exactly 10 bookings, every other answer the engine's "Horário indisponível", no 5xx. Anything else fails the run.
 */
async function ultimasVagas(b: BenchApp, g: Awaited<ReturnType<typeof gerarAgendas>>): Promise<string> {
  const { jornadaId, especialidadeId, data, pacientes } = g.disputa;
  const livres = async () =>
    (
      (await b.get(`/api/ambulatorio/agendamento/sugestao/0/${especialidadeId}/0/${data}/1?jornada_id=${jornadaId}&limite=100`)) as {
        data: { data: string; hora: string }[];
      }
    ).data
      .filter((v) => v.data === data)
      .map((v) => v.hora);
  const horas = await livres();
  if (horas.length !== ULTIMAS_VAGAS)
    throw new Error(`agenda: a agenda disputada devia ter ${ULTIMAS_VAGAS} vagas livres, tem ${horas.length}`);

  const t0 = performance.now();
  const respostas = await Promise.all(
    pacientes.map(async (paciente, i) => {
      const r = await fetch(`${b.base}/api/ambulatorio/agendamento`, {
        method: 'POST',
        headers: { ...b.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ paciente_id: paciente, jornada_id: jornadaId, data, hora: horas[i % horas.length], tipo_vaga: 1 }),
      });
      return { status: r.status, mensagem: String(((await r.json()) as { message?: string }).message ?? '') };
    }),
  );
  const ms = performance.now() - t0;
  const criados = respostas.filter((r) => r.status === 201).length;
  const recusas = respostas.filter((r) => r.status !== 201);
  const alheias = recusas.filter((r) => r.status !== 422 || r.mensagem !== MENSAGENS_AGENDA.horarioIndisponivel);
  const [ocupacao] = (
    await withTenant(b.database.db, { clienteId: g.clienteId }, (tx) =>
      tx.execute<{ n: number; horas: number }>(sql`
        select count(*)::int as n, count(distinct hora)::int as horas from agendamento
         where jornada_id = ${jornadaId} and data = ${data} and status <> ${STATUS_AGENDAMENTO.CANCELADO}`),
    )
  ).rows;
  const sobra = await livres();
  const falhas = [
    criados !== ULTIMAS_VAGAS && `${criados} agendamentos criados em vez de ${ULTIMAS_VAGAS}`,
    alheias.length && `respostas fora do esperado: ${alheias.map((r) => `${r.status} "${r.mensagem}"`).join(', ')}`,
    (Number(ocupacao?.n) !== 40 || Number(ocupacao?.horas) !== 40) &&
      `ocupação final ${ocupacao?.n} agendamentos em ${ocupacao?.horas} horários`,
    sobra.length && `a sugestão ainda oferece ${sobra.join(', ')}`,
  ].filter(Boolean);
  if (falhas.length) throw new Error(`agenda, ${CONCORRENTES} agendamentos simultâneos: ${falhas.join('; ')}`);
  return (
    `  ${CONCORRENTES} agendamentos simultâneos para as ${ULTIMAS_VAGAS} últimas vagas de uma agenda (5 por horário): ` +
    `${criados} × 201, ${recusas.length} × 422 "${MENSAGENS_AGENDA.horarioIndisponivel}", nenhum 5xx; a agenda terminou com 40 ` +
    `horários ocupados uma vez cada e nenhuma vaga sugerida; as ${CONCORRENTES} respostas em ${ms.toFixed(0)} ms`
  );
}
