import type {
  baixaVacinaDatatableSchema,
  baixaVacinaFormSchema,
  baixaVacinaHistoricoSchema,
  consultaEstoqueSchema,
  entradaVacinaDatatableSchema,
  entradaVacinaFormSchema,
  entradaVacinaModeloSchema,
  Resposta,
  salasDoEstoqueSchema,
  vacinaDeEstoqueSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

/** The immunization stock screens' calls (rooms and cold store: entries, stock query, losses). */
export type EntradaVacinaLinha = Resposta<typeof entradaVacinaDatatableSchema>['data'][number];
export type EntradaVacinaModelo = Resposta<typeof entradaVacinaModeloSchema>;
export type VacinaDeEstoque = Resposta<typeof vacinaDeEstoqueSchema>['data'][number];
export type ConsultaEstoque = Resposta<typeof consultaEstoqueSchema>;
export type LoteEstoqueVacina = ConsultaEstoque['lotes'][number];
export type FrascoAberto = ConsultaEstoque['frascos'][number];
export type BaixaVacinaLinha = Resposta<typeof baixaVacinaDatatableSchema>['data'][number];
export type BaixaVacinaHistoricoLinha = Resposta<typeof baixaVacinaHistoricoSchema>['data'][number];

const base = '/api/imunizacao';

export const estoqueVacinaApi = {
  entrada: `${base}/entrada`,
  baixa: `${base}/baixa`,
  formEntrada: () => api.get<Resposta<typeof entradaVacinaFormSchema>>(`${base}/entrada/create`),
  gravarEntrada: (corpo: object) => api.post<{ id: number }>(`${base}/entrada`, corpo),
  lerEntrada: (id: number) => api.get<EntradaVacinaModelo>(`${base}/entrada/${id}`),
  estornarEntrada: (id: number, motivo: string) => api.put<EntradaVacinaModelo>(`${base}/entrada/reverse/${id}`, { motivo }),
  salas: () => api.get<Resposta<typeof salasDoEstoqueSchema>>(`${base}/consulta-estoque/unidade`),
  estoque: (query: { salaId?: number; vacinaId?: number; situacao?: string }) =>
    api.get<ConsultaEstoque>(`${base}/consulta-estoque/estoque`, { query }),
  descartarFrasco: (id: number, motivo: string) =>
    api.post<{ perdidas: number }>(`${base}/consulta-estoque/frasco/${id}/descartar`, { motivo }),
  formBaixa: () => api.get<Resposta<typeof baixaVacinaFormSchema>>(`${base}/baixa/create`),
  gravarBaixa: (corpo: object) => api.post<{ id: number }>(`${base}/baixa`, corpo),
};

/** "2,4 frascos" */
export const textoFrascos = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'frasco' : 'frascos'}`;
