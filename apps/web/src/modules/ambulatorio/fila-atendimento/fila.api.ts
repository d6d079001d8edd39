import type { acaoEntradaFilaRespostaSchema, filaAmbulatorioRespostaSchema, Resposta } from '@saude/shared';
import { api } from '../../../lib/api';

/** GET /api/ambulatorio/fila as the shared answer schema types it (camelCase). */
export type RespostaFilaAmbulatorio = Resposta<typeof filaAmbulatorioRespostaSchema>;
export type FormularioFilaAmbulatorio = RespostaFilaAmbulatorio['data']['form'];
export type EntradaFilaAmbulatorio = RespostaFilaAmbulatorio['data']['model']['fila'][number];
type Feito = Resposta<typeof acaoEntradaFilaRespostaSchema>;

/** The screen's filters, as the URL keeps them. */
export interface ConsultaFilaAmbulatorio {
  centroCustoId?: number;
  status?: number;
  busca?: string;
}

const BASE = '/api/ambulatorio';

export const filaAmbulatorioApi = {
  listar: (consulta: ConsultaFilaAmbulatorio, signal?: AbortSignal) =>
    api.get<RespostaFilaAmbulatorio>(`${BASE}/fila`, { query: { ...consulta }, signal }),
  chamar: (filaId: number, telaId: number | null, salaId: number | null) => api.post<Feito>(`${BASE}/chamada`, { filaId, telaId, salaId }),
  atender: (id: number) => api.put<Feito>(`${BASE}/fila/atender/${id}`),
  devolver: (id: number) => api.put<Feito>(`${BASE}/fila/devolver/${id}`),
  evadir: (id: number, motivoEvasao: string) => api.put<Feito>(`${BASE}/fila/evadir/${id}`, { motivoEvasao }),
  desfazerEvasao: (id: number) => api.put<Feito>(`${BASE}/fila/desfazer-evasao/${id}`),
  excluir: (id: number) => api.delete<Feito>(`${BASE}/fila/${id}`),
};
