import { z } from 'zod';
import { f } from './resource/fields.js';

/**
 * Take-home prescriptions (receitas) of every clinical module (emergency care, outpatient clinic, later primary
 * care): the forms of Portaria SVS/MS 344/98, which form a medicine needs, and the wire schema of a prescription.
 * Core (issue 17): both the FAA and the outpatient attendance issue them; each module keeps its own rows.
 */

/** Lists of Portaria SVS/MS 344/1998 (substances under special control); `sigla` is the list. */
export const LISTAS_PORTARIA_344: readonly { id: number; nome: string; sigla: string }[] = [
  { id: 1, sigla: 'A1', nome: 'A1 - Entorpecentes' },
  { id: 2, sigla: 'A2', nome: 'A2 - Entorpecentes de uso permitido em concentrações especiais' },
  { id: 3, sigla: 'A3', nome: 'A3 - Psicotrópicas' },
  { id: 4, sigla: 'B1', nome: 'B1 - Psicotrópicas' },
  { id: 5, sigla: 'B2', nome: 'B2 - Psicotrópicas anorexígenas' },
  { id: 6, sigla: 'C1', nome: 'C1 - Outras substâncias sujeitas a controle especial' },
  { id: 7, sigla: 'C2', nome: 'C2 - Retinoicas' },
  { id: 8, sigla: 'C3', nome: 'C3 - Imunossupressoras' },
  { id: 9, sigla: 'C4', nome: 'C4 - Antirretrovirais' },
  { id: 10, sigla: 'C5', nome: 'C5 - Anabolizantes' },
  { id: 11, sigla: 'D1', nome: 'D1 - Precursoras de entorpecentes e psicotrópicos' },
  { id: 12, sigla: 'D2', nome: 'D2 - Insumos químicos' },
  { id: 13, sigla: 'E', nome: 'E - Plantas que podem originar entorpecentes e psicotrópicos' },
  { id: 14, sigla: 'F1', nome: 'F1 - Substâncias entorpecentes de uso proscrito' },
  { id: 15, sigla: 'F2', nome: 'F2 - Substâncias psicotrópicas de uso proscrito' },
  { id: 16, sigla: 'F3', nome: 'F3 - Substâncias precursoras de uso proscrito' },
  { id: 17, sigla: 'F4', nome: 'F4 - Outras substâncias de uso proscrito' },
];

/** Take-home prescriptions (Portaria SVS/MS 344/98): the form depends on the list of the medicine. */
export const TipoReceita = { COMUM: 1, ESPECIAL: 2, AZUL: 3, AMARELA: 4 } as const;
export type TipoReceita = (typeof TipoReceita)[keyof typeof TipoReceita];
export const TIPO_RECEITA_NOME: Record<number, string> = {
  1: 'Receita comum',
  2: 'Receita de controle especial',
  3: 'Notificação de receita B (azul)',
  4: 'Notificação de receita A (amarela)',
};

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

/**
 * Antimicrobials (RDC Anvisa 20/2011, kept by RDC 471/2021; decision 0022): the prescription is written in two
 * copies, the first retained by the pharmacy and the second kept by the patient, and is valid for 10 days from its
 * issue; marked for continuous use, it serves further pickups within 90 days (RDC 20/2011 art. 9).
 */
export const VALIDADE_ANTIMICROBIANO_DIAS = 10;
export const VALIDADE_ANTIMICROBIANO_USO_CONTINUO_DIAS = 90;
export const VIAS_RECEITA_ANTIMICROBIANO = ['1ª via – retenção da farmácia', '2ª via – paciente'] as const;
export const validadeAntimicrobianoDias = (usoContinuo: boolean) =>
  usoContinuo ? VALIDADE_ANTIMICROBIANO_USO_CONTINUO_DIAS : VALIDADE_ANTIMICROBIANO_DIAS;

/** Items per prescription: a sanity bound, not a rule of the spec. */
export const ITENS_POR_RECEITA = 20;

export const receitaItemSchema = z.object({
  medicamentoId: f.opcional(f.referencia('Medicamento')),
  descricao: f.texto('Medicamento', { max: 500 }),
  quantidade: f.texto('Quantidade', { max: 60 }),
  posologia: f.texto('Posologia', { max: 1000 }),
  usoContinuo: f.booleano().default(false),
});

export interface OpcoesReceita {
  /** The Portaria 344/98 form a kind prints on (the outpatient non-standard kinds are common or special-control forms). */
  formulario?: (tipo: number) => number;
  /** Kinds that carry a justification (a medicine outside the standard list), and the message when it is missing. */
  justificativa?: { tipos: readonly number[]; mensagem: string };
}

/**
 * A prescription of one of `tipos`. The one-item rule of the notifications holds for every kind that prints on
 * one (`formulario`); only the blue and yellow forms keep the number of the printed pad.
 */
export function receitaSchemaDe(tipos: readonly number[], opcoes: OpcoesReceita = {}) {
  const formulario = opcoes.formulario ?? ((t: number) => t);
  const exigida = opcoes.justificativa;
  return z
    .object({
      tipo: f.enumeracao('Tipo de receita', tipos),
      numeroNotificacao: f.textoOpcional('Número da notificação', { max: 20 }),
      justificativa: f.textoOpcional('Justificativa', { max: 2000 }),
      itens: z.preprocess(
        (v) => v ?? [],
        z
          .array(receitaItemSchema)
          .min(1, MENSAGENS_RECEITA.semItens)
          .max(ITENS_POR_RECEITA, `Informe no máximo ${ITENS_POR_RECEITA} itens.`),
      ),
    })
    .superRefine((r, ctx) => {
      const base = formulario(r.tipo);
      if (RECEITAS_DE_UM_ITEM.includes(base) && r.itens.length > 1)
        ctx.addIssue({ code: 'custom', path: ['itens'], message: MENSAGENS_RECEITA.umItem(base) });
      if (exigida?.tipos.includes(r.tipo) && !r.justificativa)
        ctx.addIssue({ code: 'custom', path: ['justificativa'], message: exigida.mensagem });
    })
    .transform((r) => ({
      ...r,
      numeroNotificacao: RECEITAS_DE_UM_ITEM.includes(formulario(r.tipo)) ? r.numeroNotificacao : null,
      justificativa: exigida?.tipos.includes(r.tipo) ? r.justificativa : null,
    }));
}
