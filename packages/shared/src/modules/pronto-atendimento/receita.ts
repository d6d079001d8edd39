import { LISTAS_PORTARIA_344 } from '../cadastro/index.js';
import { TipoReceita } from './clinico.js';

/**
 * Which take-home prescription form a medicine needs (Portaria SVS/MS 344/98, arts. 35–55): lists A1–A3
 * on the yellow Notificação de Receita A, B1–B2 on the blue Notificação de Receita B, the C lists on the
 * Receita de Controle Especial (two copies). C3 (talidomida) has a notification of its own that this system
 * does not issue; the special-control form is the nearest, and a common form is never allowed for it.
 * Lists D and E need no special form; the F lists are proscribed and cannot be prescribed at all.
 */
const FORMULARIO_DA_LISTA: Record<string, TipoReceita> = {
  A1: TipoReceita.AMARELA,
  A2: TipoReceita.AMARELA,
  A3: TipoReceita.AMARELA,
  B1: TipoReceita.AZUL,
  B2: TipoReceita.AZUL,
  C1: TipoReceita.ESPECIAL,
  C2: TipoReceita.ESPECIAL,
  C3: TipoReceita.ESPECIAL,
  C4: TipoReceita.ESPECIAL,
  C5: TipoReceita.ESPECIAL,
};
const PROSCRITAS = ['F1', 'F2', 'F3', 'F4'];

/** Blue and yellow notifications carry one medicine each (Portaria 344/98 arts. 40 and 45). */
export const RECEITAS_DE_UM_ITEM: readonly number[] = [TipoReceita.AZUL, TipoReceita.AMARELA];

/** "na notificação de receita B (azul)": the form as a sentence names it. */
const NA_RECEITA: Record<number, string> = {
  [TipoReceita.COMUM]: 'na receita comum',
  [TipoReceita.ESPECIAL]: 'na receita de controle especial',
  [TipoReceita.AZUL]: 'na notificação de receita B (azul)',
  [TipoReceita.AMARELA]: 'na notificação de receita A (amarela)',
};
const LISTAS_DO_FORMULARIO: Record<number, string> = {
  [TipoReceita.AZUL]: 'B1 e B2',
  [TipoReceita.AMARELA]: 'A1, A2 e A3',
};

export const siglaDaLista = (listaControleId: number | null | undefined) =>
  LISTAS_PORTARIA_344.find((l) => l.id === listaControleId)?.sigla ?? null;

/** The form a medicine of this list needs: null for a common medicine, 'proscrito' for the F lists. */
export function receitaExigida(listaControleId: number | null | undefined): TipoReceita | 'proscrito' | null {
  const sigla = siglaDaLista(listaControleId);
  if (!sigla) return null;
  if (PROSCRITAS.includes(sigla)) return 'proscrito';
  return FORMULARIO_DA_LISTA[sigla] ?? null;
}

export const MENSAGENS_RECEITA = {
  umItem: (tipo: number) => `A ${NA_RECEITA[tipo]?.slice(3)} admite um único medicamento.`,
  semItens: 'Informe ao menos um medicamento na receita.',
  proscrito: (nome: string, sigla: string) => `${nome} é de uso proscrito no Brasil (lista ${sigla}) e não pode ser prescrito.`,
  controlado: (nome: string, sigla: string, exigida: number) =>
    `${nome} é medicamento controlado (lista ${sigla}) e deve ser prescrito ${NA_RECEITA[exigida]}.`,
  foraDaNotificacao: (nome: string, tipo: number) =>
    `${nome} não é das listas ${LISTAS_DO_FORMULARIO[tipo]} e não pode ir ${NA_RECEITA[tipo]}.`,
  notificacaoSemCadastro: (tipo: number) =>
    `A ${NA_RECEITA[tipo]?.slice(3)} só admite medicamento cadastrado das listas ${LISTAS_DO_FORMULARIO[tipo]}.`,
} as const;

/**
 * Why this medicine cannot go on this form, or null when it can. A medicine typed as free text (not
 * registered) has no list: it may go on a common or special-control form, never on a notification.
 * A common medicine may share a special-control form with a controlled one.
 */
export function problemaDaReceita(tipo: number, medicamento: { nome: string; listaControleId: number | null } | null): string | null {
  if (!medicamento) return RECEITAS_DE_UM_ITEM.includes(tipo) ? MENSAGENS_RECEITA.notificacaoSemCadastro(tipo) : null;
  const exigida = receitaExigida(medicamento.listaControleId);
  const sigla = siglaDaLista(medicamento.listaControleId) ?? '';
  if (exigida === 'proscrito') return MENSAGENS_RECEITA.proscrito(medicamento.nome, sigla);
  if (exigida === null) return RECEITAS_DE_UM_ITEM.includes(tipo) ? MENSAGENS_RECEITA.foraDaNotificacao(medicamento.nome, tipo) : null;
  return exigida === tipo ? null : MENSAGENS_RECEITA.controlado(medicamento.nome, sigla, exigida);
}
