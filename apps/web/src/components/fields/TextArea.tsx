import { Input, Typography } from 'antd';
import type { TextAreaProps as AntTextAreaProps } from 'antd/es/input';
import { useId } from 'react';

export interface TextAreaProps extends Omit<AntTextAreaProps, 'value' | 'onChange' | 'defaultValue' | 'maxLength' | 'showCount'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Maximum length: the browser stops typing there and 'Caracteres restantes' counts down to it. */
  max?: number;
}

/** Spec 000 §5/§9: 2 rows by default, 'Caracteres restantes' against max, trimmed on leaving. */
export function TextArea({ value, onChange, max, rows = 2, onBlur, ...rest }: TextAreaProps) {
  const contadorId = useId();
  const texto = value ?? '';
  return (
    <>
      <Input.TextArea
        {...rest}
        rows={rows}
        maxLength={max}
        aria-describedby={max !== undefined ? contadorId : undefined}
        value={texto}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={(e) => {
          const aparado = texto.trim();
          if (aparado !== texto) onChange?.(aparado);
          onBlur?.(e);
        }}
      />
      {max !== undefined && <ContadorRestante id={contadorId} restantes={max - texto.length} />}
    </>
  );
}

/** Shared by TextArea and RichText. Negative when pasted text goes over (the rule then reports it). */
export function ContadorRestante({ id, restantes }: { id: string; restantes: number }) {
  return (
    <Typography.Text id={id} type={restantes < 0 ? 'danger' : 'secondary'} style={{ display: 'block', fontSize: 12, textAlign: 'right' }}>
      Caracteres restantes: {restantes}
    </Typography.Text>
  );
}
