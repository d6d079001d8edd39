import { type AcaoFila, aplicarTransicao, MENSAGENS_FILA, StatusFila, type StatusFilaId, transicaoFila } from '@saude/shared';
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
  pacienteId: number;
  /** The module's own record this entry queues (emergency care: the FAA). */
  referenciaId?: number | null;
  salaId?: number | null;
  senha?: string | null;
  origemId?: number | null;
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

/** Puts a patient in a queue (EM_ESPERA). One active entry per patient and queue: a second is a 409. */
export async function entrarNaFila(tx: Tx, ctx: Contexto, e: EntradaNova): Promise<{ id: number }> {
  const [ja] = await tx
    .select({ id: fila.id })
    .from(fila)
    .where(
      and(
        eq(fila.modulo, e.chave.modulo),
        eq(fila.setorTipoId, e.chave.setorTipoId),
        eq(fila.centroCustoId, e.chave.centroCustoId),
        eq(fila.pacienteId, e.pacienteId),
        inArray(fila.status, [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO]),
      ),
    );
  if (ja) throw conflict(MENSAGENS_FILA.jaNaFila);
  let criada: { id: number } | undefined;
  try {
    [criada] = await tx
      .insert(fila)
      .values({
        modulo: e.chave.modulo,
        setorTipoId: e.chave.setorTipoId,
        centroCustoId: e.chave.centroCustoId,
        pacienteId: e.pacienteId,
        referenciaId: e.referenciaId ?? null,
        salaId: e.salaId ?? null,
        senha: e.senha ?? null,
        origemId: e.origemId ?? null,
      })
      .returning({ id: fila.id });
  } catch (erro) {
    // two clerks at the same instant: the partial unique index decides
    if (pgError(erro)?.constraint === 'fila_paciente_ativo_uq') throw conflict(MENSAGENS_FILA.jaNaFila);
    throw erro;
  }
  if (!criada) throw new Error('entrada de fila não criada');
  await tx.insert(filaMovimento).values({ filaId: criada.id, acao: 'entrar', paraStatus: StatusFila.EM_ESPERA, usuarioId: ctx.usuarioId });
  await avisarFilas(tx, ctx.clienteId, [e.chave]);
  return criada;
}

export interface PedidoAcao {
  filaId: number;
  acao: AcaoFila;
  /** The module whose queues this route serves (an entry of another module is not found). */
  modulo: string;
  motivoEvasao?: string;
  destino?: ChaveFila;
  telaId?: number | null;
  salaId?: number | null;
}

/**
 * Applies one action of the transitions table to an entry, in the caller's transaction: the row is
 * locked, the table decides, the UPDATE is conditional on the status read, the side effects follow,
 * the move is recorded and the screens of the queues involved are told after commit.
 */
export async function aplicarAcaoFila(tx: Tx, ctx: Contexto, p: PedidoAcao) {
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
      provisorio: cidadao.provisorio,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      chamadas: fila.chamadas,
      atendidoEm: fila.atendidoEm,
    })
    .from(fila)
    .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
    .where(and(eq(fila.id, p.filaId), eq(fila.modulo, p.modulo)))
    .for('update', { of: fila });
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  const status = e.status as StatusFilaId;
  const r = aplicarTransicao(p.acao, status);
  if (!r.ok) throw conflict(r.mensagem);
  const t = transicaoFila(p.acao);
  const origem: ChaveFila = { modulo: e.modulo, setorTipoId: e.setorTipoId, centroCustoId: e.centroCustoId };
  const agora = new Date();
  const valores: Partial<typeof fila.$inferInsert> = { status: r.para, updatedAt: agora };
  const chaves: ChaveFila[] = [origem];

  for (const efeito of t.efeitos) {
    switch (efeito) {
      case 'contarChamada':
        // spec 001 §2: unknown patients cannot be called by name
        if (e.provisorio) throw unprocessable({ fila_id: [MENSAGENS_FILA.desconhecidoNaoChama] }, MENSAGENS_FILA.desconhecidoNaoChama);
        valores.chamadas = sql`${fila.chamadas} + 1` as never;
        valores.ultimaChamadaEm = agora;
        if (p.salaId !== undefined && p.salaId !== null) valores.salaId = p.salaId;
        {
          const salaId = p.salaId ?? e.salaId;
          const [chamada] = await tx
            .insert(filaChamada)
            .values({ filaId: e.id, telaId: p.telaId ?? null, salaId, usuarioId: ctx.usuarioId })
            .returning({ id: filaChamada.id });
          const [s] = salaId ? await tx.select({ nome: sala.nome }).from(sala).where(eq(sala.id, salaId)) : [];
          // the screens (if a module shows calls) get it through the listeners registered with aoChamar
          await anunciarChamada(tx, ctx, {
            modulo: e.modulo,
            centroCustoId: e.centroCustoId,
            filaChamadaId: chamada?.id ?? null,
            telaId: p.telaId ?? null,
            destino: s?.nome ?? null,
            nome: e.nome,
            nomeSocial: e.nomeSocial,
            senha: e.senha,
            numero: e.chamadas + 1,
          });
        }
        break;
      case 'marcarAtendimento':
        valores.profissionalAtualId = ctx.usuarioId;
        if (!e.atendidoEm) valores.atendidoEm = agora;
        break;
      case 'liberarAtendente':
        valores.profissionalAtualId = null;
        break;
      case 'registrarEvasao': {
        const motivo = (p.motivoEvasao ?? '').trim();
        if (!motivo) throw unprocessable({ motivo_evasao: [MENSAGENS_FILA.motivoEvasaoObrigatorio] });
        if (motivo.length > 500) throw unprocessable({ motivo_evasao: [MENSAGENS_FILA.motivoEvasaoLongo] });
        valores.motivoEvasao = motivo;
        valores.evadidoEm = agora;
        valores.evadidoPor = ctx.usuarioId;
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
    }
  }

  const feitas = await tx
    .update(fila)
    .set(valores)
    .where(and(eq(fila.id, e.id), eq(fila.status, status)))
    .returning({ id: fila.id });
  if (!feitas.length) throw conflict(MENSAGENS_FILA.alterada);
  await tx.insert(filaMovimento).values({
    filaId: e.id,
    acao: p.acao,
    deStatus: status,
    paraStatus: r.para,
    usuarioId: ctx.usuarioId,
    detalhe: p.acao === 'evadir' ? (valores.motivoEvasao as string) : null,
  });
  let destinoId: number | null = null;
  if (p.acao === 'encaminhar' && p.destino) {
    const nova = await entrarNaFila(tx, ctx, {
      chave: p.destino,
      pacienteId: e.pacienteId,
      referenciaId: e.referenciaId,
      senha: e.senha,
      origemId: e.id,
    });
    destinoId = nova.id;
  }
  await avisarFilas(tx, ctx.clienteId, chaves);
  return { id: e.id, status: r.para, destinoId };
}
