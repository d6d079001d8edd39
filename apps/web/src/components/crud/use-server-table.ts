import { TAMANHO_PAGINA_PADRAO, TAMANHOS_PAGINA } from '@saude/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { type DatatableResponse, datatableQuery, type ServerColumn, type SortDir, unwrap } from './datatable';

/** Typing pauses this long before the search goes to the URL and the server. */
export const BUSCA_ATRASO_MS = 500;

export const VAZIO_SEM_FILTRO = 'Não há registros para exibir';
export const VAZIO_COM_FILTRO = 'Não há registros correspondentes à sua solicitação';

export interface ServerTableOptions<T> {
  /** e.g. '/api/administracao/email-saida/datatable' */
  endpoint: string;
  columns: ServerColumn<T>[];
  defaultSort?: { field: string; dir: SortDir };
  /** Extra query parameters kept in the URL and sent as they are (e.g. ['tabela', 'acao']). */
  filters?: readonly string[];
  /** Spec 000 §7: some tables load only after a search or filter is given. */
  requireSearch?: boolean;
  /** false holds the request (e.g. a report whose required filter is not given yet). */
  enabled?: boolean;
}

const inteiro = (v: string | null, padrao: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : padrao;
};

/**
 * Server-paged table state (refine's useTable, our protocol): page, size, sort, search and
 * filters live in the URL, so "Voltar" returns to the same list and a menu link opens it fresh.
 * Any change other than the page goes back to page 1. Returns props ready to spread on <Table>.
 */
export function useServerTable<T extends object>(options: ServerTableOptions<T>) {
  const { endpoint, columns, defaultSort, filters = [], requireSearch = false, enabled = true } = options;
  const [params, setParams] = useSearchParams();

  const page = inteiro(params.get('page'), 1);
  const tamanho = inteiro(params.get('size'), TAMANHO_PAGINA_PADRAO);
  const size = (TAMANHOS_PAGINA as readonly number[]).includes(tamanho) ? tamanho : TAMANHO_PAGINA_PADRAO;
  const sortField = params.get('sort') ?? defaultSort?.field;
  const sortDir: SortDir = params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : (defaultSort?.dir ?? 'asc');
  const q = params.get('q') ?? '';
  const filtroValores = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? undefined]));
  const filtrado = q !== '' || Object.values(filtroValores).some((v) => v !== undefined);

  const update = (changes: Record<string, string | number | undefined>, resetPage = true) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const [busca, setBusca] = useState(q);
  useEffect(() => setBusca(q), [q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounce restarts on typing only; update is rebuilt every render
  useEffect(() => {
    if (busca.trim() === q) return;
    const timer = setTimeout(() => update({ q: busca.trim() || undefined }), BUSCA_ATRASO_MS);
    return () => clearTimeout(timer);
  }, [busca, q]);

  const draw = useRef(0);
  const sort = sortField ? { field: sortField, dir: sortDir } : undefined;
  const query = useQuery({
    queryKey: ['datatable', endpoint, { page, size, sort, q, filtroValores }],
    queryFn: async ({ signal }) => {
      draw.current += 1;
      const dt = datatableQuery(columns, { draw: draw.current, page, size, sort, search: q });
      return unwrap(await api.get<DatatableResponse<T>>(endpoint, { query: { ...dt, ...filtroValores }, signal }));
    },
    enabled: enabled && (!requireSearch || filtrado),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const colunas = useMemo(
    () =>
      columns.map((c) =>
        c.sorter
          ? {
              ...c,
              sortOrder: c.dataIndex === sortField ? (sortDir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
              // Never the "unsorted" third click: the server always orders by something.
              sortDirections: ['ascend' as const, 'descend' as const, 'ascend' as const],
            }
          : c,
      ),
    [columns, sortField, sortDir],
  );

  const onChange: TableProps<T>['onChange'] = (pag: TablePaginationConfig, _f, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const campo = typeof s?.field === 'string' ? s.field : undefined;
    const dir: SortDir | undefined = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : undefined;
    const mudouOrdem = campo !== undefined && dir !== undefined && (campo !== sortField || dir !== sortDir);
    const mudouTamanho = pag.pageSize !== undefined && pag.pageSize !== size;
    if (mudouOrdem || mudouTamanho) {
      update({ sort: campo ?? sortField, dir: dir ?? sortDir, size: pag.pageSize === TAMANHO_PAGINA_PADRAO ? undefined : pag.pageSize });
    } else if (pag.current && pag.current !== page) {
      update({ page: pag.current === 1 ? undefined : pag.current }, false);
    }
  };

  const resposta = query.data;
  const tableProps: TableProps<T> = {
    columns: colunas,
    dataSource: resposta?.data ?? [],
    loading: query.isFetching,
    onChange,
    pagination: {
      current: page,
      pageSize: size,
      total: resposta?.recordsFiltered ?? 0,
      showSizeChanger: true,
      pageSizeOptions: TAMANHOS_PAGINA.map(String),
      showTotal: (total, [de, ate]) =>
        total === 0
          ? ''
          : resposta?.contagemLimitada
            ? `Mostrando ${de} a ${ate} de mais de ${total.toLocaleString('pt-BR')} registros`
            : `Mostrando ${de} a ${ate} de ${total.toLocaleString('pt-BR')} registros${resposta && resposta.recordsFiltered < resposta.recordsTotal ? ` (filtrados de ${resposta.recordsTotal.toLocaleString('pt-BR')})` : ''}`,
    },
    locale: { emptyText: filtrado ? VAZIO_COM_FILTRO : VAZIO_SEM_FILTRO },
  };

  return {
    tableProps,
    busca: { value: busca, onChange: setBusca },
    filtros: filtroValores,
    setFiltro: (nome: string, valor: string | undefined) => update({ [nome]: valor }),
    filtrado,
    textoVazio: filtrado ? VAZIO_COM_FILTRO : VAZIO_SEM_FILTRO,
    query,
  };
}

export type ServerTableState<T extends object> = ReturnType<typeof useServerTable<T>>;
