import {
  type AgendamentoExameInput,
  type LabAgendamentoDetalhe,
  type LabAgendamentoItem,
  MODULO_EXAME_LABORATORIAL,
  SITUACAO_EXAME_LAB,
  STATUS_AGENDAMENTO,
  somarDias,
  TIPO_EXAME,
  TIPO_VAGA,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { obterExameSolicitado } from '../../../lib/clinico/exames-solicitados.js';
import { pgError } from '../../../lib/crud/db-errors.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { agendar, aplicarAcaoAgendamento, type RegrasAgendamento, type Solicitante } from '../../agenda/index.js';
import { reservarCota } from '../jornada/cota.service.js';
import { parametrizacaoLaboratorio } from '../parametrizacao/parametrizacao.service.js';
import { labAgendamento, labAgendamentoExame, labAmostra } from './agendamento-exame.table.js';

/** How far ahead a collection may be booked (the laboratory's settings name no horizon). */
export const HORIZONTE_COLETA_DIAS = 180;
const REGRAS: RegrasAgendamento = {
  horizonteDias: HORIZONTE_COLETA_DIAS,
  intervaloMinimoDias: 0,
  permitirDoisFuturosMesmaEspecialidade: true,
};
/** A sample of an exam whose registry names no material is collected as blood (MATERIAIS_BIOLOGICOS 1). */
const MATERIAL_PADRAO = 1;

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

export interface ExameAgendavel {
  id: number;
  nome: string;
  tipo: number;
  bloqueado: boolean;
  procedimentoCodigo: string;
  valor: number;
  materialBiologico: number | null;
  recipiente: string | null;
  laboratorioId: number | null;
  prazoResultadoDias: number | null;
  preparo: string | null;
  sigla: string | null;
}

/** The preparation a patient reads on the slip: fasting hours and the registry's instructions. */
export const preparoSql = sql<string | null>`nullif(concat_ws(' ',
  case when e.jejum then 'Jejum de ' || coalesce(e.jejum_horas::text || ' horas', 'acordo com a orientação') || '.' end,
  e.instrucoes_preparo), '')`;

/** Exams of the registry as scheduling uses them: SIGTAP value (ambulatory, SA), material, tube, deadline. */
export async function lerExamesAgendaveis(tx: Tx, onde: SQL): Promise<ExameAgendavel[]> {
  const { rows } = await tx.execute(sql`
    select e.id, e.nome, e.tipo, e.bloqueado, e.procedimento_codigo, coalesce(p.valor_sa, 0) as valor, e.material_biologico,
           le.recipiente, le.laboratorio_id, e.prazo_resultado_dias, ${preparoSql} as preparo, le.sigla
      from exame e
      left join procedimento_sigtap p on p.codigo = e.procedimento_codigo
      left join lab_exame le on le.exame_id = e.id
     where ${onde}
     order by e.nome collate "und-x-icu"`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    tipo: Number(r.tipo),
    bloqueado: Boolean(r.bloqueado),
    procedimentoCodigo: String(r.procedimento_codigo),
    valor: Number(r.valor),
    materialBiologico: r.material_biologico == null ? null : Number(r.material_biologico),
    recipiente: (r.recipiente as string | null) ?? null,
    laboratorioId: r.laboratorio_id == null ? null : Number(r.laboratorio_id),
    prazoResultadoDias: r.prazo_resultado_dias == null ? null : Number(r.prazo_resultado_dias),
    preparo: (r.preparo as string | null) ?? null,
    sigla: (r.sigla as string | null) ?? null,
  }));
}

const ids = (l: number[]) => sql.raw(`(${l.map(Number).join(',') || 'null'})`);

/** What the list and the patient's history show of a scheduling. */
const colunas = sql`
  la.id, la.agendamento_id, a.numero, a.data::text as data, a.hora::text as hora, a.status, a.retroativo, la.paciente_id,
  coalesce(c.nome_social, c.nome) as paciente_nome, la.laboratorio_id, l.nome as laboratorio_nome, uc.nome_fantasia as unidade_coleta_nome,
  la.unidade_solicitante_id, us.nome_fantasia as unidade_solicitante_nome,
  coalesce(la.solicitante_nome, (select pc.nome from usuario pu join cidadao pc on pc.id = pu.cidadao_id where pu.id = la.profissional_solicitante_id)) as solicitante_nome,
  la.origem, la.data_entrega::text as data_entrega, la.urgente, la.observacao, a.motivo_cancelamento,
  (select count(*)::int from lab_agendamento_exame x where x.lab_agendamento_id = la.id and x.situacao <> ${SITUACAO_EXAME_LAB.cancelado}) as exames,
  (select coalesce(sum(x.valor), 0) from lab_agendamento_exame x where x.lab_agendamento_id = la.id and x.situacao <> ${SITUACAO_EXAME_LAB.cancelado}) as valor_total`;
export const deLabAgendamento = sql`
  from lab_agendamento la
  join agendamento a on a.id = la.agendamento_id
  join jornada j on j.id = a.jornada_id
  join cidadao c on c.id = la.paciente_id
  join laboratorio l on l.id = la.laboratorio_id
  join unidade uc on uc.id = j.unidade_id
  join unidade us on us.id = la.unidade_solicitante_id`;

export function paraItem(r: Record<string, unknown>): LabAgendamentoItem {
  return {
    id: Number(r.id),
    agendamentoId: Number(r.agendamento_id),
    numero: Number(r.numero),
    data: String(r.data),
    hora: String(r.hora).slice(0, 8),
    status: Number(r.status),
    retroativo: Boolean(r.retroativo),
    pacienteId: Number(r.paciente_id),
    pacienteNome: String(r.paciente_nome),
    laboratorioId: Number(r.laboratorio_id),
    laboratorioNome: String(r.laboratorio_nome),
    unidadeColetaNome: String(r.unidade_coleta_nome),
    unidadeSolicitanteId: Number(r.unidade_solicitante_id),
    unidadeSolicitanteNome: String(r.unidade_solicitante_nome),
    solicitanteNome: (r.solicitante_nome as string | null) ?? null,
    origem: String(r.origem),
    dataEntrega: (r.data_entrega as string | null) ?? null,
    urgente: Boolean(r.urgente),
    exames: Number(r.exames),
    valorTotal: Number(r.valor_total),
  };
}

export async function listarLabAgendamentos(tx: Tx, onde: SQL, limite = 200, ordem: SQL = sql`a.data desc, a.hora, la.id`) {
  const { rows } = await tx.execute(sql`select ${colunas} ${deLabAgendamento} where ${onde} order by ${ordem} limit ${limite}`);
  return (rows as Record<string, unknown>[]).map(paraItem);
}

/** One scheduling with its exams (and each one's preparation) and samples; 404 when not of the municipality. */
export async function detalheLabAgendamento(tx: Tx, id: number): Promise<LabAgendamentoDetalhe> {
  const { rows } = await tx.execute(sql`select ${colunas} ${deLabAgendamento} where la.id = ${id}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  if (!r) throw notFound('Agendamento de exames não encontrado.');
  const { rows: itens } = await tx.execute(sql`
    select x.id, x.exame_id, e.nome as exame_nome, le.sigla, x.procedimento_codigo, x.valor, k.nome as kit_nome, x.solicitacao_origem,
           x.solicitacao_id, x.amostra_id, x.situacao, x.motivo_cancelamento, ${preparoSql} as preparo
      from lab_agendamento_exame x
      join exame e on e.id = x.exame_id
      left join lab_exame le on le.exame_id = x.exame_id
      left join kit_exame k on k.id = x.kit_exame_id
     where x.lab_agendamento_id = ${id}
     order by x.id`);
  const { rows: amostras } = await tx.execute(
    sql`select id, material_biologico, recipiente, situacao from lab_amostra where lab_agendamento_id = ${id} order by id`,
  );
  return {
    ...paraItem(r),
    observacao: (r.observacao as string | null) ?? null,
    motivoCancelamento: (r.motivo_cancelamento as string | null) ?? null,
    itens: (itens as Record<string, unknown>[]).map((x) => ({
      id: Number(x.id),
      exameId: Number(x.exame_id),
      exameNome: String(x.exame_nome),
      sigla: (x.sigla as string | null) ?? null,
      procedimentoCodigo: String(x.procedimento_codigo),
      valor: Number(x.valor),
      kitNome: (x.kit_nome as string | null) ?? null,
      solicitacaoOrigem: (x.solicitacao_origem as string | null) ?? null,
      solicitacaoId: x.solicitacao_id == null ? null : Number(x.solicitacao_id),
      amostraId: x.amostra_id == null ? null : Number(x.amostra_id),
      situacao: Number(x.situacao),
      motivoCancelamento: (x.motivo_cancelamento as string | null) ?? null,
      preparo: (x.preparo as string | null) ?? null,
    })),
    amostras: (amostras as Record<string, unknown>[]).map((a) => ({
      id: Number(a.id),
      materialBiologico: Number(a.material_biologico),
      recipiente: (a.recipiente as string | null) ?? null,
      situacao: Number(a.situacao),
    })),
  };
}

export interface ContextoAgendamento {
  usuarioId: number;
  solicitante: Solicitante;
  retroativo: boolean;
}

/**
 * Books a patient's exams for one collection slot, in the caller's one transaction (issue 21): the inputs are
 * read again inside the tenant; the requesting unit's quota row is locked and its count and ceiling checked
 * (lock order for every booking of the module: quota, then the engine's patient and agenda locks — no cycle);
 * the engine books the slot; then the scheduling, one sample per material and tube, and the exams at their
 * SIGTAP value. A request of the product is scheduled once (the partial unique index is the last word).
 */
export async function agendarExames(tx: Tx, i: AgendamentoExameInput, ctx: ContextoAgendamento) {
  const { rows: jr } = await tx.execute(
    sql`select id, recurso_id from jornada where id = ${i.jornadaId} and modulo = ${MODULO_EXAME_LABORATORIAL}`,
  );
  const jornada = jr[0] as { id: number; recurso_id: number | string } | undefined;
  if (!jornada) throw recusa('jornada_id', 'Agenda de coleta não encontrada.');
  const laboratorioId = Number(jornada.recurso_id);

  const erros: Record<string, string[]> = {};
  if (!(await tx.execute(sql`select 1 from unidade where id = ${i.unidadeSolicitanteId}`)).rows.length)
    erros.unidade_solicitante_id = ['Unidade solicitante não encontrada.'];
  if (i.profissionalSolicitanteId && !(await tx.execute(sql`select 1 from usuario where id = ${i.profissionalSolicitanteId}`)).rows.length)
    erros.profissional_solicitante_id = ['Profissional solicitante não encontrado.'];
  const exames = await lerExamesAgendaveis(tx, sql`e.id in ${ids(i.exames.map((e) => e.exameId))}`);
  const porId = new Map(exames.map((e) => [e.id, e]));
  const problemasExame: string[] = [];
  for (const pedido of i.exames) {
    const e = porId.get(pedido.exameId);
    if (!e) problemasExame.push('Exame não encontrado.');
    else if (e.tipo !== TIPO_EXAME.laboratorial) problemasExame.push(`${e.nome} não é um exame laboratorial.`);
    else if (e.bloqueado) problemasExame.push(`${e.nome} está bloqueado no cadastro de exames.`);
  }
  if (i.exames.some((e) => e.kitExameId)) {
    const kits = [...new Set(i.exames.map((e) => e.kitExameId).filter((k): k is number => !!k))];
    const { rows } = await tx.execute(sql`select id from kit_exame where id in ${ids(kits)}`);
    if (rows.length !== kits.length) problemasExame.push('Kit de exames não encontrado.');
  }
  // a request of the product: of this patient, this exam, not scheduled yet
  let origem: { origem: string; id: number | null } = { origem: 'papel', id: null };
  for (const pedido of i.exames.filter((e) => e.solicitacaoId)) {
    const s = await obterExameSolicitado(tx, pedido.solicitacaoOrigem ?? '', Number(pedido.solicitacaoId));
    if (!s || s.pacienteId !== i.pacienteId || s.exameId !== pedido.exameId) {
      problemasExame.push('Solicitação de exame não encontrada para este paciente.');
      continue;
    }
    const { rows } = await tx.execute(sql`
      select 1 from lab_agendamento_exame where solicitacao_origem = ${s.origem} and solicitacao_id = ${s.id}
         and situacao <> ${SITUACAO_EXAME_LAB.cancelado} limit 1`);
    if (rows.length) problemasExame.push(`${s.exameNome}: esta solicitação já foi agendada.`);
    if (origem.origem === 'papel') origem = { origem: s.origem, id: s.atendimentoId };
  }
  if (problemasExame.length) erros.exames = [...new Set(problemasExame)];
  if (Object.keys(erros).length) throw unprocessable(erros, Object.values(erros)[0]?.[0]);

  const param = await parametrizacaoLaboratorio(tx);
  const valorTotal = Math.round(exames.reduce((s, e) => s + e.valor, 0) * 100) / 100;
  const avisoCota = await reservarCota(
    tx,
    { laboratorioId, unidadeSolicitanteId: i.unidadeSolicitanteId, data: i.data, quantidade: i.exames.length, valor: valorTotal },
    param.bloquearAcimaCota,
  );

  const vaga = await agendar(
    tx,
    {
      modulo: MODULO_EXAME_LABORATORIAL,
      pacienteId: i.pacienteId,
      jornadaId: i.jornadaId,
      data: i.data,
      hora: i.hora,
      tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
      observacao: i.observacao ?? null,
      retroativo: ctx.retroativo,
    },
    ctx.solicitante,
    REGRAS,
  );

  // delivery: the collection day plus the longest deadline of the exams (or the settings' default)
  const prazo = Math.max(...exames.map((e) => e.prazoResultadoDias ?? param.prazoEntregaPadraoDias));
  const [la] = await tx
    .insert(labAgendamento)
    .values({
      agendamentoId: vaga.id,
      pacienteId: i.pacienteId,
      laboratorioId,
      unidadeSolicitanteId: i.unidadeSolicitanteId,
      profissionalSolicitanteId: i.profissionalSolicitanteId ?? null,
      solicitanteNome: i.solicitanteNome ?? null,
      origem: origem.origem,
      origemId: origem.id,
      dataEntrega: somarDias(i.data, prazo),
      urgente: i.urgente,
      observacao: i.observacao ?? null,
      usuarioId: ctx.usuarioId,
    })
    .returning({ id: labAgendamento.id });
  const labAgendamentoId = Number(la?.id);

  // one sample per material and tube, shared by the exams that use it
  const amostras = new Map<string, number>();
  for (const e of exames) {
    const material = e.materialBiologico ?? MATERIAL_PADRAO;
    const chave = `${material}|${e.recipiente ?? ''}`;
    if (amostras.has(chave)) continue;
    const [a] = await tx
      .insert(labAmostra)
      .values({ labAgendamentoId, materialBiologico: material, recipiente: e.recipiente })
      .returning({ id: labAmostra.id });
    amostras.set(chave, Number(a?.id));
  }
  try {
    await tx.insert(labAgendamentoExame).values(
      i.exames.map((pedido) => {
        const e = porId.get(pedido.exameId) as ExameAgendavel;
        return {
          labAgendamentoId,
          exameId: e.id,
          procedimentoCodigo: e.procedimentoCodigo,
          valor: e.valor.toFixed(2),
          kitExameId: pedido.kitExameId ?? null,
          solicitacaoOrigem: pedido.solicitacaoId ? pedido.solicitacaoOrigem : null,
          solicitacaoId: pedido.solicitacaoId ?? null,
          amostraId: amostras.get(`${e.materialBiologico ?? MATERIAL_PADRAO}|${e.recipiente ?? ''}`) ?? null,
          laboratorioExecutorId: e.laboratorioId && e.laboratorioId !== laboratorioId ? e.laboratorioId : null,
        };
      }),
    );
  } catch (e) {
    if (pgError(e)?.code === '23505') throw recusa('exames', 'Uma das solicitações já foi agendada por outro usuário.');
    throw e;
  }
  return { id: labAgendamentoId, avisoCota };
}

const exigeAgendado = async (tx: Tx, labAgendamentoId: number) => {
  const { rows } = await tx.execute(sql`
    select count(*) filter (where situacao not in (${SITUACAO_EXAME_LAB.agendado}, ${SITUACAO_EXAME_LAB.cancelado}))::int as andamento
      from lab_agendamento_exame where lab_agendamento_id = ${labAgendamentoId}`);
  return Number((rows[0] as { andamento: number }).andamento);
};

/** Cancels a whole scheduling (with reason): the engine's slot is freed and every exam not collected is cancelled. */
export async function cancelarLabAgendamento(tx: Tx, id: number, motivo: string, usuarioId: number) {
  const { rows } = await tx.execute(sql`select agendamento_id from lab_agendamento where id = ${id} for update`);
  const la = rows[0] as { agendamento_id: number | string } | undefined;
  if (!la) throw notFound('Agendamento de exames não encontrado.');
  if ((await exigeAgendado(tx, id)) > 0)
    throw recusa('status', 'Há exames já coletados neste agendamento: cancele somente os exames pendentes.');
  await aplicarAcaoAgendamento(tx, MODULO_EXAME_LABORATORIAL, Number(la.agendamento_id), 'cancelar', { usuarioId, motivo });
  await tx.execute(sql`
    update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.cancelado}, cancelado_em = now(), cancelado_por = ${usuarioId},
           motivo_cancelamento = ${motivo}, updated_at = now()
     where lab_agendamento_id = ${id} and situacao = ${SITUACAO_EXAME_LAB.agendado}`);
  return detalheLabAgendamento(tx, id);
}

/** Cancels one exam of a scheduling (with reason); the last one left cancels the scheduling and frees the slot. */
export async function cancelarExameAgendado(tx: Tx, exameAgendadoId: number, motivo: string, usuarioId: number) {
  const { rows } = await tx.execute(sql`
    select x.lab_agendamento_id, x.situacao, la.agendamento_id from lab_agendamento_exame x
      join lab_agendamento la on la.id = x.lab_agendamento_id where x.id = ${exameAgendadoId} for update of x, la`);
  const x = rows[0] as { lab_agendamento_id: number | string; situacao: number | string; agendamento_id: number | string } | undefined;
  if (!x) throw notFound('Exame agendado não encontrado.');
  if (Number(x.situacao) !== SITUACAO_EXAME_LAB.agendado)
    throw recusa('situacao', 'Somente exames agendados (ainda não coletados) podem ser cancelados.');
  await tx.execute(sql`
    update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.cancelado}, cancelado_em = now(), cancelado_por = ${usuarioId},
           motivo_cancelamento = ${motivo}, updated_at = now()
     where id = ${exameAgendadoId}`);
  const labId = Number(x.lab_agendamento_id);
  const { rows: resto } = await tx.execute(
    sql`select count(*)::int as n from lab_agendamento_exame where lab_agendamento_id = ${labId} and situacao <> ${SITUACAO_EXAME_LAB.cancelado}`,
  );
  if (Number((resto[0] as { n: number }).n) === 0) {
    const { rows: st } = await tx.execute(sql`select status from agendamento where id = ${x.agendamento_id}`);
    if (Number((st[0] as { status: number }).status) !== STATUS_AGENDAMENTO.CANCELADO)
      await aplicarAcaoAgendamento(tx, MODULO_EXAME_LABORATORIAL, Number(x.agendamento_id), 'cancelar', { usuarioId, motivo });
  }
  return detalheLabAgendamento(tx, labId);
}
