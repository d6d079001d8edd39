import {
  calcularImc,
  type EnfermagemAmbulatorio,
  MENSAGENS_ENFERMAGEM_AMBULATORIO as M,
  MENSAGENS_FILA,
  STATUS_ATENDIMENTO_AMBULATORIAL as S,
  SetorTipo,
  STATUS_AGENDAMENTO,
  StatusFila,
  TIPO_ATENDIMENTO_ENFERMAGEM,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { lotacao, procedimentoSigtap } from '../../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { aplicarAcaoAgendamento } from '../../agenda/index.js';
import { aplicarAcaoFila, chaveDoCentroCusto, fila } from '../../fila/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { PERFIL_ACOES_AMBULATORIO } from '../fila/fila.routes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { filasDoLocal } from '../recepcao/recepcao.service.js';
import { ambulatorioEnfermagem, ambulatorioEnfermagemProcedimento } from './atendimento-enfermagem.table.js';

interface Ctx {
  clienteId: number;
  usuarioId: number;
  lotacaoId: number;
}

/** The queue entry being attended at the nursing, locked, with its outpatient attendance. */
export async function entradaDaEnfermagem(tx: Tx, filaId: number) {
  const [e] = await tx
    .select({
      filaId: fila.id,
      status: fila.status,
      setorTipoId: fila.setorTipoId,
      pacienteId: fila.pacienteId,
      aaId: atendimentoAmbulatorial.id,
      infraestruturaId: atendimentoAmbulatorial.infraestruturaId,
      agendamentoId: atendimentoAmbulatorial.agendamentoId,
    })
    .from(fila)
    .innerJoin(atendimentoAmbulatorial, eq(atendimentoAmbulatorial.id, fila.referenciaId))
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_AMBULATORIO)))
    .for('update', { of: fila });
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  return e;
}

const texto = (n: number | null | undefined) => (n == null ? null : String(n));

/**
 * Saves an outpatient nursing attendance (issue 17) in one transaction: the entry is taken (attended) if it was
 * waiting, the record and its SIGTAP procedures are written, and then a pre-consultation forwards the patient
 * to the doctors' office queue of the unit while a procedure visit ends there (the appointment, if any, realised).
 */
export async function salvarEnfermagem(tx: Tx, ctx: Ctx, b: EnfermagemAmbulatorio) {
  const e = await entradaDaEnfermagem(tx, b.filaId);
  if (e.status !== StatusFila.EM_ESPERA && e.status !== StatusFila.EM_ATENDIMENTO)
    throw conflict(`Não é possível registrar o atendimento: a entrada está ${MENSAGENS_ESTADO[e.status] ?? 'fechada'}.`);
  if (b.procedimentos.length) {
    const codigos = b.procedimentos.map((p) => p.procedimentoCodigo);
    const existem = await tx
      .select({ codigo: procedimentoSigtap.codigo })
      .from(procedimentoSigtap)
      .where(inArray(procedimentoSigtap.codigo, codigos));
    const achados = new Set(existem.map((x) => x.codigo));
    const i = codigos.findIndex((c) => !achados.has(c));
    if (i >= 0) throw unprocessable({ [`procedimentos.${i}.procedimento_codigo`]: [M.procedimentoInexistente] });
  }
  const destino =
    b.tipo === TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA
      ? (await filasDoLocal(tx, e.infraestruturaId)).find((f) => f.setorTipoId === SetorTipo.CONSULTORIO)
      : undefined;
  if (b.tipo === TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA && !destino)
    throw unprocessable({ fila_id: [M.semConsultorio] }, M.semConsultorio);

  const base = { filaId: e.filaId, modulo: MODULO_AMBULATORIO, perfil: PERFIL_ACOES_AMBULATORIO };
  if (e.status === StatusFila.EM_ESPERA) await aplicarAcaoFila(tx, ctx, { ...base, acao: 'atender' });

  const imc = b.peso != null && b.altura != null ? calcularImc(b.peso, b.altura) : null;
  const [l] = await tx.select({ cbo: lotacao.ocupacaoCodigo }).from(lotacao).where(eq(lotacao.id, ctx.lotacaoId));
  const [reg] = await tx
    .insert(ambulatorioEnfermagem)
    .values({
      atendimentoAmbulatorialId: e.aaId,
      pacienteId: e.pacienteId as number,
      tipo: b.tipo,
      usuarioId: ctx.usuarioId,
      ocupacaoCodigo: l?.cbo ?? null,
      queixa: b.queixa ?? null,
      paSistolica: b.paSistolica ?? null,
      paDiastolica: b.paDiastolica ?? null,
      frequenciaCardiaca: b.frequenciaCardiaca ?? null,
      frequenciaRespiratoria: b.frequenciaRespiratoria ?? null,
      temperatura: texto(b.temperatura),
      saturacao: b.saturacao ?? null,
      glicemia: b.glicemia ?? null,
      dor: b.dor ?? null,
      peso: texto(b.peso),
      altura: texto(b.altura),
      imc: texto(imc),
      circunferenciaAbdominal: texto(b.circunferenciaAbdominal),
      anotacao: b.anotacao ?? null,
    })
    .returning({ id: ambulatorioEnfermagem.id });
  if (!reg) throw new Error('registro de enfermagem não criado');
  if (b.procedimentos.length)
    await tx.insert(ambulatorioEnfermagemProcedimento).values(
      b.procedimentos.map((p) => ({
        ambulatorioEnfermagemId: reg.id,
        procedimentoCodigo: p.procedimentoCodigo,
        quantidade: p.quantidade,
      })),
    );

  let destinoFilaId: number | null = null;
  if (destino) {
    const chave = await chaveDoCentroCusto(tx, MODULO_AMBULATORIO, destino.id);
    const feito = await aplicarAcaoFila(tx, ctx, { ...base, acao: 'encaminhar', destino: chave });
    destinoFilaId = feito.destinoId;
    await tx
      .update(atendimentoAmbulatorial)
      .set({
        status: S.AGUARDANDO_ATENDIMENTO,
        preConsultaEm: sql`coalesce(${atendimentoAmbulatorial.preConsultaEm}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(atendimentoAmbulatorial.id, e.aaId));
  } else {
    await aplicarAcaoFila(tx, ctx, { ...base, acao: 'finalizar' });
    await tx
      .update(atendimentoAmbulatorial)
      .set({ status: S.FINALIZADO, finalizadoEm: new Date(), updatedAt: new Date() })
      .where(eq(atendimentoAmbulatorial.id, e.aaId));
    if (e.agendamentoId) {
      const { rows } = await tx.execute(sql`select status from agendamento where id = ${e.agendamentoId}`);
      const st = Number((rows[0] as { status: number } | undefined)?.status);
      if (st === STATUS_AGENDAMENTO.AGENDADO || st === STATUS_AGENDAMENTO.CONFIRMADO)
        await aplicarAcaoAgendamento(tx, MODULO_AMBULATORIO, e.agendamentoId, 'realizar', { usuarioId: ctx.usuarioId });
    }
  }
  return {
    enfermagem: { id: reg.id, imc },
    destinoFilaId,
    message: destino ? M.salvaPreConsulta : M.salvaProcedimento,
  };
}

const MENSAGENS_ESTADO: Record<number, string> = { 3: 'finalizada', 4: 'evadida', 5: 'encaminhada' };
