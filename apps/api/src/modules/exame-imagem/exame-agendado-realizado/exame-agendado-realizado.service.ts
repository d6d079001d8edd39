import { NOME_SITUACAO_EXAME_IMAGEM, SITUACAO_EXAME_IMAGEM as S } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { obterExameSolicitado, registrarAndamentoExameSolicitado } from '../../../lib/clinico/exames-solicitados.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { aplicarAcaoAgendamento } from '../../agenda/index.js';
import { garantirExameAberto } from '../fechamento/fechamento.guard.js';

const MODULO = 'exame-imagem';
export interface Quem {
  usuarioId: number;
  em: Date;
}

/** A scheduled exam of the service, locked; 422 on `itens` unless it is still scheduled. */
async function agendadoParaEscrita(tx: Tx, id: number) {
  await garantirExameAberto(tx, id, 'itens');
  const { rows } = await tx.execute(sql`
    select x.id, x.situacao, x.agendamento_id, x.solicitacao_origem, x.solicitacao_id, a.status as agenda_status
      from img_exame x left join agendamento a on a.id = x.agendamento_id where x.id = ${id} for update of x`);
  const x = rows[0];
  if (!x) throw unprocessable({ itens: [`Exame ${id} não encontrado.`] });
  if (Number(x.situacao) !== S.agendado)
    throw unprocessable(
      {
        itens: [`O exame ${id} está "${NOME_SITUACAO_EXAME_IMAGEM[Number(x.situacao)] ?? ''}": só exames agendados podem ser registrados.`],
      },
      'Só exames agendados podem ser registrados como realizados ou falta.',
    );
  return {
    agendamentoId: x.agendamento_id == null ? null : Number(x.agendamento_id),
    agendaStatus: x.agenda_status == null ? null : Number(x.agenda_status),
    origem: String(x.solicitacao_origem),
    solicitacaoId: x.solicitacao_id == null ? null : Number(x.solicitacao_id),
  };
}

/** The scheduled exam was performed: situacao realizado (who, when), the engine's booking realizado, the origin told. */
export async function registrarRealizado(tx: Tx, quem: Quem, id: number) {
  const x = await agendadoParaEscrita(tx, id);
  await tx.execute(sql`
    update img_exame set situacao = ${S.realizado}, realizado_em = ${quem.em}, realizado_por = ${quem.usuarioId} where id = ${id}`);
  if (x.agendamentoId && (x.agendaStatus === 1 || x.agendaStatus === 2))
    await aplicarAcaoAgendamento(tx, MODULO, x.agendamentoId, 'realizar', { usuarioId: quem.usuarioId });
  if (x.solicitacaoId)
    await registrarAndamentoExameSolicitado(tx, x.origem, x.solicitacaoId, { tipo: 'realizado', em: quem.em, por: quem.usuarioId });
  return id;
}

/** The patient did not come: situacao falta, the engine's booking marked as a no-show (its own rule on the date). */
export async function registrarFalta(tx: Tx, quem: Quem, id: number) {
  const x = await agendadoParaEscrita(tx, id);
  await tx.execute(sql`update img_exame set situacao = ${S.falta} where id = ${id}`);
  if (x.agendamentoId && x.agendaStatus === 1)
    await aplicarAcaoAgendamento(tx, MODULO, x.agendamentoId, 'faltou', { usuarioId: quem.usuarioId });
  return id;
}

/**
 * A request of another module (emergency care) performed here: it becomes an exam of the service — no slot, the
 * requesting unit's, valued at SIGTAP — already realizado, and its origin is told. One request, one exam: a request
 * already received (or no longer pending at its origin) is refused.
 */
export async function receberSolicitacao(tx: Tx, quem: Quem, origem: string, solicitacaoId: number, equipamentoId: number | null) {
  const s = await obterExameSolicitado(tx, origem, solicitacaoId);
  if (!s) throw unprocessable({ itens: ['Solicitação de exame não encontrada.'] });
  const { rows: ja } = await tx.execute(sql`
    select id from img_exame where solicitacao_origem = ${origem} and solicitacao_id = ${solicitacaoId} and situacao <> ${S.cancelado}`);
  if (ja[0])
    throw unprocessable({ itens: [`A solicitação de ${s.exameNome} já foi recebida pelo serviço de imagem.`] }, 'Solicitação já recebida.');
  if (s.pendente === false)
    throw unprocessable({ itens: [`A solicitação de ${s.exameNome} não está mais pendente na origem (realizada ou cancelada lá).`] });
  if (!s.unidadeId) throw unprocessable({ itens: ['A solicitação não tem unidade de origem.'] });
  const { rows } = await tx.execute(sql`
    insert into img_exame (paciente_id, unidade_id, equipamento_id, exame_id, procedimento_codigo, valor, unidade_solicitante_id,
                           profissional_solicitante_id, solicitante_nome, solicitacao_origem, solicitacao_id, atendimento_origem_id,
                           urgente, situacao, realizado_em, realizado_por, usuario_id)
    values (${s.pacienteId}, ${s.unidadeId}, ${equipamentoId}, ${s.exameId}, ${s.procedimentoCodigo},
            coalesce((select valor_sa from procedimento_sigtap where codigo = ${s.procedimentoCodigo}), 0), ${s.unidadeId},
            ${s.solicitanteId}, ${s.solicitanteNome || null}, ${origem}, ${solicitacaoId}, ${s.atendimentoId},
            true, ${S.realizado}, ${quem.em}, ${quem.usuarioId}, ${quem.usuarioId})
    returning id`);
  await registrarAndamentoExameSolicitado(tx, origem, solicitacaoId, { tipo: 'realizado', em: quem.em, por: quem.usuarioId });
  return Number(rows[0]?.id);
}
