import { z } from 'zod';
import {
  CARACTERISTICA_LESAO_MAMA,
  CARATER_SADT,
  CIRURGIA_MAMA,
  DESCARGA_PAPILAR,
  DETECCAO_LESAO,
  EXAME_MAMA,
  EXAMINADA_ANTES,
  type FormularioRequisicaoExame,
  INDICACAO_MAMOGRAFIA,
  INSPECAO_COLO,
  LADO_MAMA,
  MAMOGRAFIA_DIAGNOSTICA,
  MAMOGRAFIA_RASTREAMENTO,
  MATERIAL_CITOPATOLOGICO_MAMA,
  MOTIVO_EXAME_COLO,
  PROCEDIMENTO_HISTOPATOLOGICO_MAMA,
  QUADRANTE_MAMA,
  SANGRAMENTO_APOS_MENOPAUSA,
  SANGRAMENTO_APOS_RELACOES,
  SIM_NAO_NAO_SABE,
} from './requisicao-exame-opcoes.js';
import { f } from './resource/fields.js';
import { hojeIso } from './validation/datas.js';
import { mensagens } from './validation/messages.js';
import { zCid, zOpcional, zProcedimento } from './validation/zod-fields.js';

export * from './requisicao-exame-opcoes.js';

/**
 * The national exam request forms the outpatient attendance prints (spec 001 §7 "Outpatient printing for
 * electronic signing"): the SISCAN requests (cervical and breast cytopathology, mammography and breast
 * histopathology), the APAC authorisation request and the two SADT requests. Both sides validate the
 * clinical fields with these schemas; the API's print family (`lib/print/modelos/requisicao-exame`)
 * draws each form's checkboxes from the same option lists.
 */

/** Messages of these forms that the generic ones do not cover. */
export const MENSAGENS_REQUISICAO_EXAME = {
  dum: 'Informe a data da última menstruação.',
  achados: 'Informe os achados do exame clínico.',
  anoMamografia: 'Informe o ano da última mamografia.',
  anoRadioterapia: 'Informe o ano da radioterapia em ao menos uma das mamas.',
  motivoDiagnostica: 'Selecione ao menos um motivo da mamografia diagnóstica.',
  semItens: 'Informe ao menos um procedimento.',
  itensApac: 'Informe no máximo 6 procedimentos (1 principal e 5 secundários).',
  itensMaximo: (n: number) => `Informe no máximo ${n} procedimentos.`,
  itemRepetido: 'Procedimento informado mais de uma vez.',
  cirurgiaRepetida: 'Cirurgia informada mais de uma vez para a mesma mama.',
  cidRepetido: 'CID informado mais de uma vez.',
} as const;

type Opcoes = Record<string, string>;

/** A single choice among an option list's keys; missing gives the spec's required text. */
function escolha<T extends Opcoes>(label: string, opcoes: T) {
  return z.enum(Object.keys(opcoes) as [keyof T & string, ...(keyof T & string)[]], {
    error: (iss) => (iss.input == null || iss.input === '' ? mensagens.obrigatorio(label) : `${label} é inválido`),
  });
}
const escolhaOpcional = <T extends Opcoes>(label: string, opcoes: T) => zOpcional(escolha(label, opcoes));
/** Several of an option list (checkboxes), repeats dropped. */
const varias = <T extends Opcoes>(label: string, opcoes: T) =>
  z.preprocess(
    (v) => v ?? [],
    z.array(escolha(label, opcoes)).transform((l) => [...new Set(l)]),
  );

const hoje = () => hojeIso();
const anoAtual = () => Number(hojeIso().slice(0, 4));
/** A year that already happened (last exam, surgery, radiotherapy). */
const ano = (label: string) =>
  zOpcional(
    f.inteiro(label, { min: 1900 }).superRefine((v, ctx) => {
      if (v > anoAtual()) ctx.addIssue({ code: 'custom', message: mensagens.menorOuIgual(label, String(anoAtual())) });
    }),
  );
/** A date that already happened (last menstruation, collection). */
const dataPassada = (label: string) => zOpcional(f.data(label, { max: hoje }));
const problema = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** What the clinician found in one breast (SISCAN "Exame clínico das mamas"), empty when nothing. */
export const achadosMamaSchema = z.object({
  lesaoPapilar: f.booleano().default(false),
  descargaPapilar: escolhaOpcional('Descarga papilar', DESCARGA_PAPILAR),
  nodulo: varias('Localização do nódulo', QUADRANTE_MAMA),
  espessamento: varias('Localização do espessamento', QUADRANTE_MAMA),
  linfonodoAxilar: f.booleano().default(false),
  linfonodoSupraclavicular: f.booleano().default(false),
});
export type AchadosMama = z.output<typeof achadosMamaSchema>;
const achadosOpcionais = z.preprocess((v) => v ?? {}, achadosMamaSchema);

export function temAchadosMama(a: AchadosMama | null | undefined): boolean {
  return (
    !!a &&
    (a.lesaoPapilar ||
      !!a.descargaPapilar ||
      a.nodulo.length > 0 ||
      a.espessamento.length > 0 ||
      a.linfonodoAxilar ||
      a.linfonodoSupraclavicular)
  );
}

/** SISCAN "Requisição de exame citopatológico – colo do útero": anamnesis (1–10) and clinical exam (11–12). */
export const requisicaoColoUteroSchema = z
  .object({
    motivoExame: escolha('Motivo do exame', MOTIVO_EXAME_COLO),
    fezPreventivo: escolha('Fez o exame preventivo alguma vez', SIM_NAO_NAO_SABE),
    anoUltimoPreventivo: ano('Ano do último exame preventivo'),
    usaDiu: escolha('Usa DIU', SIM_NAO_NAO_SABE),
    estaGravida: escolha('Está grávida', SIM_NAO_NAO_SABE),
    usaPilula: escolha('Usa pílula anticoncepcional', SIM_NAO_NAO_SABE),
    usaHormonioMenopausa: escolha('Usa hormônio/remédio para tratar a menopausa', SIM_NAO_NAO_SABE),
    fezRadioterapia: escolha('Já fez tratamento por radioterapia', SIM_NAO_NAO_SABE),
    dataUltimaMenstruacao: dataPassada('Data da última menstruação'),
    dumNaoSabe: f.booleano().default(false),
    sangramentoAposRelacoes: escolha('Sangramento após relações sexuais', SANGRAMENTO_APOS_RELACOES),
    sangramentoAposMenopausa: escolha('Sangramento após a menopausa', SANGRAMENTO_APOS_MENOPAUSA),
    inspecaoColo: escolha('Inspeção do colo', INSPECAO_COLO),
    sinaisDst: f.booleano().default(false),
    dataColeta: dataPassada('Data da coleta'),
  })
  .superRefine((v, ctx) => {
    // the form offers "Não sabe / Não lembra" instead of the date: one of the two
    if (!v.dataUltimaMenstruacao && !v.dumNaoSabe) problema(ctx, ['dataUltimaMenstruacao'], MENSAGENS_REQUISICAO_EXAME.dum);
    if (v.dataUltimaMenstruacao && v.dumNaoSabe)
      problema(ctx, ['dumNaoSabe'], 'Informe a data ou marque "Não sabe / Não lembra", não os dois.');
    if (v.anoUltimoPreventivo && v.fezPreventivo !== 'SIM')
      problema(ctx, ['anoUltimoPreventivo'], 'O ano do último exame só se informa quando já fez o preventivo.');
  });
export type RequisicaoColoUtero = z.output<typeof requisicaoColoUteroSchema>;

/** SISCAN "Requisição de exame citopatológico – mama": anamnesis, clinical findings per side and the material sent. */
export const requisicaoCitopatologicoMamaSchema = z
  .object({
    riscoElevado: escolha('Risco elevado para câncer de mama', SIM_NAO_NAO_SABE),
    gravidaOuAmamentando: escolha('Está grávida ou amamentando', SIM_NAO_NAO_SABE),
    achadosDireita: achadosOpcionais,
    achadosEsquerda: achadosOpcionais,
    deteccaoLesao: escolha('Detecção da lesão', DETECCAO_LESAO),
    material: escolha('Material enviado', MATERIAL_CITOPATOLOGICO_MAMA),
    lado: escolha('Mama', LADO_MAMA),
    localizacao: escolhaOpcional('Localização da lesão', QUADRANTE_MAMA),
    tamanhoLesaoCm: zOpcional(f.decimal('Tamanho da lesão (cm)', { min: 0.1, max: 30 })),
    dataColeta: dataPassada('Data da coleta'),
  })
  .superRefine((v, ctx) => {
    // a lesion found at the clinical exam must be described on the form (SISCAN "Exame clínico")
    if (v.deteccaoLesao === 'EXAME_CLINICO' && !temAchadosMama(v.achadosDireita) && !temAchadosMama(v.achadosEsquerda))
      problema(ctx, ['achadosDireita'], MENSAGENS_REQUISICAO_EXAME.achados);
  });
export type RequisicaoCitopatologicoMama = z.output<typeof requisicaoCitopatologicoMamaSchema>;

const cirurgiaMamaSchema = z.object({
  tipo: escolha('Cirurgia', CIRURGIA_MAMA),
  lado: escolha('Mama', LADO_MAMA),
  ano: ano('Ano da cirurgia'),
});

const histopatologicoMamaSchema = z.object({
  deteccaoLesao: escolha('Detecção da lesão', DETECCAO_LESAO),
  caracteristica: escolha('Característica da lesão', CARACTERISTICA_LESAO_MAMA),
  biRads: zOpcional(f.inteiro('Categoria BI-RADS', { min: 0, max: 6 })),
  procedimento: escolha('Procedimento cirúrgico / material enviado', PROCEDIMENTO_HISTOPATOLOGICO_MAMA),
  lado: escolha('Mama', LADO_MAMA),
  localizacao: escolhaOpcional('Localização da lesão', QUADRANTE_MAMA),
  tamanhoLesaoCm: zOpcional(f.decimal('Tamanho da lesão (cm)', { min: 0.1, max: 30 })),
  dataColeta: dataPassada('Data da coleta'),
});

/**
 * The spec's requisicaoExameHistopatologicoMamografia: the SISCAN mammography request, or the breast
 * histopathology request when `exame` says so. Both share the anamnesis (nodule, high risk, previous
 * exams, radiotherapy, surgeries); mammography adds the clinical indication, histopathology the lesion
 * and the material sent.
 */
export const requisicaoMamografiaSchema = z
  .object({
    exame: escolha('Exame', EXAME_MAMA),
    noduloDireita: f.booleano().default(false),
    noduloEsquerda: f.booleano().default(false),
    riscoElevado: escolha('Risco elevado para câncer de mama', SIM_NAO_NAO_SABE),
    examinadaAntes: escolha('Mamas examinadas por profissional de saúde', EXAMINADA_ANTES),
    fezMamografia: escolha('Fez mamografia alguma vez', SIM_NAO_NAO_SABE),
    anoUltimaMamografia: ano('Ano da última mamografia'),
    fezRadioterapia: escolha('Fez radioterapia na mama ou no plastrão', SIM_NAO_NAO_SABE),
    anoRadioterapiaDireita: ano('Ano da radioterapia (mama direita)'),
    anoRadioterapiaEsquerda: ano('Ano da radioterapia (mama esquerda)'),
    cirurgias: z.preprocess((v) => v ?? [], z.array(cirurgiaMamaSchema).max(26, 'Informe no máximo 26 cirurgias.')),
    indicacao: escolhaOpcional('Indicação clínica', INDICACAO_MAMOGRAFIA),
    rastreamento: escolhaOpcional('Mamografia de rastreamento', MAMOGRAFIA_RASTREAMENTO),
    diagnostica: varias('Mamografia diagnóstica', MAMOGRAFIA_DIAGNOSTICA),
    achadosDireita: achadosOpcionais,
    achadosEsquerda: achadosOpcionais,
    histopatologico: zOpcional(histopatologicoMamaSchema),
  })
  .superRefine((v, ctx) => {
    if (v.fezMamografia === 'SIM' && !v.anoUltimaMamografia)
      problema(ctx, ['anoUltimaMamografia'], MENSAGENS_REQUISICAO_EXAME.anoMamografia);
    if (v.fezRadioterapia === 'SIM' && !v.anoRadioterapiaDireita && !v.anoRadioterapiaEsquerda)
      problema(ctx, ['anoRadioterapiaDireita'], MENSAGENS_REQUISICAO_EXAME.anoRadioterapia);
    const vistas = new Set<string>();
    v.cirurgias.forEach((c, i) => {
      const chave = `${c.tipo}:${c.lado}`;
      if (vistas.has(chave)) problema(ctx, ['cirurgias', i, 'tipo'], MENSAGENS_REQUISICAO_EXAME.cirurgiaRepetida);
      vistas.add(chave);
    });
    if (v.exame === 'MAMOGRAFIA') {
      if (!v.indicacao) problema(ctx, ['indicacao'], mensagens.obrigatorio('Indicação clínica'));
      if (v.indicacao === 'RASTREAMENTO' && !v.rastreamento)
        problema(ctx, ['rastreamento'], mensagens.obrigatorio('Mamografia de rastreamento'));
      if (v.indicacao === 'DIAGNOSTICA' && !v.diagnostica.length)
        problema(ctx, ['diagnostica'], MENSAGENS_REQUISICAO_EXAME.motivoDiagnostica);
      if (
        v.indicacao === 'DIAGNOSTICA' &&
        v.diagnostica.includes('EXAME_CLINICO') &&
        !temAchadosMama(v.achadosDireita) &&
        !temAchadosMama(v.achadosEsquerda)
      )
        problema(ctx, ['achadosDireita'], MENSAGENS_REQUISICAO_EXAME.achados);
    }
    if (v.exame === 'HISTOPATOLOGICO' && !v.histopatologico)
      problema(ctx, ['histopatologico'], mensagens.obrigatorio('Dados do exame histopatológico'));
  });
export type RequisicaoMamografia = z.output<typeof requisicaoMamografiaSchema>;

/** A requested SIGTAP procedure (APAC, SADT): code with its check digit, name and quantity. */
export const itemRequisicaoExameSchema = z.object({
  codigo: zProcedimento('Código do procedimento'),
  nome: f.texto('Procedimento', { max: 250 }),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 999 }),
  observacao: f.textoOpcional('Observação', { max: 200 }),
});
export type ItemRequisicaoExame = z.output<typeof itemRequisicaoExameSchema>;

function itens(max: number, mensagemMax: string) {
  return z.preprocess(
    (v) => v ?? [],
    z
      .array(itemRequisicaoExameSchema)
      .min(1, MENSAGENS_REQUISICAO_EXAME.semItens)
      .max(max, mensagemMax)
      .superRefine((lista, ctx) => {
        lista.forEach((item, i) => {
          if (lista.findIndex((o) => o.codigo === item.codigo) < i) problema(ctx, [i, 'codigo'], MENSAGENS_REQUISICAO_EXAME.itemRepetido);
        });
      }),
  );
}

/** CIDs of one request must differ (principal, secondary, associated causes). */
function cidsDistintos(
  v: { cidPrincipal?: string | null; cidSecundario?: string | null; cidCausasAssociadas?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.cidSecundario && v.cidSecundario === v.cidPrincipal) problema(ctx, ['cidSecundario'], MENSAGENS_REQUISICAO_EXAME.cidRepetido);
  if (v.cidCausasAssociadas && (v.cidCausasAssociadas === v.cidPrincipal || v.cidCausasAssociadas === v.cidSecundario))
    problema(ctx, ['cidCausasAssociadas'], MENSAGENS_REQUISICAO_EXAME.cidRepetido);
}

/** APAC laudo (fields 18–40): the main procedure first, up to five secondary ones, and the justification. */
export const laudoApacSchema = z
  .object({
    itens: itens(6, MENSAGENS_REQUISICAO_EXAME.itensApac),
    descricaoDiagnostico: f.texto('Descrição do diagnóstico', { max: 500 }),
    cidPrincipal: zCid('CID-10 principal'),
    cidSecundario: zOpcional(zCid('CID-10 secundário')),
    cidCausasAssociadas: zOpcional(zCid('CID-10 causas associadas')),
    observacoes: f.textoOpcional('Observações', { max: 2000 }),
  })
  .superRefine(cidsDistintos);
export type LaudoApac = z.output<typeof laudoApacSchema>;

/** SADT request: character, the exams or therapies, clinical indication and CID. */
export const fichaSadtSchema = z
  .object({
    carater: escolha('Caráter do atendimento', CARATER_SADT),
    itens: itens(20, MENSAGENS_REQUISICAO_EXAME.itensMaximo(20)),
    indicacaoClinica: f.texto('Indicação clínica', { max: 2000 }),
    cidPrincipal: zOpcional(zCid('CID-10 principal')),
    cidSecundario: zOpcional(zCid('CID-10 secundário')),
    observacoes: f.textoOpcional('Observações', { max: 2000 }),
  })
  .superRefine(cidsDistintos);
export type FichaSadt = z.output<typeof fichaSadtSchema>;

/** The plain exam request of the SADT: the exams (with their notes), indication optional. */
export const solicitacaoExameSadtSchema = z
  .object({
    itens: itens(30, MENSAGENS_REQUISICAO_EXAME.itensMaximo(30)),
    indicacaoClinica: f.textoOpcional('Indicação clínica', { max: 2000 }),
    cidPrincipal: zOpcional(zCid('CID-10 principal')),
    observacoes: f.textoOpcional('Observações', { max: 2000 }),
  })
  .superRefine(cidsDistintos);
export type SolicitacaoExameSadt = z.output<typeof solicitacaoExameSadtSchema>;

/** The clinical schema of each form, by its code. */
export const SCHEMA_REQUISICAO_EXAME = {
  'citopatologico-colo-utero': requisicaoColoUteroSchema,
  'citopatologico-mama': requisicaoCitopatologicoMamaSchema,
  'histopatologico-mamografia': requisicaoMamografiaSchema,
  apac: laudoApacSchema,
  sadt: fichaSadtSchema,
  'sadt-solicitacao-exame': solicitacaoExameSadtSchema,
} as const satisfies Record<FormularioRequisicaoExame, z.ZodType>;

/** One request as the attendance sends it: the form's code and its fields. */
export const requisicaoExameSchema = z.discriminatedUnion('formulario', [
  requisicaoColoUteroSchema.extend({ formulario: z.literal('citopatologico-colo-utero') }),
  requisicaoCitopatologicoMamaSchema.extend({ formulario: z.literal('citopatologico-mama') }),
  requisicaoMamografiaSchema.extend({ formulario: z.literal('histopatologico-mamografia') }),
  laudoApacSchema.extend({ formulario: z.literal('apac') }),
  fichaSadtSchema.extend({ formulario: z.literal('sadt') }),
  solicitacaoExameSadtSchema.extend({ formulario: z.literal('sadt-solicitacao-exame') }),
]);
export type RequisicaoExame = z.output<typeof requisicaoExameSchema>;
