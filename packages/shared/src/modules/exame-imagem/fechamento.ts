import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { mensagens } from '../../validation/messages.js';
import { w } from '../../wire.js';

/**
 * Closing a competence of the imaging service (exame-imagem/fechamento, issue 22) and changing an exam already
 * closed (alteracao-exame-finalizado). A competence is `AAAA-MM`; the exams it bills are those done (realizado,
 * laudado, liberado) in that month — the Brasília month of `realizado_em` — at the performing unit.
 */

/** The SIGTAP subgroups an imaging exam may be billed under (02.04 radiologia … 02.09 endoscopia, 02.11 métodos em especialidades). */
export const SUBGRUPOS_SIGTAP_IMAGEM = ['0204', '0205', '0206', '0207', '0208', '0209', '0211'] as const;
export const ehProcedimentoDeImagem = (codigo: string) => SUBGRUPOS_SIGTAP_IMAGEM.some((s) => codigo.startsWith(s));

export const MENSAGENS_FECHAMENTO_IMAGEM = {
  competenciaInvalida: 'Competência inválida: informe o mês (AAAA-MM).',
  competenciaFutura: 'Não é possível fechar uma competência que ainda não terminou.',
  jaFechada: 'Competência já fechada para esta unidade: exames alterados só por "Alteração de exame finalizado".',
  semExames: 'Não há exames realizados a faturar nesta competência.',
  procedimentoInvalido: 'Informe um procedimento SIGTAP de exame de imagem (subgrupos 02.04 a 02.09 ou 02.11).',
  dataForaDaCompetencia: 'A data de realização deve ficar dentro da competência fechada do exame.',
  dataFutura: 'A data de realização não pode ser no futuro.',
  nadaAlterado: 'Nenhuma alteração informada.',
  buscaVazia: 'Informe o número, o paciente ou a competência.',
} as const;

const competencia = z
  .string(mensagens.obrigatorio('Competência'))
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MENSAGENS_FECHAMENTO_IMAGEM.competenciaInvalida);

/** The choice of the closing screen (query of the preview, body of the closing). */
export const fechamentoImagemFiltroSchema = z.object({
  unidadeId: f.referencia('Unidade executante'),
  competencia,
});
export type FechamentoImagemFiltro = z.infer<typeof fechamentoImagemFiltroSchema>;

/** One exam behind a line of the closing (or of a warning). */
export const exameDoFechamentoSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo.nullable(),
  paciente: z.string(),
  cns: z.string().nullable(),
  realizadoEm: w.instante.nullable(),
  data: w.data.nullable(),
  solicitante: z.string().nullable(),
  procedimento: z.string(),
  situacao: z.number(),
});
export type ExameDoFechamento = z.output<typeof exameDoFechamentoSchema>;

/** A line of the closing: one SIGTAP procedure at one value, what the billing operator types into BPA. */
export const linhaFechamentoSchema = z.object({
  procedimento: z.string(),
  nome: z.string(),
  quantidade: z.number(),
  valorUnitario: z.number(),
  total: z.number(),
  exames: z.array(exameDoFechamentoSchema),
});
export type LinhaFechamentoImagem = z.output<typeof linhaFechamentoSchema>;

export const fechamentoImagemResumoSchema = z.object({
  id: z.number(),
  unidadeId: z.number(),
  unidade: z.string(),
  competencia: z.string(),
  quantidade: z.number(),
  valor: z.number(),
  fechadoPor: z.string().nullable(),
  fechadoEm: w.instante,
});
export type FechamentoImagemResumo = z.output<typeof fechamentoImagemResumoSchema>;

export const fechamentoImagemFormSchema = w.dados(
  z.object({ unidades: z.array(w.opcao), unidadePadrao: z.number().nullable(), fechamentos: z.array(fechamentoImagemResumoSchema) }),
);

/**
 * The preview: the lines to bill and the warnings — done without a report yet (billed all the same: the exam was
 * performed), still scheduled in the month (not done: not billed), and, for a month already closed, the exams done
 * later that stayed out of it ("fora do fechamento").
 */
export const fechamentoImagemPreviewSchema = w.dados(
  z.object({
    unidadeId: z.number(),
    competencia: z.string(),
    fechamento: fechamentoImagemResumoSchema.nullable(),
    linhas: z.array(linhaFechamentoSchema),
    quantidade: z.number(),
    total: z.number(),
    semLaudo: z.array(exameDoFechamentoSchema),
    agendados: z.array(exameDoFechamentoSchema),
    foraDoFechamento: z.array(exameDoFechamentoSchema),
  }),
);

export const fechamentoImagemGravadoSchema = w.dados(fechamentoImagemResumoSchema);

/* ─── alteracao-exame-finalizado ─── */

const idOpcional = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

export const buscaExameFinalizadoSchema = z
  .object({
    numero: idOpcional,
    pacienteId: idOpcional,
    competencia: z.preprocess((v) => (v === '' || v === null ? undefined : v), competencia.optional()),
  })
  .refine((b) => b.numero || b.pacienteId || b.competencia, { message: MENSAGENS_FECHAMENTO_IMAGEM.buscaVazia, path: ['numero'] });

export const alteracaoFinalizadoHistoricoSchema = z.object({
  alteradoEm: w.instante,
  usuario: z.string().nullable(),
  motivo: z.string(),
  antes: z.record(z.string(), z.unknown()),
  depois: z.record(z.string(), z.unknown()),
});

export const exameFinalizadoSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo.nullable(),
  paciente: z.string(),
  cns: z.string().nullable(),
  unidade: z.string(),
  competencia: z.string(),
  fechamentoId: z.number(),
  procedimentoCodigo: z.string(),
  procedimentoNome: z.string(),
  valor: z.number(),
  realizadoEm: w.instante.nullable(),
  profissionalSolicitanteId: z.number().nullable(),
  profissionalSolicitante: z.string().nullable(),
  unidadeSolicitanteId: z.number().nullable(),
  unidadeSolicitante: z.string().nullable(),
  solicitanteNome: z.string().nullable(),
  situacao: z.number(),
  alteracoes: z.array(alteracaoFinalizadoHistoricoSchema),
});
export type ExameFinalizado = z.output<typeof exameFinalizadoSchema>;

export const examesFinalizadosSchema = w.dados(z.array(exameFinalizadoSchema));

/**
 * The change of a closed exam: only the fields sent change (null clears the requester); the value is re-read from
 * SIGTAP when the procedure changes; the new date stays in the closed competence. The reason is required.
 */
export const alteracaoFinalizadoSchema = z.object({
  procedimentoCodigo: z
    .string()
    .trim()
    .regex(/^\d{10}$/, MENSAGENS_FECHAMENTO_IMAGEM.procedimentoInvalido)
    .refine(ehProcedimentoDeImagem, MENSAGENS_FECHAMENTO_IMAGEM.procedimentoInvalido)
    .optional(),
  realizadoEm: z.iso.datetime({ offset: true, message: 'Data de realização inválida.' }).optional(),
  profissionalSolicitanteId: z.coerce.number().int().positive().nullable().optional(),
  unidadeSolicitanteId: z.coerce.number().int().positive().nullable().optional(),
  motivo: f.texto('Motivo', { min: 10, max: 1000 }),
});
export type AlteracaoFinalizado = z.input<typeof alteracaoFinalizadoSchema>;

export const alteracaoFinalizadoGravadaSchema = w.dados(
  z.object({ exame: exameFinalizadoSchema, fechamento: z.object({ quantidade: z.number(), valor: z.number() }) }),
);

/** The pickers of the change screen (imaging SIGTAP procedures, professionals, units). */
export const opcaoProcedimentoImagemSchema = w.dados(
  z.array(z.object({ codigo: z.string(), nome: z.string(), valor: z.number(), label: z.string() })),
);
export const URL_FECHAMENTO_IMAGEM = {
  base: '/api/exame-imagem/fechamento',
  alteracao: '/api/exame-imagem/alteracao-exame-finalizado',
  procedimento: '/api/exame-imagem/alteracao-exame-finalizado/procedimento/autocomplete',
  profissional: '/api/exame-imagem/alteracao-exame-finalizado/profissional/autocomplete',
  unidade: '/api/exame-imagem/alteracao-exame-finalizado/unidade/autocomplete',
  paciente: '/api/exame-imagem/alteracao-exame-finalizado/paciente/autocomplete',
} as const;
