import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { carregarCabecalho } from '@saude/api/src/lib/print/cabecalho.js';
import { etiquetaColetaLote } from '@saude/api/src/lib/print/modelos/etiquetas.js';
import { gerarPdf } from '@saude/api/src/lib/print/pdf.js';
import { dadosEtiquetasColeta } from '@saude/api/src/modules/exame-laboratorial/coleta/coleta.impressao.js';
import { lerAgendamentosColeta } from '@saude/api/src/modules/exame-laboratorial/coleta/coleta.service.js';
import { mapaTrabalho } from '@saude/api/src/modules/exame-laboratorial/mapa/mapa.impressao.js';
import { lerMapa } from '@saude/api/src/modules/exame-laboratorial/mapa/mapa.service.js';
import { hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { cargaMedia, fmt, measure } from './lib.js';

const EXAMES_DIA = Number(process.env.BENCH_EXAMES_LAB ?? 5_000);
/** Two samples of two exams each per scheduling: blood (HEMO, PLAQ: hematology) and serum (GLI, CT: biochemistry). */
const AGENDAMENTOS = Math.ceil(EXAMES_DIA / 4);
const ETIQUETAS = 1_000;

/**
 * Laboratory prints (issue 21): (a) 1,000 collection labels (8 × 2.8 cm, Code 128 each) in one PDF over HTTP, beside
 * the same labels laid out and rendered in-process (lib/print alone); (b) the production map (A4) of a day with 5,000
 * collected exams over HTTP, beside its SQL alone and its PDF rendering alone, with the query plan.
 */
export async function exameLaboratorialEtiquetasBench(b: BenchApp, n: number): Promise<string> {
  const lab = await b.entrarComo('laboratorio');
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const ctx = { clienteId, usuarioId: lab.sessao.usuario.id, lotacaoId: lab.sessao.lotacao.id };
  const comoDono = <T>(fn: (tx: Tx) => Promise<T>) =>
    b.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
      return fn(tx);
    });
  const dia = hojeIso();
  const linhas = [`Exame laboratorial: etiquetas e mapa de produção (${b.banco}, carga média ${cargaMedia()})`];

  const t0 = performance.now();
  const laboratorioId = await comoDono(async (tx) => {
    const { rows } = await tx.execute(sql`
      select l.id, coalesce(l.unidade_id, i.unidade_id) as unidade_id, u.id as usuario_id
        from laboratorio l, infraestrutura i, usuario u
       where not l.apoio and i.nome = 'Laboratório Municipal' and u.login = 'laboratorio' order by l.id limit 1`);
    const base = rows[0];
    if (!base) throw new Error('exame-laboratorial: o laboratório municipal do demo não foi encontrado');
    const jornada = Number(
      (
        await tx.execute(sql`
          insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, situacao_id, dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
          values ('exame-laboratorial', 2, ${base.id}, ${base.unidade_id}, (select id from jornada_situacao order by id limit 1),
                  '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, '2020-01-01') returning id`)
      ).rows[0]?.id,
    );
    await tx.execute(sql`
      insert into cidadao (nome, data_nascimento, sexo_id)
      select 'PACIENTE LAB BENCH ' || lpad(g::text, 5, '0'), ${dia}::date - (3650 + g * 7), g % 2 from generate_series(1, ${AGENDAMENTOS}) g`);
    await tx.execute(sql`
      with p as (select id, row_number() over (order by id) as k from cidadao where nome like 'PACIENTE LAB BENCH %')
      insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id)
      select 600000000 + p.k, 'exame-laboratorial', ${jornada}, ${dia}, time '06:00' + p.k * interval '1 second', 1, p.id, 3, ${base.unidade_id} from p`);
    await tx.execute(sql`
      insert into lab_agendamento (agendamento_id, paciente_id, laboratorio_id, unidade_solicitante_id, solicitante_nome, usuario_id)
      select a.id, a.paciente_id, ${base.id}, ${base.unidade_id}, 'Dr. Bench', ${base.usuario_id} from agendamento a where a.jornada_id = ${jornada}`);
    await tx.execute(sql`
      insert into lab_amostra (lab_agendamento_id, material_biologico, situacao, coletada_em, coletada_por, unidade_coleta_id)
      select la.id, m, 2, now(), ${base.usuario_id}, ${base.unidade_id}
        from lab_agendamento la join agendamento a on a.id = la.agendamento_id cross join (values (1), (2)) v(m) where a.jornada_id = ${jornada}`);
    await tx.execute(sql`
      insert into lab_agendamento_exame (lab_agendamento_id, exame_id, procedimento_codigo, amostra_id, situacao)
      select s.lab_agendamento_id, e.id, e.procedimento_codigo, s.id, 2
        from lab_amostra s join lab_agendamento la on la.id = s.lab_agendamento_id join agendamento a on a.id = la.agendamento_id
        join lab_exame le on le.sigla in (case when s.material_biologico = 1 then 'HEMO' else 'GLI' end, case when s.material_biologico = 1 then 'PLAQ' else 'CT' end)
        join exame e on e.id = le.exame_id
       where a.jornada_id = ${jornada}`);
    return Number(base.id);
  });
  for (const t of ['agendamento', 'lab_agendamento', 'lab_amostra', 'lab_agendamento_exame'])
    await b.database.db.execute(sql.raw(`analyze ${t}`));
  const geracao = performance.now() - t0;

  // (a) 1,000 collection labels: 500 schedulings of two samples each
  const ids = (
    await withTenant(b.database.db, ctx, (tx) =>
      tx.execute(sql`select la.id from lab_agendamento la join agendamento a on a.id = la.agendamento_id
                      where a.numero > 600000000 and a.data = ${dia} order by a.numero limit ${ETIQUETAS / 2}`),
    )
  ).rows.map((r) => Number(r.id));
  const urlEtiquetas = `${b.base}/api/exame-laboratorial/coleta-agendada/etiqueta-coleta?agendamentos=${ids.join(',')}`;
  const r = await fetch(urlEtiquetas, { headers: lab.headers });
  if (!r.ok) throw new Error(`exame-laboratorial: as etiquetas responderam ${r.status}`);
  const bytes = (await r.arrayBuffer()).byteLength;
  const amostra = Math.max(3, Math.floor(n / 60));
  const httpEtiquetas = await measure(amostra, async () => (await fetch(urlEtiquetas, { headers: lab.headers })).arrayBuffer(), 1);
  const { lista, cab } = await withTenant(b.database.db, ctx, async (tx) => ({
    lista: await lerAgendamentosColeta(tx, { labAgendamentoIds: ids }),
    cab: await carregarCabecalho(tx, clienteId),
  }));
  const dados = dadosEtiquetasColeta(lista, null);
  if (dados.length !== ETIQUETAS) throw new Error(`exame-laboratorial: ${dados.length} etiquetas em vez de ${ETIQUETAS}`);
  const soPdf = await measure(amostra, () => gerarPdf(etiquetaColetaLote(dados, cab)), 1);
  const soDados = await measure(
    amostra,
    () => withTenant(b.database.db, ctx, (tx) => lerAgendamentosColeta(tx, { labAgendamentoIds: ids })),
    1,
  );
  linhas.push(
    `  (a) ${ETIQUETAS.toLocaleString('pt-BR')} etiquetas de coleta num PDF (${(bytes / 1024).toFixed(0)} KiB; geração do dia ${(geracao / 1000).toFixed(1)} s)`,
    `    HTTP (GET coleta-agendada/etiqueta-coleta): ${fmt(httpEtiquetas)}`,
    `    só o PDF (lib/print, em processo):        ${fmt(soPdf)}   razão p50 ${(httpEtiquetas.p50 / soPdf.p50).toFixed(2)}×`,
    `    só a leitura (uma consulta):              ${fmt(soDados)}`,
  );

  // (b) the production map of the day: every sector, 5,000 collected exams
  const filtro = { laboratorioId, data: dia };
  const urlMapa = `${b.base}/api/exame-laboratorial/mapa-producao/pdf?laboratorioId=${laboratorioId}&data=${dia}`;
  const rm = await fetch(urlMapa, { headers: lab.headers });
  if (!rm.ok) throw new Error(`exame-laboratorial: o mapa de produção respondeu ${rm.status}`);
  const bytesMapa = (await rm.arrayBuffer()).byteLength;
  const httpMapa = await measure(amostra, async () => (await fetch(urlMapa, { headers: lab.headers })).arrayBuffer(), 1);
  const linhasMapa = await withTenant(b.database.db, ctx, (tx) => lerMapa(tx, 'producao', filtro));
  const sqlMapa = await measure(
    Math.max(10, Math.floor(n / 10)),
    () => withTenant(b.database.db, ctx, (tx) => lerMapa(tx, 'producao', filtro)),
    2,
  );
  const pdfMapa = await measure(
    amostra,
    () => gerarPdf(mapaTrabalho('producao', linhasMapa, { cabecalho: cab, usuario: 'Bench', laboratorio: 'Laboratório', data: dia })),
    1,
  );
  const plano = (
    await withTenant(b.database.db, ctx, (tx) =>
      tx.execute(sql`explain select e.id from jornada j join agendamento a on a.jornada_id = j.id and a.data = ${dia}
        join lab_agendamento la on la.agendamento_id = a.id join lab_agendamento_exame e on e.lab_agendamento_id = la.id
        where j.modulo = 'exame-laboratorial' and e.situacao in (2, 4, 5, 6)`),
    )
  ).rows
    .map((x) => String(Object.values(x)[0]))
    .filter((l) => /Scan|Join|Loop/.test(l))
    .slice(0, 8)
    .map((l) => `      ${l.trim()}`);
  linhas.push(
    `  (b) mapa de produção de um dia com ${linhasMapa.length.toLocaleString('pt-BR')} exames (A4, ${(bytesMapa / 1024).toFixed(0)} KiB)`,
    `    HTTP (GET mapa-producao/pdf):        ${fmt(httpMapa)}`,
    `    só o PDF (pdfmake, em processo):     ${fmt(pdfMapa)}   razão p50 ${(httpMapa.p50 / pdfMapa.p50).toFixed(2)}×`,
    `    só a consulta (lerMapa):             ${fmt(sqlMapa)}`,
    '    plano:',
    ...plano,
  );
  return linhas.join('\n');
}
