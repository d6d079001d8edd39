import { mensagens } from '@saude/shared';
import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { escapeLike } from './datatable/datatable.js';
import { porNome } from './sql/texto.js';

/**
 * Lookups over the national reference tables (CID, CIAP, SIGTAP, CBO, municipalities, countries):
 * one query shape, one search rule and one order, so every autocomplete behaves alike.
 *
 * Search: the term matches by code prefix (in the code's own form: 'a00.0' → 'A000') OR by name,
 * where every word of the term must appear in the name, ignoring accents and case
 * (f_unaccent(lower(...)), served by the trigram indexes). Order: exact code, code prefix (by
 * code), exact name, name prefix, then the rest, names in ICU order. An empty term lists the first
 * items by name.
 */

export const BUSCA_MAXIMA = 100;
const MAXIMO_PALAVRAS = 8;
export const QUANTIDADE_PADRAO = 10;
export const QUANTIDADE_MAXIMA = 50;

/** A typed search term. */
export const zTermo = () =>
  z.string({ error: 'O termo de busca deve ser um texto.' }).max(BUSCA_MAXIMA, mensagens.tamanhoMaximo('Busca', BUSCA_MAXIMA)).optional();

/** How many items to answer: the autocomplete asks for 10 (spec 000 §9). */
export const quantidade = (padrao = QUANTIDADE_PADRAO, maximo = QUANTIDADE_MAXIMA) =>
  z.coerce
    .number({ error: mensagens.numeroInvalido('Quantidade') })
    .int(mensagens.numeroInvalido('Quantidade'))
    .min(1, `Quantidade deve estar entre 1 e ${maximo}.`)
    .max(maximo, `Quantidade deve estar entre 1 e ${maximo}.`)
    .default(padrao);

/**
 * The query of an autocomplete as the web component sends it (spec 000 §7: draw, search[value],
 * columns, start, length, exclude_value), camelised by the casing hook. Unknown keys are ignored.
 */
export const lookupQuerySchema = z.object({
  search: z.object({ value: zTermo() }, { error: 'A busca deve ser informada como search[value].' }).optional(),
  length: quantidade(),
  excludeValue: z.union([z.string(), z.array(z.string())], { error: 'Os itens a excluir devem ser informados como texto.' }).optional(),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** The typed term, trimmed and with single spaces ('' when none). */
export function termoDe(q: { search?: { value?: string }; query?: string }): string {
  return (q.query ?? q.search?.value ?? '').trim().replace(/\s+/g, ' ');
}

/** Values to leave out of the answer (e.g. the item already chosen). */
export const excluidos = (q: { excludeValue?: string | string[] }) => ([] as string[]).concat(q.excludeValue ?? []).filter(Boolean);

export interface LookupSpec {
  /** The code as text, compared by prefix. */
  codigo: SQL | Column;
  /** The typed term in the code's form, or null when it cannot be (part of) a code. */
  comoCodigo: (termo: string) => string | null;
  /** The name or description (trigram index on f_unaccent(lower(col))). */
  nome: Column;
  /** Another way a single word may match (e.g. the UF of a municipality: 'santos sp'). */
  palavra?: (palavra: string) => SQL;
}

const normalizado = (col: SQL | Column) => sql`f_unaccent(lower(${col}))`;
const padrao = (texto: string, antes: string, depois: string) => sql`f_unaccent(${`${antes}${escapeLike(texto.toLowerCase())}${depois}`})`;

/** The search condition for a non-empty term (undefined for an empty one: everything matches). */
export function lookupWhere(spec: LookupSpec, term: string): SQL | undefined {
  if (!term) return undefined;
  // words of punctuation only (the ' - ' of a label typed back) do not restrict
  const palavras = term
    .split(' ')
    .filter((p) => /[\p{L}\p{N}]/u.test(p))
    .slice(0, MAXIMO_PALAVRAS);
  // a term of symbols only ('%', '-') matches no name
  const porNome = palavras.length
    ? and(
        ...palavras.map((p) => {
          const noNome = sql`${normalizado(spec.nome)} like ${padrao(p, '%', '%')}`;
          return spec.palavra ? sql`(${noNome} or ${spec.palavra(p)})` : noNome;
        }),
      )
    : sql`false`;
  const codigo = spec.comoCodigo(term);
  return codigo ? or(sql`${spec.codigo} like ${`${escapeLike(codigo)}%`}`, porNome) : porNome;
}

/** Exact and prefix code matches first, then exact and prefix names, then the rest by name (ICU order). */
export function lookupOrder(spec: LookupSpec, term: string): SQL[] {
  const alfabetica = [porNome(spec.nome), sql`${spec.codigo}`];
  if (!term) return alfabetica;
  const codigo = spec.comoCodigo(term);
  const prefixo = codigo ? sql`${spec.codigo} like ${`${escapeLike(codigo)}%`}` : sql`false`;
  const rank = sql`case
      when ${codigo ? sql`${spec.codigo} = ${codigo}` : sql`false`} then 0
      when ${prefixo} then 1
      when ${normalizado(spec.nome)} = f_unaccent(${term.toLowerCase()}) then 2
      when ${normalizado(spec.nome)} like ${padrao(term, '', '%')} then 3
      else 4 end`;
  return [rank, sql`case when ${prefixo} then ${spec.codigo} end`, ...alfabetica];
}

/** Code forms: only what could be typed as (the start of) a code of each table. */
export const codigos = {
  /** Digits only, up to n (IBGE, country numbers, CBO, SIGTAP); dots, hyphens and spaces of a mask are dropped. */
  digitos: (n: number) => (t: string) => {
    const d = t.replace(/[.\- ]/g, '');
    return new RegExp(`^\\d{1,${n}}$`).test(d) ? d : null;
  },
  /** A letter and up to n digits (CID-10: A00.0 → A000; CIAP-2: K86). */
  letraDigitos: (n: number) => (t: string) => {
    const c = t.replace(/[. ]/g, '').toUpperCase();
    return new RegExp(`^[A-Z]\\d{0,${n}}$`).test(c) ? c : null;
  },
};
