import {
  type AcaoFila,
  aplicarTransicao,
  type EfeitoFilaGeral,
  MENSAGENS_FILA,
  StatusFila,
  type StatusFilaId,
  transicaoFila,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { centroCusto, cidadao, fila, filaChamada, filaMovimento, setor } from '../../db/schema/index.js';
import { pgError } from '../../lib/crud/db-errors.js';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.js';
import { sala } from '../cadastro/index.js';
import { anunciarChamada } from './fila.chamada.js';
import { avisarFilas, type ChaveFila } from './fila.eventos.js';

export interface EntradaNova {
  chave: ChaveFila;
  /** The patient; none for a subject without one (a kiosk ticket). */
  pacienteId?: number | null;
  /** The module's own record this entry queues (emergency care: the FAA; the ticket panel: the ticket). */
  referenciaId?: number | null;
  salaId?: number | null;
  senha?: string | null;
  origemId?: number | null;
  /** Order weight (a ticket's priority). */
  peso?: number;
  /** When it arrived (default: now). */
  entradaEm?: Date;
  /** The name of the first move (default 'entrar'; a ticket is 'emitir'). */
  acao?: string;
}

interface Contexto {
  clienteId: number;
  usuarioId: number;
}

/** The queue of a cost centre of this municipality: its sector type decides which queue it is. */
export async function chaveDoCentroCusto(
  tx: Tx,
  modulo: string,
  centroCustoId: number,
  campo = 'centro_custo_id',
): Promise<ChaveFila & { infraestruturaId: number }> {
  const [c] = await tx
    .select({ id: centroCusto.id, setorTipoId: setor.setorTipoId, infraestruturaId: centroCusto.infraestruturaId })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.id, centroCustoId), eq(centroCusto.bloqueado, false)));
  if (!c) throw unprocessable({ [campo]: ['Centro de custo não encontrado.'] });
  return { modulo, setorTipoId: c.setorTipoId, centroCustoId: c.id, infraestruturaId: c.infraestruturaId };
}

/** Puts a subject in a queue (EM_ESPERA). One active entry per patient and queue: a second is a 409. */
export async function entrarNaFila(tx: Tx, ctx: Contexto, e: EntradaNova): Promise<{ id: number }> {
  const pacienteId = e.pacienteId ?? null;
  if (pacienteId !== null) {
    const [ja] = await tx
      .select({ id: fila.id })
      .from(fila)
      .where(
        and(
          eq(fila.modulo, e.chave.modulo),
          eq(fila.setorTipoId, e.chave.setorTipoId),
          eq(fila.centroCustoId, e.chave.centroCustoId),
          eq(fila.pacienteId, pacienteId),
          inArray(fila.status, [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO]),
        ),
      );
    if (ja) throw conflict(MENSAGENS_FILA.jaNaFila);
  }
  let criada: { id: number } | undefined;
  try {
    [criada] = await tx
      .insert(fila)
      .values({
        modulo: e.chave.modulo,
        setorTipoId: e.chave.setorTipoId,
        centroCustoId: e.chave.centroCustoId,
        pacienteId,
        referenciaId: e.referenciaId ?? null,
        salaId: e.salaId ?? null,
        senha: e.senha ?? null,
        origemId: e.origemId ?? null,
        peso: e.peso ?? 0,
        ...(e.entradaEm ? { entradaEm: e.entradaEm } : {}),
      })
      .returning({ id: fila.id });
  } catch (erro) {
    // two clerks at the same instant: the partial unique index decides
    if (pgError(erro)?.constraint === 'fila_paciente_ativo_uq') throw conflict(MENSAGENS_FILA.jaNaFila);
    throw erro;
  }
  if (!criada) throw new Error('entrada de fila não criada');
  await tx.insert(filaMovimento).values({
    filaId: criada.id,
    acao: e.acao ?? 'entrar',
    paraStatus: StatusFila.EM_ESPERA,
    paraCentroCustoId: e.chave.centroCustoId,
    usuarioId: ctx.usuarioId,
    ...(e.entradaEm ? { em: e.entradaEm } : {}),
  });
  await avisarFilas(tx, ctx.clienteId, [e.chave]);
  return criada;
}

/**
 * A kind's profile of the one transitions table (packages/shared/src/fila.ts) as the engine applies it: the
 * decision with the kind's pt-BR refusal, the effects of an action, and the kind's messages. Default: the
 * patient queues' profile.
 */
export interface PerfilAcoesFila<A extends string> {
  aplicar(acao: A, status: number): { ok: true; para: number } | { ok: false; mensagem: string };
  transicao(acao: A): { efeitos: readonly EfeitoFilaGeral[] };
  mensagens: { naoEncontrada: string; alterada: string; motivoEvasaoObrigatorio: string; motivoEvasaoLongo: string };
}

const PERFIL_PACIENTE: PerfilAcoesFila<AcaoFila> = {
  aplicar: (acao, status) => aplicarTransicao(acao, status as StatusFilaId),
  transicao: transicaoFila,
  mensagens: MENSAGENS_FILA,
};

/** The module's place of a call or an answer (a ticket counter), resolved by the module: the engine knows none. */
export interface LocalChamada {
  id: number;
  nome: string;
  /** The screen its calls go to (null: the screens that show the queue). */
  telaId: number | null;
}

export interface PedidoAcao<A extends string = AcaoFila> {
  filaId: number;
  acao: A;
  /** The module whose queues this route serves (an entry of another module is not found). */
  modulo: string;
  /** The kind's profile (default: the patient queues'). */
  perfil?: PerfilAcoesFila<A>;
  motivoEvasao?: string | null;
  /** The target queue of a forward (a new entry) or of a move (the entry itself). */
  destino?: ChaveFila;
  telaId?: number | null;
  salaId?: number | null;
  /** A call or an answer from this place holds the entry there for the caller. */
  local?: LocalChamada | null;
  /** What the move records besides (default: the evasion's reason). */
  detalhe?: string | null;
}

const MOTIVO_EVASAO_MAX = 500;

/**
 * Applies one action of the transitions table to an entry, in the caller's transaction: the row is
 * locked, the kind's profile decides, the UPDATE is conditional on the status read, the side effects follow,
 * the move is recorded and the screens of the queues involved are told after commit.
 */
export async function aplicarAcaoFila<A extends string = AcaoFila>(tx: Tx, ctx: Contexto, p: PedidoAcao<A>) {
  const perfil = p.perfil ?? (PERFIL_PACIENTE as unknown as PerfilAcoesFila<A>);
  const [e] = await tx
    .select({
      id: fila.id,
      status: fila.status,
      modulo: fila.modulo,
      setorTipoId: fila.setorTipoId,
      centroCustoId: fila.centroCustoId,
      pacienteId: fila.pacienteId,
      referenciaId: fila.referenciaId,
      salaId: fila.salaId,
      senha: fila.senha,
      peso: fila.peso,
      entradaEm: fila.entradaEm,
      provisorio: cidadao.provisorio,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      chamadas: fila.chamadas,
      atendidoEm: fila.atendidoEm,
      localChamadaId: fila.localChamadaId,
      profissionalAtualId: fila.profissionalAtualId,
    })
    .from(fila)
    .leftJoin(cidadao, eq(cidadao.id, fila.pacienteId))
    .where(and(eq(fila.id, p.filaId), eq(fila.modulo, p.modulo)))
    .for('update', { of: fila });
  if (!e) throw notFound(perfil.mensagens.naoEncontrada);
  const status = e.status;
  const r = perfil.aplicar(p.acao, status);
  if (!r.ok) throw conflict(r.mensagem);
  const t = perfil.transicao(p.acao);
  const origem: ChaveFila = { modulo: e.modulo, setorTipoId: e.setorTipoId, centroCustoId: e.centroCustoId };
  const agora = new Date();
  const valores: Partial<typeof fila.$inferInsert> = { status: r.para, updatedAt: agora };
  const chaves: ChaveFila[] = [origem];
  let chamadaId: number | null = null;
  let paraCentroCusto = e.centroCustoId;
  let detalhe: string | null = p.detalhe ?? null;

  for (const efeito of t.efeitos) {
    switch (efeito) {
      case 'contarChamada': {
        // spec 001 §2: unknown patients cannot be called by name
        if (e.provisorio) throw unprocessable({ fila_id: [MENSAGENS_FILA.desconhecidoNaoChama] }, MENSAGENS_FILA.desconhecidoNaoChama);
        valores.chamadas = sql`${fila.chamadas} + 1` as never;
        valores.ultimaChamadaEm = agora;
        if (p.salaId !== undefined && p.salaId !== null) valores.salaId = p.salaId;
        if (p.local) {
          valores.localChamadaId = p.local.id;
          valores.profissionalAtualId = ctx.usuarioId;
        }
        const salaId = p.salaId ?? e.salaId;
        const telaId = p.telaId ?? p.local?.telaId ?? null;
        const [chamada] = await tx
          .insert(filaChamada)
          .values({ filaId: e.id, telaId, salaId, localChamadaId: p.local?.id ?? null, usuarioId: ctx.usuarioId, chamadaEm: agora })
          .returning({ id: filaChamada.id });
        chamadaId = chamada?.id ?? null;
        const [s] = !p.local && salaId ? await tx.select({ nome: sala.nome }).from(sala).where(eq(sala.id, salaId)) : [];
        // the screens (if a module shows calls) get it through the listeners registered with aoChamar
        await anunciarChamada(tx, ctx, {
          modulo: e.modulo,
          centroCustoId: e.centroCustoId,
          filaChamadaId: chamadaId,
          telaId,
          destino: p.local?.nome ?? s?.nome ?? null,
          nome: e.nome,
          nomeSocial: e.nomeSocial,
          senha: e.senha,
          numero: e.chamadas + 1,
        });
        break;
      }
      case 'marcarAtendimento':
        valores.profissionalAtualId = ctx.usuarioId;
        if (!e.atendidoEm) valores.atendidoEm = agora;
        if (p.local) valores.localChamadaId = p.local.id;
        break;
      case 'liberarAtendente':
        valores.profissionalAtualId = null;
        valores.localChamadaId = null;
        break;
      case 'registrarEvasao': {
        const motivo = (p.motivoEvasao ?? '').trim();
        if (!motivo) throw unprocessable({ motivo_evasao: [perfil.mensagens.motivoEvasaoObrigatorio] });
        if (motivo.length > MOTIVO_EVASAO_MAX) throw unprocessable({ motivo_evasao: [perfil.mensagens.motivoEvasaoLongo] });
        valores.motivoEvasao = motivo;
        valores.evadidoEm = agora;
        valores.evadidoPor = ctx.usuarioId;
        detalhe ??= motivo;
        break;
      }
      case 'limparEvasao':
        valores.motivoEvasao = null;
        valores.evadidoEm = null;
        valores.evadidoPor = null;
        valores.saidaEm = null;
        break;
      case 'registrarSaida':
        valores.saidaEm = agora;
        break;
      case 'criarEntradaDestino':
        if (!p.destino) throw unprocessable({ centro_custo_id: ['O campo Destino é obrigatório.'] });
        if (p.destino.setorTipoId === origem.setorTipoId && p.destino.centroCustoId === origem.centroCustoId)
          throw unprocessable({ centro_custo_id: ['O destino deve ser outra fila.'] });
        chaves.push(p.destino);
        break;
      case 'mudarDeFila':
        // the entry itself moves (a ticket keeps its code, weight and first arrival); its calls there count from one
        if (!p.destino) throw unprocessable({ centro_custo_id: ['O campo Destino é obrigatório.'] });
        if (p.destino.setorTipoId === origem.setorTipoId && p.destino.centroCustoId === origem.centroCustoId)
          throw unprocessable({ centro_custo_id: ['O destino deve ser outra fila.'] });
        valores.setorTipoId = p.destino.setorTipoId;
        valores.centroCustoId = p.destino.centroCustoId;
        valores.chamadas = 0;
        valores.ultimaChamadaEm = null;
        paraCentroCusto = p.destino.centroCustoId;
        chaves.push(p.destino);
        break;
      case 'excluirEntrada':
        // handled below: the row goes, after the loop has checked everything else
        break;
    }
  }

  if (t.efeitos.includes('excluirEntrada')) {
    // the outpatient list's delete (spec 001 §7): the entry leaves the queue for good, conditional on the status
    // read; its calls and moves go with it (the audit trigger keeps the row as it was, with who and when)
    const apagadas = await tx
      .delete(fila)
      .where(and(eq(fila.id, e.id), eq(fila.status, status)))
      .returning({ id: fila.id });
    if (!apagadas.length) throw conflict(perfil.mensagens.alterada);
    await avisarFilas(tx, ctx.clienteId, chaves);
    return {
      id: e.id,
      status,
      destinoId: null,
      chamadaId: null,
      chamadas: e.chamadas,
      centroCustoId: e.centroCustoId,
      localChamadaId: null,
      excluida: true,
    };
  }

  let feitas: { id: number; chamadas: number }[];
  try {
    feitas = await tx
      .update(fila)
      .set(valores)
      .where(and(eq(fila.id, e.id), eq(fila.status, status)))
      .returning({ id: fila.id, chamadas: fila.chamadas });
  } catch (erro) {
    // a patient moved into a queue where they already wait
    if (pgError(erro)?.constraint === 'fila_paciente_ativo_uq') throw conflict(MENSAGENS_FILA.jaNaFila);
    throw erro;
  }
  if (!feitas.length) throw conflict(perfil.mensagens.alterada);
  const localChamadaId = valores.localChamadaId !== undefined ? (valores.localChamadaId ?? null) : e.localChamadaId;
  await tx.insert(filaMovimento).values({
    filaId: e.id,
    acao: p.acao,
    deStatus: status,
    paraStatus: r.para,
    deCentroCustoId: e.centroCustoId,
    paraCentroCustoId: paraCentroCusto,
    localChamadaId: p.local?.id ?? e.localChamadaId,
    usuarioId: ctx.usuarioId,
    detalhe,
    em: agora,
  });
  let destinoId: number | null = null;
  if (t.efeitos.includes('criarEntradaDestino') && p.destino) {
    const nova = await entrarNaFila(tx, ctx, {
      chave: p.destino,
      pacienteId: e.pacienteId,
      referenciaId: e.referenciaId,
      senha: e.senha,
      peso: e.peso,
      origemId: e.id,
    });
    destinoId = nova.id;
  }
  await avisarFilas(tx, ctx.clienteId, chaves);
  return {
    id: e.id,
    status: r.para,
    destinoId,
    chamadaId,
    chamadas: feitas[0]?.chamadas ?? e.chamadas,
    centroCustoId: paraCentroCusto,
    localChamadaId,
    excluida: false,
  };
}
