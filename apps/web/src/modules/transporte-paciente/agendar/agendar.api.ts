import type {
  Resposta,
  TpAgendamentoInput,
  TpAgendamentoLido,
  TpAlterarAgendadoInput,
  TpPreAgendamentoInput,
  TpPreAgendamentoLido,
  tpAgendarFormSchema,
  tpHistoricoSchema,
  tpJornadaDoDiaSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export const API_AGENDAR = '/api/transporte-paciente/agendar';
export const API_PRE = '/api/transporte-paciente/pre-agendamento-transporte';
export const API_REIMPRESSAO = '/api/transporte-paciente/reimpressao-protocolo';

export type FormAgendar = Resposta<typeof tpAgendarFormSchema>['data'];
export type JornadaDoDia = Resposta<typeof tpJornadaDoDiaSchema>;
export type Historico = Resposta<typeof tpHistoricoSchema>['data'];

export const agendarApi = {
  formulario: () => api.get<{ data: FormAgendar }>(`${API_AGENDAR}/create`),
  locais: (destinoId: number) => api.get<{ data: { id: number; nome: string }[] }>(`${API_AGENDAR}/locais`, { query: { destinoId } }),
  jornadas: (destinoId: number, data: string) =>
    api.get<{ data: JornadaDoDia[] }>(`${API_AGENDAR}/jornada`, { query: { destinoId, data } }),
  faltas: (pacienteId: number) =>
    api.get<{ data: { faltas: number; ultimaFalta: string | null; pacienteNome: string | null } }>(`${API_AGENDAR}/falta-paciente`, {
      query: { pacienteId },
    }),
  agendadoPaciente: (pacienteId: number, data: string) =>
    api.get<{ data: TpAgendamentoLido[] }>(`${API_AGENDAR}/agendado-paciente`, { query: { pacienteId, data } }),
  agendar: (v: TpAgendamentoInput) => api.post<{ data: TpAgendamentoLido }>(API_AGENDAR, v),
  alterar: (v: TpAlterarAgendadoInput) => api.put<{ data: TpAgendamentoLido }>(`${API_AGENDAR}/alterar-agendado`, v),
  detalhe: (id: number) => api.get<{ data: TpAgendamentoLido }>(`${API_AGENDAR}/${id}`),
  cancelar: (id: number, motivo: string) => api.put<{ data: TpAgendamentoLido }>(`${API_AGENDAR}/${id}/cancelar`, { motivo }),
  historico: (id: number) => api.get<{ data: Historico }>(`${API_AGENDAR}/historico/${id}`),
  observacao: (agendamentoId: number, observacao: string) =>
    api.post<{ data: Historico }>(`${API_AGENDAR}/observacao`, { agendamentoId, observacao }),
  preAgendamentos: (query?: string) => api.get<{ data: TpPreAgendamentoLido[] }>(`${API_PRE}/search`, { query: { query } }),
  preAgendamento: (id: number) => api.get<{ data: TpPreAgendamentoLido }>(`${API_PRE}/${id}/edit`),
  criarPre: (v: TpPreAgendamentoInput) => api.post<{ data: TpPreAgendamentoLido }>(API_PRE, v),
  alterarPre: (id: number, v: TpPreAgendamentoInput) => api.put<{ data: TpPreAgendamentoLido }>(`${API_PRE}/${id}`, v),
  excluirPre: (id: number) => api.delete(`${API_PRE}/${id}`),
  excluirVariosPre: (ids: number[]) => api.post<{ data: { excluidos: number } }>(`${API_PRE}/delete-all`, { ids }),
};

/** Prints (a new window that prints and closes) the transport slips, 10.3 cm: one booking, or several in one batch. */
export async function imprimirComprovanteTransporte(ids: number[], base = API_AGENDAR) {
  try {
    const r =
      ids.length === 1
        ? await baixarArquivo(`${base}/${ids[0]}/comprovante.pdf`)
        : await baixarArquivo(`${base}/comprovantes.pdf`, { ids: ids.join(',') });
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : 'transporte.pdf');
  } catch (e) {
    handleApiError(e);
  }
}
