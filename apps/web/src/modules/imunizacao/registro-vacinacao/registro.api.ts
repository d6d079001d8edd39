import type { CriacaoRegistroVacinacao, listaRegistroVacinacaoSchema, Resposta, registroVacinacaoRespostaSchema } from '@saude/shared';
import { URL_IMPRESSAO_IMUNIZACAO } from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export const BASE_REGISTRO = '/api/imunizacao/registro-vacinacao';

export type DadosRegistro = CriacaoRegistroVacinacao;
export type LinhaRegistro = Resposta<typeof listaRegistroVacinacaoSchema>['data'][number];
type Feito = Resposta<typeof registroVacinacaoRespostaSchema>;

export interface DoseForm {
  vacinaId?: number;
  dose?: string;
  loteId?: number;
  via?: number | null;
  localAplicacao?: number | null;
  proximaDoseData?: string | null;
  observacao?: string | null;
}

export interface RegistroForm {
  dataAplicacao: string;
  estrategia: number;
  grupoAtendimento: number;
  gestante: boolean;
  puerpera: boolean;
  contatoHanseniase?: boolean | null;
  doses: DoseForm[];
}

export const registroApi = {
  dados: (pacienteId: string | number) => api.get<{ data: DadosRegistro }>(`${BASE_REGISTRO}/create/${pacienteId}`),
  listar: (q: { data?: string; vacinaId?: number; busca?: string }, signal?: AbortSignal) =>
    api.get<{ data: LinhaRegistro[] }>(BASE_REGISTRO, { query: q, signal }),
  registrar: (v: RegistroForm & { pacienteId: number; filaId: number | null; justificativa?: string | null }) =>
    api.post<Feito>(BASE_REGISTRO, v),
  transcrever: (v: { pacienteId: number; origem: number; justificativa?: string | null; doses: object[] }) =>
    api.post<Feito>(`${BASE_REGISTRO}/transcricao`, v),
  cancelar: (id: number, motivo: string) => api.put<{ message: string }>(`${BASE_REGISTRO}/cancelar/${id}`, { motivo }),
};

/** The card or the certificate of the patient (another part of the module serves the PDFs), in a new tab. */
/** The card or the certificate as a PDF blob with its file name (to sign it), or null when the server refused. */
export async function documentoPdf(tipo: 'cartao' | 'atestado', pacienteId: number): Promise<{ nome: string; conteudo: Blob } | null> {
  try {
    const r = await baixarArquivo(URL_IMPRESSAO_IMUNIZACAO[tipo](pacienteId));
    if (r.tipo !== 'arquivo') return null;
    const conteudo = r.blob.type === 'application/pdf' ? r.blob : new Blob([r.blob], { type: 'application/pdf' });
    return { nome: `${tipo}-vacinacao-${pacienteId}.pdf`, conteudo };
  } catch (e) {
    handleApiError(e);
    return null;
  }
}

export async function imprimirDocumento(tipo: 'cartao' | 'atestado', pacienteId: number) {
  try {
    const r = await baixarArquivo(URL_IMPRESSAO_IMUNIZACAO[tipo](pacienteId));
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, `${tipo}-vacinacao-${pacienteId}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}

/** The messages of a 422 asking for a reason (`justificativa`), if that is what it was. */
export function motivosDaJustificativa(e: unknown): string[] | null {
  const erros = (e as { body?: { errors?: Record<string, string[]> } })?.body?.errors;
  if (!erros || Object.keys(erros).length !== 1 || !erros.justificativa) return null;
  return erros.justificativa;
}
