import type {
  ImgAgendamentoInput,
  ImgExameAgendado,
  ImgPendentesResposta,
  imgAgendamentoFormSchema,
  imgExameAgendadoRespostaSchema,
  imgPacienteRespostaSchema,
  imgSugestaoRespostaSchema,
  Resposta,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export const API = '/api/exame-imagem/agendamento';
export const API_RETROATIVO = '/api/exame-imagem/agendamento-retroativo';
export const API_REAGENDAMENTO = '/api/exame-imagem/reagendamento-cancelamento-exame';
export const API_LISTAGEM = '/api/exame-imagem/listagem-exames-agendados';

export type FormAgendamentoImagem = Resposta<typeof imgAgendamentoFormSchema>['data'];
export type FichaPacienteImagem = Resposta<typeof imgPacienteRespostaSchema>;
export type VagaImagem = Resposta<typeof imgSugestaoRespostaSchema>['data'][number];
export type AgendadoImagem = Resposta<typeof imgExameAgendadoRespostaSchema>;
export type ExameAgendadoImagem = ImgExameAgendado;
export interface BuscaVagas {
  exameId?: number;
  equipamentoId?: number;
  dataInicial?: string;
}

/** The base of a screen's routes: the normal, retroactive and reschedule screens each read with their own permission. */
export type Tela = 'agendamento' | 'retroativo' | 'reagendamento';
const baseDe = (t: Tela) => (t === 'retroativo' ? API_RETROATIVO : t === 'reagendamento' ? API_REAGENDAMENTO : API);

export const agendamentoImagemApi = {
  formulario: (t: Tela) => api.get<{ data: FormAgendamentoImagem }>(`${baseDe(t)}/create`),
  formularioListagem: () => api.get<{ data: FormAgendamentoImagem }>(`${API_LISTAGEM}/create`),
  pendentes: () => api.get<ImgPendentesResposta>(`${API}/pendentes`),
  ficha: (pacienteId: number) => api.get<FichaPacienteImagem>(`${API}/paciente/${pacienteId}`),
  sugestao: (q: BuscaVagas, t: Tela, limite = 60) =>
    api.get<Resposta<typeof imgSugestaoRespostaSchema>>(`${baseDe(t)}/sugestao`, { query: { ...q, limite } }),
  agendar: (v: ImgAgendamentoInput, retroativo: boolean) => api.post<AgendadoImagem>(retroativo ? API_RETROATIVO : API, v),
  detalhe: (id: number, t: Tela = 'agendamento') => api.get<AgendadoImagem>(`${baseDe(t)}/${id}`),
  reagendar: (id: number, v: { jornadaId: number; data: string; hora: string; motivo: string }) =>
    api.put<AgendadoImagem>(`${API_REAGENDAMENTO}/${id}/reagendar`, v),
  cancelar: (id: number, motivo: string) => api.put<AgendadoImagem>(`${API_REAGENDAMENTO}/${id}/cancelar`, { motivo }),
};

/** Prints (a new window that prints and closes) the scheduling slip, 8 cm. */
export async function imprimirComprovanteImagem(id: number) {
  try {
    const r = await baixarArquivo(`${API}/${id}/comprovante.pdf`, { largura: '8' });
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `agendamento-imagem-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}
