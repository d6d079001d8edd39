import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { zProcedimento } from '../../validation/zod-fields.js';

/** Money: at most two decimals (R$ 12,345 is refused rather than rounded). */
export const zDinheiro = (label: string) =>
  f.decimal(label, { min: 0, max: 9_999_999_999.99 }).refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: `${label} deve ter no máximo 2 casas decimais`,
  });

/**
 * The municipality's settings over a SIGTAP procedure (spec 000 §2.3 parametrizacao/procedimento):
 * one per procedure and municipality.
 */
export const procedimentoResource = defineResource({
  modulo: 'parametrizacao',
  recurso: 'procedimento',
  nome: 'Procedimento',
  nomePlural: 'Procedimentos',
  schema: z.object({
    procedimentoCodigo: zProcedimento('Procedimento SIGTAP'),
    valorComplementar: zDinheiro('Valor municipal complementar'),
    exigeAutorizacao: f.booleano().default(false),
    permiteAgendamento: f.booleano().default(true),
    quantidadeMaximaMes: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      f.inteiro('Quantidade máxima por paciente por mês', { min: 1, max: 999 }).nullable(),
    ),
    observacao: f.textoOpcional('Observação', { max: 1000 }),
  }),
  columns: [
    { data: 'procedimentoCodigo', title: 'Código', sortable: true, searchable: true },
    { data: 'procedimentoNome', title: 'Nome', sortable: true, searchable: true },
    { data: 'valorSigtap', title: 'Valor SIGTAP (SA + SH + SP)', tipo: 'numero', sortable: true },
    { data: 'valorComplementar', title: 'Complemento municipal', tipo: 'numero', sortable: true },
    { data: 'competencia', title: 'Competência', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'procedimentoCodigo', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
