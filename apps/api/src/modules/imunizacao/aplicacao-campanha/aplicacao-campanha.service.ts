import { type CodigoDose, hojeIso, MENSAGENS_APLICACAO_CAMPANHA as M, type VacinaDaSala } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { vacinasDaSala } from '../registro/registro.leitura.js';

/**
 * A campaign as the fast recording reads it (issue 20 "aplicacao-campanha"): vacinacao_campanha and its vaccines
 * (the registry screens are another part of the module; this reads the tables), the target group and the goal.
 */

export interface CampanhaAplicacao {
  id: number;
  nome: string;
  inicio: string;
  fim: string;
  estrategia: number;
  idadeMinimaMeses: number | null;
  idadeMaximaMeses: number | null;
  sexo: 'F' | 'M' | null;
  condicao: string | null;
  meta: number | null;
  vacinas: { vacinaId: number; nome: string; dose: CodigoDose; metaDoses: number | null }[];
}

const numeroOuNulo = (v: unknown) => (v == null ? null : Number(v));

/** The target group in words ("6 a 59 meses, sexo feminino, gestantes"). */
export function publicoDe(c: Pick<CampanhaAplicacao, 'idadeMinimaMeses' | 'idadeMaximaMeses' | 'sexo' | 'condicao'>): string {
  const partes: string[] = [];
  const min = c.idadeMinimaMeses;
  const max = c.idadeMaximaMeses;
  if (min != null && max != null) partes.push(`${min} a ${max} meses`);
  else if (min != null) partes.push(`a partir de ${min} meses`);
  else if (max != null) partes.push(`até ${max} meses`);
  if (c.sexo) partes.push(c.sexo === 'F' ? 'sexo feminino' : 'sexo masculino');
  if (c.condicao === 'gestante') partes.push('gestantes');
  else if (c.condicao === 'puerpera') partes.push('puérperas');
  return partes.length ? partes.join(', ') : 'Toda a população';
}

/** A campaign in progress today (not closed, today within its period), else 404/422. */
export async function campanhaEmAndamento(tx: Tx, id: number, hoje = hojeIso()): Promise<CampanhaAplicacao> {
  const { rows } = await tx.execute(sql`
    select id, nome, inicio::text as inicio, fim::text as fim, estrategia, idade_minima_meses, idade_maxima_meses, sexo, condicao,
           populacao_alvo, meta_percentual, encerrada
      from vacinacao_campanha where id = ${id}`);
  const c = rows[0];
  if (!c) throw notFound('Campanha não encontrada.');
  if (c.encerrada || String(c.inicio) > hoje || String(c.fim) < hoje)
    throw unprocessable({ campanha_id: [M.naoEmAndamento] }, M.naoEmAndamento);
  const { rows: vs } = await tx.execute(sql`
    select cv.vacina_id, v.nome, cv.dose, cv.meta_doses from vacinacao_campanha_vacina cv join vacina v on v.id = cv.vacina_id
     where cv.campanha_id = ${id} order by v.nome`);
  const populacao = numeroOuNulo(c.populacao_alvo);
  const percentual = c.meta_percentual == null ? 100 : Number(c.meta_percentual);
  return {
    id: Number(c.id),
    nome: String(c.nome),
    inicio: String(c.inicio),
    fim: String(c.fim),
    estrategia: Number(c.estrategia),
    idadeMinimaMeses: numeroOuNulo(c.idade_minima_meses),
    idadeMaximaMeses: numeroOuNulo(c.idade_maxima_meses),
    sexo: (c.sexo as 'F' | 'M' | null) ?? null,
    condicao: (c.condicao as string | null) ?? null,
    meta: populacao == null ? null : Math.ceil((populacao * percentual) / 100),
    vacinas: vs.map((v) => ({
      vacinaId: Number(v.vacina_id),
      nome: String(v.nome),
      dose: String(v.dose) as CodigoDose,
      metaDoses: numeroOuNulo(v.meta_doses),
    })),
  };
}

/** Whole months between two dates (the day of the month counts). */
export function idadeEmMeses(nascimento: string, data: string): number {
  const [a1, m1, d1] = nascimento.split('-').map(Number) as [number, number, number];
  const [a2, m2, d2] = data.split('-').map(Number) as [number, number, number];
  return (a2 - a1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/**
 * Why the patient is outside the campaign's target group (age in months, sex, condition), or null. Outside is not
 * refused: the record then needs a reason (issue 20).
 */
export function foraDoPublico(
  c: CampanhaAplicacao,
  p: { nascimento: string | null; sexo: 'F' | 'M' | null; gestante: boolean; puerpera: boolean },
  hoje: string,
): string | null {
  const motivos: string[] = [];
  if ((c.idadeMinimaMeses != null || c.idadeMaximaMeses != null) && p.nascimento) {
    const meses = idadeEmMeses(p.nascimento, hoje);
    if ((c.idadeMinimaMeses != null && meses < c.idadeMinimaMeses) || (c.idadeMaximaMeses != null && meses > c.idadeMaximaMeses))
      motivos.push(`idade de ${meses} meses fora da faixa (${publicoDe({ ...c, sexo: null, condicao: null })}).`);
  }
  if (c.sexo && p.sexo !== c.sexo) motivos.push(`a campanha é para o ${c.sexo === 'F' ? 'sexo feminino' : 'sexo masculino'}.`);
  if (c.condicao === 'gestante' && !p.gestante) motivos.push('a campanha é para gestantes.');
  if (c.condicao === 'puerpera' && !p.puerpera) motivos.push('a campanha é para puérperas.');
  return motivos.length ? motivos.join(' ') : null;
}

/** Doses of the campaign: today in this room, and in all. */
export async function contagemDaCampanha(tx: Tx, campanhaId: number, centroCustoId: number, hoje: string) {
  const { rows } = await tx.execute(sql`
    select vacina_id, count(*) filter (where centro_custo_id = ${centroCustoId} and data_aplicacao = ${hoje}) as hoje, count(*) as total
      from vacinacao where campanha_id = ${campanhaId} and cancelado_em is null group by vacina_id`);
  const porVacina = new Map(rows.map((r) => [Number(r.vacina_id), Number(r.hoje)]));
  return {
    porVacina,
    hoje: rows.reduce((s, r) => s + Number(r.hoje), 0),
    total: rows.reduce((s, r) => s + Number(r.total), 0),
  };
}

/** The room's first-expiry lot of each campaign vaccine. */
export async function lotesFefo(tx: Tx, centroCustoId: number, hoje: string) {
  const vacinas: VacinaDaSala[] = await vacinasDaSala(tx, centroCustoId, hoje);
  return new Map(vacinas.map((v) => [v.id, v.lotes[0] ?? null]));
}
