import type { Resposta, supervisorAmbulatorioListaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

export type Supervisores = Resposta<typeof supervisorAmbulatorioListaSchema>;
export type Supervisor = Supervisores['data'][number];

export const API_SUPERVISOR = '/api/ambulatorio/supervisor';
export const LISTA_SUPERVISORES = '/ambulatorio/supervisor/index';

export const supervisorApi = {
  listar: () => api.get<Supervisores>(API_SUPERVISOR),
  incluir: (usuarioId: number) => api.post<Supervisores>(API_SUPERVISOR, { usuarioId }),
  remover: (id: number) => api.delete<void>(`${API_SUPERVISOR}/${id}`),
};
