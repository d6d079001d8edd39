import { Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { BUSCA_ATRASO_MS } from './use-server-table';

/** A text filter that reports its value after the user pauses typing (no request per keystroke). */
export function FilterInput({
  value,
  onChange,
  ...rest
}: Omit<InputProps, 'value' | 'onChange'> & { value?: string; onChange: (v: string | undefined) => void }) {
  const [texto, setTexto] = useState(value ?? '');
  useEffect(() => setTexto(value ?? ''), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the pause only when the text changes
  useEffect(() => {
    if (texto.trim() === (value ?? '')) return;
    const timer = setTimeout(() => onChange(texto.trim() || undefined), BUSCA_ATRASO_MS);
    return () => clearTimeout(timer);
  }, [texto]);
  return <Input allowClear {...rest} value={texto} onChange={(e) => setTexto(e.target.value)} />;
}
