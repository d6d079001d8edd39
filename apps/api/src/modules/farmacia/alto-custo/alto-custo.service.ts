import {
  competenciasDoProcesso,
  GRUPO_SIGTAP_CEAF,
  hojeIso,
  MENSAGENS_ALTO_CUSTO,
  MESES_LME,
  type ProcessoAltoCustoInput,
  type ProcessoAltoCustoLme,
  primeiroDiaDoMes,
  STATUS_ALTO_CUSTO,
  STATUS_ALTO_CUSTO_NOME,
  STATUS_EDITAVEIS,
  STATUS_QUE_VENCEM,
  STATUS_RENOVAVEIS,
  type StatusAltoCusto,
  somarMeses,
  transicaoAltoCusto,
  validadeDoProcesso,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { assertPacienteVivo } from '../../cadastro/index.js';

/** Who acts and where: the session's user and pharmacy (the stock that keeps and dispenses the process). */
export interface SessaoAltoCusto {
  usuarioId: number | null;
  centroCustoId: number;
}

const lista = (valores: readonly number[]) =>
  sql.join(
    valores.map((v) => sql`${v}`),
    sql`, `,
  );

/** 'M058' → 'M05.8', in SQL. */
export const cidComPonto = (coluna: ReturnType<typeof sql>) =>
  sql<string>`(case when length(${coluna}) = 4 then left(${coluna}, 3) || '.' || right(${coluna}, 1) else ${coluna} end)`;

/**
 * Open processes whose validity ended become "vencido" (status 5), with a line on their timeline. A cheap UPDATE
 * over the status index, run before every read and change, so lists, pending pickups and reports see it alike.
 */
export async function vencerProcessos(tx: Tx, hoje = hojeIso()) {
  const { rows } = await tx.execute(sql`
    select id, validade_fim::text as fim from farmacia_processo_alto_custo
     where status in (${lista(STATUS_QUE_VENCEM)}) and validade_fim < ${hoje} order by id for update`);
  for (const r of rows) {
    const motivo = MENSAGENS_ALTO_CUSTO.vencimento(String(r.fim));
    await tx.execute(sql`
      update farmacia_processo_alto_custo set status = ${STATUS_ALTO_CUSTO.VENCIDO}, motivo_status = ${motivo}, status_em = now(),
             status_por = null
       where id = ${r.id}`);
    await registrarSituacao(tx, Number(r.id), STATUS_ALTO_CUSTO.VENCIDO, motivo, null);
  }
}

/**
 * The LME checked against the registries: the medicine with its stock item, a CEAF procedure of SIGTAP and a CID
 * that procedure allows (`procedimento_cid`, the national compatibility table). Returns the stock item.
 */
async function conferirLme(tx: Tx, d: ProcessoAltoCustoLme): Promise<{ materialId: number }> {
  const { rows: med } = await tx.execute(sql`select material_id from medicamento where id = ${d.medicamentoId}`);
  if (!med[0]) throw unprocessable({ medicamento_id: ['Medicamento não encontrado.'] });
  if (med[0].material_id == null) throw unprocessable({ medicamento_id: [MENSAGENS_ALTO_CUSTO.medicamentoSemMaterial] });
  const { rows: proc } = await tx.execute(sql`select codigo, nome from procedimento_sigtap where codigo = ${d.procedimentoCodigo}`);
  if (!proc[0]) throw unprocessable({ procedimento_codigo: ['Procedimento não encontrado na tabela SIGTAP.'] });
  if (!d.procedimentoCodigo.startsWith(GRUPO_SIGTAP_CEAF))
    throw unprocessable({ procedimento_codigo: [MENSAGENS_ALTO_CUSTO.procedimentoForaDoCeaf] });
  const { rows: cid } = await tx.execute(sql`
    select exists (select 1 from procedimento_cid pc where pc.procedimento_codigo = ${d.procedimentoCodigo}
                      and pc.cid_codigo in (c.codigo, left(c.codigo, 3))) as permitido
      from cid c where c.codigo = ${d.cidCodigo}`);
  if (!cid[0]) throw unprocessable({ cid_codigo: ['CID não encontrado.'] });
  const comPonto = d.cidCodigo.length === 4 ? `${d.cidCodigo.slice(0, 3)}.${d.cidCodigo[3]}` : d.cidCodigo;
  if (!cid[0].permitido) throw unprocessable({ cid_codigo: [MENSAGENS_ALTO_CUSTO.cidNaoPermitido(comPonto, String(proc[0].nome))] });
  return { materialId: Number(med[0].material_id) };
}

/** One open process per patient and medicine at a time: validities of open processes never overlap. */
async function conferirSobreposicao(tx: Tx, p: { id?: number; pacienteId: number; materialId: number; inicio: string; fim: string }) {
  const { rows } = await tx.execute(sql`
    select id from farmacia_processo_alto_custo
     where paciente_id = ${p.pacienteId} and material_id = ${p.materialId} and status in (${lista(STATUS_QUE_VENCEM)})
       and id <> ${p.id ?? 0} and validade_inicio <= ${p.fim} and validade_fim >= ${p.inicio}
     order by id limit 1`);
  if (rows[0]) throw unprocessable({ validade_inicio: [MENSAGENS_ALTO_CUSTO.sobreposto(Number(rows[0].id))] });
}

/** The process a renewal continues: the same patient's, granted, and not renewed yet (a refused renewal does not count). */
export async function processoRenovavel(tx: Tx, id: number, pacienteId: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select p.id, p.paciente_id, p.status, p.validade_inicio::text as validade_inicio, p.validade_fim::text as validade_fim,
           (select r.id from farmacia_processo_alto_custo r where r.renovacao_de_id = p.id and r.status <> ${STATUS_ALTO_CUSTO.INDEFERIDO}
             order by r.id limit 1) as renovado_por
      from farmacia_processo_alto_custo p where p.id = ${id} and p.centro_custo_id = ${centroCustoId}`);
  const p = rows[0];
  if (!p) throw unprocessable({ renovacao_de_id: ['Processo renovado não encontrado.'] });
  if (Number(p.paciente_id) !== pacienteId) throw unprocessable({ renovacao_de_id: [MENSAGENS_ALTO_CUSTO.renovacaoDeOutroPaciente] });
  if (!STATUS_RENOVAVEIS.includes(Number(p.status) as StatusAltoCusto))
    throw unprocessable({ renovacao_de_id: [MENSAGENS_ALTO_CUSTO.naoRenovavel] });
  if (p.renovado_por != null) throw unprocessable({ renovacao_de_id: [MENSAGENS_ALTO_CUSTO.jaRenovado(Number(p.renovado_por))] });
  return { id: Number(p.id), status: Number(p.status), validadeInicio: String(p.validade_inicio), validadeFim: String(p.validade_fim) };
}

const travarPaciente = (tx: Tx, pacienteId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmacia:alto-custo:paciente:${pacienteId}`}, 0))`);

async function registrarSituacao(tx: Tx, processoId: number, status: number, motivo: string | null, usuarioId: number | null) {
  await tx.execute(sql`
    insert into farmacia_processo_alto_custo_situacao (processo_id, status, motivo, usuario_id)
    values (${processoId}, ${status}, ${motivo}, ${usuarioId})`);
}

/** A new process, in analysis (or a renewal of an earlier one). */
export async function gravarProcesso(tx: Tx, s: SessaoAltoCusto, d: ProcessoAltoCustoInput): Promise<number> {
  await assertPacienteVivo(tx, d.pacienteId, 'paciente_id');
  await travarPaciente(tx, d.pacienteId);
  await vencerProcessos(tx);
  const { materialId } = await conferirLme(tx, d);
  if (d.renovacaoDeId) await processoRenovavel(tx, d.renovacaoDeId, d.pacienteId, s.centroCustoId);
  const validade = validadeDoProcesso(d.validadeInicio);
  await conferirSobreposicao(tx, { pacienteId: d.pacienteId, materialId, ...validade });
  const { rows } = await tx.execute(sql`
    insert into farmacia_processo_alto_custo (centro_custo_id, paciente_id, medicamento_id, material_id, procedimento_codigo, cid_codigo,
      medico_nome, medico_cns, medico_conselho, data_solicitacao, validade_inicio, validade_fim, quantidade_mes1, quantidade_mes2,
      quantidade_mes3, status, status_em, status_por, renovacao_de_id, numero_lme, observacao)
    values (${s.centroCustoId}, ${d.pacienteId}, ${d.medicamentoId}, ${materialId}, ${d.procedimentoCodigo}, ${d.cidCodigo},
      ${d.medicoNome}, ${d.medicoCns}, ${d.medicoConselho}, ${d.dataSolicitacao}, ${validade.inicio}, ${validade.fim},
      ${d.quantidadeMes1}, ${d.quantidadeMes2}, ${d.quantidadeMes3}, ${STATUS_ALTO_CUSTO.EM_ANALISE}, now(), ${s.usuarioId},
      ${d.renovacaoDeId ?? null}, ${d.numeroLme}, ${d.observacao})
    returning id`);
  const id = Number(rows[0].id);
  await registrarSituacao(
    tx,
    id,
    STATUS_ALTO_CUSTO.EM_ANALISE,
    d.renovacaoDeId ? `Renovação do processo nº ${d.renovacaoDeId}` : null,
    s.usuarioId,
  );
  return id;
}

/** The process row, locked for a change, of the session's pharmacy. */
async function travarProcesso(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select id, paciente_id, medicamento_id, material_id, status, validade_inicio::text as validade_inicio
      from farmacia_processo_alto_custo where id = ${id} and centro_custo_id = ${centroCustoId} for update`);
  if (!rows[0]) throw notFound('Processo não encontrado.');
  const p = rows[0];
  return {
    id: Number(p.id),
    pacienteId: Number(p.paciente_id),
    medicamentoId: p.medicamento_id == null ? null : Number(p.medicamento_id),
    materialId: Number(p.material_id),
    status: Number(p.status) as StatusAltoCusto,
    validadeInicio: String(p.validade_inicio),
  };
}

/**
 * The three competences of an authorised process, with the LME's quantities: created on the first authorisation,
 * kept in step when the LME changes, never below what the monthly pickups already took (rows locked meanwhile).
 */
async function sincronizarCompetencias(tx: Tx, processoId: number, validadeInicio: string, quantidades: [number, number, number]) {
  const { rows } = await tx.execute(sql`
    select mes, quantidade_dispensada from farmacia_processo_alto_custo_competencia where processo_id = ${processoId} order by mes for update`);
  const erros: Record<string, string[]> = {};
  for (const r of rows) {
    const mes = Number(r.mes);
    const dispensada = Number(r.quantidade_dispensada);
    if (dispensada > quantidades[mes - 1]) erros[`quantidade_mes${mes}`] = [MENSAGENS_ALTO_CUSTO.abaixoDoDispensado(mes, dispensada)];
  }
  if (Object.keys(erros).length) throw unprocessable(erros);
  for (const c of competenciasDoProcesso(validadeInicio, quantidades)) {
    await tx.execute(sql`
      insert into farmacia_processo_alto_custo_competencia (processo_id, mes, competencia, quantidade_autorizada)
      values (${processoId}, ${c.mes}, ${c.competencia}, ${c.quantidadeAutorizada})
      on conflict (processo_id, mes) do update set competencia = excluded.competencia, quantidade_autorizada = excluded.quantidade_autorizada`);
  }
}

const totalDispensado = async (tx: Tx, processoId: number) =>
  Number(
    (
      await tx.execute(
        sql`select coalesce(sum(quantidade_dispensada), 0)::int as n from farmacia_processo_alto_custo_competencia where processo_id = ${processoId}`,
      )
    ).rows[0].n,
  );

/** The LME corrected while the process is open; an authorised one keeps its competences in step. */
export async function atualizarProcesso(tx: Tx, s: SessaoAltoCusto, id: number, d: ProcessoAltoCustoLme) {
  await vencerProcessos(tx);
  const atual = await travarProcesso(tx, id, s.centroCustoId);
  if (!STATUS_EDITAVEIS.includes(atual.status))
    throw unprocessable({ status: [MENSAGENS_ALTO_CUSTO.naoEditavel(STATUS_ALTO_CUSTO_NOME[atual.status])] });
  await travarPaciente(tx, atual.pacienteId);
  const { materialId } = await conferirLme(tx, d);
  const validade = validadeDoProcesso(d.validadeInicio);
  if ((materialId !== atual.materialId || validade.inicio !== atual.validadeInicio) && (await totalDispensado(tx, id)) > 0)
    throw unprocessable({ [materialId !== atual.materialId ? 'medicamento_id' : 'validade_inicio']: [MENSAGENS_ALTO_CUSTO.comRetiradas] });
  await conferirSobreposicao(tx, { id, pacienteId: atual.pacienteId, materialId, ...validade });
  if (atual.status !== STATUS_ALTO_CUSTO.EM_ANALISE)
    await sincronizarCompetencias(tx, id, validade.inicio, [d.quantidadeMes1, d.quantidadeMes2, d.quantidadeMes3]);
  await tx.execute(sql`
    update farmacia_processo_alto_custo set medicamento_id = ${d.medicamentoId}, material_id = ${materialId},
           procedimento_codigo = ${d.procedimentoCodigo}, cid_codigo = ${d.cidCodigo}, medico_nome = ${d.medicoNome},
           medico_cns = ${d.medicoCns}, medico_conselho = ${d.medicoConselho}, data_solicitacao = ${d.dataSolicitacao},
           validade_inicio = ${validade.inicio}, validade_fim = ${validade.fim}, quantidade_mes1 = ${d.quantidadeMes1},
           quantidade_mes2 = ${d.quantidadeMes2}, quantidade_mes3 = ${d.quantidadeMes3}, numero_lme = ${d.numeroLme},
           observacao = ${d.observacao}, updated_at = now()
     where id = ${id}`);
}

/** A decision recorded (TRANSICOES_ALTO_CUSTO); authorising opens the competences of the three months. */
export async function mudarStatus(tx: Tx, s: SessaoAltoCusto, id: number, para: number, motivo: string | null) {
  await vencerProcessos(tx);
  const atual = await travarProcesso(tx, id, s.centroCustoId);
  const transicao = transicaoAltoCusto(atual.status, para);
  if (!transicao)
    throw unprocessable({
      status: [
        MENSAGENS_ALTO_CUSTO.transicaoInvalida(STATUS_ALTO_CUSTO_NOME[atual.status], STATUS_ALTO_CUSTO_NOME[para as StatusAltoCusto]),
      ],
    });
  if (transicao.motivoObrigatorio && !motivo) throw unprocessable({ motivo: [MENSAGENS_ALTO_CUSTO.motivoObrigatorio] });
  if (para === STATUS_ALTO_CUSTO.AUTORIZADO) {
    const { rows } = await tx.execute(sql`
      select quantidade_mes1, quantidade_mes2, quantidade_mes3 from farmacia_processo_alto_custo where id = ${id}`);
    const q = rows[0];
    await sincronizarCompetencias(tx, id, atual.validadeInicio, [
      Number(q.quantidade_mes1),
      Number(q.quantidade_mes2),
      Number(q.quantidade_mes3),
    ]);
  }
  await tx.execute(sql`
    update farmacia_processo_alto_custo set status = ${para}, motivo_status = ${motivo}, status_em = now(), status_por = ${s.usuarioId},
           updated_at = now()
     where id = ${id}`);
  await registrarSituacao(tx, id, para, motivo, s.usuarioId);
}

/** Only a process still in analysis (nothing authorised, nothing dispensed) can be deleted. */
export async function excluirProcesso(tx: Tx, s: SessaoAltoCusto, id: number) {
  await vencerProcessos(tx);
  const atual = await travarProcesso(tx, id, s.centroCustoId);
  if (atual.status !== STATUS_ALTO_CUSTO.EM_ANALISE) throw unprocessable({ status: [MENSAGENS_ALTO_CUSTO.exclusao] });
  await tx.execute(sql`delete from farmacia_processo_alto_custo where id = ${id}`);
}

/** The form of a renewal: the renewed LME again, requested today, valid from the month after the old one (or this month). */
export function rascunhoDaRenovacao<T extends { validadeInicio: string }>(anterior: T, hoje: string) {
  const seguinte = somarMeses(anterior.validadeInicio, MESES_LME);
  const inicio = seguinte < primeiroDiaDoMes(hoje) ? primeiroDiaDoMes(hoje) : seguinte;
  return { ...anterior, dataSolicitacao: hoje, validadeInicio: inicio, numeroLme: null, observacao: null };
}
