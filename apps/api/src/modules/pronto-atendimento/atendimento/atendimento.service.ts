import { alertasDoPaciente, FATOR_RISCO_GESTANTE, hojeIso } from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { atendimento, auditoria, cidadao, classificacaoRisco, lotacao, StatusAtendimento, triagem } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { alergia, cidadaoAlergia, cidadaoFatorRisco } from '../../cadastro/index.js';
import { fila } from '../../fila/index.js';
import { MODULO_PA } from '../constantes.js';

/** The entry of this module's queue with its attendance (the `{id}` of the spec's create/{id}/{plantaoId}), or a 404. */
export async function entradaComAtendimento(tx: Tx, filaId: number) {
  const [e] = await tx
    .select({
      id: fila.id,
      status: fila.status,
      atendimentoId: fila.referenciaId,
      pacienteId: fila.pacienteId,
      centroCustoId: fila.centroCustoId,
    })
    .from(fila)
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_PA)));
  if (!e?.atendimentoId) throw notFound('Entrada da fila não encontrada.');
  return e as typeof e & { atendimentoId: number };
}

/**
 * The attendance locked for a clinical write (FOR UPDATE: a closing and a prescription do not cross),
 * refused when it is closed or cancelled: the clinical record of a closed FAA changes only after reopening.
 */
export async function atendimentoParaEscrita(tx: Tx, atendimentoId: number) {
  const [a] = await tx
    .select({ id: atendimento.id, status: atendimento.status, pacienteId: atendimento.pacienteId, numero: atendimento.numero })
    .from(atendimento)
    .where(eq(atendimento.id, atendimentoId))
    .for('update');
  if (!a) throw notFound('Atendimento não encontrado.');
  if (a.status === StatusAtendimento.FECHADO)
    throw unprocessable({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
  if (a.status === StatusAtendimento.CANCELADO) throw unprocessable({ atendimento_id: ['A FAA foi cancelada.'] });
  return a;
}

/** Reading a clinical record is audited (who, when, from which placement, which screen). */
export async function auditarLeituraAtendimento(tx: Tx, req: FastifyRequest, atendimentoId: number, rota: string) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'atendimento',
    registroId: atendimentoId,
    depois: { rota },
    requestId: String(req.id),
  });
}

/** The CBO of the session's placement (billing of what this professional does). */
export async function ocupacaoDaSessao(tx: Tx, lotacaoId: number): Promise<string | null> {
  const [l] = await tx.select({ cbo: lotacao.ocupacaoCodigo }).from(lotacao).where(eq(lotacao.id, lotacaoId));
  return l?.cbo ?? null;
}

/**
 * The header every clinical screen of an FAA shows (`cabecalhoAtendimentoSchema` in shared): the patient (name,
 * social name and the preference between them, record number, age, sex, unknown, allergies and the alerts of
 * the record: unknown, minor, pregnant), the FAA (number, arrival, urgency, status, outcome), the current colour
 * and the last triage.
 */
export async function cabecalhoDoAtendimento(tx: Tx, atendimentoId: number) {
  const [a] = await tx
    .select({
      id: atendimento.id,
      numero: atendimento.numero,
      status: atendimento.status,
      recepcionadoEm: atendimento.recepcionadoEm,
      urgente: atendimento.urgente,
      motivoUrgencia: atendimento.motivoUrgencia,
      desfecho: atendimento.desfecho,
      pacienteId: cidadao.id,
      pacienteNome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      preferenciaNomeId: cidadao.preferenciaNomeId,
      dataNascimento: cidadao.dataNascimento,
      sexoId: cidadao.sexoId,
      cns: cidadao.cns,
      desconhecido: cidadao.provisorio,
      idadeEstimada: cidadao.idadeEstimada,
      gestante: sql<boolean>`exists (select 1 from ${cidadaoFatorRisco}
        where ${cidadaoFatorRisco.cidadaoId} = ${cidadao.id} and ${cidadaoFatorRisco.fatorRiscoId} = ${FATOR_RISCO_GESTANTE})`,
      classificacaoRisco: classificacaoRisco.nome,
      cor: classificacaoRisco.cor,
    })
    .from(atendimento)
    .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
    .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
    .where(eq(atendimento.id, atendimentoId));
  if (!a) throw notFound('Atendimento não encontrado.');
  const alergias = await tx
    .select({ nome: alergia.nome, observacao: cidadaoAlergia.reacoesObservacoes })
    .from(cidadaoAlergia)
    .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
    .where(eq(cidadaoAlergia.cidadaoId, a.pacienteId))
    .orderBy(cidadaoAlergia.ordem, cidadaoAlergia.id);
  const [ultimaTriagem] = await tx
    .select({
      criadaEm: triagem.criadaEm,
      queixa: triagem.queixa,
      paSistolica: triagem.paSistolica,
      paDiastolica: triagem.paDiastolica,
      frequenciaCardiaca: triagem.frequenciaCardiaca,
      frequenciaRespiratoria: triagem.frequenciaRespiratoria,
      temperatura: triagem.temperatura,
      saturacao: triagem.saturacao,
      glicemia: triagem.glicemia,
      peso: triagem.peso,
      altura: triagem.altura,
      imc: triagem.imc,
      glasgow: triagem.glasgow,
      dor: triagem.dor,
    })
    .from(triagem)
    .where(eq(triagem.atendimentoId, atendimentoId))
    .orderBy(desc(triagem.criadaEm))
    .limit(1);
  const { gestante, ...cabecalho } = a;
  return {
    ...cabecalho,
    prontuario: a.pacienteId,
    alergias,
    alertas: alertasDoPaciente({ ...a, gestante: Boolean(gestante) }, hojeIso()),
    ultimaTriagem: ultimaTriagem ?? null,
  };
}
