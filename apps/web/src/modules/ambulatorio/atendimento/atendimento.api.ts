import {
  type atendimentoAmbulatorioFormularioSchema,
  type atendimentoAmbulatorioLinhaSchema,
  type atendimentoAmbulatorioSalvoSchema,
  type atendimentoAmbulatorioVisualizarSchema,
  type atendimentoAssinadoSchema,
  type atendimentoCorrecaoFormularioSchema,
  type atendimentoFilaLinhaSchema,
  caminhoImpressaoAmbulatorio,
  type exameDentroPrazoSchema,
  type impressaoAmbulatorioSchema,
  type Resposta,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';

export const ATENDIMENTO_API = '/api/ambulatorio/atendimento';
export const URL_MEDICAMENTO_AMBULATORIO = '/api/ambulatorio/medicamento/autocomplete';
export const URL_EXAME_AMBULATORIO = '/api/ambulatorio/exame/autocomplete';
export const URL_CIAP = '/api/geral/ciap/autocomplete';
/** The worklist the attendance comes from and goes back to. */
export const LISTA_URL = '/ambulatorio/atendimento/index';

export type FormularioAtendimento = Resposta<typeof atendimentoAmbulatorioFormularioSchema>['form'];
export type AtendimentoSalvo = Resposta<typeof atendimentoAmbulatorioSalvoSchema>;
export type Impressao = Resposta<typeof impressaoAmbulatorioSchema>;
export type Visualizacao = Resposta<typeof atendimentoAmbulatorioVisualizarSchema>;
export type LinhaAtendimento = Resposta<typeof atendimentoAmbulatorioLinhaSchema>;
export type LinhaFila = Resposta<typeof atendimentoFilaLinhaSchema>;
export type Correcao = Resposta<typeof atendimentoCorrecaoFormularioSchema>;

/** `/ambulatorio/atendimento/create/{filaId}/{agendamentoId?}` (spec 000 §2.3). */
export const urlAtendimento = (filaId: number, agendamentoId?: number | null) =>
  `/ambulatorio/atendimento/create/${filaId}${agendamentoId ? `/${agendamentoId}` : ''}`;

export const atendimentoApi = {
  formulario: (filaId: number, agendamentoId?: number) =>
    api.get<Resposta<typeof atendimentoAmbulatorioFormularioSchema>>(
      `${ATENDIMENTO_API}/create/${filaId}${agendamentoId ? `/${agendamentoId}` : ''}`,
    ),
  salvar: (valores: Record<string, unknown>) => api.post<AtendimentoSalvo>(ATENDIMENTO_API, valores),
  /** A reopened attendance for its author's correction. */
  correcao: (id: number) => api.get<Correcao>(`${ATENDIMENTO_API}/edit/${id}`),
  corrigir: (id: number, valores: Record<string, unknown>) => api.put<AtendimentoSalvo>(`${ATENDIMENTO_API}/${id}`, valores),
  visualizar: (id: number, base = ATENDIMENTO_API) => api.get<Visualizacao>(`${base}/${id}`),
  atender: (filaId: number) => api.put(`/api/ambulatorio/fila/atender/${filaId}`),
  exameNoPrazo: (pacienteId: number, exameId: number) =>
    api.get<Resposta<typeof exameDentroPrazoSchema>>(`${ATENDIMENTO_API}/exame-dentro-prazo-validade`, {
      query: { pacienteId, exameId },
      loading: false,
    }),
  /** A print for electronic signing (spec 001 §7 `para_assinatura_eletronica=true`). */
  pdfParaAssinar: (i: Impressao) => baixarArquivo(caminhoImpressaoAmbulatorio(i.documento, i.id, true)),
  guardarAssinado: (i: Impressao, nomeArquivo: string, arquivo: string) =>
    api.post<Resposta<typeof atendimentoAssinadoSchema>>(
      `${ATENDIMENTO_API}/store-atendimento-assinado`,
      { documento: i.documento, id: i.id, nomeArquivo, arquivo },
      { loading: false },
    ),
};
