import { LoadingOutlined } from '@ant-design/icons';
import { applyMask, isCepFormato, MASCARAS, mensagens, onlyDigits, type Resposta, type verificacaoSchema } from '@saude/shared';
import { Form, type FormItemProps, type FormRule, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/api';

/** Server answers for CEPs already asked, so re-validating a form does not ask again. */
const respostas = new Map<string, boolean>();

/** Spec 000 §7: the unmasked CEP goes to the street service, which answers a boolean. */
export async function cepCadastrado(cep: string): Promise<boolean> {
  const digitos = onlyDigits(cep);
  const guardada = respostas.get(digitos);
  if (guardada !== undefined) return guardada;
  const { data } = await api.get<Resposta<typeof verificacaoSchema>>(`/api/cadastro/logradouro/has-cep/${digitos}`);
  respostas.set(digitos, data);
  return data;
}

/** Forgets the answers (a street was just registered). */
export const esquecerCeps = () => respostas.clear();

interface CepInputProps {
  value?: string | null;
  onChange?: (v: string) => void;
  id?: string;
  disabled?: boolean;
  /** Shows the spinner while the existence check runs. */
  verificando?: boolean;
}

/** CEP typed as ##.###-###; the form value keeps the mask (strip it before sending). */
export function CepInput({ value, onChange, verificando, ...rest }: CepInputProps) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      inputMode="numeric"
      maxLength={10}
      placeholder="00.000-000"
      suffix={verificando ? <LoadingOutlined aria-label="Verificando CEP" /> : <span />}
      onChange={(e) => onChange?.(applyMask(MASCARAS.cep, e.target.value))}
    />
  );
}

/**
 * The CEP field with the rules of spec 000 §5: format, then the asynchronous existence check
 * against the street table ('CEP não cadastrado no sistema.'), with a loading indicator.
 */
export function CepField({
  name,
  label = 'CEP',
  obrigatorio,
  disabled,
  ...item
}: FormItemProps & { obrigatorio?: boolean; disabled?: boolean }) {
  const [verificando, setVerificando] = useState(false);
  const regras: FormRule[] = disabled
    ? []
    : [
        { required: obrigatorio, message: mensagens.obrigatorio(String(label)) },
        {
          validator: async (_, valor?: string) => {
            if (!valor) return;
            if (!isCepFormato(valor)) throw new Error(mensagens.cepInvalido);
            setVerificando(true);
            try {
              if (!(await cepCadastrado(valor))) throw new Error(mensagens.cepNaoCadastrado);
            } finally {
              setVerificando(false);
            }
          },
        },
      ];
  return (
    <Form.Item name={name} label={label} rules={regras} validateDebounce={300} {...item}>
      <CepInput disabled={disabled} verificando={verificando} />
    </Form.Item>
  );
}
