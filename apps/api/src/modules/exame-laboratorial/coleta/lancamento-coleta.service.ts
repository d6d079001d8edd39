import { hojeIso, type LancamentoColetaInput, SITUACAO_AMOSTRA, SITUACAO_EXAME_LAB, STATUS_AGENDAMENTO, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';

const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);
/** A typed collection time may run a few minutes ahead of the server's clock, not more. */
const TOLERANCIA_FUTURO_MS = 5 * 60_000;

/**
 * Records a collection (lancamento-coleta, issue 21) in the caller's transaction: each sample collected (by the
 * session's user, now or at the instant typed, at the session's unit) or not collected with its reason, and its
 * exams follow it (coletado / amostra não coletada). The scheduling is locked first, so two rooms recording the same
 * scheduling run one after the other; a sample whose exams already have results is refused. The engine's booking is
 * marked done when something was collected. Every row changed is audited by the tables' triggers.
 */
export async function gravarColeta(
  tx: Tx,
  quem: { usuarioId: number; unidadeId: number | null },
  b: LancamentoColetaInput,
): Promise<{ labAgendamentoId: number; coletadas: number; naoColetadas: number }> {
  const { rows: ag } = await tx.execute(sql`
    select la.id, la.agendamento_id, a.status, a.data::text as data, j.unidade_id
      from lab_agendamento la join agendamento a on a.id = la.agendamento_id join jornada j on j.id = a.jornada_id
     where la.id = ${b.labAgendamentoId} for update of la`);
  const agendamento = ag[0];
  if (!agendamento) throw notFound('Agendamento de exames não encontrado.');
  if (Number(agendamento.status) === STATUS_AGENDAMENTO.CANCELADO)
    throw recusa('lab_agendamento_id', 'O agendamento foi cancelado: a coleta não pode ser registrada.');

  const ids = b.amostras.map((a) => a.id);
  if (new Set(ids).size !== ids.length) throw recusa('amostras', 'A mesma amostra foi informada mais de uma vez.');
  const { rows: existentes } = await tx.execute(sql`
    select s.id, exists (select 1 from lab_agendamento_exame e where e.lab_agendamento_id = s.lab_agendamento_id and e.amostra_id = s.id
                          and e.situacao in (${SITUACAO_EXAME_LAB.resultadoLancado}, ${SITUACAO_EXAME_LAB.liberado}, ${SITUACAO_EXAME_LAB.entregue})) as com_resultado
      from lab_amostra s where s.lab_agendamento_id = ${b.labAgendamentoId} for update`);
  const porId = new Map(existentes.map((e) => [Number(e.id), Boolean(e.com_resultado)]));
  const agora = Date.now();
  b.amostras.forEach((a, i) => {
    if (!porId.has(a.id)) throw recusa(`amostras.${i}.id`, 'A amostra não pertence a este agendamento.');
    if (porId.get(a.id)) throw recusa(`amostras.${i}.situacao`, 'A amostra já tem resultado lançado: a coleta não pode ser alterada.');
    if (a.situacao === SITUACAO_AMOSTRA.coletada && a.coletadaEm) {
      const t = new Date(a.coletadaEm).getTime();
      if (t > agora + TOLERANCIA_FUTURO_MS) throw recusa(`amostras.${i}.coletada_em`, 'A hora da coleta não pode ser futura.');
      // the day before the booking at the earliest (days of the municipality's zone): a collection is not recorded long
      // before its scheduling
      if (hojeIso(new Date(t)) < somarDias(String(agendamento.data), -1))
        throw recusa(`amostras.${i}.coletada_em`, 'A hora da coleta é anterior à data do agendamento.');
    }
  });

  const unidadeColeta = quem.unidadeId ?? Number(agendamento.unidade_id);
  let coletadas = 0;
  let naoColetadas = 0;
  for (const a of b.amostras) {
    if (a.situacao === SITUACAO_AMOSTRA.coletada) {
      coletadas++;
      await tx.execute(sql`
        update lab_amostra set situacao = ${SITUACAO_AMOSTRA.coletada}, coletada_em = coalesce(${a.coletadaEm ?? null}::timestamptz, now()),
               coletada_por = ${quem.usuarioId}, unidade_coleta_id = ${unidadeColeta}, motivo_nao_coleta = null
         where id = ${a.id}`);
      await tx.execute(sql`
        update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.coletado}
         where lab_agendamento_id = ${b.labAgendamentoId} and amostra_id = ${a.id} and situacao in (${SITUACAO_EXAME_LAB.agendado}, ${SITUACAO_EXAME_LAB.amostraNaoColetada})`);
    } else {
      naoColetadas++;
      const motivo =
        a.motivoNaoColeta === 'Outro' || a.motivoOutro?.trim() ? `${a.motivoNaoColeta}: ${a.motivoOutro?.trim() ?? ''}` : a.motivoNaoColeta;
      await tx.execute(sql`
        update lab_amostra set situacao = ${SITUACAO_AMOSTRA.naoColetada}, coletada_em = null, coletada_por = ${quem.usuarioId},
               unidade_coleta_id = ${unidadeColeta}, motivo_nao_coleta = ${motivo ?? null}
         where id = ${a.id}`);
      // a result-free exam goes back to "not collected" (realizado_em with it: nothing was performed)
      await tx.execute(sql`
        update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.amostraNaoColetada}, realizado_em = null
         where lab_agendamento_id = ${b.labAgendamentoId} and amostra_id = ${a.id} and situacao in (${SITUACAO_EXAME_LAB.agendado}, ${SITUACAO_EXAME_LAB.coletado})`);
    }
  }
  if (coletadas)
    await tx.execute(sql`
      update agendamento set status = ${STATUS_AGENDAMENTO.REALIZADO}, realizado_em = coalesce(realizado_em, now())
       where id = ${agendamento.agendamento_id} and status in (${STATUS_AGENDAMENTO.AGENDADO}, ${STATUS_AGENDAMENTO.CONFIRMADO})`);
  return { labAgendamentoId: b.labAgendamentoId, coletadas, naoColetadas };
}
