import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/**
 * Results of the laboratory (issue 21): bench entry (lancamento-resultado), signature (assinatura-eletronica),
 * final print, reprint, delivery and cancellation. Inputs and the typed answers of their routes.
 */

const dataIso = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida.')
  .optional();
const idOpcional = z.coerce.number().int().positive().optional();

/** The messages the server and the screens share. */
export const MENSAGENS_RESULTADO_LAB = {
  obrigatorio: 'Informe o valor.',
  numeroInvalido: 'Informe um número.',
  opcaoInvalida: 'Escolha uma das opções da lista.',
  criticoSemConfirmacao: 'Valor crítico: confirme o lançamento.',
  naoColetado: 'O exame não está coletado ou já tem resultado assinado.',
  nenhumValor: 'Informe o resultado de ao menos um exame.',
  naoAssinado: 'Resultado não assinado não pode ser impresso como final.',
  jaAssinado: 'Este resultado já foi assinado.',
  somentePdf: 'Envie o PDF assinado do resultado.',
  naoAssinadoAqui: 'O arquivo não é um documento assinado por você neste sistema.',
  outroDocumento: 'O arquivo assinado é de outro resultado.',
  entregaNaoLiberado: 'Somente resultados assinados podem ser entregues.',
  jaEntregue: 'Este resultado já foi entregue.',
  jaCancelado: 'Este resultado já está cancelado.',
  motivo: 'Informe o motivo do cancelamento.',
} as const;

/** The keywords of a result's PDF: the signed copy must come from this very result. */
export const identificacaoPdfResultadoLab = (resultadoId: number) => `saude-municipal:exame-laboratorial:resultado:${resultadoId}`;

// ── lancamento-resultado ────────────────────────────────────────────────────────────────────────────────

/** GET lancamento-resultado/datatable: collected schedulings with exams awaiting (or with) results. */
export const resultadoFiltroSchema = z.object({
  laboratorioId: idOpcional,
  setor: idOpcional,
  dataInicio: dataIso,
  dataFim: dataIso,
  /** SITUACAO_EXAME_LAB of the exams listed; default: collected (awaiting result). */
  situacao: z.coerce.number().int().min(1).max(7).optional(),
});

export const resultadoPendenteLinhaSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo,
  data: w.data,
  paciente: z.string(),
  laboratorio: z.string(),
  exames: z.string(),
  quantidade: z.number(),
  urgente: z.boolean(),
});
export const resultadoPendenteDatatableSchema = datatableResposta(resultadoPendenteLinhaSchema);

/** GET lancamento-resultado/numero/{numero}: the scheduling a scanned label names. */
export const resultadoPorNumeroRespostaSchema = w.dados(z.object({ id: z.number() }));

const faixaDoCampoSchema = z.object({
  minimo: z.number().nullable(),
  maximo: z.number().nullable(),
  criticoMinimo: z.number().nullable(),
  criticoMaximo: z.number().nullable(),
  texto: z.string().nullable(),
});

export const campoResultadoSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  tipo: z.number(),
  unidadeMedida: z.string().nullable(),
  casasDecimais: z.number().nullable(),
  opcoes: z.array(z.string()).nullable(),
  obrigatorio: z.boolean(),
  formula: z.string().nullable(),
  /** The patient's range (sex and age); null: none. */
  faixa: faixaDoCampoSchema.nullable(),
});

export const valorResultadoSchema = z.object({
  campoId: z.number(),
  valorNumero: z.number().nullable(),
  valorTexto: z.string().nullable(),
  faixa: z.number().nullable(),
  critico: z.boolean(),
});

export const exameDoResultadoSchema = z.object({
  agendamentoExameId: z.number(),
  exameId: z.number(),
  nome: z.string(),
  sigla: z.string().nullable(),
  situacao: z.number(),
  resultadoId: z.number().nullable(),
  resultadoSituacao: z.number().nullable(),
  observacao: z.string().nullable(),
  lancadoPor: z.string().nullable(),
  assinadoPor: z.string().nullable(),
  campos: z.array(campoResultadoSchema),
  valores: z.array(valorResultadoSchema),
  /** The patient's earlier results of this exam, per numeric field, oldest first (the chart). */
  historico: z.array(z.object({ campoId: z.number(), pontos: z.array(z.object({ data: w.data, valor: z.number() })) })),
});

export const pacienteDoResultadoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  sexo: z.string().nullable(),
  nascimento: w.data.nullable(),
  idade: z.string(),
});

export const resultadoAgendamentoSchema = w.dados(
  z.object({
    id: z.number(),
    numero: w.inteiroLongo,
    data: w.data,
    laboratorio: z.string(),
    paciente: pacienteDoResultadoSchema,
    exames: z.array(exameDoResultadoSchema),
  }),
);

/** POST lancamento-resultado/{id}: the values typed, per exam (formula fields are recomputed by the server). */
export const lancamentoResultadoSchema = z.object({
  exames: z
    .array(
      z.object({
        agendamentoExameId: z.number().int().positive(),
        observacao: z.string().trim().max(2000).nullish(),
        valores: z.array(z.object({ campoId: z.number().int().positive(), valor: z.union([z.string(), z.number()]).nullish() })),
      }),
    )
    .min(1, MENSAGENS_RESULTADO_LAB.nenhumValor),
  /** The bench confirmed the critical values on the screen. */
  confirmarCritico: z.boolean().optional(),
});
export type LancamentoResultadoInput = z.infer<typeof lancamentoResultadoSchema>;

export const lancamentoResultadoRespostaSchema = z.object({
  message: z.string(),
  data: z.object({ resultados: z.array(z.object({ agendamentoExameId: z.number(), resultadoId: z.number() })), criticos: z.number() }),
});

// ── assinatura-eletronica ───────────────────────────────────────────────────────────────────────────────

export const assinaturaResultadoFiltroSchema = z.object({
  profissionalId: idOpcional,
  laboratorioId: idOpcional,
  dataInicio: dataIso,
  dataFim: dataIso,
});

export const resultadoAssinarLinhaSchema = z.object({
  id: z.number(),
  labAgendamentoId: z.number(),
  numero: w.inteiroLongo,
  paciente: z.string(),
  exame: z.string(),
  lancadoEm: w.instante,
  lancadoPor: z.string().nullable(),
  alterados: z.number(),
  criticos: z.number(),
});
export const resultadoAssinarDatatableSchema = datatableResposta(resultadoAssinarLinhaSchema);

/** GET assinatura-eletronica/create/{id}: one result to review before signing. */
export const resultadoParaAssinarSchema = w.dados(
  z.object({
    id: z.number(),
    labAgendamentoId: z.number(),
    numero: w.inteiroLongo,
    situacao: z.number(),
    paciente: pacienteDoResultadoSchema,
    exame: exameDoResultadoSchema,
  }),
);

/** POST assinatura-eletronica/store/{id}: the result's PDF signed through rest-pki (PAdES). */
export const resultadoAssinadoSchema = z.object({ arquivo: z.string().min(1, MENSAGENS_RESULTADO_LAB.somentePdf) });
export const resultadoAssinadoRespostaSchema = z.object({
  message: z.string(),
  data: z.object({ codigo: z.string(), assinadoEm: w.instante }),
});

// ── impressao-exame, impressoes, entrega-exame, cancelamento-resultado ──────────────────────────────────

/** GET impressao-exame/resultados: the results of a scheduling (by number) or of a patient. */
export const resultadosBuscaSchema = z.object({
  numero: z.coerce.number().int().positive().optional(),
  labAgendamentoId: idOpcional,
  pacienteId: idOpcional,
});

export const resultadoEmitidoLinhaSchema = z.object({
  id: z.number(),
  labAgendamentoId: z.number(),
  numero: w.inteiroLongo,
  data: w.data,
  paciente: z.string(),
  exame: z.string(),
  situacao: z.number(),
  situacaoExame: z.number(),
  lancadoEm: w.instante,
  assinadoPor: z.string().nullable(),
  assinadoEm: w.instante.nullable(),
  impressoEm: w.instante.nullable(),
  entregueEm: w.instante.nullable(),
  entreguePara: z.string().nullable(),
  canceladoEm: w.instante.nullable(),
  motivoCancelamento: z.string().nullable(),
});
export const resultadosEmitidosSchema = w.dados(z.array(resultadoEmitidoLinhaSchema));

/** GET impressao-exame/pdf: the final report of signed results (one or several, of one patient). */
export const impressaoResultadoQuerySchema = z.object({
  resultadoIds: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Informe os resultados.')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
  /** The print being repeated (impressoes): the history names it. */
  reimpressaoDe: idOpcional,
});

export const impressaoLinhaSchema = z.object({
  id: z.number(),
  impressoEm: w.instante,
  paciente: z.string(),
  numero: w.inteiroLongo.nullable(),
  exames: z.string(),
  resultadoIds: z.array(z.number()),
  usuario: z.string().nullable(),
  reimpressao: z.boolean(),
});
export const impressaoDatatableSchema = datatableResposta(impressaoLinhaSchema);
export const impressaoFiltroSchema = z.object({ dataInicio: dataIso, dataFim: dataIso, pacienteId: idOpcional });

/** POST entrega-exame: who received the signed results and when. */
export const entregaResultadoSchema = z.object({
  resultadoIds: z.array(z.number().int().positive()).min(1, 'Escolha ao menos um resultado.'),
  entreguePara: z.string().trim().min(3, 'Informe o nome de quem recebeu.').max(200),
  documento: z.string().trim().max(30).nullish(),
  entregueEm: z.string().datetime({ offset: true, message: 'Informe a data e a hora da entrega.' }).optional(),
});
export type EntregaResultadoInput = z.infer<typeof entregaResultadoSchema>;

/** POST cancelamento-resultado: cancels a result with its reason (the exam goes back to awaiting result). */
export const cancelamentoResultadoSchema = z.object({
  resultadoId: z.number().int().positive(),
  motivo: z.string().trim().min(5, MENSAGENS_RESULTADO_LAB.motivo).max(1000),
});

export const operacaoResultadoRespostaSchema = z.object({ message: z.string(), data: z.object({ quantidade: z.number() }) });
