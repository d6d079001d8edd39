import type {
  impressaoLinhaSchema,
  LancamentoResultadoInput,
  lancamentoResultadoRespostaSchema,
  operacaoResultadoRespostaSchema,
  Resposta,
  resultadoAgendamentoSchema,
  resultadoAssinadoRespostaSchema,
  resultadoAssinarLinhaSchema,
  resultadoParaAssinarSchema,
  resultadoPendenteLinhaSchema,
  resultadoPorNumeroRespostaSchema,
  resultadosEmitidosSchema,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';

/** The calls of the results screens (issue 21): bench entry, signature, final print, history, delivery, cancellation. */
const LAB = '/api/exame-laboratorial';

export type TelaResultado = Resposta<typeof resultadoAgendamentoSchema>['data'];
export type ExameResultado = TelaResultado['exames'][number];
export type CampoResultado = ExameResultado['campos'][number];
export type LinhaPendente = Resposta<typeof resultadoPendenteLinhaSchema>;
export type LinhaAssinar = Resposta<typeof resultadoAssinarLinhaSchema>;
export type ResultadoEmitido = Resposta<typeof resultadosEmitidosSchema>['data'][number];
export type LinhaImpressao = Resposta<typeof impressaoLinhaSchema>;

export const resultadoApi = {
  lancamento: `${LAB}/lancamento-resultado`,
  assinatura: `${LAB}/assinatura-eletronica`,
  impressoes: `${LAB}/impressoes`,
  porNumero: (numero: string) =>
    api.get<Resposta<typeof resultadoPorNumeroRespostaSchema>>(`${LAB}/lancamento-resultado/numero/${encodeURIComponent(numero)}`),
  tela: (id: number) =>
    api.get<Resposta<typeof resultadoAgendamentoSchema>>(`${LAB}/lancamento-resultado/create/${id}`).then((r) => r.data),
  salvar: (id: number, body: LancamentoResultadoInput) =>
    api.post<Resposta<typeof lancamentoResultadoRespostaSchema>>(`${LAB}/lancamento-resultado/${id}`, body),
  paraAssinar: (id: number) =>
    api.get<Resposta<typeof resultadoParaAssinarSchema>>(`${LAB}/assinatura-eletronica/create/${id}`).then((r) => r.data),
  profissionais: () => api.get<{ data: { id: number; nome: string }[] }>(`${LAB}/assinatura-eletronica/profissionais`),
  laboratorios: () => api.get<{ data: { id: number; label: string }[] }>(`${LAB}/laboratorio/autocomplete`, { query: { length: 50 } }),
  pdfParaAssinar: (id: number) => baixarArquivo(`${LAB}/assinatura-eletronica/pdf/${id}`),
  guardarAssinado: (id: number, arquivo: string) =>
    api.post<Resposta<typeof resultadoAssinadoRespostaSchema>>(`${LAB}/assinatura-eletronica/store/${id}`, { arquivo }),
  resultados: (tela: 'impressao-exame' | 'entrega-exame' | 'cancelamento-resultado', q: { numero?: string; pacienteId?: number }) =>
    api.get<Resposta<typeof resultadosEmitidosSchema>>(`${LAB}/${tela}/resultados`, { query: q }).then((r) => r.data),
  pdfFinal: (resultadoIds: number[], reimpressaoDe?: number) =>
    baixarArquivo(`${LAB}/impressao-exame/pdf`, { resultadoIds: resultadoIds.join(','), reimpressaoDe }),
  pdfAssinado: (id: number) => baixarArquivo(`${LAB}/impressao-exame/assinado/${id}`),
  entregar: (body: { resultadoIds: number[]; entreguePara: string; documento?: string | null; entregueEm?: string }) =>
    api.post<Resposta<typeof operacaoResultadoRespostaSchema>>(`${LAB}/entrega-exame`, body),
  cancelar: (body: { resultadoId: number; motivo: string }) =>
    api.post<Resposta<typeof operacaoResultadoRespostaSchema>>(`${LAB}/cancelamento-resultado`, body),
};
