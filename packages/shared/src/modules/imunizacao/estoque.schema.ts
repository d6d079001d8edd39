import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * Vaccine stock of a room or the cold store (issue 20 "Rooms and vaccine stock"): every quantity is in DOSES; a vial
 * holds `dosesPorFrasco` of them (the lot's presentation, told at the entry).
 */

/** The doses a line of an entry brings: vials × doses per vial, or the doses typed. */
export function dosesDaLinha(l: { unidade?: 'frasco' | 'dose' | null; quantidade?: number | null; dosesPorFrasco?: number | null }) {
  const q = Number(l.quantidade ?? 0);
  return l.unidade === 'dose' ? q : q * Number(l.dosesPorFrasco ?? 1);
}

/** Doses as vials ("12 frascos" or "12,5 frascos"): what a room counts on the shelf. */
export const frascosEquivalentes = (doses: number, dosesPorFrasco: number) => Math.round((doses / Math.max(1, dosesPorFrasco)) * 10) / 10;

export const MENSAGENS_ESTOQUE_VACINA = {
  naoESala: (nome: string) =>
    `O centro de custo da sessão (${nome}) não é uma sala de vacinação nem a rede de frio. Entre numa lotação de sala de vacinação.`,
  salaBloqueada: (nome: string) => `A sala de vacinação ${nome} está bloqueada.`,
  vacinaSemItem: 'Esta vacina não tem item de estoque cadastrado (Cadastro > Vacina).',
  apresentacaoDivergente: (lote: string, doses: number) => `O lote ${lote} já foi recebido com ${doses} dose(s) por frasco.`,
  dosesNaoMultiplas: 'Informe a quantidade de doses em número inteiro.',
  outrosSemObservacao: 'Descreva o motivo da perda na observação.',
  salaDeOutroEstoque: 'Sem permissão para consultar o estoque de outra sala.',
} as const;

/** One line of a vaccine entry: the lot (number, manufacturer, expiry), its presentation and how much came. */
export const entradaVacinaItemSchema = z.object({
  vacinaId: f.referencia('Vacina'),
  lote: f.texto('Lote', { max: 30 }),
  fabricanteId: f.opcional(f.referencia('Fabricante')),
  validade: f.data('Validade'),
  dosesPorFrasco: f.inteiro('Doses por frasco', { min: 1, max: 50 }),
  unidade: z.enum(['frasco', 'dose'], { error: 'Informe se a quantidade é em frascos ou doses.' }),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 1_000_000 }),
});
export type EntradaVacinaItemInput = z.infer<typeof entradaVacinaItemSchema>;

/** POST imunizacao/entrada: vaccines received at the session's room or cold store (mostly the SES supply note). */
export const entradaVacinaSchema = z.object({
  data: f.data('Data de recebimento'),
  origem: f.texto('Origem', { max: 150 }),
  documento: f.textoOpcional('Documento', { max: 60 }),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z.array(entradaVacinaItemSchema, { error: 'Informe ao menos um lote.' }).min(1, 'Informe ao menos um lote.').max(200),
});
export type EntradaVacinaInput = z.infer<typeof entradaVacinaSchema>;

const dataFiltro = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** GET imunizacao/entrada/datatable filters. */
export const entradaVacinaFiltroSchema = z.object({
  dataInicio: dataFiltro,
  dataFim: dataFiltro,
  situacao: z.coerce.number().int().min(1).max(2).optional(),
  vacinaId: z.coerce.number().int().positive().optional(),
});

/** PUT imunizacao/entrada/reverse/{id} and the open vial's discard: why. */
export const motivoVacinaSchema = z.object({ motivo: f.texto('Motivo', { min: 3, max: 500 }) });

/** Loss reasons of a vaccine write-off (baixa), spec 000 §2.3 imunizacao/baixa; as the PNI's loss report names them. */
export const MOTIVOS_PERDA_VACINA = [
  { codigo: 1, nome: 'Vencimento (prazo de validade expirado)' },
  { codigo: 2, nome: 'Quebra de frasco' },
  { codigo: 3, nome: 'Falha de equipamento / ruptura da cadeia de frio' },
  { codigo: 4, nome: 'Falta de energia elétrica' },
  { codigo: 5, nome: 'Contaminação' },
  { codigo: 6, nome: 'Procedimento inadequado' },
  { codigo: 7, nome: 'Transporte inadequado' },
  { codigo: 9, nome: 'Outros' },
] as const;
export const MOTIVO_PERDA_OUTROS = 9;
export const nomeMotivoPerda = (codigo: number) => MOTIVOS_PERDA_VACINA.find((m) => m.codigo === codigo)?.nome ?? '';

/** POST imunizacao/baixa: doses of one lot of the session's room lost, with the reason ("Outros" needs a note). */
export const baixaVacinaSchema = z
  .object({
    loteId: f.referencia('Lote'),
    doses: f.inteiro('Doses', { min: 1, max: 1_000_000 }),
    motivo: f.enumeracao(
      'Motivo',
      MOTIVOS_PERDA_VACINA.map((m) => m.codigo),
    ),
    data: f.data('Data'),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    if (v.motivo === MOTIVO_PERDA_OUTROS && !v.observacao?.trim())
      ctx.addIssue({ code: 'custom', path: ['observacao'], message: MENSAGENS_ESTOQUE_VACINA.outrosSemObservacao });
  });
export type BaixaVacinaInput = z.infer<typeof baixaVacinaSchema>;

/** GET imunizacao/baixa/datatable and historico filters. */
export const baixaVacinaFiltroSchema = z.object({
  dataInicio: dataFiltro,
  dataFim: dataFiltro,
  motivo: z.coerce.number().int().positive().optional(),
  vacinaId: z.coerce.number().int().positive().optional(),
});

/** GET imunizacao/consulta-estoque/estoque: the session's room by default; another room with the permission. */
export const consultaEstoqueQuerySchema = z.object({
  salaId: z.coerce.number().int().positive().optional(),
  vacinaId: z.coerce.number().int().positive().optional(),
  /** vencido | vencendo | valido */
  situacao: z.enum(['vencido', 'vencendo', 'valido']).optional(),
});
