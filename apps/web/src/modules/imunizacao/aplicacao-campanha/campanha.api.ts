import type { AplicacaoCampanha, listaCampanhasEmAndamentoSchema, Resposta, registroVacinacaoRespostaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

export const BASE_CAMPANHA = '/api/imunizacao/aplicacao-campanha';
export type CampanhaEmAndamento = Resposta<typeof listaCampanhasEmAndamentoSchema>['data'][number];
export type DadosAplicacao = AplicacaoCampanha;

export const aplicacaoCampanhaApi = {
  listar: () => api.get<{ data: CampanhaEmAndamento[] }>(BASE_CAMPANHA),
  dados: (id: string, pacienteId?: number | null) =>
    api.get<{ data: DadosAplicacao }>(`${BASE_CAMPANHA}/${id}`, { query: pacienteId ? { pacienteId } : undefined }),
  registrar: (
    id: string,
    v: {
      pacienteId: number;
      gestante: boolean;
      puerpera: boolean;
      justificativa?: string | null;
      doses: { vacinaId: number; dose: string; loteId: number }[];
    },
  ) => api.post<Resposta<typeof registroVacinacaoRespostaSchema>>(`${BASE_CAMPANHA}/${id}`, v),
};
