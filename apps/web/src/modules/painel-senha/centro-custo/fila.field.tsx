import type { filaAutocompleteRespostaSchema, Resposta } from '@saude/shared';
import { Typography } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';

type FilaDaBusca = Resposta<typeof filaAutocompleteRespostaSchema>['data'][number];

/**
 * A ticket queue (a cost centre) as the API names it: "Centro de custo — Unidade". The search gives its service
 * location too (shown under the name in the list); the queue stored in a model comes without it.
 */
export type FilaOpcao = Omit<FilaDaBusca, 'local'> & Partial<Pick<FilaDaBusca, 'local'>>;

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
