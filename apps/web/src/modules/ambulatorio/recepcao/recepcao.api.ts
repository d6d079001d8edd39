import type { RecepcaoAmbulatorio, Resposta, recepcaoAmbulatorioRecebidoSchema, recepcaoAmbulatorioRespostaSchema } from '@saude/shared';
import { api } from '../../../lib/api';

/** GET /api/ambulatorio/recepcao as the shared answer schema types it (camelCase). */
export type RespostaRecepcao = Resposta<typeof recepcaoAmbulatorioRespostaSchema>;
export type FormularioRecepcao = RespostaRecepcao['data']['form'];
export type AgendamentoDoDia = RespostaRecepcao['data']['model']['agendamentos'][number];
export type Recebido = Resposta<typeof recepcaoAmbulatorioRecebidoSchema>;

const BASE = '/api/ambulatorio/recepcao';

export const recepcaoAmbulatorioApi = {
  hoje: (signal?: AbortSignal) => api.get<RespostaRecepcao>(BASE, { signal }),
  /** 422 with the reason on its field (priority, walk-in not allowed); 409 when already arrived or in the queue. */
  receber: (valores: Partial<RecepcaoAmbulatorio>) => api.post<Recebido>(BASE, valores),
};
