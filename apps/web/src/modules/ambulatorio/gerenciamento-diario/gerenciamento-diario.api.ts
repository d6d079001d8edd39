import type {
  agendamentoDoDiaSchema,
  gerenciamentoDiarioResumoSchema,
  gerenciamentoMedicoAcaoSchema,
  gerenciamentoMedicoDiaSchema,
  gerenciamentoMedicoIndexSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type LinhaDoDia = Resposta<typeof agendamentoDoDiaSchema>;
export type ResumoDoDia = Resposta<typeof gerenciamentoDiarioResumoSchema>;
export type AgendasDoProfissional = Resposta<typeof gerenciamentoMedicoIndexSchema>['data'];
export type DiaDaAgenda = Resposta<typeof gerenciamentoMedicoDiaSchema>['data'];

export const API_DIARIO = '/api/ambulatorio/gerenciamento-diario';
const API_MEDICO = '/api/ambulatorio/gerenciamento-medico';

export interface FiltrosDoDia {
  data: string;
  especialidadeId?: string;
  profissionalId?: string;
}

export const gerenciamentoApi = {
  resumo: (f: FiltrosDoDia, signal?: AbortSignal) => api.get<ResumoDoDia>(`${API_DIARIO}/resumo`, { query: { ...f }, signal }),
  agendas: (signal?: AbortSignal) => api.get<{ data: AgendasDoProfissional }>(API_MEDICO, { signal }),
  dia: (id: number, data: string | undefined, signal?: AbortSignal) =>
    api.get<{ data: DiaDaAgenda }>(`${API_MEDICO}/edit/${id}`, { query: { data }, signal }),
  /** The professional's own no-show actions (gerenciamento-medico's permission). */
  faltouMinha: (id: number) => api.put<Resposta<typeof gerenciamentoMedicoAcaoSchema>>(`${API_MEDICO}/absent/${id}`, {}),
  desfazerFaltaMinha: (id: number) => api.put<Resposta<typeof gerenciamentoMedicoAcaoSchema>>(`${API_MEDICO}/undo-absent/${id}`, {}),
};
