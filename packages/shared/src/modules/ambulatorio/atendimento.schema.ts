import { z } from 'zod';
import { documentoClinicoSchemaDe, TIPO_DOCUMENTO_CLINICO_NOME, TipoDocumentoClinico } from '../../documento-clinico.js';
import { ClassificacaoGestacao, classificarGestacao, LIMITES_GESTACAO } from '../../gestacao.js';
import { problemaCondicaoSchema } from '../../problema-condicao.js';
import { receitaSchemaDe, TIPO_RECEITA_NOME, TipoReceita } from '../../receita.js';
import { requisicaoExameSchema } from '../../requisicao-exame.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';

/**
 * The outpatient attendance (issue 17, `ambulatorio/atendimento`): SOAP, problems/conditions in CIAP-2 and
 * CID-10, pregnancy dating, prescriptions, documents and exam requests.
 */

/**
 * The outpatient prescriptions (spec 001 §7 prints): the four forms of Portaria 344/98 and a medicine outside
 * the municipal standard list (REMUME) on a common or special-control form, which the pharmacy reads with the
 * request for a non-standard medicine (`receitaMedicaNaoPadronizada`, with its justification).
 */
export const TipoReceitaAmbulatorio = { ...TipoReceita, NAO_PADRONIZADA_COMUM: 5, NAO_PADRONIZADA_ESPECIAL: 6 } as const;
export const TIPO_RECEITA_AMBULATORIO_NOME: Record<number, string> = {
  ...TIPO_RECEITA_NOME,
  5: 'Receita de medicamento não padronizado (comum)',
  6: 'Receita de medicamento não padronizado (controle especial)',
};
/** The Portaria 344/98 form a kind prints on (the non-standard ones: common or special control). */
export const formularioDaReceitaAmbulatorio = (tipo: number) =>
  tipo === TipoReceitaAmbulatorio.NAO_PADRONIZADA_COMUM
    ? TipoReceita.COMUM
    : tipo === TipoReceitaAmbulatorio.NAO_PADRONIZADA_ESPECIAL
      ? TipoReceita.ESPECIAL
      : tipo;
export const RECEITAS_NAO_PADRONIZADAS: readonly number[] = [5, 6];

/** The outpatient documents: the emergency care's four and the medical letter (cartaMedica, spec 001 §7). */
export const TipoDocumentoAmbulatorio = { ...TipoDocumentoClinico, CARTA_MEDICA: 5 } as const;
export const TIPO_DOCUMENTO_AMBULATORIO_NOME: Record<number, string> = { ...TIPO_DOCUMENTO_CLINICO_NOME, 5: 'Carta médica' };

export const MENSAGENS_ATENDIMENTO_AMBULATORIO = {
  semProblema: 'Informe ao menos um problema/condição (CIAP-2 ou CID-10).',
  cidRepetido: 'CID informado mais de uma vez.',
  ciapRepetido: 'CIAP-2 informado mais de uma vez.',
  variosPrincipais: 'Apenas um problema/condição pode ser o principal.',
  semSoap: 'Preencha ao menos um campo do SOAP (subjetivo, objetivo, avaliação ou plano).',
  exameRepetido: 'Exame informado mais de uma vez.',
  semDatacao: 'Pré-natal: informe a data da última menstruação (DUM) ou a ultrassonografia.',
  usgIncompleta: 'Informe a data e as semanas da ultrassonografia.',
  justificativaNaoPadronizado: 'Informe a justificativa do medicamento não padronizado.',
  salvo: 'Atendimento salvo.',
  /** exame-dentro-prazo-validade: a warning, never a refusal. */
  exameNoPrazo: (exame: string, data: string, validade: number) =>
    `${exame} já foi solicitado em ${data}, dentro do prazo de validade de ${validade} dias.`,
} as const;

/** Limits of one request: sanity bounds, not rules of the spec. */
export const LIMITES_ATENDIMENTO_AMBULATORIO = { problemas: 20, receitas: 10, documentos: 10, exames: 30, requisicoes: 10 };

const lista = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => v ?? [], z.array(item).max(max, `Informe no máximo ${max} itens.`));

const receitaAmbulatorioSchema = receitaSchemaDe(Object.values(TipoReceitaAmbulatorio), {
  formulario: formularioDaReceitaAmbulatorio,
  justificativa: { tipos: RECEITAS_NAO_PADRONIZADAS, mensagem: MENSAGENS_ATENDIMENTO_AMBULATORIO.justificativaNaoPadronizado },
});

export const documentoAmbulatorioSchema = documentoClinicoSchemaDe(Object.values(TipoDocumentoAmbulatorio), {
  [TipoDocumentoAmbulatorio.CARTA_MEDICA]: 'Texto da carta médica',
});

/** An exam of the municipality's registry (parametrizacao/exame), billed as its SIGTAP procedure. */
export const exameSolicitadoSchema = z.object({
  exameId: f.referencia('Exame'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 99 }).default(1),
  justificativa: f.textoOpcional('Justificativa', { max: 1000 }),
});

/** Flags every repeated value of a list on its own field, after the first. */
function repetidos<T>(
  itens: T[],
  chave: (i: T) => string | null | undefined,
  ctx: z.RefinementCtx,
  caminho: string,
  campo: string,
  msg: string,
) {
  const vistos = new Set<string>();
  itens.forEach((item, i) => {
    const k = chave(item);
    if (!k) return;
    if (vistos.has(k)) ctx.addIssue({ code: 'custom', path: [caminho, i, campo], message: msg });
    vistos.add(k);
  });
}

/** The content of an attendance (store and correction share it). */
const corpoAtendimento = z.object({
  subjetivo: f.textoOpcional('Subjetivo', { max: 10_000 }),
  objetivo: f.textoOpcional('Objetivo', { max: 10_000 }),
  avaliacao: f.textoOpcional('Avaliação', { max: 10_000 }),
  plano: f.textoOpcional('Plano', { max: 10_000 }),
  problemas: z.preprocess(
    (v) => v ?? [],
    z
      .array(problemaCondicaoSchema)
      .min(1, MENSAGENS_ATENDIMENTO_AMBULATORIO.semProblema)
      .max(LIMITES_ATENDIMENTO_AMBULATORIO.problemas, `Informe no máximo ${LIMITES_ATENDIMENTO_AMBULATORIO.problemas} itens.`),
  ),
  dum: f.opcional(f.data('DUM', { max: () => hojeIso() })),
  usgData: f.opcional(f.data('Data da ultrassonografia', { max: () => hojeIso() })),
  usgSemanas: f.opcional(
    f.inteiro('Semanas na ultrassonografia', { min: LIMITES_GESTACAO.usgSemanasMin, max: LIMITES_GESTACAO.usgSemanasMax }),
  ),
  usgDias: f.opcional(f.inteiro('Dias na ultrassonografia', { min: 0, max: 6 })),
  receitas: lista(receitaAmbulatorioSchema, LIMITES_ATENDIMENTO_AMBULATORIO.receitas),
  documentos: lista(documentoAmbulatorioSchema, LIMITES_ATENDIMENTO_AMBULATORIO.documentos),
  exames: lista(exameSolicitadoSchema, LIMITES_ATENDIMENTO_AMBULATORIO.exames),
  requisicoes: lista(requisicaoExameSchema, LIMITES_ATENDIMENTO_AMBULATORIO.requisicoes),
});

function refinarAtendimento(v: z.output<typeof corpoAtendimento>, ctx: z.RefinementCtx) {
  if (!v.subjetivo && !v.objetivo && !v.avaliacao && !v.plano)
    ctx.addIssue({ code: 'custom', path: ['avaliacao'], message: MENSAGENS_ATENDIMENTO_AMBULATORIO.semSoap });
  repetidos(v.problemas, (p) => p.cidCodigo, ctx, 'problemas', 'cidCodigo', MENSAGENS_ATENDIMENTO_AMBULATORIO.cidRepetido);
  repetidos(v.problemas, (p) => p.ciapCodigo, ctx, 'problemas', 'ciapCodigo', MENSAGENS_ATENDIMENTO_AMBULATORIO.ciapRepetido);
  if (v.problemas.filter((p) => p.principal).length > 1)
    ctx.addIssue({ code: 'custom', path: ['problemas'], message: MENSAGENS_ATENDIMENTO_AMBULATORIO.variosPrincipais });
  repetidos(v.exames, (e) => String(e.exameId), ctx, 'exames', 'exameId', MENSAGENS_ATENDIMENTO_AMBULATORIO.exameRepetido);
  const usg = [v.usgData, v.usgSemanas];
  if (usg.some((x) => x != null) && usg.some((x) => x == null))
    ctx.addIssue({
      code: 'custom',
      path: [v.usgData ? 'usgSemanas' : 'usgData'],
      message: MENSAGENS_ATENDIMENTO_AMBULATORIO.usgIncompleta,
    });
  const gestacao = classificarGestacao(v.problemas.map((p) => ({ cid: p.cidCodigo, ciap: p.ciapCodigo })));
  if ((gestacao === ClassificacaoGestacao.NORMAL || gestacao === ClassificacaoGestacao.ALTO_RISCO) && !v.dum && !v.usgData)
    ctx.addIssue({ code: 'custom', path: ['dum'], message: MENSAGENS_ATENDIMENTO_AMBULATORIO.semDatacao });
}

/**
 * POST /api/ambulatorio/atendimento (store): the attendance of an office-queue entry. What needs the database
 * (codes exist, the CID fits the patient's sex, the dates after the birth, medicines and their lists, the exams
 * registry) is the server's. A pregnancy code (Z34, Z35, O80, O82 …, spec 001 §3) asks for the dating of the
 * pregnancy: the last menstrual period or an ultrasound (date, weeks and days).
 */
export const atendimentoAmbulatorioSchema = corpoAtendimento
  .extend({ filaId: f.referencia('Entrada da fila') })
  .superRefine(refinarAtendimento);
export type AtendimentoAmbulatorioInput = z.output<typeof atendimentoAmbulatorioSchema>;

/** PUT /api/ambulatorio/atendimento/{id}: the correction of a reopened attendance (alteracao-consultas-finalizadas). */
export const correcaoAtendimentoSchema = corpoAtendimento.superRefine(refinarAtendimento);
export type CorrecaoAtendimentoInput = z.output<typeof correcaoAtendimentoSchema>;
