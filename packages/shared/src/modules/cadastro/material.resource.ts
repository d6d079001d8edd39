import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { idsDe, LISTAS_PORTARIA_344, UNIDADES_FORNECIMENTO } from './suprimentos.enums.js';

export const ESTOQUE_MAXIMO_MENOR = 'Estoque máximo deve ser maior ou igual ao estoque mínimo';

/**
 * The BNAFAR product type (manual v2.8, rule 3; `data/bnafar/manual-v2.8/tipos-produto.csv`): the letter that goes in
 * front of the CATMAT code in the national base (`E` + `BR0342320U0041`).
 */
export const TIPOS_PRODUTO_BNAFAR = [
  { value: 'B', label: 'B - Componente Básico (RENAME anexos I e IV)' },
  { value: 'E', label: 'E - Componente Especializado (RENAME anexo III)' },
  { value: 'S', label: 'S - Componente Estratégico (financiamento federal)' },
  { value: 'O', label: 'O - RENAME com recursos próprios do ente' },
] as const;
export type TipoProdutoBnafar = (typeof TIPOS_PRODUTO_BNAFAR)[number]['value'];
export const CATMAT_INVALIDO = 'Código CATMAT inválido (ex.: BR0342320U0041)';
export const CATMAT_SEM_TIPO = 'Informe o componente da assistência farmacêutica (BNAFAR) do código CATMAT';
export const TIPO_SEM_CATMAT = 'Informe o código CATMAT do componente escolhido';

/**
 * Stock items (spec 000 §2.3 cadastro/material). The subgroup must belong to the group (checked by
 * the server against the tables, 422); the maximum stock, when given, cannot be below the minimum.
 */
export const materialResource = defineResource({
  modulo: 'cadastro',
  recurso: 'material',
  nome: 'Material',
  nomePlural: 'Materiais',
  schema: z
    .object({
      // CATMAT-like item code: digits only, up to 9
      codigo: f.opcional(
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, 'Código deve conter apenas dígitos (no máximo 9)'),
      ),
      nome: f.texto('Nome', { max: 150 }),
      apresentacao: f.textoOpcional('Apresentação', { max: 150 }),
      unidadeFornecimentoId: f.enumeracao('Unidade de fornecimento', idsDe(UNIDADES_FORNECIMENTO)),
      grupoId: f.referencia('Grupo'),
      subgrupoId: f.opcional(f.referencia('Subgrupo')),
      estoqueMinimo: f.inteiro('Estoque mínimo', { min: 0, max: 99_999_999 }),
      estoqueMaximo: f.opcional(f.inteiro('Estoque máximo', { min: 0, max: 99_999_999 })),
      listaControleId: f.opcional(f.enumeracao('Lista da Portaria 344/98', idsDe(LISTAS_PORTARIA_344))),
      medicamento: f.booleano().default(false),
      // the code of the federal catalogue as BNAFAR reads it: BR + 7 digits, with the supply unit (U + 4 digits)
      catmat: f.opcional(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^BR\d{7}(U\d{4})?$/, CATMAT_INVALIDO),
      ),
      tipoProdutoBnafar: f.opcional(
        z.enum(
          TIPOS_PRODUTO_BNAFAR.map((t) => t.value),
          'Componente da assistência farmacêutica (BNAFAR) é inválido',
        ),
      ),
    })
    // runs even when other fields are still invalid, so the form shows it as soon as both numbers are valid
    .refine((v) => v.estoqueMaximo == null || v.estoqueMaximo >= v.estoqueMinimo, {
      message: ESTOQUE_MAXIMO_MENOR,
      path: ['estoqueMaximo'],
      when: (p) => !p.issues.some((i) => i.path?.[0] === 'estoqueMinimo' || i.path?.[0] === 'estoqueMaximo'),
    })
    // a CATMAT code goes to BNAFAR only with its product type (decision 0015): one without the other is refused
    .refine((v) => !v.catmat || v.tipoProdutoBnafar, {
      message: CATMAT_SEM_TIPO,
      path: ['tipoProdutoBnafar'],
      when: (p) => !p.issues.some((i) => i.path?.[0] === 'catmat' || i.path?.[0] === 'tipoProdutoBnafar'),
    })
    .refine((v) => !v.tipoProdutoBnafar || v.catmat, {
      message: TIPO_SEM_CATMAT,
      path: ['catmat'],
      when: (p) => !p.issues.some((i) => i.path?.[0] === 'catmat' || i.path?.[0] === 'tipoProdutoBnafar'),
    }),
  columns: [
    { data: 'codigo', title: 'Código', sortable: true, searchable: true },
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'unidadeSigla', title: 'Unidade', sortable: true },
    { data: 'grupoNome', title: 'Grupo', sortable: true, searchable: true },
    { data: 'subgrupoNome', title: 'Subgrupo', sortable: true, searchable: true },
    { data: 'listaControle', title: 'Portaria 344', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [
    SITUACAO,
    {
      name: 'tipo',
      label: 'Tipo',
      opcoes: [
        { value: 'medicamento', label: 'Medicamentos' },
        { value: 'controlado', label: 'Controlados (Portaria 344)' },
        { value: 'outros', label: 'Demais materiais' },
      ],
    },
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
