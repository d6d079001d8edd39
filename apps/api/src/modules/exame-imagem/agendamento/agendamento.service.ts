import {
  type ImgAgendamentoInput,
  type ImgExameAgendado,
  MODULO_EXAME_IMAGEM,
  modalidadeDoProcedimento,
  NOME_MODALIDADE_IMAGEM,
  ORIGEM_EXAME_IMAGEM,
  SITUACAO_EXAME_IMAGEM,
  TIPO_EXAME,
  TIPO_VAGA,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { obterExameSolicitado } from '../../../lib/clinico/exames-solicitados.js';
import { pgError } from '../../../lib/crud/db-errors.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { agendar, aplicarAcaoAgendamento, type RegrasAgendamento, type Solicitante } from '../../agenda/index.js';
import { reservarCotaImagem } from '../cota/cota.service.js';
import { garantirExameAberto } from '../fechamento/fechamento.guard.js';
import { imgExame } from './exame.table.js';
import { parametrosAgendamentoImagem } from './parametrizacao-leitura.js';

/** How far ahead an imaging exam may be booked (the settings name no horizon). */
export const HORIZONTE_IMAGEM_DIAS = 180;
const REGRAS: RegrasAgendamento = {
  horizonteDias: HORIZONTE_IMAGEM_DIAS,
  intervaloMinimoDias: 0,
  permitirDoisFuturosMesmaEspecialidade: true,
};

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);
const nomeModalidade = (m: number | null) => (m ? (NOME_MODALIDADE_IMAGEM[m] ?? String(m)) : '');

/** The preparation a patient reads on the slip: fasting hours and the registry's instructions. */
export const preparoSql = sql<string | null>`nullif(concat_ws(' ',
  case when ex.jejum then 'Jejum de ' || coalesce(ex.jejum_horas::text || ' horas', 'acordo com a orientação') || '.' end,
  ex.instrucoes_preparo), '')`;

export interface ExameImagemAgendavel {
  id: number;
  nome: string;
  bloqueado: boolean;
  procedimentoCodigo: string;
  valor: number;
  modalidade: number | null;
  preparo: string | null;
}

/** Imaging exams of the registry (tipo 2) with their SIGTAP value (ambulatory, SA) and the modality they need. */
export async function lerExamesImagem(tx: Tx, onde: SQL): Promise<ExameImagemAgendavel[]> {
  const { rows } = await tx.execute(sql`
    select ex.id, ex.nome, ex.bloqueado, ex.procedimento_codigo, coalesce(p.valor_sa, 0) as valor, ${preparoSql} as preparo
      from exame ex
      left join procedimento_sigtap p on p.codigo = ex.procedimento_codigo
     where ex.tipo = ${TIPO_EXAME.imagem} and ${onde}
     order by ex.nome collate "und-x-icu"`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    nome: String(r.nome),
    bloqueado: Boolean(r.bloqueado),
    procedimentoCodigo: String(r.procedimento_codigo),
    valor: Number(r.valor),
    modalidade: modalidadeDoProcedimento(String(r.procedimento_codigo)),
    preparo: (r.preparo as string | null) ?? null,
  }));
}

const colunas = sql`
  e.id, e.agendamento_id, a.numero, a.data::text as data, a.hora::text as hora, a.status, coalesce(a.retroativo, false) as retroativo,
  e.situacao, e.paciente_id, coalesce(c.nome_social, c.nome) as paciente_nome, c.data_nascimento::text as data_nascimento,
  e.equipamento_id, q.nome as equipamento_nome, q.modalidade, e.unidade_id, u.nome_fantasia as unidade_nome,
  e.exame_id, coalesce(ex.nome, ps.nome) as exame_nome, e.procedimento_codigo, e.valor,
  e.unidade_solicitante_id, us.nome_fantasia as unidade_solicitante_nome,
  coalesce(e.solicitante_nome, (select pc.nome from usuario pu join cidadao pc on pc.id = pu.cidadao_id where pu.id = e.profissional_solicitante_id)) as solicitante_nome,
  e.solicitacao_origem, e.urgente, e.observacao, ${preparoSql} as preparo, e.reagendamentos, e.motivo_cancelamento`;
export const deImgExame = sql`
  from img_exame e
  join cidadao c on c.id = e.paciente_id
  join unidade u on u.id = e.unidade_id
  join procedimento_sigtap ps on ps.codigo = e.procedimento_codigo
  left join agendamento a on a.id = e.agendamento_id
  left join img_equipamento q on q.id = e.equipamento_id
  left join exame ex on ex.id = e.exame_id
  left join unidade us on us.id = e.unidade_solicitante_id`;

const nulo = <T>(v: unknown, f: (x: unknown) => T): T | null => (v == null ? null : f(v));

export function paraExameAgendado(r: Record<string, unknown>): ImgExameAgendado {
  return {
    id: Number(r.id),
    agendamentoId: nulo(r.agendamento_id, Number),
    numero: nulo(r.numero, Number),
    data: (r.data as string | null) ?? null,
    hora: nulo(r.hora, (h) => String(h).slice(0, 8)),
    status: nulo(r.status, Number),
    retroativo: Boolean(r.retroativo),
    situacao: Number(r.situacao),
    pacienteId: Number(r.paciente_id),
    pacienteNome: String(r.paciente_nome),
    dataNascimento: (r.data_nascimento as string | null) ?? null,
    equipamentoId: nulo(r.equipamento_id, Number),
    equipamentoNome: (r.equipamento_nome as string | null) ?? null,
    modalidade: nulo(r.modalidade, Number),
    unidadeId: Number(r.unidade_id),
    unidadeNome: String(r.unidade_nome),
    exameId: nulo(r.exame_id, Number),
    exameNome: String(r.exame_nome),
    procedimentoCodigo: String(r.procedimento_codigo),
    valor: Number(r.valor),
    unidadeSolicitanteId: nulo(r.unidade_solicitante_id, Number),
    unidadeSolicitanteNome: (r.unidade_solicitante_nome as string | null) ?? null,
    solicitanteNome: (r.solicitante_nome as string | null) ?? null,
    solicitacaoOrigem: String(r.solicitacao_origem),
    urgente: Boolean(r.urgente),
    observacao: (r.observacao as string | null) ?? null,
    preparo: (r.preparo as string | null) ?? null,
    reagendamentos: Number(r.reagendamentos),
    motivoCancelamento: (r.motivo_cancelamento as string | null) ?? null,
  };
}

export async function listarExamesImagem(tx: Tx, onde: SQL, limite = 200, ordem: SQL = sql`a.data desc nulls last, a.hora, e.id`) {
  const { rows } = await tx.execute(sql`select ${colunas} ${deImgExame} where ${onde} order by ${ordem} limit ${limite}`);
  return (rows as Record<string, unknown>[]).map(paraExameAgendado);
}

/** One imaging exam; 404 when not of the municipality. */
export async function detalheExameImagem(tx: Tx, id: number): Promise<ImgExameAgendado> {
  const [e] = await listarExamesImagem(tx, sql`e.id = ${id}`, 1);
  if (!e) throw notFound('Exame de imagem não encontrado.');
  return e;
}

/** An imaging agenda (engine row of the module) and its equipment: modality and performing unit. */
async function agendaDoEquipamento(tx: Tx, jornadaId: number) {
  const { rows } = await tx.execute(sql`
    select j.id, q.id as equipamento_id, q.modalidade, q.unidade_id, q.nome, q.bloqueado
      from jornada j join img_equipamento q on q.id = j.recurso_id
     where j.id = ${jornadaId} and j.modulo = ${MODULO_EXAME_IMAGEM}`);
  const r = rows[0] as Record<string, unknown> | undefined;
  if (!r) throw recusa('jornada_id', 'Agenda de equipamento não encontrada.');
  if (r.bloqueado) throw recusa('jornada_id', `O equipamento ${String(r.nome)} está bloqueado.`);
  return {
    equipamentoId: Number(r.equipamento_id),
    modalidade: Number(r.modalidade),
    unidadeId: Number(r.unidade_id),
    nome: String(r.nome),
  };
}

const confereModalidade = (exame: { nome: string; modalidade: number | null }, eq: { nome: string; modalidade: number }) => {
  if (exame.modalidade && exame.modalidade !== eq.modalidade)
    throw recusa(
      'jornada_id',
      `O equipamento ${eq.nome} (${nomeModalidade(eq.modalidade)}) não realiza ${exame.nome} (${nomeModalidade(exame.modalidade)}).`,
    );
};

export interface ContextoAgendamentoImagem {
  usuarioId: number;
  solicitante: Solicitante;
  retroativo: boolean;
}

/**
 * Books one imaging exam in a slot of an equipment's agenda, in the caller's one transaction (issue 22): the
 * inputs are read again inside the tenant; the quotas of the requesting unit and professional are locked and
 * checked (lock order: quotas, then the engine's patient and agenda locks); the engine books the slot; the exam
 * is written at the procedure's SIGTAP value, performed at the equipment's unit. A request of the product is
 * scheduled once (the partial unique index is the last word); emergency requests are not scheduled here.
 */
export async function agendarExameImagem(tx: Tx, i: ImgAgendamentoInput, ctx: ContextoAgendamentoImagem) {
  const eq = await agendaDoEquipamento(tx, i.jornadaId);
  const erros: Record<string, string[]> = {};
  const [exame] = await lerExamesImagem(tx, sql`ex.id = ${i.exameId}`);
  if (!exame) erros.exame_id = ['Exame de imagem não encontrado.'];
  else if (exame.bloqueado) erros.exame_id = [`O exame ${exame.nome} está bloqueado.`];

  let unidadeSolicitanteId = i.unidadeSolicitanteId ?? null;
  let profissionalSolicitanteId = i.profissionalSolicitanteId ?? null;
  let solicitanteNome = i.solicitanteNome ?? null;
  let origem: string = ORIGEM_EXAME_IMAGEM.papel;
  let atendimentoOrigemId: number | null = null;
  if (i.solicitacaoId) {
    const o = i.solicitacaoOrigem ?? '';
    if (o === ORIGEM_EXAME_IMAGEM.prontoAtendimento)
      erros.solicitacao_id = ['Solicitações do pronto atendimento vão direto para a lista de trabalho: não são agendadas.'];
    else {
      const s = await obterExameSolicitado(tx, o, i.solicitacaoId);
      if (!s || s.pacienteId !== i.pacienteId) erros.solicitacao_id = ['Solicitação de exame não encontrada para este paciente.'];
      else if (s.exameId !== i.exameId) erros.exame_id = ['O exame não é o da solicitação.'];
      else {
        const { rows } = await tx.execute(sql`
          select 1 from img_exame where solicitacao_origem = ${o} and solicitacao_id = ${s.id}
             and situacao <> ${SITUACAO_EXAME_IMAGEM.cancelado} limit 1`);
        if (rows.length) erros.solicitacao_id = [`${s.exameNome}: esta solicitação já foi agendada.`];
        origem = o;
        atendimentoOrigemId = s.atendimentoId;
        unidadeSolicitanteId = unidadeSolicitanteId ?? s.unidadeId;
        profissionalSolicitanteId = profissionalSolicitanteId ?? s.solicitanteId;
        solicitanteNome = solicitanteNome ?? s.solicitanteNome;
      }
    }
  }
  if (i.unidadeSolicitanteId && !(await tx.execute(sql`select 1 from unidade where id = ${i.unidadeSolicitanteId}`)).rows.length)
    erros.unidade_solicitante_id = ['Unidade solicitante não encontrada.'];
  if (i.profissionalSolicitanteId && !(await tx.execute(sql`select 1 from usuario where id = ${i.profissionalSolicitanteId}`)).rows.length)
    erros.profissional_solicitante_id = ['Profissional solicitante não encontrado.'];
  if (Object.keys(erros).length) throw unprocessable(erros, Object.values(erros)[0]?.[0]);
  const ex = exame as ExameImagemAgendavel;
  confereModalidade(ex, eq);

  const param = await parametrosAgendamentoImagem(tx);
  const avisoCota = await reservarCotaImagem(
    tx,
    { unidadeSolicitanteId, profissionalSolicitanteId, modalidade: eq.modalidade, data: i.data, valor: ex.valor },
    param.bloquearAcimaCota,
  );

  const vaga = await agendar(
    tx,
    {
      modulo: MODULO_EXAME_IMAGEM,
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
  try {
    const [row] = await tx
      .insert(imgExame)
      .values({
        agendamentoId: vaga.id,
        pacienteId: i.pacienteId,
        unidadeId: eq.unidadeId,
        equipamentoId: eq.equipamentoId,
        exameId: ex.id,
        procedimentoCodigo: ex.procedimentoCodigo,
        valor: ex.valor.toFixed(2),
        unidadeSolicitanteId,
        profissionalSolicitanteId,
        solicitanteNome,
        solicitacaoOrigem: origem,
        solicitacaoId: origem === ORIGEM_EXAME_IMAGEM.papel ? null : (i.solicitacaoId ?? null),
        atendimentoOrigemId,
        urgente: i.urgente,
        observacao: i.observacao ?? null,
        situacao: SITUACAO_EXAME_IMAGEM.agendado,
        usuarioId: ctx.usuarioId,
      })
      .returning({ id: imgExame.id });
    return { id: Number(row?.id), avisoCota };
  } catch (e) {
    if (pgError(e)?.code === '23505') throw recusa('solicitacao_id', 'Esta solicitação já foi agendada por outro usuário.');
    throw e;
  }
}

/** The exam row locked for a change: it must exist, belong to an open competence and still be scheduled. */
async function exameAgendadoParaAlterar(tx: Tx, id: number) {
  const { rows: existe } = await tx.execute(sql`select id from img_exame where id = ${id}`);
  if (!existe.length) throw notFound('Exame de imagem não encontrado.');
  await garantirExameAberto(tx, id);
  const { rows } = await tx.execute(
    sql`select e.situacao, e.agendamento_id, e.exame_id, e.procedimento_codigo, e.valor, e.unidade_solicitante_id, e.profissional_solicitante_id,
               e.paciente_id, a.data::text as data, coalesce(ex.nome, e.procedimento_codigo) as nome
          from img_exame e left join agendamento a on a.id = e.agendamento_id left join exame ex on ex.id = e.exame_id
         where e.id = ${id} for update of e`,
  );
  const r = rows[0] as Record<string, unknown>;
  if (Number(r.situacao) !== SITUACAO_EXAME_IMAGEM.agendado || r.agendamento_id == null)
    throw recusa('situacao', 'Somente exames agendados (ainda não realizados) podem ser reagendados ou cancelados.');
  return r;
}

/**
 * Moves a scheduled exam to another free slot (issue 22), in one transaction: the old booking is cancelled with
 * the reason (its slot is free again and offered in the next search), the new one is booked by the engine (a new
 * month is checked against the quotas), and the exam points to it, counted as one more reschedule.
 */
export async function reagendarExameImagem(
  tx: Tx,
  id: number,
  b: { jornadaId: number; data: string; hora: string; motivo: string },
  ctx: ContextoAgendamentoImagem,
) {
  const r = await exameAgendadoParaAlterar(tx, id);
  const eq = await agendaDoEquipamento(tx, b.jornadaId);
  confereModalidade({ nome: String(r.nome), modalidade: modalidadeDoProcedimento(String(r.procedimento_codigo)) }, eq);
  if (String(r.data).slice(0, 7) !== b.data.slice(0, 7)) {
    const param = await parametrosAgendamentoImagem(tx);
    await reservarCotaImagem(
      tx,
      {
        unidadeSolicitanteId: nulo(r.unidade_solicitante_id, Number),
        profissionalSolicitanteId: nulo(r.profissional_solicitante_id, Number),
        modalidade: eq.modalidade,
        data: b.data,
        valor: Number(r.valor),
      },
      param.bloquearAcimaCota,
    );
  }
  const antigo = Number(r.agendamento_id);
  await aplicarAcaoAgendamento(tx, MODULO_EXAME_IMAGEM, antigo, 'cancelar', {
    usuarioId: ctx.usuarioId,
    motivo: `Reagendado: ${b.motivo}`,
  });
  const vaga = await agendar(
    tx,
    {
      modulo: MODULO_EXAME_IMAGEM,
      pacienteId: Number(r.paciente_id),
      jornadaId: b.jornadaId,
      data: b.data,
      hora: b.hora,
      tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
      observacao: `Reagendamento: ${b.motivo}`,
    },
    ctx.solicitante,
    REGRAS,
  );
  await tx.execute(sql`
    update img_exame set agendamento_id = ${vaga.id}, equipamento_id = ${eq.equipamentoId}, unidade_id = ${eq.unidadeId},
           reagendamentos = reagendamentos + 1, updated_at = now()
     where id = ${id}`);
  return detalheExameImagem(tx, id);
}

/** Cancels a scheduled exam with the reason: the exam leaves the quota, the engine's booking is cancelled and its slot freed. */
export async function cancelarExameImagem(tx: Tx, id: number, motivo: string, usuarioId: number) {
  const r = await exameAgendadoParaAlterar(tx, id);
  await aplicarAcaoAgendamento(tx, MODULO_EXAME_IMAGEM, Number(r.agendamento_id), 'cancelar', { usuarioId, motivo });
  await tx.execute(sql`
    update img_exame set situacao = ${SITUACAO_EXAME_IMAGEM.cancelado}, cancelado_em = now(), cancelado_por = ${usuarioId},
           motivo_cancelamento = ${motivo}, updated_at = now()
     where id = ${id}`);
  return detalheExameImagem(tx, id);
}
