import { Input, type InputProps } from 'antd';
import { aplicarFiltros, type Filtro } from './filtros';

export interface TextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** alpha, alpha-space, number, trim (collapses double spaces), uppercase — spec 000 §5. */
  filtros?: Filtro | readonly Filtro[];
}

/** A text field, filtered as typed and always trimmed on leaving (spec 000 §5). */
export function TextInput({ value, onChange, filtros, onBlur, ...rest }: TextInputProps) {
  const texto = value ?? '';
  return (
    <Input
      {...rest}
      value={texto}
      onChange={(e) => onChange?.(aplicarFiltros(e.target.value, filtros))}
      onBlur={(e) => {
        const aparado = texto.trim();
        if (aparado !== texto) onChange?.(aparado);
        onBlur?.(e);
      }}
    />
  );
}
