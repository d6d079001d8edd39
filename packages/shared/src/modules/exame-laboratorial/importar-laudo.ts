import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/**
 * importar-laudo (issue 21): results of a support laboratory from a file, HL7 v2 ORU^R01 or the CSV below, matched to
 * the scheduled exams by scheduling number. All or nothing: one problem and no result is written.
 */

/** The CSV columns, in order (`;` separated, optional header line with these names, decimal comma or point). */
export const COLUNAS_CSV_LAUDO = ['numero_agendamento', 'codigo_exame', 'codigo_campo', 'valor', 'unidade'] as const;

/** Help text of the screen: what each format must carry (the CSV column spec is the documentation of the format). */
export const AJUDA_IMPORTAR_LAUDO = {
  hl7: 'HL7 v2 ORU^R01 (.hl7, .txt): um ou mais MSH no arquivo. MSH-4 é o laboratório remetente (confere com o código HL7 do cadastro); OBR-2 (número do solicitante; na falta, ORC-2) é o número do agendamento; OBR-4 o código do exame (código de interface do exame ou código SIGTAP); cada OBX é um campo: OBX-3 o código do campo, OBX-2 o tipo (NM, ST, TX, CE), OBX-5 o valor, OBX-6 a unidade, OBX-11 a situação (F final ou C correção).',
  csv: 'CSV (.csv): uma linha por campo, separada por ponto e vírgula, com as colunas numero_agendamento;codigo_exame;codigo_campo;valor;unidade (a primeira linha pode ser esse cabeçalho). Número com vírgula ou ponto decimal; unidade opcional, mas se informada deve ser a do campo.',
  regra:
    'Tudo ou nada: se algum resultado não casar (agendamento desconhecido, exame não agendado nele, campo desconhecido, exame cancelado, resultado já assinado, valor não numérico em campo numérico…), nada é gravado e a lista mostra cada problema.',
} as const;

export const FORMATOS_LAUDO = { hl7: 'HL7 ORU^R01', csv: 'CSV' } as const;

export const MENSAGENS_IMPORTAR_LAUDO = {
  arquivoVazio: 'O arquivo está vazio.',
  formatoDesconhecido:
    'O arquivo não é HL7 (começa com MSH) nem CSV com as colunas numero_agendamento;codigo_exame;codigo_campo;valor;unidade.',
  laboratorioApoio: 'Escolha um laboratório de apoio ativo.',
  recusada: 'Nada foi importado: corrija os problemas listados e envie o arquivo de novo.',
  importada: (n: number, e: number) => `${n} resultado(s) de ${e} exame(s) importado(s).`,
} as const;

/** The upload: the file's text (read in the browser) and its name, and the support laboratory that sent it. */
export const importarLaudoSchema = z.object({
  laboratorioId: z.coerce
    .number({ error: MENSAGENS_IMPORTAR_LAUDO.laboratorioApoio })
    .int()
    .positive(MENSAGENS_IMPORTAR_LAUDO.laboratorioApoio),
  arquivoNome: z.string({ error: 'Escolha o arquivo.' }).trim().min(1, 'Escolha o arquivo.').max(255, 'Nome de arquivo longo demais.'),
  conteudo: z.string({ error: MENSAGENS_IMPORTAR_LAUDO.arquivoVazio }).max(8_000_000, 'O arquivo é grande demais (máximo 8 MB).'),
});
export type ImportarLaudoInput = z.infer<typeof importarLaudoSchema>;

/** One problem of a refused import: where in the file, which scheduling and exam, why. */
export const problemaLaudoSchema = z.object({
  linha: z.number(),
  numero: z.string(),
  exame: z.string(),
  campo: z.string(),
  motivo: z.string(),
});
export type ProblemaLaudo = z.infer<typeof problemaLaudoSchema>;

export const importacaoLaudoSchema = z.object({
  id: z.number(),
  laboratorio: z.string().nullable(),
  formato: z.string(),
  arquivoNome: z.string(),
  total: z.number(),
  importados: z.number(),
  exames: z.number(),
  situacao: z.enum(['importada', 'recusada']),
  usuario: z.string().nullable(),
  criadoEm: w.instante,
  problemas: z.array(problemaLaudoSchema),
  /** The results written (an accepted import): patient, scheduling, exam, values out of range. */
  resultados: z.array(
    z.object({
      resultadoId: z.number(),
      numero: z.string(),
      paciente: z.string(),
      exame: z.string(),
      valores: z.number(),
      foraDaFaixa: z.number(),
      criticos: z.number(),
    }),
  ),
});
export type ImportacaoLaudo = z.infer<typeof importacaoLaudoSchema>;
export const importacaoLaudoRespostaSchema = w.dados(importacaoLaudoSchema);

export const importacaoLaudoLinhaSchema = z.object({
  id: z.number(),
  criadoEm: w.instante,
  laboratorio: z.string().nullable(),
  formato: z.string(),
  arquivoNome: z.string(),
  total: z.number(),
  importados: z.number(),
  problemas: z.number(),
  usuario: z.string().nullable(),
});
export const importacaoLaudoDatatableSchema = datatableResposta(importacaoLaudoLinhaSchema);

export const importarLaudoFormSchema = w.dados(
  z.object({
    laboratorios: z.array(z.object({ id: z.number(), nome: z.string(), codigoHl7: z.string().nullable() })),
  }),
);
