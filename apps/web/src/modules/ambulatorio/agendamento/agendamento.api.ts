import type {
  AgendamentoInput,
  agendamentoFormRespostaSchema,
  agendamentoItemSchema,
  agendamentoRespostaSchema,
  LarguraComprovanteAgendamento,
  Resposta,
  sugestaoRespostaSchema,
  unidadePacienteRespostaSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export type AgendamentoLinha = Resposta<typeof agendamentoItemSchema>;
export type AgendamentoForm = Resposta<typeof agendamentoFormRespostaSchema>['form'];
export type FichaPaciente = Resposta<typeof unidadePacienteRespostaSchema>;
export type Vaga = Resposta<typeof sugestaoRespostaSchema>['data'][number];
export type Agendado = Resposta<typeof agendamentoRespostaSchema>;

export const API = '/api/ambulatorio/agendamento';
export const API_RETROATIVO = '/api/ambulatorio/agendamento-retroativo';

export interface Busca {
  unidadeId?: number;
  especialidadeId?: number;
  profissionalId?: number;
  dataInicial?: string;
  tipoVaga: number;
}

export const agendamentoApi = {
  formulario: () => api.get<{ form: AgendamentoForm }>(`${API}/create`),
  ficha: (pacienteId: number) => api.get<FichaPaciente>(`${API}/unidade-paciente/${pacienteId}`),
  /** spec 001 §7: five path parameters; 0 = any, '-' = from today. */
  sugestao: (b: Busca, retroativo: boolean, limite = 60) =>
    api.get<Resposta<typeof sugestaoRespostaSchema>>(
      `${retroativo ? API_RETROATIVO : API}/sugestao/${b.unidadeId ?? 0}/${b.especialidadeId ?? 0}/${b.profissionalId ?? 0}/${b.dataInicial || '-'}/${b.tipoVaga}`,
      { query: { limite } },
    ),
  agendar: (v: AgendamentoInput, retroativo: boolean) => api.post<Agendado>(retroativo ? API_RETROATIVO : API, v),
  cancelar: (id: number, motivo: string) => api.put<{ data: AgendamentoLinha }>(`${API}/cancel/${id}`, { motivo }),
  faltou: (id: number) => api.put<{ data: AgendamentoLinha }>(`${API}/absent/${id}`, {}),
  desfazerFalta: (id: number) => api.put<{ data: AgendamentoLinha }>(`${API}/undo-absent/${id}`, {}),
};

// --- the "Pedido do Agendamento" slip -----------------------------------------------------------------------

/**
 * The slip's paper is the workstation's printer: the choice is kept in this browser; without one, the
 * municipality's setting (the server's default) applies.
 */
const CHAVE_LARGURA = 'saude.ambulatorio.comprovante-largura';

export function larguraEscolhida(): LarguraComprovanteAgendamento | undefined {
  const v = globalThis.localStorage?.getItem(CHAVE_LARGURA);
  return v === '8' || v === '10.3' ? v : undefined;
}

export function escolherLargura(largura: LarguraComprovanteAgendamento | undefined) {
  if (largura) globalThis.localStorage?.setItem(CHAVE_LARGURA, largura);
  else globalThis.localStorage?.removeItem(CHAVE_LARGURA);
}

/** Prints (opens in a new window that prints and closes) the slip of an appointment. */
export async function imprimirComprovante(id: number, largura = larguraEscolhida()) {
  try {
    const r = await baixarArquivo(`/impressao/ambulatorio/agendamento/${id}`, largura ? { largura } : undefined);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `agendamento-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}
