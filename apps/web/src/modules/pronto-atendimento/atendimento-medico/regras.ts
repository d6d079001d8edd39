import { atendimentoMedicoSchema } from '@saude/shared';
import type { FormInstance, FormRule } from 'antd';

export type Caminho = (string | number)[];

const mesmoCaminho = (a: readonly PropertyKey[], b: Caminho) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * An antd rule from the shared schema of the doctor evaluation for a field anywhere in the form, lists
 * included (['receitas', 0, 'itens', 1, 'posologia']): the whole form is parsed and only the first issue
 * of exactly this path speaks (spec 000 §5). Rules that compare items (repeated CID, one principal) run
 * once every field is valid, as on the server.
 */
export function regra(caminho: Caminho): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const r = atendimentoMedicoSchema.safeParse(getFieldsValue(true));
        const issue = r.success ? undefined : r.error.issues.find((i) => mesmoCaminho(i.path, caminho));
        if (issue) throw new Error(issue.message);
      },
    }),
  ];
}

/** The same for a Form.List (its rules see only the list; the form is asked for the rest). */
export function regraLista(form: FormInstance, caminho: Caminho) {
  return [
    {
      validator: async () => {
        const r = atendimentoMedicoSchema.safeParse(form.getFieldsValue(true));
        const issue = r.success ? undefined : r.error.issues.find((i) => mesmoCaminho(i.path, caminho));
        if (issue) throw new Error(issue.message);
      },
    },
  ];
}

/** The section (tab) a field belongs to, so an error on a hidden tab brings it into view. */
export function abaDoCampo(nome: Caminho | string | undefined): string {
  const raiz = String(Array.isArray(nome) ? nome[0] : (nome ?? '').split('.')[0]);
  const abas: Record<string, string> = {
    anamnese: 'anamnese',
    exameFisico: 'anamnese',
    exame_fisico: 'anamnese',
    conduta: 'anamnese',
    diagnosticos: 'diagnosticos',
    prescricaoInterna: 'prescricao',
    prescricao_interna: 'prescricao',
    suspenderItens: 'prescricao',
    suspender_itens: 'prescricao',
    receitas: 'receitas',
    documentos: 'documentos',
    examesImagem: 'exames',
    exames_imagem: 'exames',
  };
  return abas[raiz] ?? 'destino';
}
