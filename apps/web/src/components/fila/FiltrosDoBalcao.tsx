import { StatusFilaNome } from '@saude/shared';
import { Input, Select } from 'antd';

/** The status filter of a queue desk: empty, the queue shows who waits and who is being attended. */
export function FiltroSituacao({ valor, aoMudar }: { valor: number | undefined; aoMudar: (status?: number) => void }) {
  return (
    <Select
      aria-label="Situação"
      allowClear
      placeholder="Em espera e em atendimento"
      style={{ width: 220 }}
      value={valor}
      options={Object.entries(StatusFilaNome).map(([id, n]) => ({ value: Number(id), label: n }))}
      onChange={aoMudar}
    />
  );
}

/** The search box of a queue desk: it searches on Enter or the button (an empty search clears it). */
export function BuscaNaFila({
  placeholder,
  valor,
  aoBuscar,
}: {
  placeholder: string;
  valor: string | undefined;
  aoBuscar: (busca?: string) => void;
}) {
  return (
    <Input.Search
      aria-label="Buscar paciente"
      placeholder={placeholder}
      allowClear
      defaultValue={valor}
      style={{ width: 240 }}
      onSearch={(v) => aoBuscar(v.trim() || undefined)}
    />
  );
}
