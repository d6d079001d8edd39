import { applyMask, MASCARAS } from '@saude/shared';
import { Input, type InputProps } from 'antd';

interface Props extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string) => void;
  /** A mask of MASCARAS, or one chosen by the typed characters (landline vs. mobile phone). */
  mascara: string | ((semMascara: string) => string);
}

/** A masked text input for identifiers (CNPJ, CEP, phone) of the registries; the value keeps the mask. */
export function InputMascarado({ value, onChange, mascara, ...rest }: Props) {
  const aplicar = (texto: string) => {
    const m = typeof mascara === 'function' ? mascara(texto.replace(/[^0-9A-Za-z]/g, '')) : mascara;
    return applyMask(m, texto);
  };
  return <Input {...rest} value={value ?? ''} onChange={(e) => onChange?.(aplicar(e.target.value))} />;
}

/** (##) ####-#### up to 10 digits, (##) #####-#### beyond. */
export const mascaraTelefone = (digitos: string) => (digitos.length > 10 ? MASCARAS.celular : MASCARAS.telefone);
