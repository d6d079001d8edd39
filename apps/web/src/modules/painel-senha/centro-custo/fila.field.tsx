import { Typography } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';

/** A ticket queue (a cost centre) as the API names it: "Centro de custo — Unidade". */
export interface FilaOpcao {
  id: number;
  label: string;
  /** Service location, shown under the name in the list. */
  local?: string;
}

/**
 * The queue field of the ticket panel's registries: server autocomplete over the active cost centres of
 * the municipality (2 characters, 500 ms, 10 results). `itemInicial` is the model's stored queue.
 */
export function FilaAutocomplete({
  id,
  value,
  onChange,
  label,
  itemInicial,
  placeholder,
}: {
  id?: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
  label: string;
  itemInicial?: FilaOpcao | null;
  placeholder?: string;
}) {
  return (
    <Autocomplete<FilaOpcao>
      id={id}
      url="/api/painel-senha/centro-custo/autocomplete"
      label={label}
      placeholder={placeholder}
      optionLabel="label"
      itemInicial={itemInicial ?? null}
      value={value ?? null}
      onChange={(v) => onChange?.(v === null ? null : Number(v))}
      renderOption={(f) => (
        <div>
          <div>{f.label}</div>
          {f.local && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f.local}
            </Typography.Text>
          )}
        </div>
      )}
    />
  );
}
