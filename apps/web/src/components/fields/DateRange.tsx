import { Flex } from 'antd';
import { DateInput } from './DateInput';
import { dayjsParaIso, isoParaDayjs, type Limites } from './mascaras';

export interface Periodo {
  /** 'YYYY-MM-DD' or null. */
  inicio: string | null;
  fim: string | null;
}

export interface DateRangeProps extends Limites {
  value?: Partial<Periodo> | null;
  onChange?: (value: Periodo) => void;
  /** Spec 000 §5: a range cannot exceed 1 year unless this limit is turned off. */
  semLimite?: boolean;
  labelInicio?: string;
  labelFim?: string;
  disabled?: boolean;
  /** Given by Form.Item: the form's label then points at the start field. */
  id?: string;
}

const mover = (iso: string, anos: number) => dayjsParaIso(isoParaDayjs(iso).add(anos, 'year'));
const maior = (a?: string | null, b?: string | null) => (!a ? b : !b ? a : a > b ? a : b);
const menor = (a?: string | null, b?: string | null) => (!a ? b : !b ? a : a < b ? a : b);

/**
 * Start and end dates (spec 000 §5): the start is limited by the end and the end by the start;
 * by default the two are at most 1 year apart (§9).
 */
export function DateRange({
  value,
  onChange,
  semLimite = false,
  labelInicio = 'Início',
  labelFim = 'Fim',
  minDate,
  maxDate,
  disabled,
  id,
}: DateRangeProps) {
  const inicio = value?.inicio ?? null;
  const fim = value?.fim ?? null;
  const mudar = (parte: Partial<Periodo>) => onChange?.({ inicio, fim, ...parte });

  return (
    <Flex gap={8} wrap>
      <DateInput
        id={id}
        aria-label={labelInicio}
        prefix={<span aria-hidden>{labelInicio}</span>}
        disabled={disabled}
        value={inicio}
        minDate={maior(minDate, fim && !semLimite ? mover(fim, -1) : null)}
        maxDate={menor(maxDate, fim)}
        onChange={(v) => mudar({ inicio: v })}
        style={{ flex: 1, minWidth: 180 }}
      />
      <DateInput
        id={id ? `${id}_fim` : undefined}
        aria-label={labelFim}
        prefix={<span aria-hidden>{labelFim}</span>}
        disabled={disabled}
        value={fim}
        minDate={maior(minDate, inicio)}
        maxDate={menor(maxDate, inicio && !semLimite ? mover(inicio, 1) : null)}
        onChange={(v) => mudar({ fim: v })}
        style={{ flex: 1, minWidth: 180 }}
      />
    </Flex>
  );
}
