import { FeriadoAbrangenciaNome, feriadosNacionaisNoPeriodo } from '@saude/shared';
import { and, between, eq, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { feriado } from './feriado.table.js';

/** A holiday on a given date, national (computed) or registered by the municipality. */
export interface FeriadoDoPeriodo {
  /** 'YYYY-MM-DD' of this occurrence (a recurring holiday gets the year of the period). */
  data: string;
  descricao: string;
  abrangencia: 'Nacional' | 'Estadual' | 'Municipal';
  facultativo: boolean;
  recorrente: boolean;
  /** The registry row; null for national holidays. */
  feriadoId: number | null;
}

const bissexto = (ano: number) => (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;

/**
 * Every holiday between two 'YYYY-MM-DD' dates (inclusive), national and municipal, in date order,
 * for the scheduling agendas. A recurring holiday occurs each year on its day and month; one on
 * 29/02 occurs only in leap years (it is not moved to 28/02 or 01/03).
 */
export async function feriadosNoPeriodo(tx: Tx, inicio: string, fim: string): Promise<FeriadoDoPeriodo[]> {
  if (fim < inicio) return [];
  const nacionais: FeriadoDoPeriodo[] = feriadosNacionaisNoPeriodo(inicio, fim).map((f) => ({
    ...f,
    abrangencia: 'Nacional',
    recorrente: true,
    feriadoId: null,
  }));
  const linhas = await tx
    .select()
    .from(feriado)
    .where(or(eq(feriado.recorrente, true), and(eq(feriado.recorrente, false), between(feriado.data, inicio, fim))));
  const locais: FeriadoDoPeriodo[] = [];
  for (const l of linhas) {
    const base = {
      descricao: l.descricao,
      abrangencia: FeriadoAbrangenciaNome[l.abrangencia] as 'Estadual' | 'Municipal',
      facultativo: l.facultativo,
      recorrente: l.recorrente,
      feriadoId: l.id,
    };
    if (!l.recorrente) {
      locais.push({ data: l.data, ...base });
      continue;
    }
    const mesDia = l.data.slice(5);
    for (let ano = Number(inicio.slice(0, 4)); ano <= Number(fim.slice(0, 4)); ano++) {
      if (mesDia === '02-29' && !bissexto(ano)) continue;
      const data = `${String(ano).padStart(4, '0')}-${mesDia}`;
      if (data >= inicio && data <= fim) locais.push({ data, ...base });
    }
  }
  const ordem = { Nacional: 0, Estadual: 1, Municipal: 2 };
  return [...nacionais, ...locais].sort((a, b) => a.data.localeCompare(b.data) || ordem[a.abrangencia] - ordem[b.abrangencia]);
}

/**
 * Whether a 'YYYY-MM-DD' date is a holiday for the municipality of the transaction. "Pontos
 * facultativos" count unless `incluirFacultativos` is false (an agenda may choose to open on them).
 */
export async function ehFeriado(tx: Tx, data: string, opts: { incluirFacultativos?: boolean } = {}): Promise<boolean> {
  const lista = await feriadosNoPeriodo(tx, data, data);
  return lista.some((f) => opts.incluirFacultativos !== false || !f.facultativo);
}
