import type {
  InventarioNovoLoteInput,
  inventarioDatatableSchema,
  inventarioIndexSchema,
  inventarioItensSchema,
  inventarioModeloSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type InventarioModelo = Resposta<typeof inventarioModeloSchema>;
export type InventarioLinha = Resposta<typeof inventarioDatatableSchema>['data'][number];
export type InventarioItem = Resposta<typeof inventarioItensSchema>['data'][number];

const base = '/api/almoxarifado/inventario';

/** almoxarifado/inventario on the wire (spec 001 §7: index, list, store; the count's own calls beside them). */
export const inventarioApi = {
  index: () => api.get<Resposta<typeof inventarioIndexSchema>>(base),
  abrir: (observacao?: string | null) => api.post<{ id: number }>(base, { observacao: observacao ?? null }),
  ler: (id: number | string) => api.get<InventarioModelo>(`${base}/${id}`),
  itens: (id: number | string) => `${base}/${id}/itens`,
  contar: (id: number | string, itens: { id: number; quantidadeContada: number | null }[]) =>
    api.put<InventarioModelo>(`${base}/${id}/contagem`, { itens }),
  incluirLote: (id: number | string, corpo: Partial<InventarioNovoLoteInput>) => api.post<InventarioModelo>(`${base}/${id}/lote`, corpo),
  aplicar: (id: number | string) => api.put<InventarioModelo>(`${base}/${id}/aplicar`),
  cancelar: (id: number | string, motivo: string) => api.put<InventarioModelo>(`${base}/${id}/cancelar`, { motivo }),
};

export const COR_SITUACAO_INVENTARIO: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };
