import { z } from 'zod';
import { type Resposta, w } from '../../wire.js';

/**
 * Ticket codes, the public form of a call and what the screen speaks (issue 7). Pure functions shared by
 * the API (which builds the call once) and the screens (which show and speak it).
 */

/**
 * A ticket prefix: one or two capital letters, never I or O (read aloud they are taken for 1 and 0, and
 * "I" and "E" sound alike in Portuguese).
 */
export const PREFIXO_SENHA_REGEX = /^[A-HJ-NP-Z]{1,2}$/;
export const PREFIXO_SENHA_MENSAGEM = 'Prefixo deve ter uma ou duas letras maiúsculas, sem I e O.';

/** Digits of the daily sequence: A001 … A999, then A1000 (the code grows, it never repeats). */
export const DIGITOS_SENHA = 3;

/** 'A' + 7 → 'A007'. */
export const codigoSenha = (prefixo: string, sequencia: number) => `${prefixo}${String(sequencia).padStart(DIGITOS_SENHA, '0')}`;

/** How each letter is said in pt-BR (speech engines read a lone "E" as the conjunction). */
const NOME_LETRA: Record<string, string> = {
  A: 'á',
  B: 'bê',
  C: 'cê',
  D: 'dê',
  E: 'é',
  F: 'éfe',
  G: 'gê',
  H: 'agá',
  I: 'i',
  J: 'jota',
  K: 'cá',
  L: 'éle',
  M: 'ême',
  N: 'êne',
  O: 'ó',
  P: 'pê',
  Q: 'quê',
  R: 'érre',
  S: 'ésse',
  T: 'tê',
  U: 'u',
  V: 'vê',
  W: 'dáblio',
  X: 'xis',
  Y: 'ípsilon',
  Z: 'zê',
};

/** 'A007' → 'á, 7' (the letters by name, the number without its leading zeros). */
export function falaDoCodigo(codigo: string): string {
  const m = /^([A-Z]*)0*(\d+)$/.exec(codigo.trim().toUpperCase());
  if (!m) return codigo;
  const letras = [...(m[1] ?? '')].map((l) => NOME_LETRA[l] ?? l).join(' ');
  return letras ? `${letras}, ${Number(m[2])}` : String(Number(m[2]));
}

/** Words the name short form keeps in lower case and drops from the initials. */
const PARTICULAS = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du', 'del']);

/**
 * The LGPD-safe form of a name on a public screen: the first name and the initials of the others
 * ("Maria José da Silva Santos" → "Maria J. S. S."). With a social name, the social name as the person
 * chose it, and only its first word and initials too. Never a document or the full name.
 */
export function nomeCurtoPainel(nome: string, nomeSocial?: string | null): string {
  const base = (nomeSocial?.trim() || nome).replace(/\s+/g, ' ').trim();
  if (!base) return 'Paciente';
  const [primeiro, ...resto] = base.split(' ');
  const iniciais = resto.filter((p) => !PARTICULAS.has(p.toLowerCase())).map((p) => `${p[0]?.toUpperCase()}.`);
  const primeiroNome = (primeiro ?? '').charAt(0).toUpperCase() + (primeiro ?? '').slice(1).toLowerCase();
  return [primeiroNome, ...iniciais].join(' ').slice(0, 60);
}

/** 1: a ticket code; 2: a patient's short name. */
export const TIPO_CHAMADA_PAINEL = { SENHA: 1, NOME: 2 } as const;
export type TipoChamadaPainel = (typeof TIPO_CHAMADA_PAINEL)[keyof typeof TIPO_CHAMADA_PAINEL];

/**
 * What the screen says: "Senha á, 7. Guichê 2." or "Maria J. S., Consultório 1." (a name is said as
 * shown: the initials are read as letters).
 */
export function falaDaChamada(c: { tipo: TipoChamadaPainel; texto: string; destino?: string | null }): string {
  const quem = c.tipo === TIPO_CHAMADA_PAINEL.SENHA ? `Senha ${falaDoCodigo(c.texto)}` : c.texto;
  return c.destino ? `${quem}. ${c.destino}.` : `${quem}.`;
}

/** A call as the TV screen receives it (event `tela.chamada` and the list of `tela/show`). */
export const chamadaPainelSchema = z.object({
  id: z.number(),
  tipo: z.enum(TIPO_CHAMADA_PAINEL),
  texto: z.string(),
  destino: z.string().nullable(),
  fala: z.string(),
  /** 1 first call, 2+ called again. */
  numero: z.number(),
  chamadaEm: w.instante,
});
export type ChamadaPainel = Resposta<typeof chamadaPainelSchema>;

/** A notice of the screen's ticker. */
export const avisoPainelSchema = z.object({ id: z.number(), titulo: z.string(), mensagem: z.string() });
export type AvisoPainel = Resposta<typeof avisoPainelSchema>;
