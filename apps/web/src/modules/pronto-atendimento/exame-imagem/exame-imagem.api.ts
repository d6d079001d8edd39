import type { exameImagemCarregadoSchema, exameImagemEdicaoSchema, exameImagemFormularioSchema, Resposta } from '@saude/shared';
import { api } from '../../../lib/api';

export type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

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

/** An imaging request as the screens read it (the shared answer schema). */
export type Exame = Resposta<typeof exameImagemCarregadoSchema>;

export interface FaaAberta {
  id: number;
  numero: number;
  paciente: string;
  label: string;
}

export const exameImagemApi = {
  formulario: (atendimentoId?: number) =>
    api.get<Resposta<typeof exameImagemFormularioSchema>>(`${EXAME_IMAGEM_API}/create`, {
      query: atendimentoId ? { atendimentoId } : undefined,
    }),
  solicitar: (valores: Record<string, unknown>) => api.post<{ model: Exame; message: string }>(EXAME_IMAGEM_API, valores),
  editar: (id: number) => api.get<Resposta<typeof exameImagemEdicaoSchema>>(`${EXAME_IMAGEM_API}/${id}/edit`),
  atualizar: (id: number, valores: Record<string, unknown>) =>
    api.put<{ model: Exame; message: string }>(`${EXAME_IMAGEM_API}/${id}`, valores),
};
