import type {
  RaasInput,
  Resposta,
  raasFormSchema,
  raasItemSchema,
  raasPacienteSchema,
  raasRespostaSchema,
  raasSalvaSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type RaasLinha = Resposta<typeof raasItemSchema>;
export type RaasOpcoes = Resposta<typeof raasFormSchema>['form'];
export type RaasLida = Resposta<typeof raasRespostaSchema>['data'];
export type RaasPaciente = Resposta<typeof raasPacienteSchema>['data'];

export const API_RAAS = '/api/ambulatorio/formulario-raas';

export const raasApi = {
  opcoes: (signal?: AbortSignal) => api.get<Resposta<typeof raasFormSchema>>(`${API_RAAS}/create`, { signal }),
  paciente: (id: number) => api.get<Resposta<typeof raasPacienteSchema>>(`${API_RAAS}/paciente/${id}`),
  ler: (id: number, signal?: AbortSignal) => api.get<Resposta<typeof raasRespostaSchema>>(`${API_RAAS}/${id}`, { signal }),
  /** 422 with each refusal on its field (acoes.0.cbo, cids_secundarios.1 …). */
  salvar: (v: Partial<RaasInput>, id?: number) =>
    id ? api.put<Resposta<typeof raasSalvaSchema>>(`${API_RAAS}/${id}`, v) : api.post<Resposta<typeof raasSalvaSchema>>(API_RAAS, v),
};
