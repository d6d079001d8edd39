import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import {
  mensagemOru,
  montarCenarioLab,
  pacienteLab,
} from '@saude/api/src/modules/exame-laboratorial/importar-laudo/importar-laudo.fixtures.js';
import {
  importarLaudo,
  lerArquivoLaudo,
  lerImportacao,
} from '@saude/api/src/modules/exame-laboratorial/importar-laudo/importar-laudo.service.js';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { cargaMedia, fmt, measure } from './lib.js';

const RESULTADOS = Number(process.env.BENCH_HL7_RESULTADOS ?? 2_000);
const RODADAS_HTTP = 4;

class Desfazer extends Error {}

/**
 * Importing a support laboratory's HL7 file (issue 21): 2,000 results, one ORU^R01 message per scheduling (MSH, PID,
 * OBR, OBX: how laboratory systems batch them), each a numeric field classified against its range. An import writes
 * (a scheduled exam takes one result), so every HTTP round gets schedulings of its own, generated in bulk; the
 * service in-process runs on one more round inside a transaction rolled back. References in the same run: reading
 * the file alone (CPU), and the writes alone (the same 2,000 results and values as two INSERT … SELECT, rolled back).
 */
export async function exameLaboratorialHl7Bench(b: BenchApp): Promise<string> {
  const lab = await b.entrarComo('laboratorio');
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const ctx = { clienteId, usuarioId: lab.sessao.usuario.id, lotacaoId: lab.sessao.lotacao.id };
  const linhas = [`Exame laboratorial: importação HL7 (${b.banco}, carga média ${cargaMedia()})`];

  const t0 = performance.now();
  const { c, pacienteId } = await withTenant(b.database.db, ctx, async (tx) => {
    const c = await montarCenarioLab(tx, `BENCH${Date.now().toString(36).toUpperCase()}`);
    return { c, pacienteId: await pacienteLab(tx, `PACIENTE DO BENCH HL7 ${c.sufixo}`, 1) };
  });
  // the schedulings of one round, in bulk: numbers base+1 … base+RESULTADOS, each with the numeric exam, collected
  const rodada = async (r: number) => {
    const base = 800_000_000_000 + r * 1_000_000 + Math.floor(Math.random() * 1_000) * 1_000_000_000;
    // as the owner with triggers off (like the other benches' bulk volume): the tenant role may not switch them
    await b.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`select set_config('app.cliente_id', ${String(clienteId)}, true)`);
      await tx.execute(sql`
        insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
        select ${base}::bigint + g, 'exame-laboratorial', ${c.jornadaId}, current_date - ${r}::int, time '00:00' + make_interval(secs => g), 1,
               ${pacienteId}, 1
          from generate_series(1, ${RESULTADOS}) g`);
      await tx.execute(sql`
        insert into lab_agendamento (agendamento_id, paciente_id, laboratorio_id, unidade_solicitante_id, usuario_id)
        select a.id, a.paciente_id, ${c.municipalId}, ${c.unidadeId}, ${ctx.usuarioId}
          from agendamento a where a.jornada_id = ${c.jornadaId} and a.numero between ${base}::bigint + 1 and ${base}::bigint + ${RESULTADOS}`);
      await tx.execute(sql`
        insert into lab_agendamento_exame (lab_agendamento_id, exame_id, procedimento_codigo, valor, laboratorio_executor_id, situacao)
        select la.id, ${c.exameNum.id}, ${c.exameNum.procedimento}, 10.50, ${c.apoioId}, 2
          from lab_agendamento la join agendamento a on a.id = la.agendamento_id
         where a.jornada_id = ${c.jornadaId} and a.numero between ${base}::bigint + 1 and ${base}::bigint + ${RESULTADOS}`);
    });
    const mensagens: string[] = [];
    for (let g = 1; g <= RESULTADOS; g++)
      mensagens.push(
        mensagemOru(c.codigoHl7, `B${r}-${g}`, [
          { numero: base + g, exame: c.exameNum.codigoInterface, obx: [[c.exameNum.campos.num, 'NM', String(60 + (g % 80)), 'mg/dL']] },
        ]),
      );
    return mensagens.join('\r\n');
  };
  const arquivos: string[] = [];
  for (let r = 0; r <= RODADAS_HTTP + 1; r++) arquivos.push(await rodada(r));
  await b.database.db.execute(sql`analyze agendamento`);
  await b.database.db.execute(sql`analyze lab_agendamento_exame`);
  const geracao = performance.now() - t0;
  const tamanho = Buffer.byteLength(arquivos[0] as string);

  // (1) HTTP: one fresh file per round (the first a warm-up)
  let proximo = 0;
  const http = await measure(
    RODADAS_HTTP,
    async () => {
      const conteudo = arquivos[proximo++] as string;
      const res = await fetch(`${b.base}/api/exame-laboratorial/importar-laudo`, {
        method: 'POST',
        headers: { ...lab.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ laboratorio_id: c.apoioId, arquivo_nome: 'bench.hl7', conteudo }),
      });
      const corpo = (await res.json()) as { data?: { situacao: string; importados: number } };
      if (!res.ok || corpo.data?.situacao !== 'importada' || corpo.data.importados !== RESULTADOS)
        throw new Error(`importar-laudo: HTTP ${res.status} ${JSON.stringify(corpo).slice(0, 300)}`);
    },
    1,
  );
  // (2) the service in-process on the last round, rolled back each time
  const ultimo = arquivos[RODADAS_HTTP + 1] as string;
  const naTransacao = (fn: (tx: Tx) => Promise<unknown>) =>
    withTenant(b.database.db, ctx, async (tx) => {
      await fn(tx);
      throw new Desfazer();
    }).catch((e) => {
      if (!(e instanceof Desfazer)) throw e;
    });
  const servico = await measure(
    5,
    () =>
      naTransacao(async (tx) => {
        const id = await importarLaudo(tx, ctx.usuarioId, { laboratorioId: c.apoioId, arquivoNome: 'bench.hl7', conteudo: ultimo });
        const imp = await lerImportacao(tx, id);
        if (imp.importados !== RESULTADOS) throw new Error(`importar-laudo: ${imp.problemas.length} problemas no bench`);
      }),
    1,
  );
  // (3) reading the file alone
  const leitura = await measure(10, async () => lerArquivoLaudo(ultimo), 2);
  // (4) the writes alone: the same results and values straight from the scheduled rows, rolled back
  const numeros = sql`select la.paciente_id, ae.id as ae, ae.exame_id from lab_agendamento_exame ae
    join lab_agendamento la on la.id = ae.lab_agendamento_id where la.laboratorio_id = ${c.municipalId} and ae.situacao = 2`;
  const escrita = await measure(
    5,
    () =>
      naTransacao(async (tx) => {
        await tx.execute(sql`
          with r as (
            insert into lab_resultado (agendamento_exame_id, paciente_id, exame_id, origem, lancado_por)
            select ae, paciente_id, exame_id, 2, ${ctx.usuarioId} from (${numeros}) x returning id)
          insert into lab_resultado_valor (resultado_id, campo_id, valor_numero, faixa)
          select r.id, (select id from lab_exame_campo where codigo = ${c.exameNum.campos.num}), 90, 0 from r`);
        await tx.execute(sql`update lab_agendamento_exame ae set situacao = 4 from lab_agendamento la
          where la.id = ae.lab_agendamento_id and la.laboratorio_id = ${c.municipalId} and ae.situacao = 2`);
      }),
    1,
  );
  linhas.push(
    `  arquivo de ${RESULTADOS.toLocaleString('pt-BR')} resultados (${RESULTADOS.toLocaleString('pt-BR')} mensagens ORU^R01, ${(tamanho / 1024).toFixed(0)} KB; geração de ${(RODADAS_HTTP + 2) * RESULTADOS} agendamentos ${(geracao / 1000).toFixed(1)} s)`,
    `    HTTP (POST importar-laudo: leitura, conferência, gravação, resposta): ${fmt(http)}`,
    `    serviço direto (importarLaudo + lerImportacao, desfeito):            ${fmt(servico)}   razão p50 ${(http.p50 / servico.p50).toFixed(2)}×`,
    `    referência: só a leitura do arquivo (lerArquivoLaudo):               ${fmt(leitura)}`,
    `    referência: só as gravações (INSERT … SELECT dos mesmos resultados):  ${fmt(escrita)}   o serviço ${(servico.p50 / escrita.p50).toFixed(1)}×`,
  );
  return linhas.join('\n');
}
