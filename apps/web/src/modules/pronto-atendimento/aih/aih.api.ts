import type {
  aihCarregadaSchema,
  aihCriacaoSchema,
  aihEdicaoRespostaSchema,
  aihGravadaSchema,
  aihLinhaSchema,
  pacienteAihSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export const AIH_API = '/api/pronto-atendimento/aih';
export const LISTA_AIH_URL = '/pronto-atendimento/aih/index';
export const impressaoAih = (id: number) => `/impressao/pronto-atendimento/aih/${id}`;

/** An autocomplete choice keyed by code (CID, SIGTAP procedure). */
export type Item = Aih['procedimentoItem'];
export type AihLinha = Resposta<typeof aihLinhaSchema>;
export type Aih = Resposta<typeof aihCarregadaSchema>;
export type PacienteAih = Resposta<typeof pacienteAihSchema>;
export type FormularioCreate = Resposta<typeof aihCriacaoSchema>;
export type FormularioAih = FormularioCreate['form'];

export const aihApi = {
  formulario: (pacienteId: number) => api.get<FormularioCreate>(`${AIH_API}/create/${pacienteId}`),
  solicitar: (v: Record<string, unknown>) => api.post<Resposta<typeof aihGravadaSchema>>(AIH_API, v),
  editar: (id: number) => api.get<Resposta<typeof aihEdicaoRespostaSchema>>(`${AIH_API}/${id}/edit`),
  atualizar: (id: number, v: Record<string, unknown>) => api.put<Resposta<typeof aihGravadaSchema>>(`${AIH_API}/${id}`, v),
  situacao: (id: number, v: Record<string, unknown>) => api.put<Resposta<typeof aihGravadaSchema>>(`${AIH_API}/situacao/${id}`, v),
};
