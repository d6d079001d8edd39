import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A line of the write-offs' list. */
export const baixaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  material: z.string(),
  lote: z.string(),
  validade: w.data,
  quantidade: z.number(),
  motivo: z.string(),
  situacao: z.number(),
});
export const baixaDatatableSchema = datatableResposta(baixaLinhaSchema);

export const baixaModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCusto: z.string(),
  data: w.data,
  materialId: w.inteiroLongo,
  material: z.string(),
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  /** The lot had expired on the write-off's date. */
  vencido: z.boolean(),
  quantidade: z.number(),
  custoUnitario: z.string(),
  motivoBaixaId: w.inteiroLongo,
  motivo: z.string(),
  observacao: z.string().nullable(),
  registradoPor: z.string().nullable(),
  situacao: z.number(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: w.instante.nullable(),
});
export const baixaEdicaoRespostaSchema = z.object({ model: baixaModeloSchema });

/**
 * GET almoxarifado/baixa/create/{materialId}: the material's lots with stock here (expired ones included and
 * flagged: a write-off is how they leave) and the active reasons.
 */
export const baixaFormSchema = z.object({
  form: z.object({
    centroCusto: w.opcao,
    material: w.opcao,
    lotes: z.array(z.object({ loteId: w.inteiroLongo, lote: z.string(), validade: w.data, disponivel: z.number(), vencido: z.boolean() })),
    motivos: z.array(w.opcao),
  }),
});

/** GET almoxarifado/baixa/historico: each write-off or reversal movement of the material at the session's stock. */
export const baixaHistoricoSchema = w.dados(
  z.array(
    z.object({
      movimentoId: w.inteiroLongo,
      tipo: z.string(),
      tipoNome: z.string(),
      data: w.data,
      registradoEm: w.instante,
      lote: z.string(),
      validade: w.data,
      quantidade: z.number(),
      motivo: z.string().nullable(),
      usuario: z.string().nullable(),
      baixaId: w.inteiroLongo.nullable(),
    }),
  ),
);
