/** Code lists of the laboratory (issue 21). */

/** Bench sectors: the worklists (mapa-dia, mapa-producao) group exams by them. */
export const SETORES_LABORATORIO = [
  { value: 1, label: 'Bioquímica' },
  { value: 2, label: 'Hematologia' },
  { value: 3, label: 'Imunologia' },
  { value: 4, label: 'Microbiologia' },
  { value: 5, label: 'Parasitologia' },
  { value: 6, label: 'Uroanálise' },
  { value: 7, label: 'Hormônios' },
  { value: 8, label: 'Outros' },
] as const;

/** Kinds of a result field. */
export const TIPO_CAMPO_EXAME = { numerico: 1, texto: 2, lista: 3 } as const;
export const TIPOS_CAMPO_EXAME = [
  { value: 1, label: 'Numérico' },
  { value: 2, label: 'Texto' },
  { value: 3, label: 'Lista de opções' },
] as const;

/** A sample: pending, collected, not collected (with its reason). */
export const SITUACAO_AMOSTRA = { pendente: 1, coletada: 2, naoColetada: 3 } as const;
export const SITUACOES_AMOSTRA = [
  { value: 1, label: 'Pendente' },
  { value: 2, label: 'Coletada' },
  { value: 3, label: 'Não coletada' },
] as const;

/** A scheduled exam from booking to delivery. */
export const SITUACAO_EXAME_LAB = {
  agendado: 1,
  coletado: 2,
  amostraNaoColetada: 3,
  resultadoLancado: 4,
  liberado: 5,
  entregue: 6,
  cancelado: 7,
} as const;
export const SITUACOES_EXAME_LAB = [
  { value: 1, label: 'Agendado' },
  { value: 2, label: 'Coletado' },
  { value: 3, label: 'Amostra não coletada' },
  { value: 4, label: 'Resultado lançado' },
  { value: 5, label: 'Liberado (assinado)' },
  { value: 6, label: 'Entregue' },
  { value: 7, label: 'Cancelado' },
] as const;

/** A result: entered, signed (final), cancelled. */
export const SITUACAO_RESULTADO_LAB = { lancado: 1, assinado: 2, cancelado: 3 } as const;
export const SITUACOES_RESULTADO_LAB = [
  { value: 1, label: 'Lançado' },
  { value: 2, label: 'Assinado' },
  { value: 3, label: 'Cancelado' },
] as const;

/** Where a result sits against the patient's reference range. */
export const FAIXA_RESULTADO = { abaixo: -1, normal: 0, acima: 1 } as const;

/** Reasons a sample was not collected (lancamento-coleta); "Outro" asks for the text. */
export const MOTIVOS_NAO_COLETA = [
  'Paciente não compareceu',
  'Paciente sem preparo (jejum)',
  'Recusa do paciente',
  'Dificuldade de acesso venoso',
  'Material não trazido pelo paciente',
  'Outro',
] as const;
