import {
  LIVROS,
  type livroAssinadoSchema,
  type livroDatatableSchema,
  type livroEdicaoRespostaSchema,
  type livroFormSchema,
  type livroGravadoSchema,
  type livroLinhaRespostaSchema,
  type livroLinhasDatatableSchema,
  type Resposta,
  type TipoLivro,
} from '@saude/shared';
import { useLocation } from 'react-router';
import { api, baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

export type LivroLinhaLista = Resposta<typeof livroDatatableSchema>['data'][number];
export type LivroModelo = Resposta<typeof livroEdicaoRespostaSchema>['model'];
export type LinhaDoLivro = Resposta<typeof livroLinhasDatatableSchema>['data'][number];

/** One set of pages serves both books (issue 19): the kind comes from the route tree the page is under. */
export function useTipoLivro(): TipoLivro {
  const { pathname } = useLocation();
  return pathname.startsWith(`/farmacia/${LIVROS.talidomida.segmento}`) ? 'talidomida' : 'psicotropico';
}

/** The calls of farmacia/livro-psicotropico or livro-talidomida (spec 001 §7). */
export function livroApi(tipo: TipoLivro) {
  const { segmento } = LIVROS[tipo];
  const base = `/api/farmacia/${segmento}`;
  return {
    base,
    tela: `/farmacia/${segmento}`,
    form: () => api.get<Resposta<typeof livroFormSchema>>(`${base}/create`),
    abrir: (corpo: object) => api.post<Resposta<typeof livroGravadoSchema>>(base, corpo),
    ler: (id: string) => api.get<Resposta<typeof livroEdicaoRespostaSchema>>(`${base}/${id}/edit`),
    editar: (id: string, corpo: object) => api.put<Resposta<typeof livroEdicaoRespostaSchema>>(`${base}/${id}`, corpo),
    linhas: (id: string) => `${base}/${id}/linhas`,
    linha: (id: number) => api.get<Resposta<typeof livroLinhaRespostaSchema>>(`${base}/linha/${id}`),
    lancar: (corpo: object) => api.post<Resposta<typeof livroGravadoSchema>>(`${base}/linha`, corpo),
    fechar: (id: string, dataFechamento: string | null) =>
      api.put<Resposta<typeof livroEdicaoRespostaSchema>>(`${base}/fechar/${id}`, { dataFechamento }),
    guardarAssinado: (id: string, nomeArquivo: string, arquivo: string) =>
      api.post<Resposta<typeof livroAssinadoSchema>>(`${base}/store-livro-assinado/${id}`, { nomeArquivo, arquivo }),
    impressao: (id: number | string) => `/impressao/farmacia/${segmento}/${id}`,
  };
}

/** The printed book (A4, "Folha n de N") in the print window. */
export async function imprimirLivro(tipo: TipoLivro, id: number | string) {
  try {
    const r = await baixarArquivo(livroApi(tipo).impressao(id));
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
  } catch (e) {
    handleApiError(e);
  }
}
