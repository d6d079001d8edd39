import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { pacienteCabecalhoSchema } from '../cadastro/index.js';
import { type Calendario, type CodigoDose, DOSE_NOME } from './calendario.tipos.js';
import { ESTRATEGIAS_VACINACAO, GRUPO_ATENDIMENTO_PADRAO, GRUPOS_ATENDIMENTO, LOCAIS_APLICACAO, VIAS_VACINACAO } from './codigos.js';

/**
 * The requests and answers of imunizacao/registro-vacinacao (spec 000 §2.3: index, create/{id}/{filaId?}; issue 20
 * "Vaccination"): doses applied in the room from its lots, doses transcribed from a card or given abroad, the
 * cancellation of a record and the correction of its non-stock fields.
 */

export const MENSAGENS_REGISTRO_VACINACAO = {
  semSala: 'O centro de custo desta sessão não é uma sala de vacinação. Troque a lotação para uma sala de vacinação.',
  vacinaInvalida: 'Vacina não encontrada.',
  loteDeOutraSala: 'Este lote não tem saldo nesta sala de vacinação.',
  loteDeOutraVacina: 'Este lote não é desta vacina.',
  loteVencido: (lote: string, validade: string) =>
    `O lote ${lote} venceu em ${validade.slice(8, 10)}/${validade.slice(5, 7)}/${validade.slice(0, 4)}.`,
  dataFutura: 'A data da aplicação não pode ser posterior a hoje.',
  justificativa: (motivos: string[]) => `Informe a justificativa: ${motivos.join(' ')}`,
  registrado: (n: number) => (n === 1 ? 'Dose registrada.' : `${n} doses registradas.`),
  transcrito: (n: number) => (n === 1 ? 'Dose anterior transcrita.' : `${n} doses anteriores transcritas.`),
  cancelado: 'Registro de vacinação cancelado.',
  jaCancelado: 'Este registro já foi cancelado.',
  canceladoDeOutraSala: 'Só a sala que aplicou a dose pode cancelar o registro (a dose volta ao estoque dela).',
  naoEncontrado: 'Registro de vacinação não encontrado.',
  alterado: 'Registro de vacinação alterado.',
  proximaAntesDaAplicacao: 'A data da próxima dose deve ser posterior à da aplicação.',
} as const;

const codigos = (lista: readonly { codigo: number }[]) => lista.map((x) => x.codigo);
/** A dose code of the calendar (DOSE_NOME's keys). */
export const doseVacinacaoSchema = z.enum(Object.keys(DOSE_NOME) as [CodigoDose, ...CodigoDose[]], { error: 'Dose inválida.' });
const dose = doseVacinacaoSchema;

/** One dose applied now: vaccine, dose, lot of the room and the aprazamento (editable; empty = suggested). */
export const doseAplicadaSchema = z.object({
  vacinaId: f.referencia('Vacina'),
  dose,
  loteId: f.referencia('Lote'),
  via: f.opcional(f.enumeracao('Via', codigos(VIAS_VACINACAO))),
  localAplicacao: f.opcional(f.enumeracao('Local de aplicação', codigos(LOCAIS_APLICACAO))),
  proximaDoseData: f.opcional(f.data('Data da próxima dose')),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});

/** What the patient is at the record (RIA fields): care group, pregnant, puerperal, hanseníase contact (BCG). */
const condicoes = {
  grupoAtendimento: f.enumeracao('Grupo de atendimento', codigos(GRUPOS_ATENDIMENTO)).default(GRUPO_ATENDIMENTO_PADRAO),
  gestante: f.booleano().default(false),
  puerpera: f.booleano().default(false),
  contatoHanseniase: f.opcional(f.booleano()),
};

/** POST /api/imunizacao/registro-vacinacao: one or more doses at once (all or none). */
export const registroVacinacaoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  filaId: f.opcional(f.referencia('Fila')),
  dataAplicacao: f.data('Data da aplicação'),
  estrategia: f.enumeracao('Estratégia', codigos(ESTRATEGIAS_VACINACAO)).default(1),
  ...condicoes,
  /** The reason for the calendar's rules that let a dose through with one (asked when the answer says so). */
  justificativa: f.textoOpcional('Justificativa', { max: 1000 }),
  doses: z.array(doseAplicadaSchema, { error: 'Informe ao menos uma dose.' }).min(1, 'Informe ao menos uma dose.').max(10),
});
export type RegistroVacinacaoInput = z.infer<typeof registroVacinacaoSchema>;

/** A dose given elsewhere, as the card says (no stock). */
export const doseTranscritaSchema = z.object({
  vacinaId: f.referencia('Vacina'),
  dose,
  dataAplicacao: f.data('Data da aplicação'),
  loteNumero: f.textoOpcional('Lote', { max: 30 }),
  estabelecimentoOrigem: f.texto('Estabelecimento ou país', { max: 200 }),
  profissionalNome: f.textoOpcional('Vacinador', { max: 200 }),
});

/** POST /api/imunizacao/registro-vacinacao/transcricao: origem 2 (caderneta) or 3 (exterior). */
export const transcricaoVacinacaoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  origem: f.enumeracao('Origem', [2, 3]),
  justificativa: f.textoOpcional('Justificativa', { max: 1000 }),
  doses: z.array(doseTranscritaSchema, { error: 'Informe ao menos uma dose.' }).min(1, 'Informe ao menos uma dose.').max(30),
});

/** PUT /api/imunizacao/registro-vacinacao/cancelar/{id}. */
export const cancelamentoVacinacaoSchema = z.object({ motivo: f.texto('Motivo do cancelamento', { max: 500 }) });

/** PUT /api/imunizacao/registro-vacinacao/{id}: what changes without touching the stock (lot or vaccine: cancel). */
export const correcaoVacinacaoSchema = z.object({
  via: f.opcional(f.enumeracao('Via', codigos(VIAS_VACINACAO))),
  localAplicacao: f.opcional(f.enumeracao('Local de aplicação', codigos(LOCAIS_APLICACAO))),
  grupoAtendimento: f.enumeracao('Grupo de atendimento', codigos(GRUPOS_ATENDIMENTO)).default(GRUPO_ATENDIMENTO_PADRAO),
  proximaDoseData: f.opcional(f.data('Data da próxima dose')),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});

/** The answer of a record: the ids written and the next dose of each. */
export const registroVacinacaoRespostaSchema = z.object({
  ids: z.array(z.number()),
  message: z.string(),
});

/** A dose of the history as the screen lists it. */
export const doseHistoricoSchema = z.object({
  id: z.number(),
  dataAplicacao: z.string(),
  vacinaId: z.number(),
  vacinaNome: z.string(),
  sigla: z.string().nullable(),
  dose: z.string(),
  estrategia: z.number(),
  origem: z.number(),
  lote: z.string().nullable(),
  local: z.string().nullable(),
  profissional: z.string().nullable(),
  proximaDoseData: z.string().nullable(),
  campanhaId: z.number().nullable(),
  centroCustoId: z.number().nullable(),
});
export type DoseHistorico = z.infer<typeof doseHistoricoSchema>;

const itemCalendarioSchema = z.object({
  sigla: z.string(),
  dose: z.string(),
  nome: z.string(),
  rotulo: z.string(),
  situacao: z.enum(['aplicada', 'em_dia', 'devida', 'atrasada', 'fora_da_faixa']),
  aplicadaEm: z.string().nullable(),
  devidaEm: z.string().nullable(),
  grupos: z.array(z.string()),
});

/** A lot of the room the dose can come from (valid, with stock, FEFO first) and its open vial. */
export const loteDaSalaSchema = z.object({
  loteId: z.number(),
  lote: z.string(),
  validade: z.string(),
  disponivel: z.number(),
  dosesPorFrasco: z.number(),
  frasco: z.object({ id: z.number(), dosesRestantes: z.number(), venceEm: z.string() }).nullable(),
});

export const vacinaDaSalaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  sigla: z.string().nullable(),
  via: z.number().nullable(),
  lotes: z.array(loteDaSalaSchema),
});
export type VacinaDaSala = z.infer<typeof vacinaDaSalaSchema>;

/** GET /api/imunizacao/registro-vacinacao/create/{pacienteId}: the patient, the calendar, the room's vaccines. */
export const criacaoRegistroVacinacaoSchema = z.object({
  data: z.object({
    paciente: pacienteCabecalhoSchema,
    sexo: z.enum(['F', 'M']).nullable(),
    gestante: z.boolean(),
    hoje: z.string(),
    sala: z.object({ centroCustoId: z.number(), nome: z.string() }),
    calendario: z.custom<Calendario>(),
    situacao: z.array(itemCalendarioSchema),
    historico: z.array(doseHistoricoSchema),
    vacinas: z.array(vacinaDaSalaSchema),
    /** Every registered vaccine (for transcriptions: no stock needed). */
    todasVacinas: z.array(z.object({ id: z.number(), nome: z.string(), sigla: z.string().nullable() })),
  }),
});
export type CriacaoRegistroVacinacao = z.input<typeof criacaoRegistroVacinacaoSchema>['data'];

/** GET /api/imunizacao/registro-vacinacao: the room's records of a day. */
export const consultaRegistroVacinacaoSchema = z.object({
  data: f.opcional(f.data('Data')),
  vacinaId: z.coerce.number().int().positive().optional().catch(undefined),
  busca: z.string().max(100).optional(),
});
export const listaRegistroVacinacaoSchema = z.object({
  data: z.array(doseHistoricoSchema.extend({ pacienteId: z.number(), pacienteNome: z.string(), cancelado: z.boolean() })),
});
