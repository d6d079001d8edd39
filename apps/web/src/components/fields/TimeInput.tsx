import { Input, type InputProps } from 'antd';
import { lerHora, mascaraHora } from './mascaras';
import { useMaskedValue } from './use-masked-value';

export interface TimeInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** 'HH:MM', or 'HH:MM:SS' with comSegundos. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  comSegundos?: boolean;
}

/**
 * HH:MM or HH:MM:SS (spec 000 §5). On leaving, a value of the wrong length is cleared and a field
 * that wants seconds gets ':00' when they were not typed.
 */
export function TimeInput({ value, onChange, comSegundos = false, onBlur, ...rest }: TimeInputProps) {
  const { texto, digitar, sair } = useMaskedValue(
    value,
    onChange,
    (v) => v,
    (t) => lerHora(t, comSegundos),
  );
  return (
    <Input
      placeholder={comSegundos ? 'HH:MM:SS' : 'HH:MM'}
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      maxLength={comSegundos ? 8 : 5}
      value={texto}
      onChange={(e) => digitar(mascaraHora(e.target.value, comSegundos))}
      onBlur={(e) => {
        sair();
        onBlur?.(e);
      }}
    />
  );
}
