import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { ServerTableState } from '../crud/use-server-table';
import { DateRange } from '../fields/DateRange';
import { type FiltroSelecao, type FiltrosDaLista, NOME_PADRAO } from './filtros-lista';

/** The list's state (`useServerTable`), whose filters live in the URL. */
type Lista = Pick<ServerTableState<object>, 'filtros' | 'setFiltro'>;

/**
 * A select filter kept in the URL (its value as text): the toolbar's unit, professional and status, and a
 * page's own enumeration (e.g. the reason of a social attendance).
 */
export function SelecaoFiltro({
  lista,
  nome,
  rotulo,
  opcoes,
  carregando,
  largura,
  busca = false,
}: FiltroSelecao & { lista: Lista; nome: string; rotulo: string; busca?: boolean }) {
  return (
    <Select<string>
      allowClear
      showSearch={busca ? { optionFilterProp: 'label' } : undefined}
      aria-label={rotulo}
      placeholder={rotulo}
      style={{ width: largura ?? (busca ? 320 : 160), maxWidth: '100%' }}
      loading={carregando}
      value={lista.filtros[nome]}
      onChange={(v?: string) => lista.setFiltro(nome, v)}
      options={opcoes.map((o) => ({ value: String(o.value), label: o.label }))}
    />
  );
}

export interface BarraFiltrosProps extends FiltrosDaLista {
  lista: Lista;
  /** The page's own filters (named in `extras`), drawn before the period. */
  children?: ReactNode;
  /** Actions after the filters (e.g. "Fechar selecionadas"). */
  acoes?: ReactNode;
}

/**
 * The toolbar of a workflow list (issue 14 §4), beside the search box of ServerTable: unit or location,
 * professional, status, the page's own filters, then the period (at most one year: each date field limits the
 * other), each kept in the URL (a change goes back to page 1). The same `FiltrosDaLista` object gives
 * `useServerTable` the names (`nomesDosFiltros`):
 *
 *   const FILTROS = { status: { opcoes: opcoesDeNomes(STATUS_AIH_NOME) } } satisfies FiltrosDaLista;
 *   const table = useServerTable({ endpoint, columns, filters: nomesDosFiltros(FILTROS) });
 *   <ServerTable table={table} toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
 */
export function BarraFiltros({ lista, periodo = {}, unidade, profissional, status, children, acoes }: BarraFiltrosProps) {
  const { filtros, setFiltro } = lista;
  return (
    <>
      {unidade && <SelecaoFiltro lista={lista} nome={NOME_PADRAO.unidade} rotulo="Unidade" busca {...unidade} />}
      {profissional && <SelecaoFiltro lista={lista} nome={NOME_PADRAO.profissional} rotulo="Profissional" busca {...profissional} />}
      {status && <SelecaoFiltro lista={lista} nome={NOME_PADRAO.status} rotulo="Situação" {...status} />}
      {children}
      <div style={{ width: periodo.largura ?? 380, maxWidth: '100%' }}>
        <DateRange
          labelInicio={periodo.rotuloInicio}
          labelFim={periodo.rotuloFim}
          value={{ inicio: filtros.dataInicio ?? null, fim: filtros.dataFim ?? null }}
          onChange={(p) => {
            if ((p.inicio ?? undefined) !== filtros.dataInicio) setFiltro('dataInicio', p.inicio ?? undefined);
            if ((p.fim ?? undefined) !== filtros.dataFim) setFiltro('dataFim', p.fim ?? undefined);
          }}
        />
      </div>
      {acoes}
    </>
  );
}
