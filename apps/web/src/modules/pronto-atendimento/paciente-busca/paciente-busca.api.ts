import type {
  pacienteBuscaLinhaSchema,
  pacienteBuscaLocaisSchema,
  Resposta,
  resumoFaaRespostaSchema,
  resumoFaaSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';
import { PA_API } from '../fechamento-faa/faa.api';

export const BUSCA_API = `${PA_API}/paciente-busca`;

export type LinhaBusca = Resposta<typeof pacienteBuscaLinhaSchema>;

/** The whole FAA as paciente-busca/show gives it. */
export type ResumoFaa = Resposta<typeof resumoFaaSchema>;

export const buscaApi = {
  locais: () => api.get<Resposta<typeof pacienteBuscaLocaisSchema>>(`${BUSCA_API}/locais`),
  resumo: (id: number) => api.get<Resposta<typeof resumoFaaRespostaSchema>>(`${BUSCA_API}/show/${id}`),
};
