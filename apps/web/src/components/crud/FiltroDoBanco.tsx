import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { api } from '../../lib/api';

/** The most options an autocomplete gives in one answer (its `length` limit). */
const MAXIMO_OPCOES = 50;

/**
 * A list filter whose options come from the database (FilterDef.fonte: a registry's autocomplete): the rows are
 * read once (the first 50 by name), the typed text narrows them on the page; the value in the URL is the row's id.
 */
export function FiltroDoBanco({
  fonte,
  label,
  value,
  onChange,
}: {
  fonte: string;
  label: string;
  value?: string;
  onChange: (v?: string) => void;
}) {
  const opcoes = useQuery({
    queryKey: ['filtro-do-banco', fonte],
    queryFn: () => api.get<{ data: { id: number; label: string }[] }>(fonte, { query: { length: MAXIMO_OPCOES } }),
    staleTime: 60_000,
  });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder={label}
      style={{ width: 220 }}
      loading={opcoes.isLoading}
      notFoundContent={opcoes.isLoading ? 'Carregando…' : 'Nenhum registro encontrado'}
      value={opcoes.data ? value : undefined}
      onChange={(v?: string) => onChange(v)}
      options={(opcoes.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.label }))}
    />
  );
}
