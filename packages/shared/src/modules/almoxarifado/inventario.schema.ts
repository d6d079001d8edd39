import { z } from 'zod';
import { formatarDataEstoque } from '../../estoque.js';
import { f } from '../../resource/fields.js';

/**
 * almoxarifado/inventario (spec 000 §2.3 index; 001 §7 "inventario: index, list, store"): a count of one stock.
 * Opening freezes, per lot with balance, the expected quantity; the clerks type what they count (saving as they
 * go), may add a lot found on the shelf, and applying writes the differences as `ajuste_inventario` movements.
 */
export const SITUACAO_INVENTARIO = { EM_ANDAMENTO: 1, APLICADO: 2, CANCELADO: 3 } as const;
export const SituacaoInventarioNome: Record<number, string> = { 1: 'Em andamento', 2: 'Aplicado', 3: 'Cancelado' };

export const MENSAGENS_INVENTARIO = {
  emAndamento: (data: string) =>
    `Já existe um inventário em andamento neste estoque (aberto em ${formatarDataEstoque(data)}). Aplique ou cancele antes de abrir outro.`,
  naoEmAndamento: 'Este inventário não está em andamento.',
  semContagem: (n: number) => `Conte todos os lotes antes de aplicar: ${n} sem contagem.`,
  loteJaIncluido: (lote: string) => `O lote ${lote} já está neste inventário.`,
  itemDeOutroInventario: 'Item não encontrado neste inventário.',
  semLotes: 'Este estoque não tem lotes com saldo para contar.',
} as const;

export const inventarioAberturaSchema = z.object({ observacao: f.textoOpcional('Observação', { max: 500 }) });

/** PUT …/inventario/{id}/contagem: what was counted so far (a blank count clears it: partial saving). */
export const inventarioContagemSchema = z.object({
  itens: z
    .array(
      z.object({
        id: f.referencia('Item'),
        quantidadeContada: f.opcional(f.inteiro('Quantidade contada', { min: 0, max: 100_000_000 })),
      }),
      { error: 'Informe ao menos um item.' },
    )
    .min(1, 'Informe ao menos um item.')
    .max(1000),
});
export type InventarioContagemInput = z.infer<typeof inventarioContagemSchema>;

/** POST …/inventario/{id}/lote: a lot found on the shelf that the stock did not list (expected 0). */
export const inventarioNovoLoteSchema = z.object({
  materialId: f.referencia('Material'),
  lote: f.texto('Lote', { max: 30 }),
  validade: f.data('Validade'),
  fabricanteId: f.opcional(f.referencia('Fabricante')),
  quantidadeContada: f.inteiro('Quantidade contada', { min: 0, max: 100_000_000 }),
});
export type InventarioNovoLoteInput = z.infer<typeof inventarioNovoLoteSchema>;

export const inventarioCancelamentoSchema = z.object({ motivo: f.texto('Motivo do cancelamento', { max: 300 }) });

/** Which lines of the count sheet the list shows. */
export const FILTRO_ITENS_INVENTARIO = { PENDENTES: 'pendentes', DIVERGENTES: 'divergentes' } as const;
