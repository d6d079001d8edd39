import { useQuery } from '@tanstack/react-query';

/**
 * The filters of a workflow list (issue 14 §4), kept in the URL by `useServerTable`: a period (always), and
 * optionally the unit or location, the professional and the status; a page adds its own (`extras`).
 * `nomesDosFiltros` gives `useServerTable` their URL names, `BarraFiltros` draws them from the same object.
 */

/** A choice of a select filter; the URL keeps its value as text. */
export interface OpcaoFiltro {
  value: number | string;
  label: string;
}

export interface FiltroSelecao {
  opcoes: readonly OpcaoFiltro[];
  carregando?: boolean;
  /** aria-label and placeholder ('Unidade', 'Profissional', 'Situação' unless told). */
  rotulo?: string;
  /** The URL and request parameter ('infraestruturaId', 'usuarioId', 'status' unless told). */
  nome?: string;
  largura?: number;
}

export interface FiltroPeriodo {
  /** The labels inside the two date fields ('Início', 'Fim' unless told). */
  rotuloInicio?: string;
  rotuloFim?: string;
  largura?: number;
}

export interface FiltrosDaLista {
  /** Start and end dates (`dataInicio`, `dataFim`), at most one year apart (spec 000 §5 and §9). */
  periodo?: FiltroPeriodo;
  unidade?: FiltroSelecao;
  profissional?: FiltroSelecao;
  status?: FiltroSelecao;
  /** The page's own filters kept in the URL beside these (drawn by the page as BarraFiltros children). */
  extras?: readonly string[];
}

export const FILTROS_PERIODO = ['dataInicio', 'dataFim'] as const;

export const NOME_PADRAO = { unidade: 'infraestruturaId', profissional: 'usuarioId', status: 'status' } as const;

/** The URL names of a list's filters, for `useServerTable({ filters })`. */
export function nomesDosFiltros(f: FiltrosDaLista): string[] {
  const selecoes = (['unidade', 'profissional', 'status'] as const).flatMap((k) => {
    const s = f[k];
    return s ? [s.nome ?? NOME_PADRAO[k]] : [];
  });
  return [...selecoes, ...(f.extras ?? []), ...FILTROS_PERIODO];
}

/** `{ 1: 'Solicitada', 2: 'Autorizada' }` (a spec enumeration's names) as filter choices. */
export const opcoesDeNomes = (nomes: Readonly<Record<number, string>>): OpcaoFiltro[] =>
  Object.entries(nomes).map(([id, nome]) => ({ value: Number(id), label: nome }));

/**
 * The choices of a select filter read from the server (`{ data: [{ id, label | nome }] }`), kept a minute:
 * the units, locations or professionals a list can be narrowed to.
 */
export function useOpcoesFiltro(
  chave: string,
  carregar: () => Promise<{ data: readonly { id: number; label?: string; nome?: string }[] }>,
): Pick<FiltroSelecao, 'opcoes' | 'carregando'> {
  const q = useQuery({ queryKey: [chave], queryFn: carregar, staleTime: 60_000 });
  return {
    opcoes: (q.data?.data ?? []).map((o) => ({ value: o.id, label: o.label ?? o.nome ?? String(o.id) })),
    carregando: q.isLoading,
  };
}
