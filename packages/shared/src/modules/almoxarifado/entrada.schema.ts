import { z } from 'zod';
import { f } from '../../resource/fields.js';

/** Money of the screens, in cents: unit prices carry 4 decimals, so each line is rounded once, to the cent. */
export const centavos = (v: number) => Math.round(v * 100);
export const totalDoItem = (quantidade: number, valorUnitario: number) =>
  Math.round(quantidade * Math.round(valorUnitario * 10000)) / 10000;

/** The sum of the invoice's lines, in cents (each line quantity × unit price, rounded to the cent). */
export function somaDosItensCentavos(itens: readonly { quantidade?: number | null; valorUnitario?: number | null }[]): number {
  return itens.reduce((s, i) => s + centavos(totalDoItem(Number(i.quantidade ?? 0), Number(i.valorUnitario ?? 0))), 0);
}

export const formatarReais = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' ');

export const mensagemTotalNota = (total: number, soma: number) =>
  `O valor total da nota (${formatarReais(total)}) não confere com a soma dos itens (${formatarReais(soma)}).`;

/** One line of an entry: the lot (number, expiry, manufacturer), how many in the smallest unit, the unit price. */
export const entradaItemSchema = z.object({
  materialId: f.referencia('Material'),
  lote: f.texto('Lote', { max: 30 }),
  validade: f.data('Validade'),
  fabricanteId: f.opcional(f.referencia('Fabricante')),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000_000 }),
  valorUnitario: f.decimal('Valor unitário', { min: 0, max: 1_000_000 }),
});
export type EntradaItemInput = z.infer<typeof entradaItemSchema>;

const itens = z.array(entradaItemSchema, { error: 'Informe ao menos um item.' }).min(1, 'Informe ao menos um item.').max(1000);

/**
 * POST almoxarifado/entrada (spec 000 §2.3): an invoice received at the session's stock. The total typed from
 * the invoice must match the sum of its lines to the cent (the check that catches a mistyped price or quantity).
 */
export const entradaSchema = z
  .object({
    fornecedorId: f.referencia('Fornecedor'),
    numeroNota: f.texto('Número da nota', { max: 20 }),
    serie: f.textoOpcional('Série', { max: 5 }),
    dataEmissao: f.data('Data de emissão'),
    dataEntrada: f.data('Data de entrada'),
    valorTotal: f.decimal('Valor total da nota', { min: 0, max: 100_000_000 }),
    observacao: f.textoOpcional('Observação', { max: 500 }),
    itens,
  })
  .superRefine((v, ctx) => {
    const soma = somaDosItensCentavos(v.itens);
    if (centavos(v.valorTotal) !== soma)
      ctx.addIssue({ code: 'custom', path: ['valorTotal'], message: mensagemTotalNota(centavos(v.valorTotal), soma) });
    if (v.dataEmissao > v.dataEntrada) {
      ctx.addIssue({ code: 'custom', path: ['dataEmissao'], message: 'A data de emissão não pode ser posterior à data de entrada.' });
    }
  });
export type EntradaInput = z.infer<typeof entradaSchema>;

/** PUT almoxarifado/entrada/{id}: the invoice's own data; its lines are corrected by reversal and a new entry. */
export const entradaEdicaoSchema = z.object({
  fornecedorId: f.referencia('Fornecedor'),
  numeroNota: f.texto('Número da nota', { max: 20 }),
  serie: f.textoOpcional('Série', { max: 5 }),
  dataEmissao: f.data('Data de emissão'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});

/** POST almoxarifado/entrada-inicial: the opening balances of a stock that starts using the system. */
export const entradaInicialSchema = z.object({
  dataEntrada: f.data('Data'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens,
});

/** PUT …/estorno/{id}: every reversal says why. */
export const estornoSchema = z.object({
  motivo: f.texto('Motivo do estorno', { max: 300 }),
});
