import type {
  exameImagemCarregadoSchema,
  exameImagemEdicaoSchema,
  exameImagemFaaAutocompleteSchema,
  exameImagemFormularioSchema,
  exameImagemGravadoSchema,
  exameImagemLinhaSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

export const EXAME_IMAGEM_API = '/api/pronto-atendimento/exame-imagem';
export const LISTA_EXAMES_URL = '/pronto-atendimento/exame-imagem/index';
export const impressaoExameImagem = (id: number) => `/impressao/pronto-atendimento/exame-imagem/${id}`;

export type ExameLinha = Resposta<typeof exameImagemLinhaSchema>;

/** An imaging request as the screens read it (the shared answer schema). */
export type Exame = Resposta<typeof exameImagemCarregadoSchema>;

export type FaaAberta = Resposta<typeof exameImagemFaaAutocompleteSchema>['data'][number];

export const exameImagemApi = {
  formulario: (atendimentoId?: number) =>
    api.get<Resposta<typeof exameImagemFormularioSchema>>(`${EXAME_IMAGEM_API}/create`, {
      query: atendimentoId ? { atendimentoId } : undefined,
    }),
  solicitar: (valores: Record<string, unknown>) => api.post<Resposta<typeof exameImagemGravadoSchema>>(EXAME_IMAGEM_API, valores),
  editar: (id: number) => api.get<Resposta<typeof exameImagemEdicaoSchema>>(`${EXAME_IMAGEM_API}/${id}/edit`),
  atualizar: (id: number, valores: Record<string, unknown>) =>
    api.put<Resposta<typeof exameImagemGravadoSchema>>(`${EXAME_IMAGEM_API}/${id}`, valores),
};
