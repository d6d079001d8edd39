import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { zInstante } from '../../validation/zod-fields.js';
import { w } from '../../wire.js';
import { MOTIVOS_NAO_COLETA, SITUACAO_AMOSTRA } from './opcoes.js';

/** An optional positive integer of a query string ("" and absent are both "not given"). */
const idOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

/**
 * coleta-agendada/create query (spec 000 §2.3): `unidade` filters the collection unit; `atendimentoUnidade` is the
 * unit the user works at (the default of `unidade`); `coleta` picks one collection agenda (the engine's jornada);
 * `atendimentoColeta` opens one scheduling straight away (its number, as a scanned slip or label gives it).
 */
export const coletaAgendadaFiltroSchema = z.object({
  unidade: idOpcional,
  atendimentoUnidade: idOpcional,
  coleta: idOpcional,
  atendimentoColeta: idOpcional,
  data: z.preprocess((v) => (v === '' ? undefined : v), f.data('Data').optional()),
  busca: z.string().max(100).optional(),
  /** 1 pending samples, 2 everything collected, 3 with a sample not collected. */
  situacao: idOpcional,
});
export type ColetaAgendadaFiltro = z.infer<typeof coletaAgendadaFiltroSchema>;

export const exameDaAmostraSchema = z.object({
  id: z.number(),
  exameId: z.number(),
  nome: z.string(),
  sigla: z.string(),
  situacao: z.number(),
});

export const amostraColetaSchema = z.object({
  id: z.number(),
  materialBiologico: z.number(),
  material: z.string(),
  recipiente: z.string().nullable(),
  situacao: z.number(),
  coletadaEm: w.instante.nullable(),
  coletadaPor: z.string().nullable(),
  unidadeColeta: z.string().nullable(),
  motivoNaoColeta: z.string().nullable(),
  exames: z.array(exameDaAmostraSchema),
});

/** A scheduling as the collection room sees it: the patient, the number (barcode), and each sample with its exams. */
export const agendamentoColetaSchema = z.object({
  id: z.number(),
  agendamentoId: z.number(),
  numero: w.inteiroLongo,
  data: w.data,
  hora: w.hora,
  pacienteId: z.number(),
  pacienteNome: z.string(),
  pacienteNomeSocial: z.string().nullable(),
  dataNascimento: w.data.nullable(),
  idade: z.string(),
  laboratorioId: z.number(),
  laboratorio: z.string(),
  unidadeColetaId: z.number(),
  unidadeColeta: z.string(),
  solicitante: z.string().nullable(),
  urgente: z.boolean(),
  amostras: z.array(amostraColetaSchema),
});
export type AgendamentoColeta = z.input<typeof agendamentoColetaSchema>;

export const coletaAgendadaSchema = w.dados(
  z.object({
    filtro: z.object({
      unidade: z.number().nullable(),
      atendimentoUnidade: z.number().nullable(),
      coleta: z.number().nullable(),
      atendimentoColeta: z.number().nullable(),
      data: w.data,
    }),
    unidades: z.array(w.opcao),
    agendas: z.array(w.opcao),
    itens: z.array(agendamentoColetaSchema),
  }),
);

/** Which labels to print: schedulings (every sample of each) and/or single samples. */
export const etiquetasFiltroSchema = z.object({
  agendamentos: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.number().int().positive()).max(5000).default([]),
  ),
  amostras: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.coerce.number().int().positive()).max(5000).default([]),
  ),
});

export const SITUACOES_LANCAMENTO_AMOSTRA = [SITUACAO_AMOSTRA.coletada, SITUACAO_AMOSTRA.naoColetada] as const;
const MOTIVO_OUTRO = 'Outro';

/** One sample of lancamento-coleta: collected (when: now, or the instant typed) or not collected with its reason. */
export const lancamentoAmostraSchema = z
  .object({
    id: f.referencia('Amostra'),
    situacao: f.enumeracao('Situação', SITUACOES_LANCAMENTO_AMOSTRA),
    coletadaEm: z.preprocess((v) => (v === '' || v === null ? undefined : v), zInstante('Hora da coleta').optional()),
    motivoNaoColeta: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(MOTIVOS_NAO_COLETA).optional()),
    motivoOutro: f.textoOpcional('Descreva o motivo', { max: 300 }),
  })
  .superRefine((v, ctx) => {
    if (v.situacao === SITUACAO_AMOSTRA.naoColetada && !v.motivoNaoColeta)
      ctx.addIssue({ code: 'custom', path: ['motivoNaoColeta'], message: 'Informe o motivo da não coleta.' });
    if (v.situacao === SITUACAO_AMOSTRA.naoColetada && v.motivoNaoColeta === MOTIVO_OUTRO && !v.motivoOutro?.trim())
      ctx.addIssue({ code: 'custom', path: ['motivoOutro'], message: 'Descreva o motivo da não coleta.' });
  });

export const lancamentoColetaSchema = z.object({
  labAgendamentoId: f.referencia('Agendamento'),
  amostras: z.array(lancamentoAmostraSchema).min(1, 'Informe ao menos uma amostra.').max(50),
});
export type LancamentoColetaInput = z.infer<typeof lancamentoColetaSchema>;

export const lancamentoColetaFormSchema = w.formModelo(
  z.object({ motivos: z.array(z.string()), etiquetaAoColetar: z.boolean() }),
  agendamentoColetaSchema.nullable(),
);

export const lancamentoColetaGravadoSchema = w.dados(
  z.object({
    labAgendamentoId: z.number(),
    coletadas: z.number(),
    naoColetadas: z.number(),
    etiquetaAoColetar: z.boolean(),
    agendamento: agendamentoColetaSchema,
  }),
);
