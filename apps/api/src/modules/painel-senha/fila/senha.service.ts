import {
  type AcaoSenha,
  aplicarTransicaoSenha,
  EVENTO_SENHAS,
  hojeIso,
  MENSAGENS_FILA_SENHA,
  MENSAGENS_SENHA,
  MOTIVO_EVASAO_SENHA_MAX,
  StatusSenha,
  type StatusSenhaId,
  TIPO_CHAMADA_PAINEL,
  topicoSenhas,
  transicaoSenha,
} from '@saude/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { lotacaoCentroCusto } from '../../../db/schema/acesso.js';
import { centroCusto, setor } from '../../../db/schema/estrutura.js';
import { conflict, forbidden, notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { notificarTempoReal } from '../../../plugins/tempo-real.js';
import { publicarChamada } from '../chamada.service.js';
import { encaminhamento, opcaoChamada } from '../registros.table.js';
import { senha, senhaMovimento } from '../senha.table.js';

export interface ContextoSenha {
  clienteId: number;
  usuarioId: number;
  /** The queues (cost centres) the caller operates: a ticket of another queue is refused. Undefined: any. */
  filas?: readonly number[];
}

export interface PedidoAcaoSenha {
  senhaId: number;
  acao: AcaoSenha;
  /** The counter of a call or an answer; a call without one uses the counter the ticket is held at. */
  opcaoChamadaId?: number | null;
  encaminhamentoId?: number | null;
  motivoEvasao?: string | null;
  /**
   * The counter's own actions (fila-atendimento, call again): a ticket another user holds is refused, so
   * two receptionists never finish each other's ticket by a stale screen.
   */
  somenteTitular?: boolean;
}

export interface SenhaAlterada {
  id: number;
  codigo: string;
  status: StatusSenhaId;
  chamadas: number;
  centroCustoId: number;
  opcaoChamadaId: number | null;
  /** Screens that received the call (0: no screen shows this queue or counter). */
  telas: number;
}

interface Local {
  id: number;
  nome: string;
  telaId: number | null;
}

/** A counter of the queue `centroCustoId` (spec: opcao-chamada); `ativo`: a blocked counter cannot be chosen. */
export async function localDaFila(tx: Tx, opcaoChamadaId: number, centroCustoId: number, ativo = true): Promise<Local> {
  const [l] = await tx
    .select({ id: opcaoChamada.id, nome: opcaoChamada.nome, telaId: opcaoChamada.telaId, bloqueado: opcaoChamada.bloqueado })
    .from(opcaoChamada)
    .where(and(eq(opcaoChamada.id, opcaoChamadaId), eq(opcaoChamada.centroCustoId, centroCustoId)));
  if (!l || (ativo && l.bloqueado)) throw unprocessable({ opcao_chamada_id: [MENSAGENS_SENHA.opcaoChamadaInvalida] });
  return { id: l.id, nome: l.nome, telaId: l.telaId };
}

/** An active forwarding route out of `origem`: the only way a ticket changes queue. */
async function rotaDeEncaminhamento(tx: Tx, encaminhamentoId: number | null | undefined, origem: number) {
  if (!encaminhamentoId) throw unprocessable({ encaminhamento_id: [MENSAGENS_FILA_SENHA.encaminhamentoObrigatorio] });
  const [r] = await tx
    .select({ nome: encaminhamento.nome, destino: encaminhamento.destinoCentroCustoId })
    .from(encaminhamento)
    .innerJoin(centroCusto, eq(centroCusto.id, encaminhamento.destinoCentroCustoId))
    .where(
      and(
        eq(encaminhamento.id, encaminhamentoId),
        eq(encaminhamento.origemCentroCustoId, origem),
        eq(encaminhamento.bloqueado, false),
        eq(centroCusto.bloqueado, false),
      ),
    );
  if (!r) throw unprocessable({ encaminhamento_id: [MENSAGENS_SENHA.encaminhamentoInvalido] }, MENSAGENS_SENHA.encaminhamentoInvalido);
  return r;
}

function motivoDaEvasao(texto: string | null | undefined): string {
  const motivo = (texto ?? '').trim();
  if (!motivo) throw unprocessable({ motivo_evasao: [MENSAGENS_SENHA.motivoEvasaoObrigatorio] });
  if (motivo.length > MOTIVO_EVASAO_SENHA_MAX) throw unprocessable({ motivo_evasao: [MENSAGENS_SENHA.motivoEvasaoLongo] });
  return motivo;
}

/** Tells the screens of these ticket queues to refetch, after commit (decision 0006). */
export async function avisarFilasDeSenha(tx: Tx, clienteId: number, filas: number[], senhaId: number) {
  for (const cc of new Set(filas))
    await notificarTempoReal(tx, { clienteId, topico: topicoSenhas(cc), evento: EVENTO_SENHAS, dados: { id: senhaId } });
}

/**
 * Applies one action of the tickets' transitions table (senha.transitions.ts), in the caller's transaction,
 * as aplicarAcaoFila does for the patient queues: the row is locked, the table decides (409 with its pt-BR
 * text), the UPDATE is conditional on the status read, the effects follow, the move is recorded and the
 * screens of the queues involved are told after commit. A call reaches the TV screens through publicarChamada.
 */
export async function aplicarAcaoSenha(tx: Tx, ctx: ContextoSenha, p: PedidoAcaoSenha): Promise<SenhaAlterada> {
  const [s] = await tx
    .select({
      id: senha.id,
      codigo: senha.codigo,
      status: senha.status,
      centroCustoId: senha.centroCustoId,
      chamadas: senha.chamadas,
      opcaoChamadaId: senha.opcaoChamadaId,
      usuarioId: senha.usuarioId,
      atendidaEm: senha.atendidaEm,
    })
    .from(senha)
    .where(eq(senha.id, p.senhaId))
    .for('update');
  if (!s) throw notFound(MENSAGENS_SENHA.naoEncontrada);
  if (ctx.filas && !ctx.filas.includes(s.centroCustoId)) throw forbidden(MENSAGENS_FILA_SENHA.filaNaoOperada);
  const status = s.status as StatusSenhaId;
  const r = aplicarTransicaoSenha(p.acao, status);
  if (!r.ok) throw conflict(r.mensagem);
  const segura = status === StatusSenha.CHAMADA || status === StatusSenha.EM_ATENDIMENTO;
  if (p.somenteTitular && segura && s.usuarioId !== null && s.usuarioId !== ctx.usuarioId)
    throw conflict(MENSAGENS_FILA_SENHA.outroAtendente);

  const agora = new Date();
  const escolhido = p.opcaoChamadaId ? await localDaFila(tx, p.opcaoChamadaId, s.centroCustoId) : null;
  const valores: Partial<typeof senha.$inferInsert> = { status: r.para, updatedAt: agora };
  let chamada: { local: Local; numero: number } | null = null;
  let destino = s.centroCustoId;
  let detalhe: string | null = null;

  for (const efeito of transicaoSenha(p.acao).efeitos) {
    switch (efeito) {
      case 'contarChamada': {
        // a call again without a counter repeats it where the ticket is held (even if that counter was blocked since)
        const local = escolhido ?? (s.opcaoChamadaId ? await localDaFila(tx, s.opcaoChamadaId, s.centroCustoId, false) : null);
        if (!local) throw unprocessable({ opcao_chamada_id: [MENSAGENS_FILA_SENHA.localObrigatorio] });
        valores.chamadas = s.chamadas + 1;
        valores.ultimaChamadaEm = agora;
        valores.opcaoChamadaId = local.id;
        valores.usuarioId = ctx.usuarioId;
        chamada = { local, numero: s.chamadas + 1 };
        break;
      }
      case 'marcarAtendimento':
        valores.atendidaEm = s.atendidaEm ?? agora;
        valores.usuarioId = ctx.usuarioId;
        if (escolhido) valores.opcaoChamadaId = escolhido.id;
        break;
      case 'liberarAtendente':
        valores.opcaoChamadaId = null;
        valores.usuarioId = null;
        break;
      case 'registrarEvasao':
        detalhe = motivoDaEvasao(p.motivoEvasao);
        valores.motivoEvasao = detalhe;
        valores.evadidaEm = agora;
        break;
      case 'mudarDeFila': {
        const rota = await rotaDeEncaminhamento(tx, p.encaminhamentoId, s.centroCustoId);
        destino = rota.destino;
        detalhe = rota.nome;
        // it waits in the new queue by its weight and first arrival, and its calls there count from one
        valores.centroCustoId = destino;
        valores.chamadas = 0;
        valores.ultimaChamadaEm = null;
        break;
      }
      case 'registrarSaida':
        valores.finalizadaEm = agora;
        break;
    }
  }

  const feitas = await tx
    .update(senha)
    .set(valores)
    .where(and(eq(senha.id, s.id), eq(senha.status, status)))
    .returning({ id: senha.id });
  if (!feitas.length) throw conflict(MENSAGENS_SENHA.alterada);
  await tx.insert(senhaMovimento).values({
    senhaId: s.id,
    acao: p.acao,
    deStatus: status,
    paraStatus: r.para,
    deCentroCustoId: s.centroCustoId,
    paraCentroCustoId: destino,
    opcaoChamadaId: chamada?.local.id ?? escolhido?.id ?? s.opcaoChamadaId,
    usuarioId: ctx.usuarioId,
    detalhe,
    em: agora,
  });
  const telas = chamada
    ? await publicarChamada(tx, ctx, {
        tipo: TIPO_CHAMADA_PAINEL.SENHA,
        texto: s.codigo,
        destino: chamada.local.nome,
        centroCustoId: s.centroCustoId,
        telaId: chamada.local.telaId,
        senhaId: s.id,
        numero: chamada.numero,
      })
    : [];
  await avisarFilasDeSenha(tx, ctx.clienteId, [s.centroCustoId, destino], s.id);
  return {
    id: s.id,
    codigo: s.codigo,
    status: r.para,
    chamadas: (valores.chamadas as number | undefined) ?? s.chamadas,
    centroCustoId: destino,
    opcaoChamadaId: valores.opcaoChamadaId !== undefined ? (valores.opcaoChamadaId ?? null) : s.opcaoChamadaId,
    telas: telas.length,
  };
}

/**
 * "Chamar próxima": the first ticket waiting today in the queue, by priority weight, then arrival, then id,
 * taken with FOR UPDATE SKIP LOCKED so two counters calling at the same instant get two different tickets
 * (the second skips the row the first is calling). An empty queue is a 404 (there is no next ticket), which
 * the screen shows as information, not as an error. A ticket this counter called before and nobody answered
 * stays CHAMADA for its holder: calling next never closes it behind the receptionist's back (she decides:
 * Atender, Devolver à fila or Não compareceu).
 */
export async function chamarProxima(tx: Tx, ctx: ContextoSenha, p: { centroCustoId: number; opcaoChamadaId: number }) {
  if (ctx.filas && !ctx.filas.includes(p.centroCustoId)) throw unprocessable({ centro_custo_id: [MENSAGENS_FILA_SENHA.foraDaLotacao] });
  await localDaFila(tx, p.opcaoChamadaId, p.centroCustoId);
  const [proxima] = await tx
    .select({ id: senha.id })
    .from(senha)
    .where(and(eq(senha.centroCustoId, p.centroCustoId), eq(senha.status, StatusSenha.EM_ESPERA), eq(senha.data, hojeIso())))
    .orderBy(desc(senha.peso), asc(senha.emitidaEm), asc(senha.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!proxima) throw notFound(MENSAGENS_SENHA.filaVazia);
  return aplicarAcaoSenha(tx, ctx, { senhaId: proxima.id, acao: 'chamar', opcaoChamadaId: p.opcaoChamadaId });
}

/** The queues a lotação operates (its active cost centres, by name): the only ones its user sees and acts on. */
export function filasDaLotacao(tx: Tx, lotacaoId: number) {
  return tx
    .select({ id: centroCusto.id, nome: centroCusto.nome, setorNome: setor.nome })
    .from(lotacaoCentroCusto)
    .innerJoin(centroCusto, and(eq(centroCusto.id, lotacaoCentroCusto.centroCustoId), eq(centroCusto.bloqueado, false)))
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(eq(lotacaoCentroCusto.lotacaoId, lotacaoId))
    .orderBy(porNome(centroCusto.nome), asc(centroCusto.id));
}
