import {
  acoesSenhaPermitidas,
  hojeIso,
  SetorTipo,
  STATUS_SENHA_ATIVOS,
  StatusSenha,
  type StatusSenhaId,
  StatusSenhaNome,
} from '@saude/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { cidadao, usuario } from '../../../db/schema/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { fila, filaMovimento } from '../../fila/index.js';
import { MODULO_SENHA } from '../constantes.js';
import { encaminhamento, opcaoChamada, opcaoEntrada, prioridade, tempoEspera } from '../registros.table.js';
import { senha } from '../senha.table.js';
import { destinoDaSenha, recepcaoDoLocal } from './senha.recepcoes.js';

/**
 * Read side of the ticket queue (painel-senha/fila and fila-atendimento): the day's active tickets of a
 * queue in the order "call next" takes them, the tickets a user holds, the counters of the header and the
 * option lists of the screen. Every list is bounded: a queue is today's tickets only. A ticket is read with
 * its entry of the queue engine (`fila`, modulo 'painel-senha'), where its queue state lives.
 */

export const LIMITE_SENHAS = 500;

export interface LimiarEspera {
  id: number;
  minutos: number;
  cor: string;
}

/** The wait since the ticket was issued and the threshold colour it has reached (like the patient queues' battery). */
export function espera(desde: Date, agora: Date, limiares: LimiarEspera[]) {
  const minutos = Math.max(0, Math.floor((agora.getTime() - desde.getTime()) / 60_000));
  const faixa = [...limiares].sort((x, y) => y.minutos - x.minutos).find((l) => minutos >= l.minutos) ?? null;
  return {
    id: faixa?.id ?? null,
    cor: faixa?.cor ?? null,
    minutos,
    total: { dias: Math.floor(minutos / 1440), horas: Math.floor((minutos % 1440) / 60), minutos: minutos % 60 },
  };
}

const atendente = sql<
  string | null
>`(select c.nome from ${usuario} u join ${cidadao} c on c.id = u.cidadao_id where u.id = ${fila.profissionalAtualId})`;

const daSenha = eq(fila.modulo, MODULO_SENHA);

async function linhas(tx: Tx, onde: SQL | undefined, ordem: SQL[], limite: number) {
  return tx
    .select({
      id: senha.id,
      filaId: fila.id,
      codigo: senha.codigo,
      status: fila.status,
      centroCustoId: fila.centroCustoId,
      centroCustoNome: centroCusto.nome,
      setorTipoId: fila.setorTipoId,
      peso: fila.peso,
      emitidaEm: senha.emitidaEm,
      chamadas: fila.chamadas,
      ultimaChamadaEm: fila.ultimaChamadaEm,
      atendidaEm: fila.atendidoEm,
      opcaoEntradaId: opcaoEntrada.id,
      opcaoEntradaNome: opcaoEntrada.nome,
      prioridadeId: prioridade.id,
      prioridadeNome: prioridade.nome,
      prioridadeLegal: prioridade.legal,
      opcaoChamadaId: opcaoChamada.id,
      opcaoChamadaNome: opcaoChamada.nome,
      usuarioId: fila.profissionalAtualId,
      usuarioNome: atendente,
      // only a reception queue's tickets go on to a reception (the others are served at the counter itself)
      recepcaoNome: sql<
        string | null
      >`case when ${fila.setorTipoId} = ${SetorTipo.RECEPCAO} then ${recepcaoDoLocal(sql`${centroCusto.infraestruturaId}`)} end`,
    })
    .from(fila)
    .innerJoin(senha, eq(senha.id, fila.referenciaId))
    .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
    .innerJoin(opcaoEntrada, eq(opcaoEntrada.id, senha.opcaoEntradaId))
    .leftJoin(prioridade, eq(prioridade.id, senha.prioridadeId))
    .leftJoin(opcaoChamada, eq(opcaoChamada.id, fila.localChamadaId))
    .where(and(daSenha, onde))
    .orderBy(...ordem)
    .limit(limite);
}

type Linha = Awaited<ReturnType<typeof linhas>>[number];

function paraTela(l: Linha, agora: Date, limiares: LimiarEspera[]) {
  const status = l.status as StatusSenhaId;
  return {
    id: l.id,
    codigo: l.codigo,
    status: { id: status, nome: StatusSenhaNome[status] },
    centroCusto: { id: l.centroCustoId, nome: l.centroCustoNome },
    opcaoEntrada: { id: l.opcaoEntradaId, nome: l.opcaoEntradaNome },
    // left joins: the name and the flag are there whenever the id is (both columns are NOT NULL)
    prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome ?? '', legal: l.prioridadeLegal ?? false } : null,
    peso: l.peso,
    emitidaEm: l.emitidaEm,
    espera: espera(l.emitidaEm, agora, limiares),
    chamadas: l.chamadas,
    ultimaChamadaEm: l.ultimaChamadaEm,
    atendidaEm: l.atendidaEm,
    opcaoChamada: l.opcaoChamadaId ? { id: l.opcaoChamadaId, nome: l.opcaoChamadaNome ?? '' } : null,
    usuario: l.usuarioId ? { id: l.usuarioId, nome: l.usuarioNome } : null,
    recepcao: l.setorTipoId === SetorTipo.RECEPCAO ? destinoDaSenha(l.recepcaoNome, { filaId: l.filaId, senhaId: l.id }) : null,
    acoes: acoesSenhaPermitidas(status),
  };
}
export type SenhaNaFila = ReturnType<typeof paraTela>;

/**
 * Today's active tickets of a queue: the waiting ones first, in the order "call next" takes them (weight,
 * arrival, id), then those called or in attendance, latest call first.
 */
export async function senhasDaFila(tx: Tx, centroCustoId: number, limiares: LimiarEspera[], agora = new Date()) {
  const rows = await linhas(
    tx,
    and(eq(fila.centroCustoId, centroCustoId), eq(senha.data, hojeIso(agora)), inArray(fila.status, [...STATUS_SENHA_ATIVOS])),
    [
      sql`(${fila.status} <> ${StatusSenha.EM_ESPERA})`,
      sql`case when ${fila.status} = ${StatusSenha.EM_ESPERA} then ${fila.peso} end desc nulls last`,
      sql`case when ${fila.status} = ${StatusSenha.EM_ESPERA} then ${fila.entradaEm} end asc`,
      desc(fila.ultimaChamadaEm),
      asc(senha.id),
    ],
    LIMITE_SENHAS,
  );
  return rows.map((l) => paraTela(l, agora, limiares));
}

/** Held tickets are few by nature; the bound only guards against a forgotten pile. */
const LIMITE_SEGURADAS = 50;

/**
 * The tickets a user holds now (called to their counter or in attendance), in any queue and of any day: a
 * ticket forgotten yesterday still shows here until its holder closes it.
 */
export async function senhasDoAtendente(tx: Tx, usuarioId: number, limiares: LimiarEspera[], agora = new Date()) {
  const rows = await linhas(
    tx,
    and(eq(fila.profissionalAtualId, usuarioId), inArray(fila.status, [StatusSenha.CHAMADA, StatusSenha.EM_ATENDIMENTO])),
    [desc(fila.ultimaChamadaEm), desc(senha.id)],
    LIMITE_SEGURADAS,
  );
  return rows.map((l) => paraTela(l, agora, limiares));
}

/**
 * The header of the counter screen. `atendidasHoje` and the average wait come from the moves: the first
 * answer of each ticket today in this queue, waited since it arrived here (issued, or forwarded in).
 */
export async function contagemDaFila(tx: Tx, centroCustoId: number, agora = new Date()) {
  const hoje = hojeIso(agora);
  const [ativas] = await tx
    .select({
      emEspera: sql<number>`count(*) filter (where ${fila.status} = ${StatusSenha.EM_ESPERA})::int`,
      chamadas: sql<number>`count(*) filter (where ${fila.status} = ${StatusSenha.CHAMADA})::int`,
      emAtendimento: sql<number>`count(*) filter (where ${fila.status} = ${StatusSenha.EM_ATENDIMENTO})::int`,
    })
    .from(fila)
    .innerJoin(senha, eq(senha.id, fila.referenciaId))
    .where(and(daSenha, eq(fila.centroCustoId, centroCustoId), eq(senha.data, hoje), inArray(fila.status, [...STATUS_SENHA_ATIVOS])));
  const { rows } = await tx.execute<{ atendidas: number; media: number | null }>(sql`
    with primeiras as (
      select m.fila_id, min(m.em) as em
        from ${filaMovimento} m
        join ${fila} f on f.id = m.fila_id and f.modulo = ${MODULO_SENHA}
        join ${senha} s on s.id = f.referencia_id
       where m.acao = 'atender' and m.para_centro_custo_id = ${centroCustoId} and s.data = ${hoje}
       group by m.fila_id
    )
    select count(*)::int as atendidas,
           round(avg(extract(epoch from p.em - coalesce(
             (select max(e.em) from ${filaMovimento} e
               where e.fila_id = p.fila_id and e.acao = 'encaminhar' and e.para_centro_custo_id = ${centroCustoId} and e.em <= p.em),
             s.emitida_em)) / 60))::int as media
      from primeiras p join ${fila} f on f.id = p.fila_id join ${senha} s on s.id = f.referencia_id`);
  return {
    emEspera: ativas?.emEspera ?? 0,
    chamadas: ativas?.chamadas ?? 0,
    emAtendimento: ativas?.emAtendimento ?? 0,
    atendidasHoje: Number(rows[0]?.atendidas ?? 0),
    tempoMedioEsperaMinutos: rows[0]?.media === null || rows[0]?.media === undefined ? null : Number(rows[0].media),
  };
}

/** The counter this user last called from in this queue: the screen's choice when the browser forgot it. */
export async function ultimoLocalDoUsuario(tx: Tx, usuarioId: number, centroCustoId: number): Promise<number | null> {
  const [m] = await tx
    .select({ id: filaMovimento.localChamadaId })
    .from(filaMovimento)
    .innerJoin(fila, and(eq(fila.id, filaMovimento.filaId), daSenha))
    .innerJoin(opcaoChamada, and(eq(opcaoChamada.id, filaMovimento.localChamadaId), eq(opcaoChamada.bloqueado, false)))
    .where(
      and(
        eq(filaMovimento.usuarioId, usuarioId),
        eq(filaMovimento.paraCentroCustoId, centroCustoId),
        inArray(filaMovimento.acao, ['chamar', 'rechamar']),
      ),
    )
    .orderBy(desc(filaMovimento.em))
    .limit(1);
  return m?.id ?? null;
}

/** The battery thresholds (painel-senha/tempo-espera), shortest first. */
export const temposDeEspera = (tx: Tx): Promise<LimiarEspera[]> =>
  tx.select({ id: tempoEspera.id, minutos: tempoEspera.minutos, cor: tempoEspera.cor }).from(tempoEspera).orderBy(asc(tempoEspera.minutos));

/** The option lists of the counter screen for one queue: its counters, its forwarding routes, the wait colours. */
export async function formularioDaFila(tx: Tx, centroCustoId: number) {
  const opcoesChamada = await tx
    .select({ id: opcaoChamada.id, nome: opcaoChamada.nome, tipoId: opcaoChamada.tipoId })
    .from(opcaoChamada)
    .where(and(eq(opcaoChamada.centroCustoId, centroCustoId), eq(opcaoChamada.bloqueado, false)))
    .orderBy(porNome(opcaoChamada.nome), asc(opcaoChamada.id));
  const rotas = await tx
    .select({ id: encaminhamento.id, nome: encaminhamento.nome, destinoId: centroCusto.id, destinoNome: centroCusto.nome })
    .from(encaminhamento)
    .innerJoin(centroCusto, and(eq(centroCusto.id, encaminhamento.destinoCentroCustoId), eq(centroCusto.bloqueado, false)))
    .where(and(eq(encaminhamento.origemCentroCustoId, centroCustoId), eq(encaminhamento.bloqueado, false)))
    .orderBy(porNome(encaminhamento.nome), asc(encaminhamento.id));
  return {
    opcoesChamada,
    encaminhamentos: rotas.map((r) => ({ id: r.id, nome: r.nome, destino: { id: r.destinoId, nome: r.destinoNome } })),
    temposEspera: await temposDeEspera(tx),
  };
}
