import { DOSE_NOME, ESTRATEGIAS_VACINACAO, ORIGEM_VACINACAO_NOME, type SituacaoDose } from '@saude/shared';

/** Labels and colours shared by the record, campaign and queue screens of immunization (issue 20). */

export const nomeDose = (d: string) => DOSE_NOME[d as keyof typeof DOSE_NOME] ?? d;
export const nomeEstrategia = (c: number) => ESTRATEGIAS_VACINACAO.find((e) => e.codigo === c)?.nome ?? String(c);
export const nomeOrigem = (o: number) => ORIGEM_VACINACAO_NOME[o] ?? '';

/** The calendar's states: colour of the tag and the legend's words. */
export const SITUACAO_DOSE: Record<SituacaoDose, { cor: string; nome: string }> = {
  aplicada: { cor: 'green', nome: 'Aplicada' },
  em_dia: { cor: 'blue', nome: 'Em dia (ainda não devida)' },
  devida: { cor: 'gold', nome: 'Devida' },
  atrasada: { cor: 'red', nome: 'Atrasada' },
  fora_da_faixa: { cor: 'default', nome: 'Fora da faixa etária' },
};

export const GRUPO_POPULACIONAL_NOME: Record<string, string> = {
  crianca: 'Criança',
  adolescente: 'Adolescente',
  adulto: 'Adulto',
  idoso: 'Idoso',
  gestante: 'Gestante',
};
