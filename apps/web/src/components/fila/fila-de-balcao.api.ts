import type { acaoEntradaFilaRespostaSchema, filaDeChegadaRespostaSchema, Resposta, senhaFilaDeChegadaSchema } from '@saude/shared';
import { api } from '../../lib/api';

/** GET of a counter queue (pharmacy, vaccination room …) as the shared answer schema types it (camelCase). */
export type RespostaFilaDeBalcao = Resposta<typeof filaDeChegadaRespostaSchema>;
export type FormularioFilaDeBalcao = RespostaFilaDeBalcao['data']['form'];
export type EntradaFilaDeBalcao = RespostaFilaDeBalcao['data']['model']['fila'][number];
export type SenhaFilaDeBalcao = Resposta<typeof senhaFilaDeChegadaSchema>;
type Feito = Resposta<typeof acaoEntradaFilaRespostaSchema>;

/** The screen's filters, as the URL keeps them. */
export interface ConsultaFilaDeBalcao {
  status?: number;
  prioridadeId?: number;
  busca?: string;
}

/** The calls of a counter queue: `base` is its URL ('/api/farmacia/fila-atendimento'), `chamada` its call's. */
export function apiDaFilaDeBalcao(base: string, chamada: string) {
  return {
    listar: (consulta: ConsultaFilaDeBalcao, signal?: AbortSignal) =>
      api.get<RespostaFilaDeBalcao>(base, { query: { ...consulta }, signal }),
    incluir: (v: { pacienteId: number; prioridadeId?: number | null; senhaFilaId?: number | null }) => api.post<Feito>(base, v),
    senha: (filaId: number) => api.get<SenhaFilaDeBalcao>(`${base}/senha/${filaId}`),
    chamar: (filaId: number, telaId: number | null, salaId: number | null) => api.post<Feito>(chamada, { filaId, telaId, salaId }),
    atender: (id: number) => api.put<Feito>(`${base}/atender/${id}`),
    devolver: (id: number) => api.put<Feito>(`${base}/devolver/${id}`),
    evadir: (id: number, motivoEvasao: string) => api.put<Feito>(`${base}/evadir/${id}`, { motivoEvasao }),
    desfazerEvasao: (id: number) => api.put<Feito>(`${base}/desfazer-evasao/${id}`),
  };
}
export type ApiDaFilaDeBalcao = ReturnType<typeof apiDaFilaDeBalcao>;
