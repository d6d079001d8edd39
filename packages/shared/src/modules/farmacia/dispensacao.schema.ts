import { z } from 'zod';
import { datatableRequestSchema } from '../../datatable.js';
import { ITENS_POR_RECEITA, MENSAGENS_RECEITA, RECEITAS_DE_UM_ITEM, TipoReceita } from '../../receita.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { ORIGENS_RECEITA } from './dispensacao.regras.js';

/**
 * The requests of farmacia/dispensacao (spec 000 §2.3: index, create/{pacienteId}/{filaId?}, edit/{id}; 001 §7:
 * create, store, edit, update, historico-receitas, receita-dispensada, receita-historico, ultima-retirada,
 * supervisor, medicamento-a-vencer, solicitacao-medicamento-item) and of farmacia/estorno-dispensacao.
 */

/** A lot the pharmacist chose for part of a line (none: first-expiry-first-out). */
const loteEscolhidoSchema = z.object({
  loteId: f.referencia('Lote'),
  quantidade: f.inteiro('Quantidade do lote', { min: 1, max: 100_000 }),
});

/**
 * One medicine dispensed now, from one item of one of the patient's prescriptions (`origem` + `receitaId` +
 * `receitaItemId`; a CEAF process is its own item). The posology (units a day, or the days of treatment) gives the
 * next pickup; thalidomide carries the CID and, for a woman of childbearing age, the consent term's number; a
 * notification (blue or yellow, one medicine each) carries its number when the prescription did not.
 */
export const dispensacaoFarmaciaItemSchema = z.object({
  origem: z.enum(ORIGENS_RECEITA, { error: 'Origem da receita inválida.' }),
  receitaId: f.referencia('Receita'),
  receitaItemId: f.referencia('Item da receita'),
  materialId: f.referencia('Medicamento'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000 }),
  lotes: z.preprocess((v) => v ?? [], z.array(loteEscolhidoSchema).max(20)),
  unidadesPorDia: f.opcional(f.decimal('Unidades por dia', { min: 0.01, max: 1000 })),
  diasTratamento: f.opcional(f.inteiro('Dias de tratamento', { min: 1, max: 366 })),
  numeroNotificacao: f.textoOpcional('Número da notificação', { max: 20 }),
  cid: f.textoOpcional('CID', { max: 5 }).refine((v) => !v || /^[A-Za-z]\d{2}(\.?\d)?$/.test(v), 'CID inválido.'),
  termoResponsabilidade: f.textoOpcional('Termo de responsabilidade', { max: 40 }),
});
export type DispensacaoFarmaciaItemInput = z.infer<typeof dispensacaoFarmaciaItemSchema>;

/** The supervisor's authorisation of an early repeat (`POST supervisor` gave the token) and why. */
export const autorizacaoAntecipadaSchema = z.object({
  token: z.string({ error: 'Peça a autorização do supervisor.' }).min(1, 'Peça a autorização do supervisor.').max(4000),
  justificativa: f.texto('Justificativa', { max: 500 }),
});

export const dispensacaoFarmaciaSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  filaId: f.opcional(f.referencia('Fila')),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z
    .array(dispensacaoFarmaciaItemSchema, { error: 'Escolha ao menos um medicamento de uma receita.' })
    .min(1, 'Escolha ao menos um medicamento de uma receita.')
    .max(50),
  autorizacao: autorizacaoAntecipadaSchema.nullish(),
});
export type DispensacaoFarmaciaInput = z.infer<typeof dispensacaoFarmaciaSchema>;

export const dispensacaoFarmaciaEdicaoSchema = z.object({ observacao: f.textoOpcional('Observação', { max: 500 }) });

/** POST supervisor: the pharmacy supervisor types login and password at the counter (spec 001 §7 "supervisor"). */
export const supervisorFarmaciaSchema = z.object({
  login: f.texto('Usuário', { max: 100 }),
  senha: z.string({ error: 'O campo Senha é obrigatório.' }).min(1, 'O campo Senha é obrigatório.').max(200),
});

/** "CRM 12345", "CRO-PE 1234": the council's acronym and the number, as printed on the prescription. */
const CONSELHO = /^[A-Z]{2,6}(?:[-/][A-Z]{2})?\s+\d{1,10}$/;

const itemReceitaExternaSchema = z.object({
  medicamentoId: f.opcional(f.referencia('Medicamento')),
  medicamentoNaoPadronizadoId: f.opcional(f.referencia('Medicamento não padronizado')),
  descricao: f.texto('Medicamento', { max: 500 }),
  quantidade: f.texto('Quantidade', { max: 60 }),
  posologia: f.texto('Posologia', { max: 1000 }),
  usoContinuo: f.booleano().default(false),
});

/**
 * A prescription written outside the product, typed in at the counter: form (TipoReceita), prescriber and council,
 * issue date. The one-medicine rule of the notifications and their number are checked here; which medicine may go
 * on which form (problemaDaReceita) needs the registry and is checked by the server.
 */
export const receitaExternaSchema = z
  .object({
    pacienteId: f.referencia('Paciente'),
    tipo: f.enumeracao('Tipo de receita', Object.values(TipoReceita)),
    numeroNotificacao: f.textoOpcional('Número da notificação', { max: 20 }),
    prescritorNome: f.texto('Prescritor', { max: 150 }),
    prescritorConselho: f
      .texto('Conselho e número', { max: 30 })
      .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
      .refine((v) => CONSELHO.test(v), 'Informe o conselho e o número como na receita, por exemplo CRM 12345.'),
    prescritorUf: f.textoOpcional('UF do conselho', { max: 2 }).refine((v) => !v || /^[A-Za-z]{2}$/.test(v), 'UF inválida.'),
    dataEmissao: f.data('Data de emissão', { max: () => hojeIso() }),
    estabelecimento: f.textoOpcional('Estabelecimento', { max: 200 }),
    observacao: f.textoOpcional('Observação', { max: 500 }),
    itens: z.preprocess(
      (v) => v ?? [],
      z
        .array(itemReceitaExternaSchema)
        .min(1, MENSAGENS_RECEITA.semItens)
        .max(ITENS_POR_RECEITA, `Informe no máximo ${ITENS_POR_RECEITA} itens.`),
    ),
  })
  .superRefine((r, ctx) => {
    if (RECEITAS_DE_UM_ITEM.includes(r.tipo) && r.itens.length > 1)
      ctx.addIssue({ code: 'custom', path: ['itens'], message: MENSAGENS_RECEITA.umItem(r.tipo) });
    if (RECEITAS_DE_UM_ITEM.includes(r.tipo) && !r.numeroNotificacao)
      ctx.addIssue({ code: 'custom', path: ['numeroNotificacao'], message: 'Informe o número da notificação de receita.' });
  })
  .transform((r) => ({
    ...r,
    prescritorUf: r.prescritorUf?.toUpperCase() ?? null,
    numeroNotificacao: RECEITAS_DE_UM_ITEM.includes(r.tipo) ? r.numeroNotificacao : null,
  }));
export type ReceitaExternaInput = z.infer<typeof receitaExternaSchema>;

/** GET list: the session's pharmacy, a period, the situation and the patient. */
export const dispensacaoFarmaciaListaSchema = datatableRequestSchema.extend({
  dataInicio: z.string().optional(),
  dataFim: z.string().optional(),
  situacao: z.coerce.number().int().min(1).max(2).optional(),
  pacienteId: z.coerce.number().int().positive().optional(),
});

export const ultimaRetiradaQuerySchema = z.object({
  pacienteId: z.coerce.number().int().positive(),
  materialId: z.coerce.number().int().positive(),
});

/** GET medicamento-a-vencer: the lots a line would take and whether they last the treatment (`dias`). */
export const medicamentoAVencerQuerySchema = z.object({
  materialId: z.coerce.number().int().positive(),
  quantidade: z.coerce.number().int().positive(),
  dias: z.coerce.number().int().min(0).max(366),
});

/** receita-historico/{id} and solicitacao-medicamento-item/{id}: a prescription is named by its origin and id. */
export const receitaOrigemQuerySchema = z.object({ origem: z.enum(ORIGENS_RECEITA, { error: 'Origem da receita inválida.' }) });
