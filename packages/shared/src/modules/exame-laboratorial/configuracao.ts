import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { SETORES_LABORATORIO, TIPO_CAMPO_EXAME, TIPOS_CAMPO_EXAME } from './opcoes.js';

/**
 * The laboratory configuration screens (issue 21): exame-campo (acronym, sector, result fields and reference
 * ranges of an exam), formula-exame and parametrizacao. Bodies are checked here, answers declared here, so the
 * server and the screens read one declaration.
 */

/** Ages are stored in days; the screen types them in years, months or days (a year is 365 days, a month 30). */
export const UNIDADES_IDADE = [
  { value: 'anos', label: 'anos', dias: 365 },
  { value: 'meses', label: 'meses', dias: 30 },
  { value: 'dias', label: 'dias', dias: 1 },
] as const;
export type UnidadeIdade = (typeof UNIDADES_IDADE)[number]['value'];

export function idadeParaDias(valor: number | null | undefined, unidade: UnidadeIdade): number | null {
  if (valor == null || !Number.isFinite(valor)) return null;
  return Math.round(valor * (UNIDADES_IDADE.find((u) => u.value === unidade)?.dias ?? 1));
}

/** Days as the screen shows them: the largest unit that divides them exactly (730 → 2 anos, 90 → 3 meses). */
export function diasParaIdade(dias: number | null | undefined): { valor: number | null; unidade: UnidadeIdade } {
  if (dias == null) return { valor: null, unidade: 'anos' };
  if (dias === 0) return { valor: 0, unidade: 'anos' };
  const u = UNIDADES_IDADE.find((x) => dias % x.dias === 0) ?? UNIDADES_IDADE[2];
  return { valor: dias / u.dias, unidade: u.value };
}

/** An age range in words for the lists and the result report ("de 1 ano até 12 anos"). */
export function descreverIdade(min: number | null, max: number | null): string {
  const txt = (d: number) => {
    const { valor, unidade } = diasParaIdade(d);
    const singular = { anos: 'ano', meses: 'mês', dias: 'dia' }[unidade];
    return `${valor} ${valor === 1 ? singular : unidade}`;
  };
  if (min == null && max == null) return 'Todas as idades';
  if (min == null) return `Até ${txt(max as number)}`;
  if (max == null) return `A partir de ${txt(min)}`;
  return `De ${txt(min)} até ${txt(max)}`;
}

const decimalOpcional = (label: string) => f.opcional(f.decimal(label, { min: -1e9, max: 1e9 }));
const idadeDias = (label: string) => f.opcional(f.inteiro(label, { min: 0, max: 150 * 365 }));

/** A reference range of a numeric field (lab_exame_referencia). */
export const referenciaExameSchema = z
  .object({
    // '' (the screen's "Ambos") and null are both sexes
    sexo: z.preprocess((v) => (v === '' ? null : v), z.enum(['M', 'F'], { error: 'Sexo inválido.' }).nullish()).transform((v) => v ?? null),
    idadeMinimaDias: idadeDias('Idade mínima'),
    idadeMaximaDias: idadeDias('Idade máxima'),
    minimo: decimalOpcional('Mínimo'),
    maximo: decimalOpcional('Máximo'),
    criticoMinimo: decimalOpcional('Crítico mínimo'),
    criticoMaximo: decimalOpcional('Crítico máximo'),
    texto: f.textoOpcional('Texto da referência', { max: 300 }),
  })
  .superRefine((v, ctx) => {
    const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
    const n = (x: unknown) => (typeof x === 'number' ? x : null);
    const [imin, imax, min, max, cmin, cmax] = [
      n(v.idadeMinimaDias),
      n(v.idadeMaximaDias),
      n(v.minimo),
      n(v.maximo),
      n(v.criticoMinimo),
      n(v.criticoMaximo),
    ];
    if (imin != null && imax != null && imax < imin) erro('idadeMaximaDias', 'A idade máxima não pode ser menor que a mínima.');
    if (min != null && max != null && max < min) erro('maximo', 'O máximo não pode ser menor que o mínimo.');
    if (cmin != null && min != null && cmin > min) erro('criticoMinimo', 'O crítico mínimo não pode ser maior que o mínimo.');
    if (cmax != null && max != null && cmax < max) erro('criticoMaximo', 'O crítico máximo não pode ser menor que o máximo.');
    if (cmin != null && cmax != null && cmax < cmin) erro('criticoMaximo', 'O crítico máximo não pode ser menor que o crítico mínimo.');
    if (min == null && max == null && cmin == null && cmax == null && !v.texto)
      erro('minimo', 'Informe ao menos um limite ou o texto da referência.');
  });
export type ReferenciaExameEntrada = z.infer<typeof referenciaExameSchema>;

/** Field codes: what formulas and support-laboratory files name (upper-case letters, digits, underscore). */
export const CODIGO_CAMPO = /^[A-Z_][A-Z0-9_]*$/;

/** A result field of an exam (lab_exame_campo); `id` keeps an existing field (and its stored results). */
export const campoExameSchema = z
  .object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    nome: f.texto('Nome', { max: 100 }),
    codigo: f
      .texto('Código', { max: 20 })
      .transform((c) => c.toUpperCase())
      .refine((c) => CODIGO_CAMPO.test(c), 'Use letras, números e _ no código, começando por letra (ex.: HDL, EAS_PH).'),
    tipo: f.enumeracao(
      'Tipo',
      TIPOS_CAMPO_EXAME.map((t) => t.value),
    ),
    unidadeMedida: f.textoOpcional('Unidade', { max: 20 }),
    casasDecimais: f.opcional(f.inteiro('Casas decimais', { min: 0, max: 4 })),
    opcoes: z
      .array(z.string().trim().max(100, 'Cada opção deve conter no máximo 100 caracteres'))
      .nullish()
      .transform((l) => (l ?? []).filter(Boolean)),
    obrigatorio: f.booleano().default(true),
    referencias: z.array(referenciaExameSchema).max(50, 'No máximo 50 faixas por campo.').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === TIPO_CAMPO_EXAME.lista) {
      if (v.opcoes.length < 2) ctx.addIssue({ code: 'custom', path: ['opcoes'], message: 'Informe ao menos duas opções para a lista.' });
      else if (new Set(v.opcoes.map((o) => o.toLowerCase())).size !== v.opcoes.length)
        ctx.addIssue({ code: 'custom', path: ['opcoes'], message: 'Há opções repetidas na lista.' });
    }
    if (v.tipo !== TIPO_CAMPO_EXAME.numerico && v.referencias.length)
      ctx.addIssue({ code: 'custom', path: ['referencias'], message: 'Faixas de referência valem só para campos numéricos.' });
  });
export type CampoExameEntrada = z.infer<typeof campoExameSchema>;

/** exame-campo/edit/{exameId}: the exam's lab settings and its whole ordered set of fields (replaced on save). */
export const exameCampoSchema = z
  .object({
    sigla: f
      .texto('Sigla', { max: 12 })
      .transform((s) => s.toUpperCase())
      .refine((s) => /^[A-Z0-9_-]+$/.test(s), 'Use letras, números, - e _ na sigla.'),
    setor: f.enumeracao(
      'Setor',
      SETORES_LABORATORIO.map((s) => s.value),
    ),
    laboratorioId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    recipiente: f.textoOpcional('Recipiente', { max: 100 }),
    codigoInterface: f.textoOpcional('Código de interface', { max: 30 }),
    campos: z.array(campoExameSchema).min(1, 'Informe ao menos um campo de resultado.').max(60, 'No máximo 60 campos por exame.'),
  })
  .superRefine((v, ctx) => {
    // repeats inside the same exam are reported on every repeat; the server checks the other exams
    const vistos = new Map<string, number>();
    v.campos.forEach((c, i) => {
      if (typeof c?.codigo !== 'string') return;
      if (vistos.has(c.codigo))
        ctx.addIssue({ code: 'custom', path: ['campos', i, 'codigo'], message: `O código ${c.codigo} está repetido neste exame.` });
      else vistos.set(c.codigo, i);
    });
  });
export type ExameCampoEntrada = z.infer<typeof exameCampoSchema>;

const referenciaModelo = z.object({
  sexo: z.string().nullable(),
  idadeMinimaDias: z.number().nullable(),
  idadeMaximaDias: z.number().nullable(),
  minimo: z.number().nullable(),
  maximo: z.number().nullable(),
  criticoMinimo: z.number().nullable(),
  criticoMaximo: z.number().nullable(),
  texto: z.string().nullable(),
});

/** A field as the edit screen reads it, with why it cannot be removed (a formula reads or computes it, results). */
export const campoExameModelo = z.object({
  id: z.number(),
  nome: z.string(),
  codigo: z.string(),
  tipo: z.number(),
  unidadeMedida: z.string().nullable(),
  casasDecimais: z.number().nullable(),
  opcoes: z.array(z.string()),
  obrigatorio: z.boolean(),
  referencias: z.array(referenciaModelo),
  /** Formula computing this field (the bench does not type it). */
  formula: z.string().nullable(),
  /** pt-BR reason it cannot be removed, or null. */
  emUso: z.string().nullable(),
});

export const exameCampoModelo = z.object({
  exame: z.object({ id: z.number(), nome: z.string(), procedimentoCodigo: z.string() }),
  configurado: z.boolean(),
  sigla: z.string().nullable(),
  setor: z.number().nullable(),
  laboratorioId: z.number().nullable(),
  recipiente: z.string().nullable(),
  codigoInterface: z.string().nullable(),
  campos: z.array(campoExameModelo),
});

export const exameCampoEdicaoResposta = z.object({
  form: z.object({ laboratorios: z.array(z.object({ id: z.number(), nome: z.string(), apoio: z.boolean() })) }),
  model: exameCampoModelo,
});

export const exameCampoLinha = z.object({
  id: z.number(),
  nome: z.string(),
  procedimentoCodigo: z.string(),
  sigla: z.string().nullable(),
  setor: z.number().nullable(),
  laboratorioNome: z.string().nullable(),
  campos: z.number(),
  bloqueado: z.boolean(),
});

/** formula-exame create/edit: the numeric field it computes, the expression, a description. */
export const formulaExameSchema = z.object({
  campoId: f.referencia('Campo calculado'),
  expressao: f.texto('Expressão', { max: 500 }),
  descricao: f.textoOpcional('Descrição', { max: 300 }),
  bloqueado: f.booleano().default(false),
});
export type FormulaExameEntrada = z.infer<typeof formulaExameSchema>;

/** A numeric field as the formula screen lists it ("LDL — Colesterol LDL (Hemograma)"). */
export const campoNumericoItem = z.object({ id: z.number(), label: z.string(), codigo: z.string() });

export const formulaExameModelo = z.object({
  id: z.number(),
  campoId: z.number(),
  expressao: z.string(),
  descricao: z.string().nullable(),
  bloqueado: z.boolean(),
  campo: campoNumericoItem,
});

export const formulaExameLinha = z.object({
  id: z.number(),
  campoCodigo: z.string(),
  campoNome: z.string(),
  exameNome: z.string(),
  expressao: z.string(),
  descricao: z.string().nullable(),
  bloqueado: z.boolean(),
});

/** The numeric fields of the municipality (code → name and exam): what a formula may read. */
export const formulaExameFormulario = z.object({
  campos: z.array(z.object({ codigo: z.string(), nome: z.string(), exameNome: z.string() })),
});

/** The laboratory settings (lab_parametrizacao). */
export const parametrizacaoLaboratorioSchema = z.object({
  mensagemProtocolo: f.textoOpcional('Mensagem do comprovante', { max: 1000 }),
  rodapeLaudo: f.textoOpcional('Rodapé do laudo', { max: 1000 }),
  prazoEntregaPadraoDias: f.inteiro('Prazo de entrega padrão (dias)', { min: 0, max: 90 }),
  etiquetaAoColetar: f.booleano(),
  bloquearAcimaCota: f.booleano(),
});
export type ParametrizacaoLaboratorioEntrada = z.infer<typeof parametrizacaoLaboratorioSchema>;

export const parametrizacaoLaboratorioModelo = z.object({
  mensagemProtocolo: z.string().nullable(),
  rodapeLaudo: z.string().nullable(),
  prazoEntregaPadraoDias: z.number(),
  etiquetaAoColetar: z.boolean(),
  bloquearAcimaCota: z.boolean(),
  atualizadoEm: w.instante.nullable(),
});
