import {
  type AcaoSenha,
  aplicarTransicaoSenha,
  EVENTO_SENHAS,
  hojeIso,
  MENSAGENS_FILA_SENHA,
  MENSAGENS_SENHA,
  StatusSenha,
  type StatusSenhaId,
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
import { aplicarAcaoFila, type ChaveFila, chaveDoCentroCusto, fila, type PerfilAcoesFila } from '../../fila/index.js';
import { painelChamada } from '../chamada.table.js';
import { MODULO_SENHA } from '../constantes.js';
import { encaminhamento, opcaoChamada } from '../registros.table.js';
import { senha } from '../senha.table.js';

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

/** Tells the screens of these ticket queues to refetch, after commit (decision 0006). */
export async function avisarFilasDeSenha(tx: Tx, clienteId: number, filas: number[], senhaId: number) {
  for (const cc of new Set(filas))
    await notificarTempoReal(tx, { clienteId, topico: topicoSenhas(cc), evento: EVENTO_SENHAS, dados: { id: senhaId } });
}

/** The ticket kind's profile of the one transitions table, as the queue engine applies it. */
const PERFIL_SENHA: PerfilAcoesFila<AcaoSenha> = {
  aplicar: (acao, status) => aplicarTransicaoSenha(acao, status as StatusSenhaId),
  transicao: transicaoSenha,
  mensagens: {
    naoEncontrada: MENSAGENS_SENHA.naoEncontrada,
    alterada: MENSAGENS_SENHA.alterada,
    motivoEvasaoObrigatorio: MENSAGENS_SENHA.motivoEvasaoObrigatorio,
    motivoEvasaoLongo: MENSAGENS_SENHA.motivoEvasaoLongo,
  },
};

/** The queue entry of a ticket (its queue state), optionally locked. */
function entradaDaSenha(tx: Tx, senhaId: number) {
  return tx
    .select({
      filaId: fila.id,
      codigo: senha.codigo,
      status: fila.status,
      centroCustoId: fila.centroCustoId,
      chamadas: fila.chamadas,
      opcaoChamadaId: fila.localChamadaId,
      usuarioId: fila.profissionalAtualId,
    })
    .from(fila)
    .innerJoin(senha, eq(senha.id, fila.referenciaId))
    .where(and(eq(fila.modulo, MODULO_SENHA), eq(fila.referenciaId, senhaId)))
    .$dynamic();
}

/** The status of a ticket now (404 when this municipality has no such ticket). */
export async function statusDaSenha(tx: Tx, senhaId: number): Promise<StatusSenhaId> {
  const [e] = await entradaDaSenha(tx, senhaId);
  if (!e) throw notFound(MENSAGENS_SENHA.naoEncontrada);
  return e.status as StatusSenhaId;
}

/**
 * Applies one action of the tickets' profile of the transitions table (senha.transitions.ts), in the caller's
 * transaction: the ticket's part (its queue operated by the caller, the holder, the counter, the forwarding
 * route) is decided here on the locked entry, then the queue engine applies the row as it does for every
 * queue (conditional UPDATE, effects, the move, the call for the TV screens through aoChamar, the engine's
 * topics); the screens of the ticket queues involved are told after commit.
 */
export async function aplicarAcaoSenha(tx: Tx, ctx: ContextoSenha, p: PedidoAcaoSenha): Promise<SenhaAlterada> {
  const [s] = await entradaDaSenha(tx, p.senhaId).for('update', { of: fila });
  if (!s) throw notFound(MENSAGENS_SENHA.naoEncontrada);
  if (ctx.filas && !ctx.filas.includes(s.centroCustoId)) throw forbidden(MENSAGENS_FILA_SENHA.filaNaoOperada);
  const status = s.status as StatusSenhaId;
  const r = aplicarTransicaoSenha(p.acao, status);
  if (!r.ok) throw conflict(r.mensagem);
  const segura = status === StatusSenha.CHAMADA || status === StatusSenha.EM_ATENDIMENTO;
  if (p.somenteTitular && segura && s.usuarioId !== null && s.usuarioId !== ctx.usuarioId)
    throw conflict(MENSAGENS_FILA_SENHA.outroAtendente);

  const escolhido = p.opcaoChamadaId ? await localDaFila(tx, p.opcaoChamadaId, s.centroCustoId) : null;
  let local: Local | null = escolhido;
  let destino: ChaveFila | undefined;
  let detalhe: string | null = null;
  for (const efeito of transicaoSenha(p.acao).efeitos) {
    if (efeito === 'contarChamada') {
      // a call again without a counter repeats it where the ticket is held (even if that counter was blocked since)
      local = escolhido ?? (s.opcaoChamadaId ? await localDaFila(tx, s.opcaoChamadaId, s.centroCustoId, false) : null);
      if (!local) throw unprocessable({ opcao_chamada_id: [MENSAGENS_FILA_SENHA.localObrigatorio] });
    } else if (efeito === 'mudarDeFila') {
      const rota = await rotaDeEncaminhamento(tx, p.encaminhamentoId, s.centroCustoId);
      destino = await chaveDoCentroCusto(tx, MODULO_SENHA, rota.destino, 'encaminhamento_id');
      detalhe = rota.nome;
    }
  }

  const feito = await aplicarAcaoFila(tx, ctx, {
    filaId: s.filaId,
    acao: p.acao,
    modulo: MODULO_SENHA,
    perfil: PERFIL_SENHA,
    local,
    ...(destino ? { destino } : {}),
    motivoEvasao: p.motivoEvasao ?? null,
    detalhe,
  });
  const telas = feito.chamadaId ? await tx.$count(painelChamada, eq(painelChamada.filaChamadaId, feito.chamadaId)) : 0;
  await avisarFilasDeSenha(tx, ctx.clienteId, [s.centroCustoId, feito.centroCustoId], p.senhaId);
  return {
    id: p.senhaId,
    codigo: s.codigo,
    status: feito.status as StatusSenhaId,
    chamadas: feito.chamadas,
    centroCustoId: feito.centroCustoId,
    opcaoChamadaId: feito.localChamadaId,
    telas,
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
    .select({ senhaId: senha.id })
    .from(fila)
    .innerJoin(senha, eq(senha.id, fila.referenciaId))
    .where(
      and(
        eq(fila.modulo, MODULO_SENHA),
        eq(fila.centroCustoId, p.centroCustoId),
        eq(fila.status, StatusSenha.EM_ESPERA),
        eq(senha.data, hojeIso()),
      ),
    )
    .orderBy(desc(fila.peso), asc(fila.entradaEm), asc(fila.id))
    .limit(1)
    .for('update', { of: fila, skipLocked: true });
  if (!proxima) throw notFound(MENSAGENS_SENHA.filaVazia);
  return aplicarAcaoSenha(tx, ctx, { senhaId: proxima.senhaId, acao: 'chamar', opcaoChamadaId: p.opcaoChamadaId });
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
