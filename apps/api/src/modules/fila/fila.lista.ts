import { acoesPermitidas, FILA_DESTAQUE_HORAS, hojeIso, StatusFila, type StatusFilaId, StatusFilaNome } from '@saude/shared';
import { and, type Column, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from '../../db/client.js';
import { cidadao, fila, usuario } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/datatable/datatable.js';
import { sala } from '../cadastro/index.js';
import type { ChaveFila } from './fila.eventos.js';

/** What every queue filters by; a module's profile reads its own filters (entry option, risk …) beside these. */
export interface FiltrosFila {
  busca?: string;
  /** 'chegada': by arrival; anything else: the module's order (its profile's `ordenar`), then arrival. */
  ordenacao?: string;
  status?: StatusFilaId;
  tempoEsperaId?: number;
  salaId?: number;
  /** Hours in the queue after which a row is highlighted (the module's setting; the spec's 24 by default). */
  destaqueHoras?: number;
}

export interface LimiarEspera {
  id: number;
  minutos: number;
  cor: string;
}

/** The columns a module's profile adds to the engine's select. */
export type CamposFila = Record<string, Column | SQL | SQL.Aliased>;
type Campos = CamposFila;

/** What the engine reads of every entry (the queue row, the patient, the room, the current professional). */
export type LinhaFila = Awaited<ReturnType<typeof selecionar>>[number];

/**
 * The module's part of its queue list: the columns of its own record (joined through `fila.referencia_id`),
 * its filters, its search terms, what it adds to each entry and its order. The engine knows no module.
 */
export interface PerfilListaFila<F extends FiltrosFila, C extends Campos, X extends object> {
  colunas: C;
  /** The module's joins (left joins on `fila.referenciaId` and what hangs on it). */
  juntar: (q: PgSelect) => PgSelect;
  /** The module's filters. */
  filtrar?: (f: F) => (SQL | undefined)[];
  /** More ways the search box finds an entry (besides the name and the ticket code). */
  buscar?: (termo: string) => SQL[];
  /** The arrival used by the "more than N hours" highlight (default: when the entry joined the queue). */
  chegada?: (l: LinhaFila & SelectResultFields<C>) => Date | null;
  /** What the module adds to each entry. */
  mapear: (l: LinhaFila & SelectResultFields<C>, x: { agora: Date; tempoEspera: ReturnType<typeof espera> }) => X;
  /** The module's order (ties fall to arrival). */
  ordenar?: (a: X, b: X) => number;
}

/** Entries closed today stay visible under their status filter (evasions can be cancelled, for instance). */
const JANELA_FECHADAS_HORAS = 24;
const LIMITE = 500;

/** Age in years, months and days on today's Brasília date (never the UTC one: after 21:00 it is tomorrow). */
const idadeDe = (nascimento: string | null, agora: Date) => {
  if (!nascimento) return null;
  const [a, m, d] = nascimento.split('-').map(Number) as [number, number, number];
  const [ha, hm, hd] = hojeIso(agora).split('-').map(Number) as [number, number, number];
  let anos = ha - a;
  let meses = hm - m;
  let dias = hd - d;
  if (dias < 0) {
    meses -= 1;
    dias += new Date(Date.UTC(ha, hm - 1, 0)).getUTCDate();
  }
  if (meses < 0) {
    anos -= 1;
    meses += 12;
  }
  return { anos, meses, dias };
};

/** The wait split as the spec shows it (days, hours, minutes) and the threshold colour it has reached. */
function espera(desde: Date, agora: Date, limiares: LimiarEspera[]) {
  const minutos = Math.max(0, Math.floor((agora.getTime() - desde.getTime()) / 60_000));
  const faixa = [...limiares].sort((x, y) => y.minutos - x.minutos).find((l) => minutos >= l.minutos) ?? null;
  return {
    id: faixa?.id ?? null,
    cor: faixa?.cor ?? null,
    minutos,
    total: { dias: Math.floor(minutos / 1440), horas: Math.floor((minutos % 1440) / 60), minutos: minutos % 60 },
  };
}

function selecionar(tx: Tx, extra: Campos) {
  const profissional = alias(usuario, 'profissional');
  const profissionalCidadao = alias(cidadao, 'profissional_cidadao');
  return tx
    .select({
      id: fila.id,
      status: fila.status,
      senha: fila.senha,
      chamadas: fila.chamadas,
      ultimaChamadaEm: fila.ultimaChamadaEm,
      entradaEm: fila.entradaEm,
      atendidoEm: fila.atendidoEm,
      motivoEvasao: fila.motivoEvasao,
      referenciaId: fila.referenciaId,
      salaId: fila.salaId,
      salaNome: sala.nome,
      pacienteId: cidadao.id,
      nome: cidadao.nome,
      nomeSocial: cidadao.nomeSocial,
      nomeMae: cidadao.nomeMae,
      dataNascimento: cidadao.dataNascimento,
      idadeEstimada: cidadao.idadeEstimada,
      desconhecido: cidadao.provisorio,
      caracteristicasFisicas: cidadao.caracteristicasFisicas,
      profissionalId: profissional.id,
      profissionalNome: profissionalCidadao.nome,
      ...(extra as Record<never, never>),
    })
    .from(fila)
    .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
    .leftJoin(sala, eq(sala.id, fila.salaId))
    .leftJoin(profissional, eq(profissional.id, fila.profissionalAtualId))
    .leftJoin(profissionalCidadao, eq(profissionalCidadao.id, profissional.cidadaoId))
    .$dynamic();
}

/**
 * The entries of one queue with what the screen shows (spec 001 §3 "Queue entry"): the engine's part (status,
 * ticket, calls, wait and its colour, the highlight, room, patient, current professional, allowed actions) and
 * the module's (its profile), sorted by the module's order (default) or by arrival.
 */
export async function listarFila<F extends FiltrosFila, C extends Campos, X extends object>(
  tx: Tx,
  chave: ChaveFila,
  f: F,
  limiares: LimiarEspera[],
  perfil: PerfilListaFila<F, C, X>,
  agora = new Date(),
) {
  const status: StatusFilaId[] = f.status ? [f.status] : [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO];
  const fechadas = status.some((s) => s !== StatusFila.EM_ESPERA && s !== StatusFila.EM_ATENDIMENTO);
  const busca = f.busca?.trim();
  const termos = busca
    ? [
        sql`f_unaccent(lower(${cidadao.nome})) like f_unaccent(${`%${escapeLike(busca.toLowerCase())}%`})`,
        sql`${fila.senha} = ${busca.toUpperCase()}`,
        ...(perfil.buscar?.(busca) ?? []),
      ]
    : [];
  const condicoes: (SQL | undefined)[] = [
    eq(fila.modulo, chave.modulo),
    eq(fila.setorTipoId, chave.setorTipoId),
    eq(fila.centroCustoId, chave.centroCustoId),
    inArray(fila.status, status),
    fechadas ? gte(fila.updatedAt, sql`now() - make_interval(hours => ${JANELA_FECHADAS_HORAS})`) : undefined,
    ...(perfil.filtrar?.(f) ?? []),
    f.salaId ? eq(fila.salaId, f.salaId) : undefined,
    termos.length ? sql`(${sql.join(termos, sql` or `)})` : undefined,
  ];
  const linhas = (await perfil
    .juntar(selecionar(tx, perfil.colunas))
    .where(and(...condicoes))
    .orderBy(fila.entradaEm)
    .limit(LIMITE)) as (LinhaFila & SelectResultFields<C>)[];

  const entradas = linhas.map((l) => {
    const chegada = perfil.chegada?.(l) ?? l.entradaEm;
    const tempoEspera = espera(l.entradaEm, agora, limiares);
    return {
      id: l.id,
      status: { id: l.status, nome: StatusFilaNome[l.status as StatusFilaId] },
      senha: l.senha,
      chamadas: l.chamadas,
      ultimaChamadaEm: l.ultimaChamadaEm,
      entradaEm: l.entradaEm,
      atendidoEm: l.atendidoEm,
      motivoEvasao: l.motivoEvasao,
      sala: l.salaId ? { id: l.salaId, nome: l.salaNome } : null,
      tempoEspera,
      // spec 001 §9: more than 24 hours in the queue
      destacado: agora.getTime() - chegada.getTime() > (f.destaqueHoras ?? FILA_DESTAQUE_HORAS) * 3_600_000,
      paciente: {
        id: l.pacienteId,
        prontuario: l.pacienteId,
        nome: l.nome,
        nomeSocial: l.nomeSocial,
        nomeMae: l.nomeMae,
        dataNascimento: l.dataNascimento,
        idade: idadeDe(l.dataNascimento, agora),
        idadeEstimada: l.idadeEstimada,
        desconhecido: l.desconhecido,
        caracteristicasFisicas: l.caracteristicasFisicas,
      },
      profissionalAtual: l.profissionalId ? { id: l.profissionalId, nome: l.profissionalNome } : null,
      acoes: acoesPermitidas(l.status as StatusFilaId),
      ...perfil.mapear(l, { agora, tempoEspera }),
    };
  });

  const porChegada = (a: (typeof entradas)[number], b: (typeof entradas)[number]) => a.entradaEm.getTime() - b.entradaEm.getTime();
  const ordenar = perfil.ordenar;
  if (f.ordenacao === 'chegada' || !ordenar) entradas.sort(porChegada);
  else entradas.sort((a, b) => ordenar(a, b) || porChegada(a, b));
  return f.tempoEsperaId ? entradas.filter((x) => x.tempoEspera.id === f.tempoEsperaId) : entradas;
}

/** The footer (spec 000 §2.6): how many wait and how many are being attended, whatever the filters. */
export async function contagemFila(tx: Tx, chave: ChaveFila) {
  const [c] = await tx
    .select({
      espera: sql<number>`count(*) filter (where ${fila.status} = 1)::int`,
      atendimento: sql<number>`count(*) filter (where ${fila.status} = 2)::int`,
    })
    .from(fila)
    .where(
      and(
        eq(fila.modulo, chave.modulo),
        eq(fila.setorTipoId, chave.setorTipoId),
        eq(fila.centroCustoId, chave.centroCustoId),
        inArray(fila.status, [1, 2]),
      ),
    );
  return { espera: c?.espera ?? 0, atendimento: c?.atendimento ?? 0 };
}
