import type {
  RecepcaoAmbulatorio,
  Resposta,
  recepcaoAmbulatorioRecebidoSchema,
  recepcaoAmbulatorioRespostaSchema,
  recepcaoSenhaRespostaSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

/** GET /api/ambulatorio/recepcao as the shared answer schema types it (camelCase). */
export type RespostaRecepcao = Resposta<typeof recepcaoAmbulatorioRespostaSchema>;
export type FormularioRecepcao = RespostaRecepcao['data']['form'];
export type AgendamentoDoDia = RespostaRecepcao['data']['model']['agendamentos'][number];
export type Recebido = Resposta<typeof recepcaoAmbulatorioRecebidoSchema>;
export type SenhaDaRecepcao = Resposta<typeof recepcaoSenhaRespostaSchema>;

const BASE = '/api/ambulatorio/recepcao';

export const recepcaoAmbulatorioApi = {
  hoje: (signal?: AbortSignal) => api.get<RespostaRecepcao>(BASE, { signal }),
  /** The kiosk ticket of the queue entry `filaId` (404 when it is not a ticket of this location). */
  senha: (filaId: number, signal?: AbortSignal) => api.get<SenhaDaRecepcao>(`${BASE}/senha/${filaId}`, { signal }),
  /** 422 with the reason on its field (priority, walk-in not allowed); 409 when already arrived or in the queue. */
  receber: (valores: Partial<RecepcaoAmbulatorio>) => api.post<Recebido>(BASE, valores),
};
