import { z } from 'zod';
import { datatableRequestSchema, datatableResposta } from '../../datatable.js';
import { FORMULARIO_REQUISICAO_EXAME, type FormularioRequisicaoExame } from '../../requisicao-exame.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { TIPO_DOCUMENTO_AMBULATORIO_NOME, TIPO_RECEITA_AMBULATORIO_NOME } from './atendimento.schema.js';

/**
 * The life of an outpatient attendance after it is saved (issue 17): its prints and signed copies (spec 001 §7
 * "Outpatient printing for electronic signing"), the closing for billing (fechamento-consulta) and the reopening
 * for correction (alteracao-consultas-finalizadas).
 */

/** finished by the professional → closed with the procedure billed → reopened for a correction (and finished again). */
export const StatusAtendimentoConsulta = { FINALIZADO: 1, FECHADO: 2, REABERTO: 3 } as const;
export const STATUS_ATENDIMENTO_CONSULTA_NOME: Record<number, string> = { 1: 'Finalizado', 2: 'Fechado', 3: 'Reaberto para correção' };

export const IMPRESSAO_AMBULATORIO = '/impressao/ambulatorio';

/** The print kinds of spec 001 §7, as their URL segment names them (kebab of receitaMedicaComum …). */
export const RECEITA_IMPRESSAO: Record<number, string> = {
  1: 'receita-medica-comum',
  2: 'receita-medica-especial',
  3: 'receita-medica-especial-azul',
  4: 'receita-medica-especial-amarela',
  5: 'receita-medica-nao-padronizada-comum',
  6: 'receita-medica-nao-padronizada-especial',
};
/** The request for a non-standard medicine (its justification), printed beside its prescription. */
export const RECEITA_NAO_PADRONIZADA_IMPRESSAO = 'receita-medica-nao-padronizada';
export const DOCUMENTO_IMPRESSAO: Record<number, string> = {
  1: 'atestado',
  2: 'declaracao-comparecimento',
  3: 'encaminhamento',
  4: 'orientacao',
  5: 'carta-medica',
};
export const REQUISICAO_IMPRESSAO: Record<FormularioRequisicaoExame, string> = {
  'citopatologico-colo-utero': 'requisicao-exame-citopatologico-colo-utero',
  'citopatologico-mama': 'requisicao-exame-citopatologico-mama',
  'histopatologico-mamografia': 'requisicao-exame-histopatologico-mamografia',
  apac: 'laudo-solicitacao-autorizacao-procedimento-ambulatorial',
  sadt: 'ficha-requisicao-servico-auxiliar-diagnose-terapia',
  'sadt-solicitacao-exame': 'servico-analise-diagnostico-terapia-solicitacao-exame',
};
export const ATENDIMENTO_IMPRESSAO = 'atendimento';

/** Every print kind and what it is made from (the pending signatures and the signed-copy store check both). */
export type OrigemImpressao = 'atendimento' | 'receita' | 'documento' | 'requisicao';
export const ORIGEM_DA_IMPRESSAO: Record<string, OrigemImpressao> = Object.fromEntries([
  [ATENDIMENTO_IMPRESSAO, 'atendimento'],
  [RECEITA_NAO_PADRONIZADA_IMPRESSAO, 'receita'],
  ...Object.values(RECEITA_IMPRESSAO).map((d) => [d, 'receita']),
  ...Object.values(DOCUMENTO_IMPRESSAO).map((d) => [d, 'documento']),
  ...Object.values(REQUISICAO_IMPRESSAO).map((d) => [d, 'requisicao']),
]);
export const DOCUMENTOS_IMPRESSAO_AMBULATORIO = Object.keys(ORIGEM_DA_IMPRESSAO);

/** The title of each print kind (listing, signatures). */
export const TITULO_IMPRESSAO: Record<string, string> = Object.fromEntries([
  [ATENDIMENTO_IMPRESSAO, 'Atendimento ambulatorial'],
  [RECEITA_NAO_PADRONIZADA_IMPRESSAO, 'Solicitação de medicamento não padronizado'],
  ...Object.entries(RECEITA_IMPRESSAO).map(([t, d]) => [d, TIPO_RECEITA_AMBULATORIO_NOME[Number(t)] ?? d]),
  ...Object.entries(DOCUMENTO_IMPRESSAO).map(([t, d]) => [d, TIPO_DOCUMENTO_AMBULATORIO_NOME[Number(t)] ?? d]),
  ...Object.values(FORMULARIO_REQUISICAO_EXAME).map((r) => [REQUISICAO_IMPRESSAO[r.codigo], r.titulo]),
]);

export const caminhoImpressaoAmbulatorio = (documento: string, id: number, paraAssinatura = false) =>
  `${IMPRESSAO_AMBULATORIO}/${documento}/${id}${paraAssinatura ? '?para_assinatura_eletronica=true' : ''}`;

/** What a print carries in its PDF Keywords, so a signed copy stored later is matched with its document. */
export const identificacaoPdfAmbulatorio = (documento: string, id: number) => `saude-municipal:ambulatorio:${documento}:${id}`;

export const MENSAGENS_CONSULTA = {
  naoEncontrado: 'Atendimento não encontrado.',
  naoFechavel: 'Somente consultas finalizadas podem ser fechadas.',
  jaFechada: 'A consulta já está fechada e não pode ser alterada.',
  procedimentoIncompativel: (codigo: string, cbo: string) => `O procedimento ${codigo} não é compatível com o CBO ${cbo} do profissional.`,
  procedimentoInexistente: 'Procedimento não encontrado na tabela SIGTAP.',
  fechadas: (n: number) => (n === 1 ? '1 consulta fechada.' : `${n} consultas fechadas.`),
  motivoObrigatorio: 'Informe o motivo da alteração.',
  reaberta: 'Consulta reaberta para correção. Altere e salve o atendimento.',
  naoReaberta: 'A consulta não está reaberta para correção.',
  corrigida: 'Atendimento corrigido.',
  outroProfissional: 'Somente o profissional que registrou o atendimento pode corrigi-lo.',
} as const;

/**
 * The consultation procedure billed by CBO (SIGTAP group 03.01.01): a doctor's specialised consultation, or the
 * higher-level professional's (nurse, psychologist, nutritionist …) — the one the CBO is compatible with.
 */
export const PROCEDIMENTOS_CONSULTA = {
  MEDICA_ESPECIALIZADA: '0301010072',
  NIVEL_SUPERIOR_ESPECIALIZADA: '0301010048',
} as const;

/** "0301010072" → "03.01.01.007-2", as SIGTAP prints a code. */
export const formatarProcedimentoSigtap = (c: string) => c.replace(/^(\d{2})(\d{2})(\d{2})(\d{3})(\d)$/, '$1.$2.$3.$4-$5');

/** GET /api/ambulatorio/fechamento-consulta/datatable: the day's finished attendances of the session's unit. */
export const fechamentoConsultaQuerySchema = datatableRequestSchema.extend({
  data: f.opcional(f.data('Data')),
  situacao: z.coerce.number().int().optional().catch(undefined),
});
export const fechamentoConsultaLinhaSchema = z.object({
  id: z.number(),
  finalizadoEm: w.instante,
  paciente: z.string(),
  nomeSocial: z.string().nullable(),
  profissional: z.string(),
  ocupacaoCodigo: z.string().nullable(),
  especialidade: z.string().nullable(),
  status: z.number(),
  statusNome: z.string(),
  procedimentoCodigo: z.string().nullable(),
  procedimentoNome: z.string().nullable(),
  /** The consultation procedure compatible with the professional's CBO, to bill by default. */
  sugerido: z.object({ codigo: z.string(), nome: z.string() }).nullable(),
});
export const fechamentoConsultaListaSchema = datatableResposta(fechamentoConsultaLinhaSchema);

/** PUT /api/ambulatorio/fechamento-consulta: closes finished attendances, each with the procedure it bills. */
export const fechamentoConsultaSchema = z.object({
  itens: z
    .array(z.object({ atendimentoId: f.referencia('Atendimento'), procedimentoCodigo: f.texto('Procedimento', { max: 10 }) }))
    .min(1, 'Selecione ao menos uma consulta.')
    .max(200, 'Feche no máximo 200 consultas de uma vez.'),
});
export const fechamentoConsultaRespostaSchema = z.object({ fechadas: z.number(), message: z.string() });

/** PUT /api/ambulatorio/alteracao-consultas-finalizadas/{id}: reopens with the mandatory reason. */
export const alteracaoConsultaSchema = z.object({
  motivo: z
    .string({ error: MENSAGENS_CONSULTA.motivoObrigatorio })
    .trim()
    .min(10, 'O motivo deve conter no mínimo 10 caracteres.')
    .max(1000, 'O motivo deve conter no máximo 1000 caracteres.'),
});
export const alteracaoConsultaRespostaSchema = z.object({ id: z.number(), status: z.number(), message: z.string() });

/** POST /api/ambulatorio/atendimento/store-atendimento-assinado: the signed PDF of one print of an attendance. */
export const storeAtendimentoAssinadoSchema = z.object({
  documento: z.enum(DOCUMENTOS_IMPRESSAO_AMBULATORIO as [string, ...string[]], { error: 'Documento inválido.' }),
  id: f.referencia('Documento'),
  nomeArquivo: f.texto('Nome do arquivo', { max: 255 }),
  arquivo: z.string({ error: 'O campo Arquivo é obrigatório.' }).min(1, 'O campo Arquivo é obrigatório.'),
});
export const atendimentoAssinadoSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), documento: z.string(), referenciaId: z.number(), assinadoEm: w.instante, codigo: z.string() }),
});

/** GET /api/ambulatorio/assinatura-eletronica/datatable: the user's prints still unsigned (last 30 days). */
export const assinaturaPendenteLinhaSchema = z.object({
  atendimentoId: z.number(),
  finalizadoEm: w.instante,
  paciente: z.string(),
  documento: z.string(),
  id: z.number(),
  titulo: z.string(),
  caminho: z.string(),
});
export const assinaturaPendenteListaSchema = datatableResposta(assinaturaPendenteLinhaSchema);
export const ASSINATURA_PENDENTE_AMBULATORIO_DIAS = 30;
