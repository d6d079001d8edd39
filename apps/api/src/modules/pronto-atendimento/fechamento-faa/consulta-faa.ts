import { datatableRequestSchema, f, refinePeriodo } from '@saude/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao } from '../../../db/schema/index.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { buscaPaciente } from '../../cadastro/index.js';
import { localDaLotacao } from '../plantao/plantao.service.js';

/** The lists of the FAA's life: the server-paged protocol plus an arrival period (each list extends it). */
export const listaFaaBase = datatableRequestSchema.extend({
  dataInicio: f.opcional(f.data('Data inicial')),
  dataFim: f.opcional(f.data('Data final')),
});

/** The period rule, applied after a list added its own filters (Zod cannot extend a refined object). */
export const comPeriodo = <T extends z.ZodType<{ dataInicio: string | null; dataFim: string | null }>>(schema: T) =>
  schema.superRefine(refinePeriodo('dataInicio', 'dataFim'));

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const atendimentoIdParams = z.object({ atendimentoId: z.coerce.number().int().positive() });

/** Arrivals (recepcionado_em) inside the Brasília days of the period. */
export function periodoDeChegada(q: { dataInicio?: string | null; dataFim?: string | null }): SQL | undefined {
  return noPeriodo(atendimento.recepcionadoEm, q.dataInicio, q.dataFim);
}

/** One search box: an FAA number (10 digits, 2026000123) or the patient as the registry finds them (name, CPF, CNS). */
export function buscaFaa(termo: string): SQL {
  const t = termo.trim();
  if (/^\d{10}$/.test(t)) return eq(atendimento.numero, Number(t));
  return buscaPaciente(t).where;
}

/** The location (infraestrutura) of the session's placement: the FAAs a clerk closes, reopens and types in. */
export async function unidadeDaSessao(tx: Tx, lotacaoId: number): Promise<number> {
  const local = await localDaLotacao(tx, lotacaoId);
  if (!local) throw new Error('lotação sem local');
  return local;
}

/** The patient as the FAA lists show them (social name first, Decreto 8.727/2016). */
export const colunasPaciente = {
  pacienteId: cidadao.id,
  pacienteNome: sql<string>`coalesce(${cidadao.nomeSocial}, ${cidadao.nome})`,
  cpf: cidadao.cpf,
  cns: cidadao.cns,
  dataNascimento: cidadao.dataNascimento,
  desconhecido: cidadao.provisorio,
};
