import type { acaoEntradaFilaRespostaSchema, filaFarmaciaRespostaSchema, Resposta, senhaFilaFarmaciaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

/** GET /api/farmacia/fila-atendimento as the shared answer schema types it (camelCase). */
export type RespostaFilaFarmacia = Resposta<typeof filaFarmaciaRespostaSchema>;
export type FormularioFilaFarmacia = RespostaFilaFarmacia['data']['form'];
export type EntradaFilaFarmacia = RespostaFilaFarmacia['data']['model']['fila'][number];
export type SenhaFilaFarmacia = Resposta<typeof senhaFilaFarmaciaSchema>;
type Feito = Resposta<typeof acaoEntradaFilaRespostaSchema>;

/** The screen's filters, as the URL keeps them. */
export interface ConsultaFilaFarmacia {
  status?: number;
  prioridadeId?: number;
  busca?: string;
}

export const BASE_FILA_FARMACIA = '/api/farmacia/fila-atendimento';
const BASE = BASE_FILA_FARMACIA;

/** The dispensing of an entry (spec 000 §2.3 `dispensacao/create/{pacienteId}/{filaId?}`): its store finishes the entry. */
export const urlDispensacao = (e: EntradaFilaFarmacia) => `/farmacia/dispensacao/create/${e.paciente.id}/${e.id}`;

export const filaFarmaciaApi = {
  listar: (consulta: ConsultaFilaFarmacia, signal?: AbortSignal) => api.get<RespostaFilaFarmacia>(BASE, { query: { ...consulta }, signal }),
  incluir: (v: { pacienteId: number; prioridadeId?: number | null; senhaFilaId?: number | null }) => api.post<Feito>(BASE, v),
  senha: (filaId: number) => api.get<SenhaFilaFarmacia>(`${BASE}/senha/${filaId}`),
  chamar: (filaId: number, telaId: number | null, salaId: number | null) =>
    api.post<Feito>('/api/farmacia/chamada', { filaId, telaId, salaId }),
  atender: (id: number) => api.put<Feito>(`${BASE}/atender/${id}`),
  devolver: (id: number) => api.put<Feito>(`${BASE}/devolver/${id}`),
  evadir: (id: number, motivoEvasao: string) => api.put<Feito>(`${BASE}/evadir/${id}`, { motivoEvasao }),
  desfazerEvasao: (id: number) => api.put<Feito>(`${BASE}/desfazer-evasao/${id}`),
};
