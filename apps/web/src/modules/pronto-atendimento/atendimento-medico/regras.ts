import { atendimentoMedicoSchema } from '@saude/shared';
import { type Caminho, criarRegras } from '../../../components/clinico/regras';

export type { Caminho };

/** The rules of the doctor evaluation's form, from its shared schema (the rule maker is core: components/clinico). */
export const { regra, regraLista } = criarRegras(atendimentoMedicoSchema);

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
