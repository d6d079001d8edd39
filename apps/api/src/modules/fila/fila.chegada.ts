import {
  acaoEntradaFilaRespostaSchema,
  FILA_DESTAQUE_HORAS,
  filaDeChegadaRespostaSchema,
  hojeIso,
  incluirNaFilaDeChegadaSchema,
  MENSAGENS_FILA,
  type MensagensFilaDeChegada,
  prioridadeLegalProblema,
  senhaFilaDeChegadaSchema,
} from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { centroCusto, cidadao } from '../../db/schema/index.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-errors.js';
import { assertPacienteVivo, rotaAutocompletePaciente } from '../cadastro/index.js';
// types only: the panel hands its pieces in (`painelDaChegada`), the engine imports no module at run time
import type {
  RecepcaoDeSenhas,
  registrosDaFila,
  senhaDaEntrada,
  senhaParaRecepcao,
  prioridade as TabelaPrioridade,
  vincularSenhaAoAtendimento,
} from '../painel-senha/index.js';
import { consultaFilaSchema, dadosDaFila, filtroId, rotaChamadaDaFila, rotasDeAcoesDaFila } from './fila.balcao.js';
import type { TabelaDeChegada } from './fila.chegada.table.js';
import type { ChaveFila } from './fila.eventos.js';
import type { FiltrosFila, PerfilListaFila } from './fila.lista.js';
import { chaveDoCentroCusto, entrarNaFila } from './fila.service.js';
import { fila } from './fila.table.js';

// A counter queue (issues 19, 20): a patient arrives at a counter of a sector type (the pharmacy, a vaccination
// room …), is included with a priority or a kiosk ticket, called, attended, sent back, evaded. Written once; each
// module gives its configuration (`filaDeChegada`).

/** What the ticket panel lends a counter queue (painel-senha's `painelDaChegada`). */
export interface PainelDaChegada {
  registros: typeof registrosDaFila;
  prioridade: typeof TabelaPrioridade;
  senhaDaEntrada: typeof senhaDaEntrada;
  senhaParaRecepcao: typeof senhaParaRecepcao;
  vincularSenhaAoAtendimento: typeof vincularSenhaAoAtendimento;
  registrarRecepcaoDeSenhas: (nome: string, recepcao: RecepcaoDeSenhas) => void;
}

export interface ConfigFilaDeChegada {
  /** The engine's `modulo` of the entries (the attendance finishes them with it). */
  modulo: string;
  /** The counter's sector type: the session's cost centre must be of it. */
  setorTipoId: number;
  /** The module's arrival table (`tabelaDeChegada`). */
  tabela: TabelaDeChegada;
  painel: PainelDaChegada;
  /** The queue's URL ('/api/farmacia/fila-atendimento'); the call's ('/api/farmacia/chamada'). */
  base: string;
  urlChamada: string;
  tags: string[];
  permissoes: { ver: string; editar: string };
  mensagens: MensagensFilaDeChegada;
  /** The web page that receives a kiosk ticket of the counter's location (`?senha={filaId}` is added). */
  tela: string;
  /** Precedence of its claim on a location's reception tickets (senha.recepcoes.ts); 10 by default. */
  precedenciaSenhas?: number;
}

export type ChaveFilaDeChegada = ChaveFila & { infraestruturaId: number; nome: string };
type Ctx = { clienteId: number; usuarioId: number };
type Inclusao = z.infer<typeof incluirNaFilaDeChegadaSchema>;

export interface FiltrosFilaDeChegada extends FiltrosFila {
  prioridadeId?: number;
}

/** The counter's part of its queue list: the arrival with its priority; the heavier priority waits less, then arrival. */
function perfilDaChegada({ modulo, tabela, painel }: ConfigFilaDeChegada) {
  const { prioridade } = painel;
  const colunas = { peso: fila.peso, prioridadeId: prioridade.id, prioridadeNome: prioridade.nome, prioridadeLegal: prioridade.legal };
  type Linha = Parameters<PerfilListaFila<FiltrosFilaDeChegada, typeof colunas, object>['mapear']>[0];
  const mapear = (l: Linha) => ({
    peso: l.peso,
    prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome, legal: l.prioridadeLegal ?? false } : null,
  });
  const perfil: PerfilListaFila<FiltrosFilaDeChegada, typeof colunas, ReturnType<typeof mapear>> = {
    colunas,
    juntar: (q: PgSelect) =>
      q
        .leftJoin(tabela, and(eq(fila.modulo, modulo), eq(tabela.id, fila.referenciaId)))
        .leftJoin(prioridade, eq(prioridade.id, tabela.prioridadeId)),
    filtrar: (f): (SQL | undefined)[] => [f.prioridadeId ? eq(tabela.prioridadeId, f.prioridadeId) : undefined],
    mapear,
    ordenar: (a, b) => b.peso - a.peso,
  };
  return perfil;
}

/** The service, the routes and the ticket routing of a counter queue, by the module's configuration. */
export function filaDeChegada(c: ConfigFilaDeChegada) {
  const { modulo, tabela, painel, mensagens: M } = c;
  const perfil = perfilDaChegada(c);

  /** The queue of the session's counter: its cost centre must be of the sector type, else a 422 that says so. */
  async function filaDoSetor(tx: Tx, centroCustoId: number | null | undefined): Promise<ChaveFilaDeChegada> {
    if (!centroCustoId) throw unprocessable({ centro_custo_id: [M.semSetor] }, M.semSetor);
    const chave = await chaveDoCentroCusto(tx, modulo, centroCustoId);
    if (chave.setorTipoId !== c.setorTipoId) throw unprocessable({ centro_custo_id: [M.semSetor] }, M.semSetor);
    const [cc] = await tx.select({ nome: centroCusto.nome }).from(centroCusto).where(eq(centroCusto.id, centroCustoId));
    return { ...chave, nome: cc?.nome ?? '' };
  }

  /** An entry of this counter's queue (another counter's, or another module's, is not found here). */
  async function exigirEntrada(tx: Tx, filaId: number, chave: ChaveFila) {
    const [e] = await tx
      .select({ id: fila.id })
      .from(fila)
      .where(and(eq(fila.id, filaId), eq(fila.modulo, modulo), eq(fila.centroCustoId, chave.centroCustoId)));
    if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  }

  /** The kiosk ticket of a queue entry of the panel, if it was issued at this counter's location. */
  async function senhaDoLocal(tx: Tx, senhaFilaId: number, infraestruturaId: number) {
    const senhaId = await painel.senhaDaEntrada(tx, senhaFilaId);
    const s = senhaId === null ? null : await painel.senhaParaRecepcao(tx, senhaId);
    if (!s || s.infraestruturaId !== infraestruturaId) throw notFound(M.senhaDeOutroLocal);
    const [p] = s.pacienteId
      ? await tx.select({ id: cidadao.id, nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, s.pacienteId))
      : [];
    return { ...s, filaId: senhaFilaId, paciente: p ?? null };
  }

  /**
   * "Incluir paciente na fila": a patient who reached the counter without a ticket, or the patient of the ticket
   * the counter answered (the ticket is closed and its code goes with the patient, as at the receptions). The
   * priority is the one chosen or the ticket's; a legal priority the record contradicts is refused.
   */
  async function incluirNaFila(tx: Tx, ctx: Ctx, chave: ChaveFilaDeChegada, b: Inclusao) {
    const [p] = await tx
      .select({
        id: cidadao.id,
        nome: cidadao.nome,
        sexoId: cidadao.sexoId,
        dataNascimento: cidadao.dataNascimento,
        idadeEstimada: cidadao.idadeEstimada,
      })
      .from(cidadao)
      .where(eq(cidadao.id, b.pacienteId));
    if (!p) throw unprocessable({ paciente_id: ['Paciente não encontrado.'] });
    await assertPacienteVivo(tx, p.id, 'paciente_id');

    let prioridadeId = b.prioridadeId ?? null;
    let senha: { id: number; codigo: string } | null = null;
    if (b.senhaFilaId) {
      // on the form, a ticket not found here is a field error, not a missing page
      const s = await senhaDoLocal(tx, b.senhaFilaId, chave.infraestruturaId).catch((e) => {
        throw e instanceof HttpError && e.statusCode === 404 ? unprocessable({ senha_fila_id: [M.senhaDeOutroLocal] }) : e;
      });
      const { codigo } = await painel.vincularSenhaAoAtendimento(tx, ctx, s.id, p.id, chave.infraestruturaId).catch((e) => {
        // the panel names its field senha_id; this form sends the ticket's entry as senha_fila_id
        throw e instanceof HttpError && e.errors?.senha_id ? unprocessable({ senha_fila_id: e.errors.senha_id }) : e;
      });
      senha = { id: s.id, codigo };
      prioridadeId ??= s.prioridade?.id ?? null;
    }

    let peso = 0;
    if (prioridadeId) {
      const { prioridade } = painel;
      const [pr] = await tx
        .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
        .from(prioridade)
        .where(and(eq(prioridade.id, prioridadeId), eq(prioridade.bloqueado, false)));
      if (!pr) throw unprocessable({ prioridade_id: [M.prioridadeInvalida] });
      const problema = prioridadeLegalProblema(pr, p, hojeIso());
      if (problema) throw unprocessable({ prioridade_id: [problema] });
      peso = pr.peso;
    }

    const [chegada] = await tx
      .insert(tabela)
      .values({ pacienteId: p.id, centroCustoId: chave.centroCustoId, prioridadeId, senhaId: senha?.id ?? null })
      .returning({ id: tabela.id });
    const entrada = await entrarNaFila(tx, ctx, { chave, pacienteId: p.id, referenciaId: chegada?.id, senha: senha?.codigo ?? null, peso });
    return { id: entrada.id, status: 1, message: M.incluido(p.nome) };
  }

  /**
   * The counter queue's routes (spec 000 §2.3 `fila-atendimento`; 001 §7 "fila-atendimento: evade, send-back",
   * "chamada: POST"), a desk of the queue engine: the list with its options, "Incluir paciente na fila" (with or
   * without a kiosk ticket), the call (to the TV and room through the engine's `aoChamar`), attend (the module's
   * attendance screen opens; saving there finishes the entry), send back, evade and cancel the evasion. Every
   * change reaches the screens through the queue's live topic.
   */
  function rotas(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { base, tags, permissoes } = c;
    const ctxDe = (req: FastifyRequest) => ({ clienteId: req.cliente.id, usuarioId: req.auth.usuarioId });

    r.get(
      base,
      {
        schema: {
          tags,
          querystring: consultaFilaSchema.extend({ prioridadeId: filtroId }),
          response: { 200: filaDeChegadaRespostaSchema },
        },
        config: { permission: permissoes.ver },
      },
      (req) =>
        req.tx(async (tx) => {
          const chave = await filaDoSetor(tx, req.auth.centroCustoId);
          const { opcoes, form, model } = await dadosDaFila(tx, {
            chave,
            usuarioId: req.auth.usuarioId,
            filtros: req.query,
            destaqueHoras: FILA_DESTAQUE_HORAS,
            perfil,
            registros: painel.registros,
          });
          return {
            data: {
              form: { prioridades: opcoes.prioridades, ...form },
              model: { centroCustoId: chave.centroCustoId, centroCustoNome: chave.nome, ...model },
            },
          };
        }),
    );

    r.post(
      base,
      {
        schema: { tags, body: incluirNaFilaDeChegadaSchema, response: { 201: acaoEntradaFilaRespostaSchema } },
        config: { permission: permissoes.editar },
      },
      async (req, reply) => {
        const feito = await req.tx(async (tx) => incluirNaFila(tx, ctxDe(req), await filaDoSetor(tx, req.auth.centroCustoId), req.body));
        return reply.status(201).send(feito);
      },
    );

    // the counter's patient picker, under the queue's own permission (the clerk needs no patient-registry permission)
    rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: permissoes.editar });

    // the ticket the ticket counter sent here (`registrarSenhas`), to include its patient
    r.get(
      `${base}/senha/:filaId`,
      {
        schema: { tags, params: z.object({ filaId: z.coerce.number().int().positive() }), response: { 200: senhaFilaDeChegadaSchema } },
        config: { permission: permissoes.editar },
      },
      (req) =>
        req.tx(async (tx) => {
          const chave = await filaDoSetor(tx, req.auth.centroCustoId);
          return senhaDoLocal(tx, req.params.filaId, chave.infraestruturaId);
        }),
    );

    /** Every call and action is on an entry of the session counter's queue (another one's is not found). */
    const doSetor = async (tx: Tx, req: FastifyRequest, filaId: number) =>
      exigirEntrada(tx, filaId, await filaDoSetor(tx, req.auth.centroCustoId));
    const balcao = { tags, modulo, resposta: acaoEntradaFilaRespostaSchema, antes: doSetor };
    rotaChamadaDaFila(app, { ...balcao, url: c.urlChamada, permissao: permissoes.editar, registros: painel.registros });
    rotasDeAcoesDaFila(app, {
      ...balcao,
      acoes: [
        { acao: 'atender', url: `${base}/atender/:id`, permissao: permissoes.editar },
        { acao: 'devolver', url: `${base}/devolver/:id`, permissao: permissoes.editar },
        { acao: 'evadir', url: `${base}/evadir/:id`, permissao: permissoes.editar },
        { acao: 'desfazerEvasao', url: `${base}/desfazer-evasao/:id`, permissao: permissoes.editar },
      ],
    });
  }

  /**
   * The counter claims a location where it works (a cost centre of its sector type, not blocked): the tickets of
   * that location's reception queue go to its "Incluir paciente na fila", which closes the ticket and queues its
   * patient with the ticket's code and priority. Registered from the module's plugin (the panel imports no module).
   */
  function registrarSenhas() {
    const atendeNoLocal = (infraestruturaId: SQL) =>
      // the aliases are the subquery's own (the ticket list around it has its tables)
      sql<boolean>`exists (select 1 from centro_custo chegada_cc join setor chegada_s on chegada_s.id = chegada_cc.setor_id
       where chegada_cc.infraestrutura_id = ${infraestruturaId} and not chegada_cc.bloqueado and chegada_s.setor_tipo_id = ${c.setorTipoId})`;
    painel.registrarRecepcaoDeSenhas(modulo, {
      atendeNoLocal,
      caminho: ({ filaId }) => `${c.tela}?senha=${filaId}`,
      permissao: c.permissoes.editar,
      // by default its claim is a sector of its own at the location: it goes before a unit-wide claim (decision
      // 0016); a counter that only serves where no other reception works (the vaccination room) says so
      precedencia: c.precedenciaSenhas ?? 10,
    });
  }

  return { modulo, perfil, filaDoSetor, exigirEntrada, senhaDoLocal, incluirNaFila, rotas, registrarSenhas };
}
