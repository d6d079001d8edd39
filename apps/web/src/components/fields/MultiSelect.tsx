import { Form, type FormItemProps, type FormRule, Select, type SelectProps } from 'antd';
import { BUSCA_NAS_OPCOES } from './busca-opcoes';

/** Spec 000 §9: multi-selects allow 3 items unless told otherwise. */
export const MULTISELECT_MAX_PADRAO = 3;
export const SELECIONE_AO_MENOS_UM = 'Selecione ao menos um item';

/** Spec 000 §5: a mandatory multi-select needs at least one item. `required` also draws the asterisk. */
export const regraAoMenosUmItem: FormRule = { required: true, type: 'array', min: 1, message: SELECIONE_AO_MENOS_UM };

type Valor = string | number;

export interface MultiSelectProps extends Omit<SelectProps<Valor[]>, 'mode' | 'maxCount' | 'showSearch'> {
  /** Most items that can be chosen (default 3). */
  max?: number;
}

/** Multiple choice with a limit; typing filters by label, ignoring accents and case. */
export function MultiSelect({ max = MULTISELECT_MAX_PADRAO, ...rest }: MultiSelectProps) {
  return <Select<Valor[]> allowClear style={{ width: '100%' }} {...rest} mode="multiple" maxCount={max} showSearch={BUSCA_NAS_OPCOES} />;
}

export interface MultiSelectFieldProps extends MultiSelectProps {
  name: FormItemProps['name'];
  label?: FormItemProps['label'];
  obrigatorio?: boolean;
  rules?: FormRule[];
}

/** The Form.Item with its rules: 'Selecione ao menos um item' when mandatory; none when disabled (§5). */
export function MultiSelectField({ name, label, obrigatorio, rules = [], disabled, ...select }: MultiSelectFieldProps) {
  const regras = disabled ? [] : obrigatorio ? [regraAoMenosUmItem, ...rules] : rules;
  return (
    <Form.Item name={name} label={label} rules={regras}>
      <MultiSelect disabled={disabled} {...select} />
    </Form.Item>
  );
}
