/**
 * The one transitions table of every queue of the spec (issue 14 item 2): emergency care's patient queues,
 * the ticket panel, and the outpatient, pharmacy and immunization queues when they come. A row says which
 * action, from which status, to which, and what it does besides; `tipos` says which kinds of queue use it.
 * Each kind has a profile (`perfilDeFila`) that selects its rows and maps the statuses to the numbers it
 * stores: `pronto-atendimento/fila.transitions.ts` (patients) and `painel-senha/senha.transitions.ts`
 * (tickets) are profiles of this table. The server applies a profile's row in one conditional UPDATE; the
 * screen reads it to offer only the allowed actions.
 */

/** Every status a queue entry can have (a kind uses a subset). */
export type EstadoFila = 'EM_ESPERA' | 'EM_ATENDIMENTO' | 'FINALIZADO' | 'EVADIDO' | 'ENCAMINHADO' | 'CHAMADA';

/** Every action on a queue entry; spec 001 §4 and 000 §2.6 plus the ticket panel's and the outpatient queue's. */
export type AcaoFilaGeral =
  | 'chamar'
  | 'rechamar'
  | 'atender'
  | 'devolver'
  | 'encaminhar'
  | 'evadir'
  | 'desfazerEvasao'
  | 'finalizar'
  | 'cancelar'
  | 'excluir';

export type EfeitoFilaGeral =
  | 'contarChamada' // chamadas + 1, last call time, the call for the TV screens
  | 'marcarAtendimento' // the user attends (patients: profissional_atual; tickets: the counter), attended at (first time)
  | 'liberarAtendente' // the professional / counter cleared
  | 'registrarEvasao' // the reason (required, ≤ 500), when and who
  | 'limparEvasao'
  | 'criarEntradaDestino' // a new EM_ESPERA entry in the target queue (same subject)
  | 'mudarDeFila' // the entry itself moves to the target queue (a ticket keeps its code)
  | 'registrarSaida' // left the queue at
  | 'excluirEntrada'; // the entry is removed (an appointment deleted from the outpatient list)

/**
 * The kinds of queue: `paciente` (a patient's entry, the call keeps the status), `senha` (a kiosk ticket:
 * "call next" holds it for the counter, CHAMADA), `ambulatorio` (the outpatient list: the patient rows plus
 * delete, spec 001 §7 "fila: … delete").
 */
export type TipoFila = 'paciente' | 'senha' | 'ambulatorio';

/** The permission action on the module's queue resource that allows a patient-queue action. */
export type PermissaoAcaoFila = 'chamar' | 'atender' | 'evadir' | 'encaminhar' | 'finalizar' | 'cancelar-evasao' | 'cancelar-faa';

export interface TransicaoFilaGeral {
  acao: AcaoFilaGeral;
  /** The kinds of queue this row applies to. */
  tipos: readonly TipoFila[];
  de: readonly EstadoFila[];
  /** null: the status stays (a call, a call again). */
  para: EstadoFila | null;
  efeitos: readonly EfeitoFilaGeral[];
  permissao?: PermissaoAcaoFila;
  rotulo: string;
  /**
   * Applied by the module itself as a consequence of another act (an FAA cancelled), never offered on a queue
   * screen: `acoesPermitidas` leaves it out.
   */
  interna?: true;
}

const P: readonly TipoFila[] = ['paciente', 'ambulatorio'];
const S: readonly TipoFila[] = ['senha'];
const TODOS: readonly TipoFila[] = ['paciente', 'senha', 'ambulatorio'];

export const TRANSICOES_FILA_GERAL: readonly TransicaoFilaGeral[] = [
  {
    acao: 'chamar',
    tipos: P,
    de: ['EM_ESPERA', 'EM_ATENDIMENTO'],
    para: null,
    efeitos: ['contarChamada'],
    permissao: 'chamar',
    rotulo: 'Chamar',
  },
  { acao: 'chamar', tipos: S, de: ['EM_ESPERA'], para: 'CHAMADA', efeitos: ['contarChamada'], rotulo: 'Chamar' },
  { acao: 'rechamar', tipos: S, de: ['CHAMADA', 'EM_ATENDIMENTO'], para: null, efeitos: ['contarChamada'], rotulo: 'Chamar novamente' },
  {
    acao: 'atender',
    tipos: TODOS,
    de: ['EM_ESPERA', 'CHAMADA'],
    para: 'EM_ATENDIMENTO',
    efeitos: ['marcarAtendimento'],
    permissao: 'atender',
    rotulo: 'Atender',
  },
  {
    acao: 'devolver',
    tipos: TODOS,
    de: ['CHAMADA', 'EM_ATENDIMENTO'],
    para: 'EM_ESPERA',
    efeitos: ['liberarAtendente'],
    permissao: 'atender',
    rotulo: 'Devolver à fila',
  },
  {
    acao: 'encaminhar',
    tipos: P,
    de: ['EM_ESPERA', 'EM_ATENDIMENTO'],
    para: 'ENCAMINHADO',
    efeitos: ['criarEntradaDestino', 'registrarSaida'],
    permissao: 'encaminhar',
    rotulo: 'Encaminhar',
  },
  {
    acao: 'encaminhar',
    tipos: S,
    de: ['EM_ESPERA', 'CHAMADA', 'EM_ATENDIMENTO'],
    para: 'EM_ESPERA',
    efeitos: ['mudarDeFila', 'liberarAtendente'],
    rotulo: 'Encaminhar',
  },
  {
    acao: 'evadir',
    tipos: P,
    de: ['EM_ESPERA', 'EM_ATENDIMENTO'],
    para: 'EVADIDO',
    efeitos: ['registrarEvasao', 'registrarSaida'],
    permissao: 'evadir',
    rotulo: 'Evasão',
  },
  {
    acao: 'evadir',
    tipos: S,
    de: ['EM_ESPERA', 'CHAMADA', 'EM_ATENDIMENTO'],
    para: 'EVADIDO',
    efeitos: ['registrarEvasao', 'liberarAtendente'],
    rotulo: 'Não compareceu',
  },
  {
    acao: 'desfazerEvasao',
    tipos: P,
    de: ['EVADIDO'],
    para: 'EM_ESPERA',
    efeitos: ['limparEvasao'],
    permissao: 'cancelar-evasao',
    rotulo: 'Cancelar evasão',
  },
  {
    acao: 'finalizar',
    tipos: TODOS,
    de: ['EM_ATENDIMENTO'],
    para: 'FINALIZADO',
    efeitos: ['registrarSaida'],
    permissao: 'finalizar',
    rotulo: 'Finalizar',
  },
  // an FAA cancelled (registered by mistake or twice) takes its entries out of the queues as they are: a waiting
  // entry is not "attended" first, so the clerk's act never counts as the doctor's in the door-to-doctor time
  {
    acao: 'cancelar',
    tipos: ['paciente'],
    de: ['EM_ESPERA', 'EM_ATENDIMENTO'],
    para: 'FINALIZADO',
    efeitos: ['liberarAtendente', 'registrarSaida'],
    permissao: 'cancelar-faa',
    interna: true,
    rotulo: 'Cancelar (FAA cancelada)',
  },
  // the outpatient list's "delete" (spec 001 §7): only a waiting entry, nobody has seen the patient yet
  {
    acao: 'excluir',
    tipos: ['ambulatorio'],
    de: ['EM_ESPERA'],
    para: null,
    efeitos: ['excluirEntrada'],
    rotulo: 'Excluir da fila',
  },
];

/** One kind's row with its own status numbers. */
export interface TransicaoDoPerfil<A extends string, S extends number, E extends string> {
  acao: A;
  de: readonly S[];
  para: S | null;
  efeitos: readonly E[];
  permissao?: PermissaoAcaoFila;
  rotulo: string;
  interna?: true;
}

/**
 * A kind's profile of the table: its rows (in the table's order) with the statuses mapped to the numbers it
 * stores (a status it does not have drops out of `de`), and the three functions every queue needs.
 */
export function perfilDeFila<A extends AcaoFilaGeral, S extends number, E extends EfeitoFilaGeral = EfeitoFilaGeral>(p: {
  tipo: TipoFila;
  status: Partial<Record<EstadoFila, S>>;
  /** The pt-BR refusal of an action in a status. */
  recusa: (acao: A, status: S) => string;
  /** What the kind calls an unknown action (a programming error). */
  nome: string;
}) {
  const numero = (e: EstadoFila) => {
    const n = p.status[e];
    if (n === undefined) throw new Error(`estado ${e} fora do perfil ${p.tipo}`);
    return n;
  };
  const transicoes: readonly TransicaoDoPerfil<A, S, E>[] = TRANSICOES_FILA_GERAL.filter((t) => t.tipos.includes(p.tipo)).map((t) => ({
    acao: t.acao as A,
    de: t.de.flatMap((e) => (p.status[e] === undefined ? [] : [p.status[e] as S])),
    para: t.para === null ? null : numero(t.para),
    efeitos: t.efeitos as readonly E[],
    ...(t.permissao ? { permissao: t.permissao } : {}),
    ...(t.interna ? { interna: t.interna } : {}),
    rotulo: t.rotulo,
  }));
  const transicao = (acao: A) => {
    const t = transicoes.find((x) => x.acao === acao);
    if (!t) throw new Error(`ação de ${p.nome} desconhecida: ${acao}`);
    return t;
  };
  /** The status after the action, or the pt-BR refusal when the entry's status does not allow it. */
  const aplicar = (acao: A, status: S): { ok: true; para: S } | { ok: false; mensagem: string } => {
    const t = transicao(acao);
    if (!t.de.includes(status)) return { ok: false, mensagem: p.recusa(acao, status) };
    return { ok: true, para: t.para ?? status };
  };
  /** The actions a screen may offer for an entry in this status (not the module's own, `interna`). */
  const acoesPermitidas = (status: S): A[] => transicoes.filter((t) => !t.interna && t.de.includes(status)).map((t) => t.acao);
  return { transicoes, transicao, aplicar, acoesPermitidas };
}
