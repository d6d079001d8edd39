import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';

export type Caminho = (string | number)[];

const mesmoCaminho = (a: readonly PropertyKey[], b: Caminho) => a.length === b.length && a.every((p, i) => p === b[i]);

export interface RegrasDoFormulario {
  /** The rule of a field anywhere in the form, lists included (['receitas', 0, 'itens', 1, 'posologia']). */
  regra: (caminho: Caminho) => FormRule[];
  /** The same for a Form.List (its rules see only the list; the form is asked for the rest). */
  regraLista: (form: FormInstance, caminho: Caminho) => { validator: () => Promise<void> }[];
}

/**
 * antd rules from the shared schema of a clinical form (spec 000 §5: the web and the API validate with one
 * schema): the whole form is parsed and only the first issue of exactly this path speaks. Rules that compare
 * items (a repeated CID, one principal) run once every field is valid, as on the server. Core since issue 17.
 */
export function criarRegras(schema: z.ZodType): RegrasDoFormulario {
  const problema = async (valores: unknown, caminho: Caminho) => {
    const r = schema.safeParse(valores);
    const issue = r.success ? undefined : r.error.issues.find((i) => mesmoCaminho(i.path, caminho));
    if (issue) throw new Error(issue.message);
  };
  return {
    regra: (caminho) => [({ getFieldsValue }) => ({ validator: () => problema(getFieldsValue(true), caminho) })],
    regraLista: (form, caminho) => [{ validator: () => problema(form.getFieldsValue(true), caminho) }],
  };
}
