import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { calendarioDoMunicipio } from '@saude/api/src/modules/imunizacao/parametrizacao/parametrizacao.service.js';
import { dosesDoCalendario, historicoDoPaciente, pacienteVacinal } from '@saude/api/src/modules/imunizacao/registro/registro.leitura.js';
import { consultaFaltosoAprazamento } from '@saude/api/src/modules/imunizacao/relatorios/consultas.js';
import { hojeIso, situacaoDoCalendario, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { bancoGravador, cargaMedia, fmt, measure, repetirComandos } from './lib.js';

const REGISTROS = Number(process.env.BENCH_VACINACOES ?? 200_000);
const PACIENTES = REGISTROS / 10;
const DOSES_HISTORICO = 40;

/**
 * Immunization (issue 20): (a) what is due for one patient with 40 doses — the record screen's route (history,
 * calendar, the rules of situacaoDoCalendario, the audit of the read) beside the history SQL replayed on the driver
 * and beside the service functions called in-process; (b) the overdue list (faltoso-aprazamento) over 200,000
 * vaccination records generated in bulk, the report's preview over HTTP beside its SQL run directly, with the plan.
 */
export async function imunizacaoBench(b: BenchApp, n: number): Promise<string> {
  const sala = await b.entrarComo('vacina');
  const coord = await b.entrarComo('imunizacao');
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const ctx = { clienteId, usuarioId: sala.sessao.usuario.id, lotacaoId: sala.sessao.lotacao.id };
  const comoDono = <T>(fn: (tx: Tx) => Promise<T>) =>
    b.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
      return fn(tx);
    });
  const hoje = hojeIso();
  const linhas = [`Imunização (${b.banco}, carga média ${cargaMedia()})`];

  // (a) one child of 6 years with 40 doses transcribed over the years
  const pacienteId = await comoDono(async (tx) => {
    const id = Number(
      (
        await tx.execute(
          sql`insert into cidadao (nome, data_nascimento, sexo_id) values ('CRIANCA DO BENCH', ${somarDias(hoje, -6 * 365)}, 1) returning id`,
        )
      ).rows[0]?.id,
    );
    await tx.execute(sql`
      insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, estabelecimento_origem)
      select ${id}, v.id, (array['D1','D2','D3','REF','DU'])[1 + (g % 5)], 1, ${somarDias(hoje, -6 * 365)}::date + g * 50, 2, 'UBS DO BENCH'
        from generate_series(1, ${DOSES_HISTORICO}) g
        join lateral (select id from vacina where calendario_sigla is not null order by id offset (g % 15) limit 1) v on true`);
    return id;
  });
  const url = `${b.base}/api/imunizacao/registro-vacinacao/create/${pacienteId}`;
  const r = await fetch(url, { headers: sala.headers });
  if (!r.ok) throw new Error(`imunização: a rota do registro respondeu ${r.status}`);
  const amostra = Math.max(30, Math.floor(n / 2));
  const http = await measure(amostra, async () => (await fetch(url, { headers: sala.headers })).arrayBuffer(), 5);
  const servico = await measure(amostra, () =>
    withTenant(b.database.db, ctx, async (tx) => {
      const cal = await calendarioDoMunicipio(tx);
      const p = await pacienteVacinal(tx, pacienteId);
      return situacaoDoCalendario(cal, p, dosesDoCalendario(await historicoDoPaciente(tx, pacienteId)), hoje);
    }),
  );
  const gravador = bancoGravador(b.database);
  await withTenant(gravador.db, ctx, (tx) => historicoDoPaciente(tx, pacienteId));
  const soSql = await measure(amostra, () => repetirComandos(b.database, gravador.comandos));
  linhas.push(
    `  (a) o que é devido para um paciente com ${DOSES_HISTORICO} doses`,
    `    HTTP (GET registro-vacinacao/create/{id}): ${fmt(http)}`,
    `    serviço direto (calendário + histórico + situacaoDoCalendario): ${fmt(servico)}   razão p50 ${(http.p50 / servico.p50).toFixed(2)}×`,
    `    SQL do histórico no driver:                ${fmt(soSql)}   razão p50 ${(http.p50 / soSql.p50).toFixed(2)}×`,
  );

  // (b) 200,000 records of 20,000 patients, 10 each, one every 60 days; the last one's aprazamento is spread
  // around today, so about a third of the patients are overdue
  const t0 = performance.now();
  const salaId = sala.sessao.centro_custo.id;
  await comoDono(async (tx) => {
    await tx.execute(sql`
      insert into cidadao (nome, data_nascimento, telefone)
      select 'PACIENTE DO BENCH ' || lpad(g::text, 6, '0'), ${hoje}::date - (g % 3650), '87999' || lpad(g::text, 6, '0')
        from generate_series(1, ${PACIENTES}) g`);
    await tx.execute(sql`
      with p as (select id, row_number() over (order by id) as k from cidadao where nome like 'PACIENTE DO BENCH %'),
           l as (select id, lote from estoque_lote order by id limit 1),
           v as (select id from vacina where calendario_sigla = 'PENTA' order by id limit 1)
      insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, centro_custo_id, lote_id, lote_numero,
                             proxima_dose_vacina_id, proxima_dose, proxima_dose_data, aprazamento_atendido_em)
      select p.id, v.id, 'D1', 1, ${hoje}::date - 600 + i * 60 - (p.k % 60)::int, 1, ${salaId}, l.id, l.lote,
             v.id, 'D2', ${hoje}::date - 600 + i * 60 - (p.k % 60)::int + 60 + (p.k % 90)::int - 45,
             case when i < 10 then ${hoje}::date - 600 + (i + 1) * 60 - (p.k % 60)::int end
        from p cross join generate_series(1, 10) i cross join l cross join v`);
  });
  // triggers were off: aprazamento_atendido_em came with the insert (dose i is answered by dose i + 1, the last one
  // is open); the function the triggers call, over 1,000 of the patients, must find nothing to change
  const divergentes = Number(
    (
      await comoDono((tx) =>
        tx.execute(sql`select vacinacao_aprazamento_recalcular(${clienteId}, array(
          select id from cidadao where nome like 'PACIENTE DO BENCH %' order by id limit 1000)) as n`),
      )
    ).rows[0]?.n,
  );
  if (divergentes) throw new Error(`imunização: ${divergentes} registros do bench com aprazamento_atendido_em errado`);
  await b.database.db.execute(sql`analyze vacinacao`);
  await b.database.db.execute(sql`analyze cidadao`);
  const geracao = performance.now() - t0;
  const ctxCoord = { clienteId, usuarioId: coord.sessao.usuario.id, lotacaoId: coord.sessao.lotacao.id };
  const consulta = consultaFaltosoAprazamento({ dataReferencia: hoje, centroCustoId: salaId });
  const pagina = sql`select * from (${consulta}) r order by r."aprazamento", r."paciente" limit 50`;
  const total = Number(
    (await withTenant(b.database.db, ctxCoord, (tx) => tx.execute(sql`select count(*) as n from (${consulta}) r`))).rows[0]?.n,
  );
  const plano = (await withTenant(b.database.db, ctxCoord, (tx) => tx.execute(sql`explain ${pagina}`))).rows
    .map((x) => String(Object.values(x)[0]))
    .filter((l) => /Scan|Append/.test(l))
    .slice(0, 8)
    .map((l) => `      ${l.trim()}`);
  // what a write costs: the triggers' recomputation of one patient (10 doses), in the caller's transaction
  const umPaciente = Number((await b.database.db.execute(sql`select id from cidadao where nome = 'PACIENTE DO BENCH 000001'`)).rows[0]?.id);
  const gatilho = await measure(Math.max(30, Math.floor(n / 2)), () =>
    withTenant(b.database.db, ctxCoord, (tx) =>
      tx.execute(sql`select vacinacao_aprazamento_recalcular(${clienteId}, array[${umPaciente}]::bigint[])`),
    ),
  );
  const urlLista = `${b.base}/api/imunizacao/relatorio-faltoso-aprazamento/list?start=0&length=50&centro_custo_id=${salaId}`;
  const rl = await fetch(urlLista, { headers: coord.headers });
  if (!rl.ok) throw new Error(`imunização: o relatório de faltosos respondeu ${rl.status}`);
  const amostraB = Math.max(10, Math.floor(n / 10));
  const httpB = await measure(amostraB, async () => (await fetch(urlLista, { headers: coord.headers })).arrayBuffer(), 2);
  const direto = await measure(amostraB, () => withTenant(b.database.db, ctxCoord, (tx) => tx.execute(pagina)), 2);
  const antes = await measure(5, () => withTenant(b.database.db, ctxCoord, (tx) => tx.execute(paginaAntes(hoje, salaId))), 1);
  linhas.push(
    `  (b) faltosos sobre ${REGISTROS.toLocaleString('pt-BR')} registros (${PACIENTES.toLocaleString('pt-BR')} pacientes; geração ${(geracao / 1000).toFixed(1)} s): ${total.toLocaleString('pt-BR')} faltosos`,
    `    HTTP (prévia: contagem, página de 50, totais, auditoria): ${fmt(httpB)}`,
    `    SQL do relatório, página de 50, direto:                  ${fmt(direto)}   razão p50 ${(httpB.p50 / direto.p50).toFixed(2)}×`,
    `    antes (última dose por paciente e vacina a cada leitura):  ${fmt(antes)}   ${(antes.p50 / direto.p50).toFixed(1)}× o SQL atual`,
    `    gatilho: recálculo de um paciente (10 doses):          ${fmt(gatilho)}   (conferência de 1.000 pacientes: ${divergentes} divergências)`,
    '    plano:',
    ...plano,
  );
  return linhas.join('\n');
}

/**
 * The report's first version (before aprazamento_atendido_em), kept here as the reference: per patient and calendar
 * key the last non-cancelled dose up to the date (hash aggregate over the whole table), then a hash anti-join.
 */
function paginaAntes(ref: string, salaId: number) {
  const ordem = (a: string) => sql.raw(`((${a}.data_aplicacao - date '1900-01-01')::bigint * 1000000000000 + ${a}.id)`);
  const chave = (a: string) => sql.raw(`coalesce(${a}.calendario_sigla, ${a}.id::text)`);
  return sql`
  with ultima as (
    select p.paciente_id, ${chave('pv')} as chave, max(${ordem('p')}) as ordem
      from vacinacao p join vacina pv on pv.id = p.vacina_id
     where p.cancelado_em is null and p.data_aplicacao <= ${ref}::date
     group by 1, 2)
  select c.nome as paciente, v.proxima_dose_data as aprazamento
    from vacinacao v
    join vacina va on va.id = v.vacina_id
    left join vacina vp on vp.id = v.proxima_dose_vacina_id
    join cidadao c on c.id = v.paciente_id
   where v.cancelado_em is null and v.proxima_dose_data < ${ref}::date and v.data_aplicacao <= ${ref}::date
     and c.data_obito is null and c.unificado_em_id is null and v.centro_custo_id = ${salaId}
     and not exists (
       select 1 from ultima u
        where u.paciente_id = v.paciente_id and u.ordem > ${ordem('v')}
          and u.chave in (${chave('va')}, coalesce(${chave('vp')}, ${chave('va')})))
   order by 2, 1 limit 50`;
}
