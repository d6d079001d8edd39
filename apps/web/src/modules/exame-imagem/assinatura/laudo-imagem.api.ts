import type { laudoAssinadoRespostaSchema, laudoAssinarLinhaSchema, laudoImpressaoLinhaSchema, Resposta } from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';

/** The calls of the report's signature, print and reprint screens (issue 22). */
const IMG = '/api/exame-imagem';

export type LinhaAssinarLaudo = Resposta<typeof laudoAssinarLinhaSchema>;
export type LinhaImpressaoLaudo = Resposta<typeof laudoImpressaoLinhaSchema>;
export type TelaImpressaoLaudo = 'impressao' | 'reimpressao-resultado';

export const laudoImagemApi = {
  assinatura: `${IMG}/assinatura`,
  lista: (tela: TelaImpressaoLaudo) => `${IMG}/${tela}`,
  profissionais: () => api.get<{ data: { id: number; nome: string }[] }>(`${IMG}/assinatura/profissionais`),
  equipamentos: () => api.get<{ data: { id: number; label: string }[] }>(`${IMG}/equipamento/autocomplete`),
  pdfParaAssinar: (id: number) => baixarArquivo(`${IMG}/assinatura/pdf/${id}`),
  guardarAssinado: (id: number, arquivo: string) =>
    api.post<Resposta<typeof laudoAssinadoRespostaSchema>>(`${IMG}/assinatura/store/${id}`, { arquivo }),
  pdf: (tela: TelaImpressaoLaudo, laudoIds: number[]) => baixarArquivo(`${IMG}/${tela}/pdf`, { laudoIds: laudoIds.join(',') }),
};
