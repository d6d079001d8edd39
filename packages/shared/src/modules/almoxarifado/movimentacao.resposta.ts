import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** Situations of an entry or exit document: active, or reversed (its movements undone, the row kept). */
export const SITUACAO_DOCUMENTO_ESTOQUE = { ATIVA: 1, ESTORNADA: 2 } as const;
export const SituacaoDocumentoEstoqueNome: Record<number, string> = { 1: 'Ativa', 2: 'Estornada' };

/** A line of the entries' list (entrada and entrada-inicial). */
export const entradaLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataEntrada: w.data,
  fornecedor: z.string().nullable(),
  fornecedorCnpj: z.string().nullable(),
  numeroNota: z.string().nullable(),
  serie: z.string().nullable(),
  valorTotal: z.string(),
  quantidadeItens: w.inteiroLongo,
  situacao: z.number(),
});
export const entradaDatatableSchema = datatableResposta(entradaLinhaSchema);

export const entradaItemRespostaSchema = z.object({
  id: w.inteiroLongo,
  materialId: w.inteiroLongo,
  material: z.string(),
  loteId: w.inteiroLongo,
  lote: z.string(),
  validade: w.data,
  fabricanteId: w.inteiroLongo.nullable(),
  fabricante: z.string().nullable(),
  quantidade: z.number(),
  valorUnitario: z.string(),
});

export const entradaModeloSchema = z.object({
  id: w.inteiroLongo,
  inicial: z.boolean(),
  centroCusto: z.string(),
  fornecedorId: w.inteiroLongo.nullable(),
  fornecedor: z.string().nullable(),
  fornecedorCnpj: z.string().nullable(),
  numeroNota: z.string().nullable(),
  serie: z.string().nullable(),
  dataEmissao: w.data.nullable(),
  dataEntrada: w.data,
  valorTotal: z.string(),
  observacao: z.string().nullable(),
  situacao: z.number(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: w.instante.nullable(),
  itens: z.array(entradaItemRespostaSchema),
});

/** GET …/create: the stock the entry goes into (the session's cost centre). */
export const movimentacaoFormSchema = z.object({ form: z.object({ centroCusto: w.opcao }) });
export const entradaEdicaoRespostaSchema = z.object({ form: z.object({ centroCusto: w.opcao }), model: entradaModeloSchema });

/** GET almoxarifado/entrada/fornecedor/{cnpj}: the supplier of an invoice, found by its CNPJ. */
export const fornecedorPorCnpjSchema = z.object({ id: w.inteiroLongo, nome: z.string(), cnpj: z.string() });

/** GET almoxarifado/entrada/list: the lines entered in a period (the entries report and the kardex read it). */
export const entradaListaSchema = w.dados(
  z.array(
    entradaItemRespostaSchema.extend({
      entradaId: w.inteiroLongo,
      dataEntrada: w.data,
      numeroNota: z.string().nullable(),
      fornecedor: z.string().nullable(),
      inicial: z.boolean(),
    }),
  ),
);

/** A line of the exits' list. */
export const saidaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  destinoTipo: z.number(),
  destino: z.string(),
  quantidadeItens: w.inteiroLongo,
  situacao: z.number(),
});
export const saidaDatatableSchema = datatableResposta(saidaLinhaSchema);

export const saidaModeloSchema = z.object({
  id: w.inteiroLongo,
  centroCusto: z.string(),
  destinoTipo: z.number(),
  centroCustoDestinoId: w.inteiroLongo.nullable(),
  destino: z.string(),
  data: w.data,
  observacao: z.string().nullable(),
  situacao: z.number(),
  motivoEstorno: z.string().nullable(),
  estornadoEm: w.instante.nullable(),
  itens: z.array(
    z.object({
      id: w.inteiroLongo,
      materialId: w.inteiroLongo,
      material: z.string(),
      loteId: w.inteiroLongo,
      lote: z.string(),
      validade: w.data,
      quantidade: z.number(),
      custoUnitario: z.string(),
    }),
  ),
});
export const saidaEdicaoRespostaSchema = z.object({ form: z.object({ centroCusto: w.opcao }), model: saidaModeloSchema });

/** GET almoxarifado/saida/create: the stock and the sectors an exit can go to. */
export const saidaFormSchema = z.object({ form: z.object({ centroCusto: w.opcao, setores: z.array(w.opcao) }) });

/** The id of a document just written (201). */
export const documentoGravadoSchema = z.object({ id: w.inteiroLongo });
