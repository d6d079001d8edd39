import type { AcaoExameImagem } from '@saude/shared';
import { api } from '../../../lib/api';
import type { CabecalhoAtendimento } from '../atendimento-medico/atendimento-medico.api';

export type { CabecalhoAtendimento };

export const EXAME_IMAGEM_API = '/api/pronto-atendimento/exame-imagem';
export const LISTA_EXAMES_URL = '/pronto-atendimento/exame-imagem/index';
export const impressaoExameImagem = (id: number) => `/impressao/pronto-atendimento/exame-imagem/${id}`;

export interface ExameLinha {
  id: number;
  atendimentoId: number;
  numero: number;
  paciente: string;
  procedimentoCodigo: string;
  procedimento: string;
  status: number;
  statusNome: string;
  solicitadoEm: string;
  realizadoEm: string | null;
  laudadoEm: string | null;
}

export interface Exame {
  id: number;
  atendimentoId: number;
  atendimentoNumero: number;
  atendimentoStatus: number;
  procedimentoCodigo: string;
  procedimentoNome: string;
  justificativa: string;
  status: number;
  statusNome: string;
  solicitadoEm: string;
  solicitante: string;
  realizadoEm: string | null;
  realizadoPorNome: string | null;
  laudo: string | null;
  laudadoEm: string | null;
  laudadoPorNome: string | null;
  motivoCancelamento: string | null;
  canceladoEm: string | null;
  canceladoPorNome: string | null;
  acoes: AcaoExameImagem[];
}

export interface FaaAberta {
  id: number;
  numero: number;
  paciente: string;
  label: string;
}

export const exameImagemApi = {
  formulario: (atendimentoId?: number) =>
    api.get<{ form: { subgrupos: { prefixo: string; nome: string }[] }; model: { atendimento: CabecalhoAtendimento | null } }>(
      `${EXAME_IMAGEM_API}/create`,
      { query: atendimentoId ? { atendimentoId } : undefined },
    ),
  solicitar: (valores: Record<string, unknown>) => api.post<{ model: Exame; message: string }>(EXAME_IMAGEM_API, valores),
  editar: (id: number) =>
    api.get<{ form: { acoes: AcaoExameImagem[] }; model: { exame: Exame; atendimento: CabecalhoAtendimento } }>(
      `${EXAME_IMAGEM_API}/${id}/edit`,
    ),
  atualizar: (id: number, valores: Record<string, unknown>) =>
    api.put<{ model: Exame; message: string }>(`${EXAME_IMAGEM_API}/${id}`, valores),
};
