import { AUTOCOMPLETE, toSnake } from '@saude/shared';
import { Select, type SelectProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { handleApiError } from '../../lib/errors';

export type EstadoAutocomplete = 'standby' | 'searching' | 'searched';

/** Spec 000 §8 texts; #LABEL# is replaced by the text the user typed (what they look for). */
export const TEXTO_PROCURANDO = 'Procurando por #LABEL#';
export const TEXTO_NENHUM = 'Nenhum resultado para #LABEL# encontrado';
const comTermo = (texto: string, termo: string) => texto.replace('#LABEL#', termo);

type Chave = string | number;
type Item = Record<string, unknown>;

export interface AutocompleteProps<T extends object = Item> {
  /** Server endpoint answering `{ data: [...] }` (spec 000 §7). */
  url: string;
  /** Accessible name (and placeholder) of the field. */
  label: string;
  /** Field shown for an item, or a function of the item. Default 'nome'. */
  optionLabel?: (keyof T & string) | ((item: T) => string);
  /** Field that is the value. Default 'id'. */
  optionValue?: keyof T & string;
  /** Custom rendering of an option in the list (the field itself shows optionLabel). */
  renderOption?: (item: T) => ReactNode;
  /** Sent with every search (e.g. `{ unidadeId: 3 }`, snake_cased on the wire). */
  extraParams?: Record<string, unknown>;
  /** Sent as exclude_value: the server leaves it out (e.g. the record being edited). */
  excludeValue?: unknown;
  value?: Chave | null;
  onChange?: (value: Chave | null, item: T | null) => void;
  /** The item of the initial value (edit forms), so its label shows before any search. */
  itemInicial?: T | null;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  style?: SelectProps['style'];
  /** Takes the focus when it mounts (the first field of a desk, e.g. the reception's patient). */
  autoFocus?: boolean;
}

/** Answers kept per term, so going back to a term shows its answer without asking again. */
const TERMOS_GUARDADOS = 20;

/**
 * Server autocomplete (spec 000 §4/§7/§9): searches after 2 characters and 500 ms, asks for 10
 * items, shows only the answer for the latest term (older requests are aborted and late answers
 * ignored) and never asks twice in a row for the same term.
 */
export function Autocomplete<T extends object = Item>({
  url,
  label,
  optionLabel = 'nome' as keyof T & string,
  optionValue = 'id' as keyof T & string,
  renderOption,
  extraParams,
  excludeValue,
  value,
  onChange,
  itemInicial,
  id,
  disabled,
  placeholder,
  allowClear = true,
  style,
  autoFocus,
}: AutocompleteProps<T>) {
  const [busca, setBusca] = useState('');
  const [resultados, setResultados] = useState<ReadonlyMap<string, T[]>>(new Map());
  // A failed term shows as searched-and-empty but is not kept: typing it again asks again.
  const [falha, setFalha] = useState<string | null>(null);
  // Items seen (initial, chosen, found) by value: the field's label when the options are another search's.
  const conhecidos = useRef(new Map<Chave, T>());
  const emVoo = useRef<{ termo: string; controller: AbortController } | null>(null);
  const draw = useRef(0);

  const rotulo = (item: T) => (typeof optionLabel === 'function' ? optionLabel(item) : String(item[optionLabel] ?? ''));
  const chave = (item: T) => item[optionValue] as Chave;
  if (itemInicial) conhecidos.current.set(chave(itemInicial), itemInicial);

  const termo = busca.trim();
  const estado: EstadoAutocomplete =
    termo.length < AUTOCOMPLETE.minimoCaracteres ? 'standby' : resultados.has(termo) || falha === termo ? 'searched' : 'searching';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a search starts from the typed term only
  useEffect(() => {
    if (falha !== null && falha !== termo) setFalha(null);
    if (estado !== 'searching' || emVoo.current?.termo === termo) return;
    const timer = setTimeout(() => pesquisar(termo), AUTOCOMPLETE.atrasoMs);
    return () => clearTimeout(timer);
  }, [termo]);

  useEffect(() => () => emVoo.current?.controller.abort(), []);

  async function pesquisar(termoPesquisado: string) {
    emVoo.current?.controller.abort();
    const controller = new AbortController();
    const pedido = { termo: termoPesquisado, controller };
    emVoo.current = pedido;
    draw.current += 1;
    const coluna = typeof optionLabel === 'string' ? toSnake(optionLabel) : undefined;
    try {
      const resposta = await api.get<{ data?: T[]; original?: { data?: T[] } }>(url, {
        signal: controller.signal,
        query: {
          ...extraParams,
          draw: draw.current,
          search: { value: termoPesquisado, regex: false },
          columns: coluna ? [{ data: coluna, name: coluna, searchable: true, orderable: false }] : [],
          start: 0,
          length: AUTOCOMPLETE.resultados,
          excludeValue,
        },
      });
      if (emVoo.current !== pedido) return;
      guardar(termoPesquisado, (resposta?.original?.data ?? resposta?.data ?? []).slice(0, AUTOCOMPLETE.resultados));
    } catch (error) {
      if (emVoo.current !== pedido || controller.signal.aborted) return;
      handleApiError(error);
      setFalha(termoPesquisado);
    } finally {
      if (emVoo.current === pedido) emVoo.current = null;
    }
  }

  function guardar(termoPesquisado: string, itens: T[]) {
    for (const item of itens) conhecidos.current.set(chave(item), item);
    setResultados((anteriores) => new Map([...anteriores, [termoPesquisado, itens] as const].slice(-TERMOS_GUARDADOS)));
  }

  const itens = estado === 'searched' ? (resultados.get(termo) ?? []) : [];
  const opcoes = itens.map((item) => ({ value: chave(item), label: rotulo(item), item }));
  const vazio = estado === 'searching' ? comTermo(TEXTO_PROCURANDO, termo) : estado === 'searched' ? comTermo(TEXTO_NENHUM, termo) : null;

  return (
    <Select
      id={id}
      autoFocus={autoFocus}
      aria-label={label}
      placeholder={placeholder ?? label}
      disabled={disabled}
      allowClear={allowClear}
      style={{ width: '100%', ...style }}
      value={value ?? null}
      showSearch={{ filterOption: false, onSearch: setBusca }}
      options={opcoes}
      loading={estado === 'searching'}
      notFoundContent={vazio}
      listHeight={AUTOCOMPLETE.alturaMaximaPx}
      // the chosen item is not among the options of a later search: its label comes from here
      labelRender={({ value: v, label: l }) => {
        const item = conhecidos.current.get(v as Chave);
        return l ?? (item ? rotulo(item) : String(v));
      }}
      optionRender={renderOption ? (opcao) => renderOption((opcao.data as { item: T }).item) : undefined}
      onChange={(v, opcao) => {
        const item = (Array.isArray(opcao) ? undefined : (opcao as { item?: T } | undefined))?.item ?? null;
        setBusca('');
        onChange?.((v as Chave | undefined) ?? null, item);
      }}
    />
  );
}
