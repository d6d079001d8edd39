import type {
  EnfermagemAmbulatorio,
  enfermagemAmbulatorioFormularioSchema,
  enfermagemAmbulatorioListaSchema,
  enfermagemAmbulatorioSalvaSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type FormularioEnfermagem = Resposta<typeof enfermagemAmbulatorioFormularioSchema>['form'];
export type Salvo = Resposta<typeof enfermagemAmbulatorioSalvaSchema>;
export type LinhaEnfermagem = Resposta<typeof enfermagemAmbulatorioListaSchema>['data'][number];

/** The queue the nursing screens come from and go back to. */
export const FILA_URL = '/ambulatorio/fila-atendimento/index';

const BASE = '/api/ambulatorio/atendimento-enfermagem';

export const enfermagemAmbulatorioApi = {
  /** The last 24 hours of the user's unit. */
  lista: (signal?: AbortSignal) => api.get<Resposta<typeof enfermagemAmbulatorioListaSchema>>(BASE, { signal }),
  /** The patient and the visit (an audited read of the record). */
  formulario: (tipo: number, filaId: number, agendamentoId?: number) =>
    api.get<Resposta<typeof enfermagemAmbulatorioFormularioSchema>>(
      `${BASE}/create/${tipo}/${filaId}${agendamentoId ? `/${agendamentoId}` : ''}`,
    ),
  salvar: (
    valores: Omit<EnfermagemAmbulatorio, 'procedimentos'> & { procedimentos: { procedimentoCodigo: string; quantidade: number }[] },
  ) => api.post<Salvo>(BASE, valores),
};
