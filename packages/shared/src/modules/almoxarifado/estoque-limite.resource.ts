import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

export const MENSAGENS_ESTOQUE_LIMITE = {
  maximoMenorQueMinimo: 'O estoque máximo deve ser maior ou igual ao mínimo.',
  pontoPedidoForaDosLimites: 'O ponto de pedido deve estar entre o estoque mínimo e o máximo.',
  centroNaoEstoque: 'Escolha um estoque (almoxarifado ou farmácia).',
} as const;

/**
 * Stock limits of a material at one stock (issue 18: "minimum/maximum stock and reorder alerts per material and
 * cost centre"). The material registry has one minimum and maximum for the whole municipality; a stock that
 * needs its own limits (a unit pharmacy holds less than the central warehouse) declares them here, and the
 * start page's alerts prefer them.
 */
export const estoqueLimiteResource = defineResource({
  modulo: 'almoxarifado',
  recurso: 'estoque-limite',
  nome: 'Limite de estoque',
  nomePlural: 'Limites de estoque',
  schema: z
    .object({
      centroCustoId: f.referencia('Estoque'),
      materialId: f.referencia('Material'),
      minimo: f.inteiro('Estoque mínimo', { min: 0, max: 100_000_000 }),
      maximo: f.opcional(f.inteiro('Estoque máximo', { min: 0, max: 100_000_000 })),
      pontoPedido: f.opcional(f.inteiro('Ponto de pedido', { min: 0, max: 100_000_000 })),
    })
    .superRefine((v, ctx) => {
      if (v.maximo != null && v.maximo < v.minimo)
        ctx.addIssue({ code: 'custom', path: ['maximo'], message: MENSAGENS_ESTOQUE_LIMITE.maximoMenorQueMinimo });
      if (v.pontoPedido != null && (v.pontoPedido < v.minimo || (v.maximo != null && v.pontoPedido > v.maximo)))
        ctx.addIssue({ code: 'custom', path: ['pontoPedido'], message: MENSAGENS_ESTOQUE_LIMITE.pontoPedidoForaDosLimites });
    }),
  columns: [
    { data: 'centroCustoNome', title: 'Estoque', sortable: true, searchable: true },
    { data: 'materialNome', title: 'Material', sortable: true, searchable: true },
    { data: 'minimo', title: 'Mínimo', tipo: 'numero', sortable: true, width: 110 },
    { data: 'pontoPedido', title: 'Ponto de pedido', tipo: 'numero', sortable: true, width: 140 },
    { data: 'maximo', title: 'Máximo', tipo: 'numero', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'materialNome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
