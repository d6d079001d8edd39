import type {
  AgendamentoExameInput,
  agendamentoExameFormSchema,
  LabAgendamentoItem,
  LabPendentesResposta,
  labAgendamentoRespostaSchema,
  labPacienteRespostaSchema,
  labSugestaoRespostaSchema,
  Resposta,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export const API = '/api/exame-laboratorial/agendamento-exame';
export const API_RETROATIVO = '/api/exame-laboratorial/agendamento-exame-retroativo';

export type FormAgendamentoExame = Resposta<typeof agendamentoExameFormSchema>['data'];
export type FichaPacienteLab = Resposta<typeof labPacienteRespostaSchema>;
export type VagaColeta = Resposta<typeof labSugestaoRespostaSchema>['data'][number];
export type AgendadoLab = Resposta<typeof labAgendamentoRespostaSchema>;
export type LinhaLab = Resposta<typeof labAgendamentoRespostaSchema>['data'] | LabAgendamentoItem;

export const agendamentoExameApi = {
  formulario: (retroativo: boolean) => api.get<{ data: FormAgendamentoExame }>(`${retroativo ? API_RETROATIVO : API}/create`),
  pendentes: () => api.get<LabPendentesResposta>(`${API}/pendentes`),
  ficha: (pacienteId: number) => api.get<FichaPacienteLab>(`${API}/paciente/${pacienteId}`),
  sugestao: (q: { laboratorioId: number; dataInicial?: string }, retroativo: boolean, limite = 60) =>
    api.get<Resposta<typeof labSugestaoRespostaSchema>>(`${retroativo ? API_RETROATIVO : API}/sugestao`, { query: { ...q, limite } }),
  agendar: (v: AgendamentoExameInput, retroativo: boolean) => api.post<AgendadoLab>(retroativo ? API_RETROATIVO : API, v),
  detalhe: (id: number) => api.get<AgendadoLab>(`${API}/${id}`),
  cancelar: (id: number, motivo: string) => api.put<AgendadoLab>(`${API}/cancel/${id}`, { motivo }),
  cancelarExame: (id: number, motivo: string) => api.put<AgendadoLab>(`${API}/cancel-exame/${id}`, { motivo }),
};

/** Prints (a new window that prints and closes) the "Pedido do Agendamento" slip, 8 cm. */
export async function imprimirPedidoExames(id: number) {
  try {
    const r = await baixarArquivo(`/impressao/exame-laboratorial/agendamento-exame/${id}`, { largura: '8' });
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `agendamento-exame-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}
