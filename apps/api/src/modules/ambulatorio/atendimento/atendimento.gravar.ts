import {
  type AtendimentoAmbulatorioInput,
  type CorrecaoAtendimentoInput,
  classificarGestacao,
  FORMULARIO_REQUISICAO_EXAME,
  hojeIso,
  MENSAGENS_ATENDIMENTO_AMBULATORIO as M,
  MENSAGENS_CONSULTA,
  MENSAGENS_FILA,
  SetorTipo,
  SituacaoProblema,
  STATUS_AGENDAMENTO,
  STATUS_ATENDIMENTO_AMBULATORIAL,
  StatusAtendimentoConsulta,
  StatusFila,
  TipoDocumentoAmbulatorio,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { lotacao, pacienteProblema } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { aplicarAcaoAgendamento } from '../../agenda/index.js';
import { aplicarAcaoFila, fila } from '../../fila/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { PERFIL_ACOES_AMBULATORIO } from '../fila/fila.routes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { conferirAtendimento, examesDoCadastro, pacienteDoAtendimento } from './atendimento.conferir.js';
import { impressoesDoAtendimento } from './atendimento.impressoes.js';
import { ambulatorioAtendimento, ambulatorioDiagnostico } from './atendimento.table.js';
import {
  ambulatorioDocumento,
  ambulatorioDocumentoAssinado,
  ambulatorioExameSolicitado,
  ambulatorioReceita,
  ambulatorioReceitaItem,
  ambulatorioRequisicaoExame,
} from './atendimento-documentos.table.js';

export interface Contexto {
  clienteId: number;
  usuarioId: number;
  lotacaoId: number;
}

export const MENSAGENS_ENTRADA = {
  naoConsultorio: 'Esta entrada não é da fila do consultório: o atendimento é registrado depois da pré-consulta.',
  encerrada: 'Esta entrada da fila já foi encerrada: o paciente não está mais nesta fila.',
  outroProfissional: 'O paciente está em atendimento por outro profissional.',
  jaRegistrado: 'O atendimento desta chegada já foi registrado.',
} as const;

/** The office-queue entry of the form, locked, with its arrival; it must be waiting or attended by this user. */
export async function entradaDoConsultorio(tx: Tx, filaId: number, usuarioId: number) {
  const [e] = await tx
    .select({
      filaId: fila.id,
      status: fila.status,
      setorTipoId: fila.setorTipoId,
      profissionalAtualId: fila.profissionalAtualId,
      aaId: atendimentoAmbulatorial.id,
      pacienteId: atendimentoAmbulatorial.pacienteId,
      unidadeId: atendimentoAmbulatorial.unidadeId,
      infraestruturaId: atendimentoAmbulatorial.infraestruturaId,
      especialidadeId: atendimentoAmbulatorial.especialidadeId,
      agendamentoId: atendimentoAmbulatorial.agendamentoId,
    })
    .from(fila)
    .innerJoin(atendimentoAmbulatorial, eq(atendimentoAmbulatorial.id, fila.referenciaId))
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_AMBULATORIO)))
    .for('update', { of: fila });
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  if (e.setorTipoId !== SetorTipo.CONSULTORIO) throw conflict(MENSAGENS_ENTRADA.naoConsultorio);
  if (e.status !== StatusFila.EM_ESPERA && e.status !== StatusFila.EM_ATENDIMENTO) throw conflict(MENSAGENS_ENTRADA.encerrada);
  if (e.status === StatusFila.EM_ATENDIMENTO && e.profissionalAtualId !== usuarioId) throw conflict(MENSAGENS_ENTRADA.outroProfissional);
  return e;
}

/** The CBO of the session's placement (the consultation procedure billed depends on it). */
async function ocupacaoDaLotacao(tx: Tx, lotacaoId: number) {
  const [l] = await tx.select({ cbo: lotacao.ocupacaoCodigo }).from(lotacao).where(eq(lotacao.id, lotacaoId));
  return l?.cbo ?? null;
}

const colunasClinicas = (b: CorrecaoAtendimentoInput) => ({
  subjetivo: b.subjetivo,
  objetivo: b.objetivo,
  avaliacao: b.avaliacao,
  plano: b.plano,
  gestacao: classificarGestacao(b.problemas.map((p) => ({ cid: p.cidCodigo, ciap: p.ciapCodigo }))),
  dum: b.dum,
  usgData: b.usgData,
  usgSemanas: b.usgData ? b.usgSemanas : null,
  usgDias: b.usgData ? (b.usgDias ?? 0) : null,
});

/**
 * The patient's problem list (spec 001 §3 "incluir na lista do paciente"): a code already on the list (not
 * resolved) is updated with this record's situation and dates; otherwise a new problem is listed.
 */
async function incluirNaLista(
  tx: Tx,
  ctx: Contexto,
  pacienteId: number,
  atendimentoId: number,
  p: CorrecaoAtendimentoInput['problemas'][number],
) {
  const mesmoCodigo = p.cidCodigo ? eq(pacienteProblema.cidCodigo, p.cidCodigo) : eq(pacienteProblema.ciapCodigo, p.ciapCodigo as string);
  const [existente] = await tx
    .select({ id: pacienteProblema.id })
    .from(pacienteProblema)
    .where(
      and(eq(pacienteProblema.pacienteId, pacienteId), mesmoCodigo, sql`${pacienteProblema.situacao} <> ${SituacaoProblema.RESOLVIDO}`),
    )
    .limit(1)
    .for('update');
  const valores = {
    situacao: p.situacao,
    inicioData: p.inicioData,
    fimData: p.fimData,
    observacao: p.observacao,
    origem: MODULO_AMBULATORIO,
    origemId: atendimentoId,
    usuarioId: ctx.usuarioId,
  };
  if (existente) {
    await tx
      .update(pacienteProblema)
      .set({ ...valores, inicioData: sql`coalesce(${p.inicioData}::date, ${pacienteProblema.inicioData})`, updatedAt: new Date() })
      .where(eq(pacienteProblema.id, existente.id));
    return existente.id;
  }
  const [novo] = await tx
    .insert(pacienteProblema)
    .values({ ...valores, pacienteId, cidCodigo: p.cidCodigo, ciapCodigo: p.ciapCodigo })
    .returning({ id: pacienteProblema.id });
  return novo?.id ?? null;
}

/** Writes what the attendance carries (problems, prescriptions, documents, exams and their requests). */
async function gravarConteudo(tx: Tx, ctx: Contexto, id: number, pacienteId: number, b: CorrecaoAtendimentoInput) {
  const temPrincipal = b.problemas.some((p) => p.principal);
  for (const [i, p] of b.problemas.entries()) {
    const listaId = p.incluirListaPaciente ? await incluirNaLista(tx, ctx, pacienteId, id, p) : null;
    await tx.insert(ambulatorioDiagnostico).values({
      ambulatorioAtendimentoId: id,
      cidCodigo: p.cidCodigo,
      ciapCodigo: p.ciapCodigo,
      // without a choice, the first problem is the principal one (the reports count by it)
      principal: p.principal || (!temPrincipal && i === 0) ? 1 : 0,
      situacao: p.situacao,
      inicioData: p.inicioData,
      fimData: p.fimData,
      observacao: p.observacao,
      incluirListaPaciente: p.incluirListaPaciente ? 1 : 0,
      pacienteProblemaId: listaId,
    });
  }
  for (const r of b.receitas) {
    const [nova] = await tx
      .insert(ambulatorioReceita)
      .values({
        ambulatorioAtendimentoId: id,
        tipo: r.tipo,
        numeroNotificacao: r.numeroNotificacao,
        justificativa: r.justificativa,
        usuarioId: ctx.usuarioId,
      })
      .returning({ id: ambulatorioReceita.id });
    if (!nova) throw new Error('receita não gravada');
    await tx.insert(ambulatorioReceitaItem).values(
      r.itens.map((i) => ({
        receitaId: nova.id,
        medicamentoId: i.medicamentoId,
        descricao: i.descricao,
        quantidade: i.quantidade,
        posologia: i.posologia,
        usoContinuo: i.usoContinuo ? 1 : 0,
      })),
    );
  }
  if (b.documentos.length)
    await tx.insert(ambulatorioDocumento).values(
      b.documentos.map((d) => ({
        ...d,
        ambulatorioAtendimentoId: id,
        usuarioId: ctx.usuarioId,
        // the declaration is of today's attendance
        dataInicio: d.tipo === TipoDocumentoAmbulatorio.DECLARACAO_COMPARECIMENTO ? hojeIso() : d.dataInicio,
      })),
    );
  if (b.exames.length) {
    const cadastro = await examesDoCadastro(
      tx,
      b.exames.map((e) => e.exameId),
    );
    await tx.insert(ambulatorioExameSolicitado).values(
      b.exames.map((e) => ({
        ambulatorioAtendimentoId: id,
        pacienteId,
        exameId: e.exameId,
        procedimentoCodigo: cadastro.get(e.exameId)?.procedimentoCodigo as string,
        quantidade: e.quantidade,
        justificativa: e.justificativa,
      })),
    );
    // the registry's exams print together on the SADT exam request of the attendance
    const principal = b.problemas.find((p) => p.principal && p.cidCodigo) ?? b.problemas.find((p) => p.cidCodigo);
    await tx.insert(ambulatorioRequisicaoExame).values({
      ambulatorioAtendimentoId: id,
      formulario: FORMULARIO_REQUISICAO_EXAME.SADT_SOLICITACAO_EXAME.codigo,
      dados: {
        formulario: FORMULARIO_REQUISICAO_EXAME.SADT_SOLICITACAO_EXAME.codigo,
        itens: b.exames.map((e) => {
          const x = cadastro.get(e.exameId);
          return { codigo: x?.procedimentoCodigo, nome: x?.nome, quantidade: e.quantidade, observacao: e.justificativa ?? null };
        }),
        indicacaoClinica: b.avaliacao ?? null,
        cidPrincipal: principal?.cidCodigo ?? null,
        observacoes: null,
        // made from the registry's exams: a correction makes it again from them, never carries it
        origem: 'exames',
      },
      usuarioId: ctx.usuarioId,
    });
  }
  if (b.requisicoes.length)
    await tx
      .insert(ambulatorioRequisicaoExame)
      .values(b.requisicoes.map((r) => ({ ambulatorioAtendimentoId: id, formulario: r.formulario, dados: r, usuarioId: ctx.usuarioId })));
}

/**
 * Saves the attendance of an office-queue entry (issue 17) in the caller's transaction: every rule that needs the
 * database first (nothing written on a refusal), then the record and what it carries; the arrival is finished,
 * the queue entry finished through the queue engine (taken first when still waiting) and the appointment, if
 * any, realised through the agenda engine.
 */
export async function gravarAtendimento(tx: Tx, ctx: Contexto, b: AtendimentoAmbulatorioInput) {
  const e = await entradaDoConsultorio(tx, b.filaId, ctx.usuarioId);
  const [ja] = await tx
    .select({ id: ambulatorioAtendimento.id })
    .from(ambulatorioAtendimento)
    .where(eq(ambulatorioAtendimento.atendimentoAmbulatorialId, e.aaId));
  if (ja) throw conflict(MENSAGENS_ENTRADA.jaRegistrado);
  const paciente = await pacienteDoAtendimento(tx, e.pacienteId);
  await conferirAtendimento(tx, b, paciente);

  const base = { filaId: e.filaId, modulo: MODULO_AMBULATORIO, perfil: PERFIL_ACOES_AMBULATORIO };
  if (e.status === StatusFila.EM_ESPERA) await aplicarAcaoFila(tx, ctx, { ...base, acao: 'atender' });

  const [a] = await tx
    .insert(ambulatorioAtendimento)
    .values({
      atendimentoAmbulatorialId: e.aaId,
      pacienteId: e.pacienteId,
      unidadeId: e.unidadeId,
      infraestruturaId: e.infraestruturaId,
      especialidadeId: e.especialidadeId,
      agendamentoId: e.agendamentoId,
      usuarioId: ctx.usuarioId,
      ocupacaoCodigo: await ocupacaoDaLotacao(tx, ctx.lotacaoId),
      ...colunasClinicas(b),
    })
    .returning({ id: ambulatorioAtendimento.id });
  if (!a) throw new Error('atendimento não gravado');
  await gravarConteudo(tx, ctx, a.id, e.pacienteId, b);

  await aplicarAcaoFila(tx, ctx, { ...base, acao: 'finalizar' });
  await tx
    .update(atendimentoAmbulatorial)
    .set({ status: STATUS_ATENDIMENTO_AMBULATORIAL.FINALIZADO, finalizadoEm: new Date(), updatedAt: new Date() })
    .where(eq(atendimentoAmbulatorial.id, e.aaId));
  if (e.agendamentoId) {
    const { rows } = await tx.execute(sql`select status from agendamento where id = ${e.agendamentoId}`);
    const st = Number((rows[0] as { status: number } | undefined)?.status);
    if (st === STATUS_AGENDAMENTO.AGENDADO || st === STATUS_AGENDAMENTO.CONFIRMADO)
      await aplicarAcaoAgendamento(tx, MODULO_AMBULATORIO, e.agendamentoId, 'realizar', { usuarioId: ctx.usuarioId });
  }
  return { atendimento: { id: a.id }, impressoes: await impressoesDoAtendimento(tx, a.id), message: M.salvo };
}

/**
 * The correction of a reopened attendance (alteracao-consultas-finalizadas): by its author, its content replaced
 * (the trigger keeps every row before and after), the signed copies dropped (they no longer match the record) and
 * the attendance finished again, to be closed again for billing.
 */
export async function corrigirAtendimento(tx: Tx, ctx: Contexto, id: number, b: CorrecaoAtendimentoInput) {
  const [a] = await tx
    .select({
      id: ambulatorioAtendimento.id,
      status: ambulatorioAtendimento.status,
      usuarioId: ambulatorioAtendimento.usuarioId,
      pacienteId: ambulatorioAtendimento.pacienteId,
    })
    .from(ambulatorioAtendimento)
    .where(eq(ambulatorioAtendimento.id, id))
    .for('update');
  if (!a) throw notFound('Atendimento não encontrado.');
  if (a.status !== StatusAtendimentoConsulta.REABERTO) throw conflict(MENSAGENS_CONSULTA.naoReaberta);
  if (a.usuarioId !== ctx.usuarioId) throw conflict(MENSAGENS_CONSULTA.outroProfissional);
  await conferirAtendimento(tx, b, await pacienteDoAtendimento(tx, a.pacienteId));
  for (const t of [
    ambulatorioDiagnostico,
    ambulatorioReceita,
    ambulatorioDocumento,
    ambulatorioExameSolicitado,
    ambulatorioRequisicaoExame,
  ])
    await tx.delete(t).where(eq(t.ambulatorioAtendimentoId, id));
  await tx.delete(ambulatorioDocumentoAssinado).where(eq(ambulatorioDocumentoAssinado.ambulatorioAtendimentoId, id));
  await tx
    .update(ambulatorioAtendimento)
    .set({
      ...colunasClinicas(b),
      status: StatusAtendimentoConsulta.FINALIZADO,
      procedimentoCodigo: null,
      fechadoEm: null,
      fechadoPor: null,
      updatedAt: new Date(),
    })
    .where(eq(ambulatorioAtendimento.id, id));
  await gravarConteudo(tx, ctx, id, a.pacienteId, b);
  return { atendimento: { id }, impressoes: await impressoesDoAtendimento(tx, id), message: MENSAGENS_CONSULTA.corrigida };
}
