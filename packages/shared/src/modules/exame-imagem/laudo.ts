import { z } from 'zod';
import { datatableRequestSchema, datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/** The placeholders a report template may hold, replaced by the exam's data when the template is applied. */
export const MARCADORES_LAUDO_IMAGEM = ['[PACIENTE]', '[IDADE]', '[SEXO]', '[EXAME]', '[DATA]', '[SOLICITANTE]'] as const;

/** Replaces the placeholders of a template's text (a marker without a value becomes empty). */
export function preencherModeloLaudo(texto: string, v: Partial<Record<(typeof MARCADORES_LAUDO_IMAGEM)[number], string | null>>) {
  return MARCADORES_LAUDO_IMAGEM.reduce((t, m) => t.split(m).join(v[m] ?? ''), texto);
}

/** lancamento: the exams awaiting a report (realizado) or a signature (laudado). */
export const lancamentoImagemFiltroSchema = datatableRequestSchema.extend({
  dataInicio: f.opcional(f.data('Data inicial')),
  dataFim: f.opcional(f.data('Data final')),
  equipamentoId: f.opcional(f.referencia('Equipamento')),
  modalidade: f.opcional(f.inteiro('Modalidade', { min: 1, max: 8 })),
  paciente: f.textoOpcional('Paciente', { max: 100 }),
  situacao: f.opcional(f.enumeracao('Situação', [2, 3])),
});

export const lancamentoImagemLinhaSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo.nullable(),
  paciente: z.string(),
  exame: z.string(),
  modalidade: z.number().nullable(),
  equipamento: z.string().nullable(),
  situacao: z.number(),
  urgente: z.boolean(),
  realizadoEm: w.instante.nullable(),
  laudoId: z.number().nullable(),
});
export const lancamentoImagemListaSchema = datatableResposta(lancamentoImagemLinhaSchema);

export const cabecalhoExameImagemSchema = z.object({
  id: z.number(),
  numero: w.inteiroLongo.nullable(),
  pacienteId: z.number(),
  paciente: z.string(),
  idade: z.string(),
  sexo: z.string(),
  exameId: z.number().nullable(),
  exame: z.string(),
  procedimentoCodigo: z.string(),
  modalidade: z.number().nullable(),
  solicitante: z.string().nullable(),
  origem: z.string(),
  urgente: z.boolean(),
  equipamento: z.string().nullable(),
  data: w.data.nullable(),
  realizadoEm: w.instante.nullable(),
  situacao: z.number(),
});

export const versaoLaudoImagemSchema = z.object({
  id: z.number(),
  versao: z.number(),
  situacao: z.number(),
  texto: z.string(),
  conclusao: z.string().nullable(),
  motivoAlteracao: z.string().nullable(),
  lancadoPor: z.string(),
  lancadoEm: w.instante,
  assinadoPor: z.string().nullable(),
  assinadoEm: w.instante.nullable(),
});

export const anexoImagemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  tipoConteudo: z.string(),
  tamanho: z.number(),
  criadoEm: w.instante,
});

export const modeloAplicavelSchema = z.object({ id: z.number(), nome: z.string(), texto: z.string(), conclusao: z.string().nullable() });

/** The report editor: the exam's header, its templates (placeholders filled), the current version and the history. */
export const telaLaudoImagemSchema = w.dados(
  z.object({
    exame: cabecalhoExameImagemSchema,
    modelos: z.array(modeloAplicavelSchema),
    laudo: versaoLaudoImagemSchema.nullable(),
    versoes: z.array(versaoLaudoImagemSchema),
    anexos: z.array(anexoImagemSchema),
  }),
);

export const laudoImagemSchema = z.object({
  imgExameId: f.referencia('Exame'),
  modeloId: f.opcional(f.referencia('Modelo')),
  texto: f.texto('Laudo', { max: 20_000 }),
  conclusao: f.textoOpcional('Conclusão', { max: 4_000 }),
});
export const laudoImagemEdicaoSchema = laudoImagemSchema.omit({ imgExameId: true });
export const laudoImagemAlteracaoSchema = laudoImagemEdicaoSchema.extend({
  motivo: f.texto('Motivo da alteração', { max: 1_000 }),
});
export type LaudoImagemInput = z.input<typeof laudoImagemSchema>;

export const laudoImagemGravadoSchema = w.dados(
  z.object({ id: z.number(), imgExameId: z.number(), versao: z.number(), message: z.string() }),
);

/** alteracao-resultado-lancamento: signed reports, searchable. */
export const laudosAssinadosFiltroSchema = datatableRequestSchema.extend({
  dataInicio: f.opcional(f.data('Data inicial')),
  dataFim: f.opcional(f.data('Data final')),
});
export const laudoAssinadoLinhaSchema = z.object({
  id: z.number(),
  imgExameId: z.number(),
  numero: w.inteiroLongo.nullable(),
  paciente: z.string(),
  exame: z.string(),
  versao: z.number(),
  assinadoPor: z.string().nullable(),
  assinadoEm: w.instante.nullable(),
});
export const laudosAssinadosListaSchema = datatableResposta(laudoAssinadoLinhaSchema);
export const buscaLaudoImagemSchema = w.dados(z.object({ id: z.number() }));

export const anexoImagemGravadoSchema = w.dados(anexoImagemSchema);
