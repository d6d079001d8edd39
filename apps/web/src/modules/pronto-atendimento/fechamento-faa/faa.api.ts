import type {
  faaAlteradaSchema,
  fechamentoFaaDetalheSchema,
  fechamentoFaaLinhaSchema,
  fechamentoMassaRespostaSchema,
  pacienteDaFaaSchema,
  pendenciaFaaSchema,
  procedimentoFaaSchema,
  Resposta,
  resultadoFechamentoMassaSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

/** Wire shapes of the FAA's life (camelCase after the client's conversion). */
export const PA_API = '/api/pronto-atendimento';

export type PacienteDaFaa = Resposta<typeof pacienteDaFaaSchema>;
export type Pendencia = Resposta<typeof pendenciaFaaSchema>;
export type LinhaFechamento = Resposta<typeof fechamentoFaaLinhaSchema>;
export type ProcedimentoFaa = Resposta<typeof procedimentoFaaSchema>;
export type DetalheFechamento = Resposta<typeof fechamentoFaaDetalheSchema>;
export type ResultadoMassa = Resposta<typeof resultadoFechamentoMassaSchema>;

export const faaApi = {
  detalhe: (id: number) => api.get<DetalheFechamento>(`${PA_API}/fechamento-faa/show/${id}`),
  fechar: (id: number) => api.put<Resposta<typeof faaAlteradaSchema>>(`${PA_API}/fechamento-faa/${id}`),
  fecharEmMassa: (atendimentoIds: number[]) =>
    api.post<Resposta<typeof fechamentoMassaRespostaSchema>>(`${PA_API}/fechamento-faa-massa`, {
      atendimentoIds,
    }),
  reabrir: (id: number, motivo: string) =>
    api.put<Resposta<typeof faaAlteradaSchema>>(`${PA_API}/reabertura-atendimento/reabrir/${id}`, { motivo }),
  cancelar: (id: number, motivo: string) =>
    api.put<Resposta<typeof faaAlteradaSchema>>(`${PA_API}/reabertura-atendimento/cancelar/${id}`, { motivo }),
};
