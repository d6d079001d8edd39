import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * Requisitions of a sector to a warehouse (issue 18, spec 000 §2.3 requisicao-abertura-fechamento and
 * requisicao-pendente-permissao): the sector asks inside a period the warehouse opened for it; a material the
 * sector is not allowed waits for permission; the warehouse supplies all or part with FEFO lots.
 */
export const SITUACAO_REQUISICAO = { ABERTA: 1, ATENDIDA_PARCIALMENTE: 2, ATENDIDA: 3, RECUSADA: 4, CANCELADA: 5 } as const;
export const SituacaoRequisicaoNome: Record<number, string> = {
  1: 'Aberta',
  2: 'Atendida parcialmente',
  3: 'Atendida',
  4: 'Recusada',
  5: 'Cancelada',
};

/** An item is free to be supplied, waits for the material's permission, or was refused by it. */
export const SITUACAO_ITEM_REQUISICAO = { LIBERADO: 1, PENDENTE_PERMISSAO: 2, RECUSADO: 3 } as const;
export const SituacaoItemRequisicaoNome: Record<number, string> = { 1: 'Liberado', 2: 'Pendente de permissão', 3: 'Recusado' };

/** How a sector got a material's permission (the permission list shows it). */
export const ORIGEM_PERMISSAO = { MANUAL: 1, IMPORTACAO: 2, APROVACAO: 3 } as const;
export const OrigemPermissaoNome: Record<number, string> = { 1: 'Manual', 2: 'Importação', 3: 'Aprovação de pendência' };

export interface ItemParaSituacao {
  situacao: number;
  quantidadeSolicitada: number;
  quantidadeAtendida: number;
}

/**
 * The situation a requisition is in after any change of its items (a supply, its reversal, a permission approved or
 * refused). Refused and cancelled requisitions stay so (they were closed by someone); refused items do not count;
 * no item left: refused; nothing supplied: open; every released item whole and none pending: supplied.
 */
export function situacaoDaRequisicao(atual: number, itens: readonly ItemParaSituacao[]): number {
  if (atual === SITUACAO_REQUISICAO.RECUSADA || atual === SITUACAO_REQUISICAO.CANCELADA) return atual;
  const validos = itens.filter((i) => i.situacao !== SITUACAO_ITEM_REQUISICAO.RECUSADO);
  if (validos.length === 0) return SITUACAO_REQUISICAO.RECUSADA;
  if (validos.every((i) => i.quantidadeAtendida === 0)) return SITUACAO_REQUISICAO.ABERTA;
  const completa = validos.every((i) => i.situacao === SITUACAO_ITEM_REQUISICAO.LIBERADO && i.quantidadeAtendida >= i.quantidadeSolicitada);
  return completa ? SITUACAO_REQUISICAO.ATENDIDA : SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE;
}

const dataIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** POST almoxarifado/requisicao-abertura-fechamento: one period for each chosen sector, at the session's warehouse. */
export const periodoRequisicaoSchema = z
  .object({
    centrosCustoRequisitantesIds: f.ids({ min: 1, max: 500 }),
    dataAbertura: f.data('Data de abertura'),
    dataFechamento: f.data('Data de fechamento'),
    observacao: f.textoOpcional('Observação', { max: 300 }),
  })
  .superRefine((v, ctx) => {
    if (v.dataFechamento < v.dataAbertura)
      ctx.addIssue({
        code: 'custom',
        path: ['dataFechamento'],
        message: 'A data de fechamento não pode ser anterior à data de abertura.',
      });
  });

/** PUT almoxarifado/requisicao-abertura-fechamento/{id}: the dates and the note (the sector stays). */
export const periodoRequisicaoEdicaoSchema = z
  .object({
    dataAbertura: f.data('Data de abertura'),
    dataFechamento: f.data('Data de fechamento'),
    observacao: f.textoOpcional('Observação', { max: 300 }),
  })
  .superRefine((v, ctx) => {
    if (v.dataFechamento < v.dataAbertura)
      ctx.addIssue({
        code: 'custom',
        path: ['dataFechamento'],
        message: 'A data de fechamento não pode ser anterior à data de abertura.',
      });
  });

export const periodoFiltroSchema = z.object({
  centroCustoRequisitanteId: z.coerce.number().int().positive().optional(),
  /** 1 aberto hoje, 2 agendado, 3 encerrado */
  situacao: z.coerce.number().int().min(1).max(3).optional(),
});
export const SituacaoPeriodoNome: Record<number, string> = { 1: 'Aberto', 2: 'Agendado', 3: 'Encerrado' };

/** PUT almoxarifado/requisicao-abertura-fechamento/material-permitido/{setorId}: the whole list of the sector. */
export const materiaisPermitidosSchema = z.object({ materiaisIds: f.ids({ max: 10_000 }) });

/** POST almoxarifado/requisicao: the sector (the session's cost centre) asks a warehouse with an open period. */
export const requisicaoSchema = z.object({
  centroCustoAlmoxarifadoId: f.referencia('Almoxarifado'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z
    .array(
      z.object({
        materialId: f.referencia('Material'),
        quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000_000 }),
      }),
      { error: 'Informe ao menos um item.' },
    )
    .min(1, 'Informe ao menos um item.')
    .max(300),
});
export type RequisicaoInput = z.infer<typeof requisicaoSchema>;

export const requisicaoFiltroSchema = z.object({
  situacao: z.coerce.number().int().min(1).max(5).optional(),
  dataInicio: dataIso,
  dataFim: dataIso,
  /** The supply list: only what is still to be supplied (open or partially supplied). */
  pendentes: z.enum(['1', '0']).optional(),
});

/** Every closing of a requisition, an item or a supply says why. */
export const motivoSchema = z.object({ motivo: f.texto('Motivo', { max: 300 }) });

/**
 * POST almoxarifado/requisicao-suprimento/{id}: what the warehouse gives now, per item; a lot chosen or FEFO. The
 * same item may come in several lines (several lots); zero lines are ignored.
 */
export const suprimentoSchema = z.object({
  data: f.data('Data'),
  itens: z
    .array(
      z.object({
        requisicaoItemId: f.referencia('Item'),
        quantidade: f.inteiro('Quantidade', { min: 0, max: 100_000_000 }),
        loteId: f.opcional(f.referencia('Lote')),
      }),
    )
    .max(1000)
    .refine((l) => l.some((i) => i.quantidade > 0), 'Informe a quantidade a atender de ao menos um item.'),
});
export type SuprimentoInput = z.infer<typeof suprimentoSchema>;

/** POST almoxarifado/requisicao-pendente-permissao/store-permissao: the sectors that may ask for one material. */
export const permissaoMaterialSchema = z.object({
  materialId: f.referencia('Material'),
  centrosCustoIds: f.ids({ max: 1000 }),
});

export const permissaoFiltroSchema = z.object({
  centroCustoId: z.coerce.number().int().positive().optional(),
  materialId: z.coerce.number().int().positive().optional(),
});

export const pendenciaFiltroSchema = z.object({
  centroCustoRequisitanteId: z.coerce.number().int().positive().optional(),
  dataInicio: dataIso,
  dataFim: dataIso,
});

/** POST almoxarifado/requisicao-pendente-permissao/importacao: a CSV whose first column is the material code. */
export const importacaoPermissaoSchema = z.object({
  centroCustoId: f.referencia('Setor'),
  conteudo: z
    .string({ error: 'Selecione o arquivo CSV.' })
    .max(2_000_000, 'O arquivo deve ter no máximo 2 MB.')
    .refine((s) => s.trim() !== '', 'O arquivo está vazio.'),
});

/** At most this many lines in one import (a municipality's catalogue has a few thousand materials). */
export const LIMITE_LINHAS_IMPORTACAO = 5000;
