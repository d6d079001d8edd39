import { z } from 'zod';
import { datatableRequestSchema, datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { w } from '../../wire.js';

/**
 * imunizacao/exportacao (issue 20): the period's vaccination records as RNDS RIA-R documents, pre-validated; the
 * refused ones are listed with their reasons. The file is NDJSON: one Bundle (FHIR document) per line.
 */
export const MENSAGENS_EXPORTACAO = {
  gerada: (n: number, r: number) => `Exportação gerada: ${n} registro(s) exportado(s), ${r} recusado(s).`,
  regerada: (n: number, r: number) => `Exportação regerada: ${n} registro(s) exportado(s), ${r} recusado(s).`,
  cancelada: 'Exportação cancelada: os registros dela voltam a ser exportáveis.',
  naoEncontrada: 'Exportação não encontrada.',
  jaCancelada: 'Esta exportação está cancelada.',
  periodo: 'A data final deve ser igual ou posterior à data inicial.',
  periodoLongo: 'O período de uma exportação é de no máximo 366 dias.',
  muitosRegistros: (n: number, limite: number) =>
    `O período tem ${n.toLocaleString('pt-BR')} registros a exportar: divida-o em períodos menores (até ${limite.toLocaleString('pt-BR')} por exportação).`,
  salaInexistente: 'Sala de vacinação não encontrada.',
  semSolicitante:
    'O identificador de solicitante RNDS (BRRNDS) do município não está preenchido: informe-o em Imunização › Parametrização antes de exportar.',
} as const;

/** Records per export: the file is built in memory and kept in one row. */
export const LIMITE_REGISTROS_EXPORTACAO = 50_000;

export const SITUACAO_EXPORTACAO: Record<'ativa' | 'cancelada', string> = { ativa: 'Ativa', cancelada: 'Cancelada' };
export const SITUACAO_ITEM_EXPORTACAO: Record<'exportado' | 'recusado' | 'cancelado', string> = {
  exportado: 'Exportado',
  recusado: 'Recusado',
  cancelado: 'Cancelado após exportação',
};

/** NDJSON: a line per document, so a reader streams it and a bad line never hides the others. */
export const EXPORTACAO_RIA_TIPO = 'application/x-ndjson';

const hoje = () => hojeIso();
export const exportacaoSchema = z
  .object({
    inicio: f.data('Data inicial', { max: hoje }),
    fim: f.data('Data final', { max: hoje }),
    centroCustoId: f.opcional(f.referencia('Sala de vacinação')),
  })
  .superRefine((e, ctx) => {
    if (e.fim < e.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: MENSAGENS_EXPORTACAO.periodo });
    else if ((Date.parse(e.fim) - Date.parse(e.inicio)) / 86_400_000 > 366)
      ctx.addIssue({ code: 'custom', path: ['fim'], message: MENSAGENS_EXPORTACAO.periodoLongo });
  });
export type ExportacaoInput = z.infer<typeof exportacaoSchema>;

export const exportacaoListaSchema = datatableRequestSchema.extend({ situacao: z.enum(['ativa', 'cancelada']).optional() });

const situacao = z.enum(['ativa', 'cancelada']);
export const exportacaoLinhaSchema = z.object({
  id: w.inteiroLongo,
  inicio: w.data,
  fim: w.data,
  sala: z.string().nullable(),
  usuario: z.string().nullable(),
  geradaEm: w.instante,
  status: situacao,
  exportados: z.number(),
  recusados: z.number(),
  canceladosAposExportacao: z.number(),
  arquivoNome: z.string(),
});
export const exportacaoDatatableSchema = datatableResposta(exportacaoLinhaSchema);

export const exportacaoItemSchema = z.object({
  id: w.inteiroLongo,
  vacinacaoId: w.inteiroLongo,
  situacao: z.enum(['exportado', 'recusado', 'cancelado']),
  paciente: z.string(),
  pacienteId: w.inteiroLongo,
  vacina: z.string(),
  dose: z.string(),
  dataAplicacao: w.data,
  sala: z.string().nullable(),
  motivos: z.array(z.string()),
});
export const exportacaoModeloSchema = exportacaoLinhaSchema.extend({
  centroCustoId: z.number().nullable(),
  canceladaEm: w.instante.nullable(),
  canceladaPor: z.string().nullable(),
  tamanho: z.number(),
  /** Refused records and cancellation notes (the exported ones are in the file). */
  pendencias: z.array(exportacaoItemSchema),
});
export const exportacaoFormSchema = z.object({
  salas: z.array(w.opcao),
  inicio: w.data,
  fim: w.data,
  solicitanteConfigurado: z.boolean(),
});
export const exportacaoCreateRespostaSchema = z.object({ data: z.object({ form: exportacaoFormSchema }) });
export const exportacaoEditRespostaSchema = w.formModelo(exportacaoFormSchema, exportacaoModeloSchema);
export const exportacaoGravadaSchema = z.object({ id: w.inteiroLongo, message: z.string() });
export const exportacaoModeloRespostaSchema = z.object({ model: exportacaoModeloSchema, message: z.string() });
