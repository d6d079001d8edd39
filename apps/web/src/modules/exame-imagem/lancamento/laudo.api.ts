import type {
  anexoImagemGravadoSchema,
  buscaLaudoImagemSchema,
  lancamentoImagemLinhaSchema,
  laudoAssinadoLinhaSchema,
  laudoImagemGravadoSchema,
  RegistrarRealizacaoImagem,
  Resposta,
  realizacaoImagemGravadaSchema,
  telaLaudoImagemSchema,
  worklistImagemSchema,
} from '@saude/shared';
import { api, baixarArquivo, multipart } from '../../../lib/api';

/** The calls of the worklist, the report entry and the change of a signed report (issue 22). */
const IMG = '/api/exame-imagem';

export type TelaLaudo = Resposta<typeof telaLaudoImagemSchema>['data'];
export type VersaoLaudo = TelaLaudo['versoes'][number];
export type Worklist = Resposta<typeof worklistImagemSchema>['data'];
export type LinhaWorklist = Worklist['linhas'][number];
export type LinhaLancamento = Resposta<typeof lancamentoImagemLinhaSchema>;
export type LinhaLaudoAssinado = Resposta<typeof laudoAssinadoLinhaSchema>;

export const laudoImagemApi = {
  lancamento: `${IMG}/lancamento`,
  alteracao: `${IMG}/alteracao-resultado-lancamento`,
  worklist: (q: { data?: string; equipamentoId?: number }) =>
    api.get<Resposta<typeof worklistImagemSchema>>(`${IMG}/exame-agendado-realizado`, { query: q }).then((r) => r.data),
  registrar: (body: RegistrarRealizacaoImagem) =>
    api.post<Resposta<typeof realizacaoImagemGravadaSchema>>(`${IMG}/exame-agendado-realizado`, body).then((r) => r.data),
  telaCreate: (exame: number) =>
    api.get<Resposta<typeof telaLaudoImagemSchema>>(`${IMG}/lancamento/create`, { query: { exame } }).then((r) => r.data),
  telaEdit: (id: number) => api.get<Resposta<typeof telaLaudoImagemSchema>>(`${IMG}/lancamento/${id}/edit`).then((r) => r.data),
  telaAlteracao: (id: number) =>
    api.get<Resposta<typeof telaLaudoImagemSchema>>(`${IMG}/alteracao-resultado-lancamento/${id}/edit`).then((r) => r.data),
  lancar: (body: { imgExameId: number; modeloId?: number | null; texto: string; conclusao?: string | null }) =>
    api.post<Resposta<typeof laudoImagemGravadoSchema>>(`${IMG}/lancamento`, body).then((r) => r.data),
  editar: (id: number, body: { modeloId?: number | null; texto: string; conclusao?: string | null }) =>
    api.put<Resposta<typeof laudoImagemGravadoSchema>>(`${IMG}/lancamento/${id}`, body).then((r) => r.data),
  alterar: (id: number, body: { modeloId?: number | null; texto: string; conclusao?: string | null; motivo: string }) =>
    api.put<Resposta<typeof laudoImagemGravadoSchema>>(`${IMG}/alteracao-resultado-lancamento/${id}`, body).then((r) => r.data),
  buscar: (numero: string) =>
    api
      .get<Resposta<typeof buscaLaudoImagemSchema>>(`${IMG}/alteracao-resultado-lancamento/busca`, { query: { numero } })
      .then((r) => r.data),
  anexar: (imgExameId: number, arquivo: File) =>
    api
      .post<Resposta<typeof anexoImagemGravadoSchema>>(`${IMG}/lancamento/exame/${imgExameId}/anexo`, multipart({ arquivo }))
      .then((r) => r.data),
  baixarAnexo: (id: number) => baixarArquivo(`${IMG}/lancamento/anexo/${id}`),
  excluirAnexo: (id: number) => api.delete<{ data: { message: string } }>(`${IMG}/lancamento/anexo/${id}`),
};
