import {
  type CodigoDose,
  type DoseAplicada,
  hojeIso,
  MENSAGENS_REGISTRO_VACINACAO as M,
  ORIGEM_VACINACAO,
  proximaDose,
  type RegistroVacinacaoInput,
  StatusFila,
  type transcricaoVacinacaoSchema,
  validarAplicacao,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { assertPacienteVivo } from '../../cadastro/index.js';
import { estornar } from '../../estoque/index.js';
import { aplicarAcaoFila, fila } from '../../fila/index.js';
import { MODULO_IMUNIZACAO } from '../fila/fila.service.js';
import { type ContextoFrasco, devolverDoseAoFrasco, retirarDoseDoLote } from '../frasco/frasco.service.js';
import { calendarioDoMunicipio } from '../parametrizacao/parametrizacao.service.js';
import { dosesDoCalendario, historicoDoPaciente, pacienteVacinal, type SalaDaSessao, viaDaVacina } from './registro.leitura.js';

/**
 * Recording doses (issue 20 "Vaccination"): every dose passes the calendar's checks (`validarAplicacao`: refused, or
 * let through with a written reason), leaves the room's lot (and its open vial) and keeps its movement; several doses
 * are one transaction, so a refusal of any writes none. Doses given elsewhere are transcribed without stock.
 */

export interface ContextoRegistro extends ContextoFrasco {
  clienteId: number;
  usuarioId: number;
}

type Recusas = Record<string, string[]>;
const anotar = (r: Recusas, campo: string, msg: string) => {
  r[campo] = [...(r[campo] ?? []), msg];
};

interface Vacina {
  id: number;
  nome: string;
  sigla: string | null;
  via: number | null;
}

async function carregarVacinas(tx: Tx, ids: number[]): Promise<Map<number, Vacina>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute(sql`
    select id, nome, calendario_sigla, via_administracao_id from vacina
     where id in (${sql.join(
       ids.map((i) => sql`${i}`),
       sql`, `,
     )})`);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        nome: String(r.nome),
        sigla: r.calendario_sigla == null ? null : String(r.calendario_sigla),
        via: viaDaVacina(Number(r.via_administracao_id)),
      },
    ]),
  );
}

/** A vaccine registered for a calendar sigla (the next dose may be of another vaccine: Penta D3 → DTP REF1). */
async function vacinaDaSigla(tx: Tx, sigla: string): Promise<number | null> {
  const { rows } = await tx.execute(sql`select id from vacina where calendario_sigla = ${sigla} and not bloqueado order by id limit 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

interface Checagem {
  vacinaId: number;
  dose: CodigoDose;
  data: string;
  prefixo: string;
}

/**
 * The calendar's checks of every dose in order (a dose of the same request counts as history for the next): the
 * refusals per field, and the rules that need a reason with their messages (per dose).
 */
async function checarCalendario(tx: Tx, pacienteId: number, gestante: boolean, doses: Checagem[], hoje: string, extras: string[] = []) {
  const cal = await calendarioDoMunicipio(tx);
  const paciente = await pacienteVacinal(tx, pacienteId, gestante);
  const historico = dosesDoCalendario(await historicoDoPaciente(tx, pacienteId));
  const vacinas = await carregarVacinas(
    tx,
    doses.map((d) => d.vacinaId),
  );
  const recusas: Recusas = {};
  const justificar: string[] = [...extras];
  const regras: string[][] = [];
  for (const d of doses) {
    const v = vacinas.get(d.vacinaId);
    const regrasDaDose: string[] = [];
    regras.push(regrasDaDose);
    if (!v) {
      anotar(recusas, `${d.prefixo}.vacina_id`, M.vacinaInvalida);
      continue;
    }
    if (d.data > hoje) anotar(recusas, `${d.prefixo}.data_aplicacao`, M.dataFutura);
    if (!v.sigla) continue; // a vaccine outside the calendar: no rule to check
    const nova: DoseAplicada = { sigla: v.sigla, dose: d.dose, data: d.data };
    const r = validarAplicacao(cal, paciente, historico, nova, hoje);
    for (const p of r.problemas) {
      if (p.regra === 'data_futura') continue; // told above, for vaccines outside the calendar too
      if (p.conduta === 'recusar') anotar(recusas, `${d.prefixo}.dose`, p.mensagem);
      else {
        justificar.push(p.mensagem);
        regrasDaDose.push(p.regra);
      }
    }
    historico.push(nova);
  }
  return { cal, paciente, historico, vacinas, recusas, justificar, regras };
}

/** Throws the 422 of the refusals, then the one asking for a reason when a 'justificar' rule was hit without it. */
function exigir(recusas: Recusas, justificar: string[], justificativa: string | null | undefined) {
  const campos = Object.keys(recusas);
  if (campos.length) throw unprocessable(recusas, (recusas[campos[0] as string] as string[])[0]);
  if (justificar.length && !justificativa) {
    const msg = M.justificativa(justificar);
    throw unprocessable({ justificativa: justificar }, msg);
  }
}

/** The lot must hold stock in this room, be of the vaccine and valid on the date (the engine re-checks under lock). */
async function checarLote(tx: Tx, sala: number, vacinaId: number, loteId: number, data: string): Promise<string | null> {
  const { rows } = await tx.execute(sql`
    select l.lote, l.validade::text as validade, l.material_id = va.material_id as da_vacina, coalesce(s.quantidade, 0) as saldo
      from estoque_lote l join vacina va on va.id = ${vacinaId}
      left join estoque_saldo s on s.lote_id = l.id and s.centro_custo_id = ${sala}
     where l.id = ${loteId}`);
  const r = rows[0];
  if (!r || Number(r.saldo) <= 0) return M.loteDeOutraSala;
  if (!r.da_vacina) return M.loteDeOutraVacina;
  if (String(r.validade) < data) return M.loteVencido(String(r.lote), String(r.validade));
  return null;
}

/** The patient's entry of this room's queue: attended (if still waiting) and finished with the record. */
async function finalizarEntrada(tx: Tx, ctx: ContextoRegistro, filaId: number, pacienteId: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select id, status from ${fila} where id = ${filaId} and modulo = ${MODULO_IMUNIZACAO} and paciente_id = ${pacienteId}
       and centro_custo_id = ${centroCustoId}`);
  const e = rows[0];
  if (!e) throw unprocessable({ fila_id: ['Entrada da fila não encontrada nesta sala.'] });
  const quem = { clienteId: ctx.clienteId, usuarioId: ctx.usuarioId };
  const base = { filaId, modulo: MODULO_IMUNIZACAO };
  if (Number(e.status) === StatusFila.EM_ESPERA) await aplicarAcaoFila(tx, quem, { ...base, acao: 'atender' });
  await aplicarAcaoFila(tx, quem, { ...base, acao: 'finalizar' });
}

export interface RegistroExtra {
  campanhaId?: number | null;
  /** Reasons the caller adds (the campaign's target group). */
  justificar?: string[];
}

/** Records one or more doses applied in the room (all or none). Returns the ids. */
export async function registrarAplicacoes(
  tx: Tx,
  ctx: ContextoRegistro,
  sala: SalaDaSessao,
  b: RegistroVacinacaoInput,
  extra: RegistroExtra = {},
): Promise<number[]> {
  await assertPacienteVivo(tx, b.pacienteId, 'paciente_id');
  const hoje = ctx.hoje ?? hojeIso();
  if (b.dataAplicacao > hoje) throw unprocessable({ data_aplicacao: [M.dataFutura] }, M.dataFutura);
  const c = await checarCalendario(
    tx,
    b.pacienteId,
    b.gestante,
    b.doses.map((d, i) => ({ vacinaId: d.vacinaId, dose: d.dose, data: b.dataAplicacao, prefixo: `doses.${i}` })),
    hoje,
    extra.justificar,
  );
  for (const [i, d] of b.doses.entries()) {
    const problema = await checarLote(tx, sala.centroCustoId, d.vacinaId, d.loteId, b.dataAplicacao);
    if (problema) anotar(c.recusas, `doses.${i}.lote_id`, problema);
  }
  exigir(c.recusas, c.justificar, b.justificativa);

  const ids: number[] = [];
  const historico = dosesDoCalendario(await historicoDoPaciente(tx, b.pacienteId));
  for (const [i, d] of b.doses.entries()) {
    const v = c.vacinas.get(d.vacinaId) as Vacina;
    const aplicada: DoseAplicada | null = v.sigla ? { sigla: v.sigla, dose: d.dose, data: b.dataAplicacao } : null;
    const prox = aplicada ? proximaDose(c.cal, c.paciente, historico, aplicada) : null;
    if (aplicada) historico.push(aplicada);
    const proximaData = d.proximaDoseData ?? prox?.data ?? null;
    if (proximaData && proximaData <= b.dataAplicacao)
      throw unprocessable({ [`doses.${i}.proxima_dose_data`]: [M.proximaAntesDaAplicacao] }, M.proximaAntesDaAplicacao);
    const proximaVacina = prox ? await vacinaDaSigla(tx, prox.sigla) : null;
    const { rows: lote } = await tx.execute(sql`select lote, fabricante_id from estoque_lote where id = ${d.loteId}`);
    const { rows: ins } = await tx.execute(sql`
      insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, centro_custo_id, lote_id, lote_numero,
                             fabricante_id, via, local_aplicacao, grupo_atendimento, gestante, puerpera, contato_hanseniase,
                             profissional_id, proxima_dose_data, proxima_dose_vacina_id, proxima_dose, justificativa,
                             regras_justificadas, observacao, campanha_id, fila_id)
      values (${b.pacienteId}, ${d.vacinaId}, ${d.dose}, ${b.estrategia}, ${b.dataAplicacao}, ${ORIGEM_VACINACAO.sala}, ${sala.centroCustoId},
              ${d.loteId}, ${String(lote[0]?.lote ?? '')}, ${lote[0]?.fabricante_id ?? null}, ${d.via ?? v.via}, ${d.localAplicacao ?? null},
              ${b.grupoAtendimento}, ${b.gestante}, ${b.puerpera}, ${b.contatoHanseniase ?? null}, ${ctx.usuarioId}, ${proximaData},
              ${proximaData ? (proximaVacina ?? (prox ? null : d.vacinaId)) : null}, ${proximaData ? (prox?.dose ?? null) : null},
              ${c.regras[i]?.length || extra.justificar?.length ? (b.justificativa ?? null) : null},
              ${
                c.regras[i]?.length
                  ? sql`array[${sql.join(
                      (c.regras[i] as string[]).map((r) => sql`${r}`),
                      sql`, `,
                    )}]::text[]`
                  : null
              },
              ${d.observacao ?? null}, ${extra.campanhaId ?? null}, ${b.filaId ?? null})
      returning id`);
    const id = Number(ins[0]?.id);
    try {
      const r = await retirarDoseDoLote(tx, ctx, {
        centroCustoId: sala.centroCustoId,
        loteId: d.loteId,
        vacinaId: d.vacinaId,
        data: b.dataAplicacao,
        documento: { tipo: 'vacinacao', id },
      });
      await tx.execute(sql`update vacinacao set movimento_id = ${r.movimento.movimentoId}, frasco_id = ${r.frascoId} where id = ${id}`);
    } catch (e) {
      // the engine's refusal (stock taken by another nurse meanwhile) belongs to the dose's lot
      if (e instanceof HttpError && e.statusCode === 422 && !e.errors?.data)
        throw unprocessable({ [`doses.${i}.lote_id`]: [e.message] }, `Dose ${i + 1}: ${e.message}`);
      throw e;
    }
    ids.push(id);
  }
  if (b.filaId) await finalizarEntrada(tx, ctx, b.filaId, b.pacienteId, sala.centroCustoId);
  return ids;
}

type Transcricao = z.infer<typeof transcricaoVacinacaoSchema>;

/** Doses of a card or given abroad (origem 2/3): the calendar's rules apply (a duplicate is refused), no stock. */
export async function transcreverDoses(tx: Tx, ctx: ContextoRegistro, b: Transcricao): Promise<number[]> {
  await assertPacienteVivo(tx, b.pacienteId, 'paciente_id');
  const hoje = ctx.hoje ?? hojeIso();
  // in date order, so an earlier dose typed last still counts before a later one
  const ordem = b.doses.map((d, i) => ({ d, i })).sort((x, y) => x.d.dataAplicacao.localeCompare(y.d.dataAplicacao));
  const c = await checarCalendario(
    tx,
    b.pacienteId,
    false,
    ordem.map(({ d, i }) => ({ vacinaId: d.vacinaId, dose: d.dose, data: d.dataAplicacao, prefixo: `doses.${i}` })),
    hoje,
  );
  exigir(c.recusas, c.justificar, b.justificativa);
  const ids: number[] = [];
  for (const [k, { d }] of ordem.entries()) {
    const { rows } = await tx.execute(sql`
      insert into vacinacao (paciente_id, vacina_id, dose, estrategia, data_aplicacao, origem, estabelecimento_origem, lote_numero,
                             profissional_nome, justificativa, regras_justificadas)
      values (${b.pacienteId}, ${d.vacinaId}, ${d.dose}, 1, ${d.dataAplicacao}, ${b.origem}, ${d.estabelecimentoOrigem}, ${d.loteNumero ?? null},
              ${d.profissionalNome ?? null}, ${c.regras[k]?.length ? (b.justificativa ?? null) : null},
              ${
                c.regras[k]?.length
                  ? sql`array[${sql.join(
                      (c.regras[k] as string[]).map((r) => sql`${r}`),
                      sql`, `,
                    )}]::text[]`
                  : null
              })
      returning id`);
    ids.push(Number(rows[0]?.id));
  }
  return ids;
}

/**
 * Cancels a record (issue 20: with a reason; the row stays): a dose of the room returns to its lot by reversing the
 * movement (`estorno_aplicacao_vacina`) and to its vial while that vial is still open. Only the room that applied it.
 */
export async function cancelarRegistro(tx: Tx, ctx: ContextoRegistro, id: number, motivo: string, centroCustoId: number | null) {
  const { rows } = await tx.execute(sql`
    select id, origem, centro_custo_id, movimento_id, frasco_id, cancelado_em from vacinacao where id = ${id} for update`);
  const r = rows[0];
  if (!r) throw notFound(M.naoEncontrado);
  if (r.cancelado_em) throw unprocessable({ id: [M.jaCancelado] }, M.jaCancelado);
  if (Number(r.origem) === ORIGEM_VACINACAO.sala) {
    if (Number(r.centro_custo_id) !== centroCustoId) throw unprocessable({ id: [M.canceladoDeOutraSala] }, M.canceladoDeOutraSala);
    if (r.movimento_id) {
      await estornar(tx, ctx, {
        movimentoId: Number(r.movimento_id),
        motivo: `Cancelamento do registro de vacinação: ${motivo}`,
        documento: { tipo: 'vacinacao', id },
      });
    }
    await devolverDoseAoFrasco(tx, ctx, r.frasco_id == null ? null : Number(r.frasco_id));
  }
  await tx.execute(sql`
    update vacinacao set cancelado_em = now(), cancelado_por_id = ${ctx.usuarioId}, motivo_cancelamento = ${motivo}, updated_at = now()
     where id = ${id}`);
}
