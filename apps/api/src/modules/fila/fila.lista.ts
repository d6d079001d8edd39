import { acoesPermitidas, FILA_DESTAQUE_HORAS, hojeIso, StatusFila, type StatusFilaId, StatusFilaNome } from '@saude/shared';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { atendimento, cidadao, classificacaoRisco, fila, opcaoEntrada, prioridade, sala, usuario } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/datatable/datatable.js';
import type { ChaveFila } from './fila.eventos.js';

export interface FiltrosFila {
  busca?: string;
  ordenacao?: 'risco' | 'chegada';
  status?: StatusFilaId;
  tempoEsperaId?: number;
  opcaoEntradaId?: number;
  prioridadeId?: number;
  classificacaoRiscoId?: number;
  salaId?: number;
  /** Hours in the queue after which a row is highlighted (the module's setting; the spec's 24 by default). */
  destaqueHoras?: number;
}

export interface LimiarEspera {
  id: number;
  minutos: number;
  cor: string;
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

/**
 * The entries of one queue with what the screen shows (spec 001 §3 "Queue entry"), sorted by risk and
 * priority (default) or by arrival. Beyond the spec: an entry past its colour's target time is flagged
 * (`atrasado`) and rises to the top of its colour.
 */
export async function listarFila(tx: Tx, chave: ChaveFila, f: FiltrosFila, limiares: LimiarEspera[], agora = new Date()) {
  const profissional = alias(usuario, 'profissional');
  const profissionalCidadao = alias(cidadao, 'profissional_cidadao');
  const status: StatusFilaId[] = f.status ? [f.status] : [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO];
  const fechadas = status.some((s) => s !== StatusFila.EM_ESPERA && s !== StatusFila.EM_ATENDIMENTO);
  const busca = f.busca?.trim();
  const condicoes: (SQL | undefined)[] = [
    eq(fila.modulo, chave.modulo),
    eq(fila.setorTipoId, chave.setorTipoId),
    eq(fila.centroCustoId, chave.centroCustoId),
    inArray(fila.status, status),
    fechadas ? gte(fila.updatedAt, sql`now() - make_interval(hours => ${JANELA_FECHADAS_HORAS})`) : undefined,
    f.opcaoEntradaId ? eq(atendimento.opcaoEntradaId, f.opcaoEntradaId) : undefined,
    f.prioridadeId ? eq(atendimento.prioridadeId, f.prioridadeId) : undefined,
    f.classificacaoRiscoId ? eq(atendimento.classificacaoRiscoId, f.classificacaoRiscoId) : undefined,
    f.salaId ? eq(fila.salaId, f.salaId) : undefined,
    busca
      ? sql`(f_unaccent(lower(${cidadao.nome})) like f_unaccent(${`%${escapeLike(busca.toLowerCase())}%`})
          or ${fila.senha} = ${busca.toUpperCase()} or ${atendimento.numero}::text = ${busca})`
      : undefined,
  ];
  const linhas = await tx
    .select({
      id: fila.id,
      status: fila.status,
      senha: fila.senha,
      chamadas: fila.chamadas,
      ultimaChamadaEm: fila.ultimaChamadaEm,
      entradaEm: fila.entradaEm,
      atendidoEm: fila.atendidoEm,
      motivoEvasao: fila.motivoEvasao,
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
      atendimentoId: atendimento.id,
      numero: atendimento.numero,
      recepcionadoEm: atendimento.recepcionadoEm,
      urgente: atendimento.urgente,
      motivoUrgencia: atendimento.motivoUrgencia,
      opcaoEntradaId: opcaoEntrada.id,
      opcaoEntradaNome: opcaoEntrada.nome,
      prioridadeId: prioridade.id,
      prioridadeNome: prioridade.nome,
      prioridadePeso: prioridade.peso,
      riscoId: classificacaoRisco.id,
      riscoNome: classificacaoRisco.nome,
      riscoCor: classificacaoRisco.cor,
      riscoOrdem: classificacaoRisco.ordem,
      riscoAlvo: classificacaoRisco.tempoAlvoMinutos,
      profissionalId: profissional.id,
      profissionalNome: profissionalCidadao.nome,
    })
    .from(fila)
    .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
    .leftJoin(atendimento, eq(atendimento.id, fila.atendimentoId))
    .leftJoin(opcaoEntrada, eq(opcaoEntrada.id, atendimento.opcaoEntradaId))
    .leftJoin(prioridade, eq(prioridade.id, atendimento.prioridadeId))
    .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
    .leftJoin(sala, eq(sala.id, fila.salaId))
    .leftJoin(profissional, eq(profissional.id, fila.profissionalAtualId))
    .leftJoin(profissionalCidadao, eq(profissionalCidadao.id, profissional.cidadaoId))
    .where(and(...condicoes))
    .orderBy(fila.entradaEm)
    .limit(LIMITE);

  const entradas = linhas.map((l) => {
    const chegada = l.recepcionadoEm ?? l.entradaEm;
    const e = espera(l.entradaEm, agora, limiares);
    const atrasado = l.riscoAlvo !== null && l.status === StatusFila.EM_ESPERA && e.minutos > l.riscoAlvo;
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
      tempoEspera: e,
      // spec 001 §9: more than 24 hours in the queue
      destacado: agora.getTime() - chegada.getTime() > (f.destaqueHoras ?? FILA_DESTAQUE_HORAS) * 3_600_000,
      atrasado,
      urgente: l.urgente ?? false,
      motivoUrgencia: l.motivoUrgencia,
      opcaoEntrada: l.opcaoEntradaId ? { id: l.opcaoEntradaId, nome: l.opcaoEntradaNome } : null,
      prioridade: l.prioridadeId ? { id: l.prioridadeId, nome: l.prioridadeNome, peso: l.prioridadePeso ?? 0 } : null,
      classificacaoRisco: l.riscoId
        ? { id: l.riscoId, nome: l.riscoNome, cor: l.riscoCor, ordem: l.riscoOrdem, tempoAlvoMinutos: l.riscoAlvo }
        : null,
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
      atendimento: l.atendimentoId ? { id: l.atendimentoId, numero: l.numero, recepcionadoEm: l.recepcionadoEm } : null,
      profissionalAtual: l.profissionalId ? { id: l.profissionalId, nome: l.profissionalNome } : null,
      acoes: acoesPermitidas(l.status as StatusFilaId),
    };
  });

  const porChegada = (a: (typeof entradas)[number], b: (typeof entradas)[number]) => a.entradaEm.getTime() - b.entradaEm.getTime();
  if (f.ordenacao === 'chegada') entradas.sort(porChegada);
  else
    entradas.sort(
      (a, b) =>
        (a.classificacaoRisco?.ordem ?? 99) - (b.classificacaoRisco?.ordem ?? 99) ||
        Number(b.atrasado) - Number(a.atrasado) ||
        Number(b.urgente) - Number(a.urgente) ||
        (b.prioridade?.peso ?? 0) - (a.prioridade?.peso ?? 0) ||
        porChegada(a, b),
    );
  const filtradas = f.tempoEsperaId ? entradas.filter((x) => x.tempoEspera.id === f.tempoEsperaId) : entradas;
  return filtradas;
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
