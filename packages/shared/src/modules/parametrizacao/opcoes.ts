/** Option lists of the parametrização registries (numeric codes stored; labels in pt-BR). */
export interface OpcaoNumerica {
  value: number;
  label: string;
}

export const TIPO_EXAME = { laboratorial: 1, imagem: 2 } as const;
export const TIPOS_EXAME: readonly OpcaoNumerica[] = [
  { value: 1, label: 'Laboratorial' },
  { value: 2, label: 'Imagem' },
];

/** Biological material of a laboratory exam. */
export const MATERIAIS_BIOLOGICOS: readonly OpcaoNumerica[] = [
  { value: 1, label: 'Sangue' },
  { value: 2, label: 'Soro' },
  { value: 3, label: 'Plasma' },
  { value: 4, label: 'Urina' },
  { value: 5, label: 'Fezes' },
  { value: 6, label: 'Escarro' },
  { value: 7, label: 'Secreção' },
  { value: 8, label: 'Líquor' },
  { value: 9, label: 'Outro' },
];

export const PORTES_CIRURGICOS: readonly OpcaoNumerica[] = [
  { value: 1, label: 'Pequeno' },
  { value: 2, label: 'Médio' },
  { value: 3, label: 'Grande' },
  { value: 4, label: 'Especial' },
];

/** SIGTAP TP_SEXO as a restriction: F and M restrict, I (ambos) and N (não se aplica) do not. */
export const SEXO_SIGTAP: Record<string, string> = { M: 'Masculino', F: 'Feminino', I: 'Ambos', N: 'Não se aplica' };

export const rotuloDe = (opcoes: readonly OpcaoNumerica[], valor: unknown) => opcoes.find((o) => o.value === Number(valor))?.label ?? '';
