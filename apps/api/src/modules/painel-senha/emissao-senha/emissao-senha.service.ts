import {
  codigoSenha,
  EVENTO_SENHAS,
  hojeIso,
  MENSAGENS_EMISSAO_SENHA,
  PREFIXO_SENHA_REGEX,
  type SenhaEmitida,
  topicoSenhas,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { conflict, unprocessable } from '../../../lib/http-errors.js';
import { notificarTempoReal } from '../../../plugins/tempo-real.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import { MODULO_SENHA } from '../constantes.js';
import { opcaoEntrada, prioridade } from '../registros.table.js';
import { senha } from '../senha.table.js';

/**
 * Issuing a kiosk ticket (issue 7).
 *
 * Inputs: the session (municipality, user, its cost centre) and { opcaoEntradaId, prioridadeId? }.
 * Guards (422, nothing written): the option is a kiosk button (totem, not blocked) with a valid prefix, and its
 *   queue (the option's cost centre, or the session's when it names none) is in the same unit as the session;
 *   the priority, when given, exists and is not blocked.
 * Effect: the next number of the day for (unit, option, priority prefix), one `senha` and its entry of the
 *   queue engine (EM_ESPERA in the option's queue, with the code and the priority's weight; the move 'emitir'),
 *   and the event of the ticket queue after commit.
 */

export interface ContextoEmissao {
  clienteId: number;
  usuarioId: number;
  /** The session's cost centre: it fixes the unit, and the queue of options that name none. */
  centroCustoId: number;
}

export interface PedidoSenha {
  opcaoEntradaId: number;
  prioridadeId?: number | null;
}

/** A code repeated by another option with the same prefix is skipped; past this many in a row, give up. */
const TENTATIVAS = 50;

/** The unit (infraestrutura) of a cost centre of this municipality that is not blocked. */
async function unidadeDoCentro(tx: Tx, centroCustoId: number): Promise<number | null> {
  const [c] = await tx
    .select({ infraestruturaId: centroCusto.infraestruturaId })
    .from(centroCusto)
    .where(and(eq(centroCusto.id, centroCustoId), eq(centroCusto.bloqueado, false)));
  return c?.infraestruturaId ?? null;
}

/** The option as a kiosk button of the session's unit, with the queue its tickets go to. */
async function opcaoDoTotem(tx: Tx, ctx: ContextoEmissao, opcaoEntradaId: number) {
  const recusa = () => unprocessable({ opcao_entrada_id: [MENSAGENS_EMISSAO_SENHA.opcaoIndisponivel] });
  const [o] = await tx
    .select({
      id: opcaoEntrada.id,
      nome: opcaoEntrada.nome,
      prefixo: opcaoEntrada.prefixo,
      prefixoPrioridade: opcaoEntrada.prefixoPrioridade,
      centroCustoId: opcaoEntrada.centroCustoId,
    })
    .from(opcaoEntrada)
    .where(and(eq(opcaoEntrada.id, opcaoEntradaId), eq(opcaoEntrada.totem, true), eq(opcaoEntrada.bloqueado, false)));
  if (!o) throw recusa();
  const unidade = await unidadeDoCentro(tx, ctx.centroCustoId);
  const fila = o.centroCustoId ?? ctx.centroCustoId;
  if (unidade === null || (await unidadeDoCentro(tx, fila)) !== unidade) throw recusa();
  return { ...o, fila, infraestruturaId: unidade };
}

async function prioridadeAtiva(tx: Tx, prioridadeId: number) {
  const [p] = await tx
    .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
    .from(prioridade)
    .where(and(eq(prioridade.id, prioridadeId), eq(prioridade.bloqueado, false)));
  if (!p) throw unprocessable({ prioridade_id: [MENSAGENS_EMISSAO_SENHA.prioridadeIndisponivel] });
  return p;
}

/**
 * The next number of the day: one statement that inserts the counter or adds one to it under its row lock,
 * so kiosks issuing at the same instant queue on this row and each gets its own number (ARCHITECTURE §5).
 */
async function proximoNumero(tx: Tx, chave: { infraestruturaId: number; opcaoEntradaId: number; prioritaria: boolean; data: string }) {
  const { rows } = await tx.execute<{ ultimo: number | string }>(sql`
    insert into senha_sequencia (infraestrutura_id, opcao_entrada_id, prioritaria, data, ultimo)
    values (${chave.infraestruturaId}, ${chave.opcaoEntradaId}, ${chave.prioritaria}, ${chave.data}, 1)
    on conflict (cliente_id, infraestrutura_id, opcao_entrada_id, prioritaria, data)
    do update set ultimo = senha_sequencia.ultimo + 1
    returning ultimo`);
  return Number(rows[0]?.ultimo);
}

export async function emitirSenha(tx: Tx, ctx: ContextoEmissao, pedido: PedidoSenha, agora = new Date()): Promise<SenhaEmitida> {
  const opcao = await opcaoDoTotem(tx, ctx, pedido.opcaoEntradaId);
  const prio = pedido.prioridadeId ? await prioridadeAtiva(tx, pedido.prioridadeId) : null;
  // a priority only changes the prefix when the option has one for it; otherwise it only reorders the queue
  const prioritaria = !!prio && !!opcao.prefixoPrioridade;
  const prefixo = prioritaria ? opcao.prefixoPrioridade : opcao.prefixo;
  // I and O are never said aloud (taken for 1 and 0): the registry refuses them, and so does the kiosk
  if (!prefixo || !PREFIXO_SENHA_REGEX.test(prefixo)) throw unprocessable({ opcao_entrada_id: [MENSAGENS_EMISSAO_SENHA.prefixoInvalido] });
  const data = hojeIso(agora);
  const chave = await chaveDoCentroCusto(tx, MODULO_SENHA, opcao.fila, 'opcao_entrada_id');

  for (let i = 0; i < TENTATIVAS; i++) {
    const sequencia = await proximoNumero(tx, { infraestruturaId: opcao.infraestruturaId, opcaoEntradaId: opcao.id, prioritaria, data });
    const codigo = codigoSenha(prefixo, sequencia);
    // senha_codigo_dia_uq is the backstop: a code already issued today in this unit (another option sharing
    // the prefix) is skipped instead of aborting the transaction
    const [nova] = await tx
      .insert(senha)
      .values({
        infraestruturaId: opcao.infraestruturaId,
        opcaoEntradaId: opcao.id,
        prioridadeId: prio?.id ?? null,
        peso: prio?.peso ?? 0,
        data,
        sequencia,
        codigo,
        emitidaEm: agora,
        emitidaPor: ctx.usuarioId,
      })
      .onConflictDoNothing()
      .returning({ id: senha.id, emitidaEm: senha.emitidaEm });
    if (!nova) continue;
    await entrarNaFila(tx, ctx, {
      chave,
      referenciaId: nova.id,
      senha: codigo,
      peso: prio?.peso ?? 0,
      entradaEm: agora,
      acao: 'emitir',
    });
    await notificarTempoReal(tx, {
      clienteId: ctx.clienteId,
      topico: topicoSenhas(opcao.fila),
      evento: EVENTO_SENHAS,
      dados: { id: nova.id },
    });
    return {
      id: nova.id,
      codigo,
      sequencia,
      data,
      emitidaEm: nova.emitidaEm.toISOString(),
      centroCustoId: opcao.fila,
      opcaoEntrada: { id: opcao.id, nome: opcao.nome },
      prioridade: prio ? { id: prio.id, nome: prio.nome } : null,
    };
  }
  throw conflict(MENSAGENS_EMISSAO_SENHA.esgotada);
}
