import { randomUUID } from 'node:crypto';
import { dataBr, type ExportacaoInput, LIMITE_REGISTROS_EXPORTACAO, MENSAGENS_EXPORTACAO as M } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { montarBundleRia } from '../../../lib/integracoes/rnds/ria.js';
import { type LinhaExportacao, registroRiaDe } from './exportacao.mapeamento.js';
import { vacinacaoExportacao, vacinacaoExportacaoItem } from './exportacao.table.js';

const FABRICANTE_SEM_CODIGO =
  'Fabricante sem código PNI (BRFabricantePNI): informe o código no cadastro de fabricantes (Cadastro › Fabricantes) e gere de novo.';

/** The requester id of the settings, or a 422 telling where to fill it. */
export async function solicitanteRnds(tx: Tx): Promise<string | null> {
  const { rows } = await tx.execute(sql`select solicitante_rnds from imunizacao_parametrizacao limit 1`);
  const s = rows[0]?.solicitante_rnds as string | null | undefined;
  return s?.trim() ? s.trim() : null;
}

async function exigirSala(tx: Tx, centroCustoId: number | null) {
  if (!centroCustoId) return;
  const { rows } = await tx.execute(sql`select 1 from sala_vacinacao where centro_custo_id = ${centroCustoId}`);
  if (!rows.length) throw unprocessable({ centro_custo_id: [M.salaInexistente] }, M.salaInexistente);
}

/**
 * The records of the period (date of application; one room or all) not cancelled, with what RIA-R needs: the
 * patient's CNS/CPF, the CNES of the room's unit (cost centre → infrastructure → unit; a transcription without a
 * room: the unit of whoever typed it), the vaccinator's CNS and CBO (their lotação in that unit first).
 * Skipped: what an active export (not `propria`) already sent in this same version (updated_at).
 */
async function registrosDoPeriodo(tx: Tx, e: ExportacaoInput, propria: number | null) {
  const { rows } = await tx.execute(sql`
    with r as (
      select v.*, coalesce(v.profissional_id, v.created_by) as vacinador_id,
             coalesce(i.unidade_id, (select li.unidade_id from lotacao l2 join infraestrutura li on li.id = l2.infraestrutura_id
                                      where l2.usuario_id = v.created_by order by l2.id limit 1)) as unidade_id
        from vacinacao v
        left join centro_custo cc on cc.id = v.centro_custo_id
        left join infraestrutura i on i.id = cc.infraestrutura_id
       where v.data_aplicacao between ${e.inicio} and ${e.fim} and v.cancelado_em is null
         and (${e.centroCustoId ?? null}::bigint is null or v.centro_custo_id = ${e.centroCustoId ?? null}::bigint)
         and not exists (
           select 1 from vacinacao_exportacao_item it join vacinacao_exportacao ex on ex.id = it.exportacao_id
            where it.vacinacao_id = v.id and it.situacao = 'exportado' and ex.status = 'ativa'
              and ex.id is distinct from ${propria}::bigint and it.versao = v.updated_at)
    )
    select r.id, r.updated_at::text as versao, p.cns as paciente_cns, p.cpf as paciente_cpf, p.data_nascimento::text as nascimento,
           un.cnes, pv.cns as vacinador_cns,
           (select l.ocupacao_codigo from lotacao l join infraestrutura li on li.id = l.infraestrutura_id
             where l.usuario_id = r.vacinador_id and l.ocupacao_codigo is not null
             order by (li.unidade_id = r.unidade_id) desc nulls last, l.id limit 1) as vacinador_cbo,
           va.codigo_imunobiologico, r.lote_numero, r.dose, r.via, r.local_aplicacao, r.estrategia, r.grupo_atendimento,
           r.gestante, r.puerpera, r.contato_hanseniase, r.data_aplicacao::text as data_aplicacao, r.created_at as registrado_em,
           r.origem, r.fabricante_id, r.lote_id, fab.codigo_pni as fabricante_codigo
      from r
      join cidadao p on p.id = r.paciente_id
      join vacina va on va.id = r.vacina_id
      left join fabricante fab on fab.id = r.fabricante_id
      left join unidade un on un.id = r.unidade_id
      left join usuario u on u.id = r.vacinador_id
      left join cidadao pv on pv.id = u.cidadao_id
     order by r.data_aplicacao, r.id`);
  return rows as unknown as (LinhaExportacao & { versao: string; fabricante_id: number | null; lote_id: number | null })[];
}

/** Records of the period cancelled after an active export sent them, not yet noted by an active export. */
async function canceladosAposExportacao(tx: Tx, e: ExportacaoInput, propria: number | null) {
  const { rows } = await tx.execute(sql`
    select v.id, v.updated_at::text as versao, v.cancelado_em, min(ex.id) as exportacao_id
      from vacinacao v
      join vacinacao_exportacao_item it on it.vacinacao_id = v.id and it.situacao = 'exportado'
      join vacinacao_exportacao ex on ex.id = it.exportacao_id and ex.status = 'ativa' and ex.id is distinct from ${propria}::bigint
     where v.data_aplicacao between ${e.inicio} and ${e.fim} and v.cancelado_em is not null
       and (${e.centroCustoId ?? null}::bigint is null or v.centro_custo_id = ${e.centroCustoId ?? null}::bigint)
       and not exists (
         select 1 from vacinacao_exportacao_item n join vacinacao_exportacao nx on nx.id = n.exportacao_id
          where n.vacinacao_id = v.id and n.situacao = 'cancelado' and nx.status = 'ativa' and nx.id is distinct from ${propria}::bigint)
     group by v.id, v.updated_at, v.cancelado_em`);
  return rows;
}

const nomeDoArquivo = (id: number, e: ExportacaoInput) => `ria-${e.inicio}-a-${e.fim}-${id}.ndjson`;

/** Builds (or rebuilds) the export's items and file; returns the counts. */
async function montar(tx: Tx, id: number, e: ExportacaoInput, agora: Date) {
  const solicitante = await solicitanteRnds(tx);
  if (!solicitante) throw unprocessable({ solicitante_rnds: [M.semSolicitante] }, M.semSolicitante);
  await tx.delete(vacinacaoExportacaoItem).where(eq(vacinacaoExportacaoItem.exportacaoId, id));
  const linhas = await registrosDoPeriodo(tx, e, id);
  if (linhas.length > LIMITE_REGISTROS_EXPORTACAO) {
    const msg = M.muitosRegistros(linhas.length, LIMITE_REGISTROS_EXPORTACAO);
    throw unprocessable({ fim: [msg] }, msg);
  }
  const arquivo: string[] = [];
  const itens: (typeof vacinacaoExportacaoItem.$inferInsert)[] = [];
  for (const l of linhas) {
    const res = montarBundleRia(registroRiaDe(l), { solicitante, uuid: randomUUID, agora: () => agora });
    // the version as the database has it (microseconds): a JS Date would drop them and never match again
    const versao = String(l.versao);
    if (res.ok) {
      arquivo.push(JSON.stringify(res.bundle));
      itens.push({ exportacaoId: id, vacinacaoId: Number(l.id), situacao: 'exportado', motivos: null, versao });
    } else {
      const motivos = res.motivos.map((m) => (m === 'Fabricante não informado.' && l.fabricante_id ? FABRICANTE_SEM_CODIGO : m));
      itens.push({ exportacaoId: id, vacinacaoId: Number(l.id), situacao: 'recusado', motivos, versao });
    }
  }
  const cancelados = await canceladosAposExportacao(tx, e, id);
  for (const c of cancelados) {
    const quando = new Date(String(c.cancelado_em)).toISOString().slice(0, 10);
    itens.push({
      exportacaoId: id,
      vacinacaoId: Number(c.id),
      situacao: 'cancelado',
      motivos: [
        `Registro cancelado em ${dataBr(quando)}, depois de enviado na exportação nº ${c.exportacao_id}: a exclusão na RNDS deve ser feita pela integração.`,
      ],
      versao: String(c.versao),
    });
  }
  for (let i = 0; i < itens.length; i += 500) await tx.insert(vacinacaoExportacaoItem).values(itens.slice(i, i + 500));
  const exportados = itens.filter((i) => i.situacao === 'exportado').length;
  const recusados = itens.filter((i) => i.situacao === 'recusado').length;
  await tx
    .update(vacinacaoExportacao)
    .set({
      exportados,
      recusados,
      canceladosAposExportacao: cancelados.length,
      conteudo: Buffer.from(arquivo.length ? `${arquivo.join('\n')}\n` : '', 'utf8'),
      arquivoNome: nomeDoArquivo(id, e),
      geradaEm: agora.toISOString(),
    })
    .where(eq(vacinacaoExportacao.id, id));
  return { exportados, recusados };
}

export async function gerarExportacao(tx: Tx, usuarioId: number, e: ExportacaoInput, agora = new Date()) {
  await exigirSala(tx, e.centroCustoId);
  if (!(await solicitanteRnds(tx))) throw unprocessable({ solicitante_rnds: [M.semSolicitante] }, M.semSolicitante);
  // one export at a time per municipality: two at once could both send the same records
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('vacinacao_exportacao'), nullif(current_setting('app.cliente_id', true), '')::int)`,
  );
  const [x] = await tx
    .insert(vacinacaoExportacao)
    .values({
      inicio: e.inicio,
      fim: e.fim,
      centroCustoId: e.centroCustoId,
      usuarioId,
      arquivoNome: 'ria.ndjson',
      conteudo: Buffer.alloc(0),
    })
    .returning({ id: vacinacaoExportacao.id });
  const n = await montar(tx, x.id, e, agora);
  return { id: x.id, message: M.gerada(n.exportados, n.recusados) };
}

async function exportacaoAtiva(tx: Tx, id: number) {
  const [x] = await tx.select().from(vacinacaoExportacao).where(eq(vacinacaoExportacao.id, id)).for('update');
  if (!x) throw notFound(M.naoEncontrada);
  if (x.status !== 'ativa') throw unprocessable({ id: [M.jaCancelada] }, M.jaCancelada);
  return x;
}

/** Regenerates in place after the data was fixed: same period and room, by whoever regenerates now. */
export async function regerarExportacao(tx: Tx, usuarioId: number, id: number, agora = new Date()) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('vacinacao_exportacao'), nullif(current_setting('app.cliente_id', true), '')::int)`,
  );
  const x = await exportacaoAtiva(tx, id);
  await tx.update(vacinacaoExportacao).set({ usuarioId }).where(eq(vacinacaoExportacao.id, id));
  const n = await montar(tx, id, { inicio: x.inicio, fim: x.fim, centroCustoId: x.centroCustoId }, agora);
  return M.regerada(n.exportados, n.recusados);
}

export async function cancelarExportacao(tx: Tx, usuarioId: number, id: number) {
  await exportacaoAtiva(tx, id);
  await tx
    .update(vacinacaoExportacao)
    .set({ status: 'cancelada', canceladaEm: sql`now()`, canceladaPorId: usuarioId })
    .where(and(eq(vacinacaoExportacao.id, id)));
}
