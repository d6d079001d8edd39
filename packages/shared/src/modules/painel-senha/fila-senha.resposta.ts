import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { type AcaoSenha, StatusSenha } from './senha.transitions.js';

/*
 * The answers of the counter screens of the ticket panel (issue 7, the typed wire): the queue and its options
 * (painel-senha/fila), the tickets the user holds (fila-atendimento), what every action answers, the history
 * of calls and the queue picker of the registries.
 */

const acaoSenha = z.custom<AcaoSenha>((v) => typeof v === 'string');
const statusSenha = z.enum(StatusSenha);

/** The wait since the ticket was issued and the threshold (painel-senha/tempo-espera) it has reached. */
export const esperaSenhaSchema = z.object({
  id: z.number().nullable(),
  cor: z.string().nullable(),
  minutos: z.number(),
  total: z.object({ dias: z.number(), horas: z.number(), minutos: z.number() }),
});

/** A ticket as the counter screen shows it (senha.lista paraTela). */
export const senhaNaFilaSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  status: z.object({ id: statusSenha, nome: z.string() }),
  centroCusto: w.opcao,
  opcaoEntrada: w.opcao,
  prioridade: w.opcao.extend({ legal: z.boolean() }).nullable(),
  peso: z.number(),
  emitidaEm: w.instante,
  espera: esperaSenhaSchema,
  chamadas: z.number(),
  ultimaChamadaEm: w.instante.nullable(),
  atendidaEm: w.instante.nullable(),
  /** The counter that holds it (called or in attendance). */
  opcaoChamada: w.opcao.nullable(),
  /** Who called or answers it now (the name of the user's person). */
  usuario: z.object({ id: z.number(), nome: z.string().nullable() }).nullable(),
  acoes: z.array(acaoSenha),
  /**
   * Its queue is a reception (sector type Recepção): answering it opens, with the ticket, the reception that works at
   * the queue's location (issue 16 item 5: the emergency one; issue 17: the outpatient one) — its page and the
   * permission that receives there. Null for the other queues.
   */
  recepcao: z.object({ caminho: z.string(), permissao: z.string() }).nullable(),
});

/**
 * GET /api/painel-senha/fila/senha/{id}: the ticket the emergency reception receives (issue 16 item 5): its code,
 * what it came for, its priority and where it is now.
 */
export const senhaRecepcaoRespostaSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  status: z.object({ id: statusSenha, nome: z.string() }),
  opcaoEntrada: w.opcao,
  prioridade: w.opcao.nullable(),
  /** The patient the ticket was already linked to (a ticket is received once). */
  pacienteId: z.number().nullable(),
});

/** The header counters of a queue: today's tickets by status, those answered and the average wait. */
export const contagemFilaSenhaSchema = z.object({
  emEspera: z.number(),
  chamadas: z.number(),
  emAtendimento: z.number(),
  atendidasHoje: z.number(),
  tempoMedioEsperaMinutos: z.number().nullable(),
});

/** GET /api/painel-senha/fila: the options of one queue (form) and its tickets of the day (model). */
export const filaSenhaRespostaSchema = w.formModelo(
  z.object({
    opcoesChamada: z.array(w.opcao.extend({ tipoId: z.number() })),
    encaminhamentos: z.array(z.object({ id: z.number(), nome: z.string(), destino: w.opcao })),
    temposEspera: z.array(z.object({ id: z.number(), minutos: z.number(), cor: z.string() })),
    /** The queues of the user's lotação. */
    centrosCusto: z.array(w.opcao.extend({ setorNome: z.string() })),
  }),
  z.object({
    centroCustoId: z.number(),
    senhas: z.array(senhaNaFilaSchema),
    contagem: contagemFilaSenhaSchema,
    /** The live-update topic of this queue (plugins/tempo-real). */
    topico: z.string(),
    chamadasParaNaoComparecimento: z.number(),
    /** The counter this user last called from in this queue (when the browser does not remember one). */
    ultimoLocalId: z.number().nullable(),
  }),
);

/** GET /api/painel-senha/fila-atendimento: the tickets the user holds, in any queue. */
export const minhasSenhasRespostaSchema = w.dados(
  z.object({ senhas: z.array(senhaNaFilaSchema), chamadasParaNaoComparecimento: z.number() }),
);

/** What every action of the ticket queue answers (chamar-proxima, chamada, fila/…, fila-atendimento/…). */
export const senhaAlteradaSchema = z.object({
  id: z.number(),
  codigo: z.string(),
  status: statusSenha,
  chamadas: z.number(),
  centroCustoId: z.number(),
  opcaoChamadaId: z.number().nullable(),
  /** Screens that received the call (0: no screen shows this queue or counter). */
  telas: z.number(),
});

/** A line of GET /api/painel-senha/chamada/datatable: one call with the screens it reached. */
export const chamadaPainelLinhaSchema = z.object({
  id: z.number(),
  chamadaEm: w.instante,
  /** TIPO_CHAMADA_PAINEL: 1 ticket, 2 patient name. */
  tipo: z.number(),
  texto: z.string(),
  destino: z.string().nullable(),
  numero: z.number(),
  centroCustoNome: z.string().nullable(),
  usuarioNome: z.string().nullable(),
  /** The screens' names, comma separated. */
  telas: z.string(),
});
export const chamadasPainelRespostaSchema = datatableResposta(chamadaPainelLinhaSchema);

/** GET /api/painel-senha/centro-custo/autocomplete: "Centro de custo — Unidade" and its service location. */
export const filaAutocompleteRespostaSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string(), local: z.string() })));
