import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { centroCusto } from '../../db/schema/estrutura.js';
import { porNome } from '../../lib/sql/texto.js';
import type { RegistrosDaFila } from '../fila/index.js';
import { classificacaoRisco } from '../pronto-atendimento/index.js';
import { opcaoEntrada, prioridade, tela, tempoEspera } from './registros.table.js';

/**
 * Read side of the ticket panel's registries for the queues (spec 001 §3 "Form data for the queue").
 * Their screens come with the ticket panel (issue 7); the queues of issue 6 call these inside their
 * own tenant transaction. Blocked rows are left out; each list comes in the order a picker shows it.
 */

export interface OpcoesDaFila {
  /** How the patient arrived (Demanda espontânea, SAMU 192…), by name. */
  opcoesEntrada: { id: number; nome: string; faixaEtariaId: number | null }[];
  /** Lightest first ("Sem prioridade"); `peso` orders the queue within a risk colour, higher first. */
  prioridades: { id: number; nome: string; peso: number; legal: boolean }[];
  /** Thresholds of the battery icon, shortest wait first: the colour of the last one passed applies. */
  temposEspera: { id: number; minutos: number; cor: string }[];
  /** Screens where a call of this queue can appear; the one bound to the queue's own cost centre first. */
  telas: { id: number; nome: string }[];
}

/**
 * The option lists of a queue's forms. Screens: a TV hangs in a place, so a queue offers the screens bound
 * to any cost centre of its own location (the reception TV also shows the triage calls of that unit) plus
 * the screens bound to none.
 */
export async function opcoesDoFormularioDaFila(tx: Tx, { centroCustoId }: { centroCustoId: number }): Promise<OpcoesDaFila> {
  const opcoesEntrada = await tx
    .select({ id: opcaoEntrada.id, nome: opcaoEntrada.nome, faixaEtariaId: opcaoEntrada.faixaEtariaId })
    .from(opcaoEntrada)
    .where(eq(opcaoEntrada.bloqueado, false))
    .orderBy(porNome(opcaoEntrada.nome), asc(opcaoEntrada.id));
  const prioridades = await tx
    .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso, legal: prioridade.legal })
    .from(prioridade)
    .where(eq(prioridade.bloqueado, false))
    .orderBy(asc(prioridade.peso), porNome(prioridade.nome), asc(prioridade.id));
  const temposEspera = await tx
    .select({ id: tempoEspera.id, minutos: tempoEspera.minutos, cor: tempoEspera.cor })
    .from(tempoEspera)
    .orderBy(asc(tempoEspera.minutos));
  const localDoCentro = tx.select({ id: centroCusto.infraestruturaId }).from(centroCusto).where(eq(centroCusto.id, centroCustoId));
  const telas = await tx
    .select({ id: tela.id, nome: tela.nome })
    .from(tela)
    .leftJoin(centroCusto, eq(centroCusto.id, tela.centroCustoId))
    .where(and(eq(tela.bloqueado, false), or(isNull(tela.centroCustoId), inArray(centroCusto.infraestruturaId, localDoCentro))))
    .orderBy(desc(sql`coalesce(${tela.centroCustoId} = ${centroCustoId}, false)`), porNome(tela.nome), asc(tela.id));
  return { opcoesEntrada, prioridades, temposEspera, telas };
}

/** The panel's registries as every patient-queue desk reads them (the queue engine's `RegistrosDaFila`). */
export const registrosDaFila: RegistrosDaFila<OpcoesDaFila> = {
  opcoes: opcoesDoFormularioDaFila,
  telaExiste: async (tx, telaId) => (await tx.select({ id: tela.id }).from(tela).where(eq(tela.id, telaId))).length > 0,
};

export interface ClassificacaoRiscoOpcao {
  id: number;
  nome: string;
  /** '#rrggbb'. */
  cor: string;
  tempoAlvoMinutos: number;
  /** 1 is the most urgent. */
  ordem: number;
}

/** The risk colours in force, most urgent first: the triage picks one, the queue sorts and flags by them. */
export function classificacoesRisco(tx: Tx): Promise<ClassificacaoRiscoOpcao[]> {
  return tx
    .select({
      id: classificacaoRisco.id,
      nome: classificacaoRisco.nome,
      cor: classificacaoRisco.cor,
      tempoAlvoMinutos: classificacaoRisco.tempoAlvoMinutos,
      ordem: classificacaoRisco.ordem,
    })
    .from(classificacaoRisco)
    .where(eq(classificacaoRisco.bloqueado, false))
    .orderBy(asc(classificacaoRisco.ordem));
}
