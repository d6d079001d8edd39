import {
  type DatatableRequest,
  MENSAGENS_TELAS_VIAGEM as M,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { paginarPorLeitor } from '../../../lib/datatable/paginar-lista.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { cnhVencendo, DE_VIAGEM, listarPassageiros, listarViagens, problemaDoCondutor } from './viagem.service.js';

/**
 * The trip screens' lookups of a day (issue 23, decision 0020), shared by escolher-veiculo (its form and load-field),
 * transferencia-paciente, listagem, gerenciamento, fechamento-viagem and reabertura-viagem: the vehicles and drivers
 * of a day, the recurring trips of its weekday, the option lists of the trips, and the paged trip list.
 */

/** The vehicles not blocked, largest first; `ocupado` when already on a trip (not cancelled) that day. */
export async function veiculosDoDia(tx: Tx, data: string) {
  const { rows } = await tx.execute(sql`select ve.id, ve.placa, ve.descricao, ve.tipo, ve.lugares, ve.lugares_cadeirante, ve.lugares_maca,
      exists (select 1 from tp_viagem v where v.veiculo_id = ve.id and v.data = ${data} and v.situacao <> ${SV.cancelada}) as ocupado
    from tp_veiculo ve where not ve.bloqueado order by ve.lugares desc, ve.placa`);
  return rows.map((v) => ({
    id: Number(v.id),
    placa: String(v.placa),
    descricao: String(v.descricao),
    tipo: Number(v.tipo),
    lugares: Number(v.lugares),
    lugaresCadeirante: Number(v.lugares_cadeirante),
    lugaresMaca: Number(v.lugares_maca),
    ocupado: Boolean(v.ocupado),
  }));
}

/**
 * The drivers not blocked whose licence is valid on the day (`ocupado` when already on a trip that day); with a
 * vehicle type, only those whose category covers it (the same rule `validarVeiculoCondutor` enforces on saving).
 */
export async function condutoresDoDia(tx: Tx, data: string, tipoVeiculo?: number) {
  const { rows } = await tx.execute(sql`select c.id, c.nome, c.cnh_categoria, c.cnh_validade::text as validade,
      exists (select 1 from tp_viagem v where v.condutor_id = c.id and v.data = ${data} and v.situacao <> ${SV.cancelada}) as ocupado
    from tp_condutor c where not c.bloqueado and c.cnh_validade >= ${data} order by c.nome`);
  return rows
    .map((c) => ({
      id: Number(c.id),
      nome: String(c.nome),
      cnhCategoria: String(c.cnh_categoria),
      cnhValidade: String(c.validade),
      cnhVencendo: cnhVencendo(String(c.validade), data),
      ocupado: Boolean(c.ocupado),
    }))
    .filter((c) => tipoVeiculo === undefined || problemaDoCondutor({ ...c, bloqueado: false }, tipoVeiculo, data) === null);
}

/** The recurring trips (not blocked) that run on the date's weekday, optionally to one destination. */
export async function jornadasDoDia(tx: Tx, data: string, destinoId?: number) {
  const { rows } = await tx.execute(sql`select j.id, j.nome, j.destino_id, d.nome as destino, j.horario_saida::text as horario_saida,
      j.veiculo_id, j.condutor_id
    from tp_jornada j join tp_destino d on d.id = j.destino_id
    where not j.bloqueado and extract(dow from ${data}::date)::smallint = any(j.dias_semana)
      ${destinoId ? sql`and j.destino_id = ${destinoId}` : sql``}
    order by j.horario_saida, j.nome`);
  return rows.map((j) => ({
    id: Number(j.id),
    nome: String(j.nome),
    destinoId: Number(j.destino_id),
    destino: String(j.destino),
    horarioSaida: String(j.horario_saida),
    veiculoId: j.veiculo_id === null ? null : Number(j.veiculo_id),
    condutorId: j.condutor_id === null ? null : Number(j.condutor_id),
  }));
}

/**
 * `{ id, nome }` options drawn from the trips under a WHERE (aliases of DE_VIAGEM): `coluna` the id and `nome` the
 * label, distinct, ordered by the label. The filter forms offer only what the day's trips hold.
 */
export async function opcoesDasViagens(tx: Tx, onde: SQL, coluna: SQL, nome: SQL) {
  const { rows } = await tx.execute(sql`select distinct ${coluna} as id, ${nome} as nome ${DE_VIAGEM} where ${onde} order by 2 limit 500`);
  return rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) }));
}

/** The districts of the boarding points of the passengers of the trips under a WHERE (for the listagem filter). */
export async function bairrosDasViagens(tx: Tx, onde: SQL) {
  const { rows } = await tx.execute(sql`select distinct pt.bairro ${DE_VIAGEM}
    join tp_agendamento a on a.viagem_id = v.id join tp_ponto pt on pt.id = a.ponto_id
    where ${onde} and pt.bairro is not null and pt.bairro <> '' order by 1 limit 500`);
  return rows.map((r) => String(r.bairro));
}

/** The departure times of the trips under a WHERE. */
export async function horariosDasViagens(tx: Tx, onde: SQL) {
  const { rows } = await tx.execute(sql`select distinct v.horario_saida::text as h ${DE_VIAGEM} where ${onde} order by 1`);
  return rows.map((r) => String(r.h));
}

/** The filters of the paged trip lists (viagensPaginadasFiltroSchema, parsed). */
export interface FiltroViagens extends DatatableRequest {
  query?: string;
  data?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
  veiculoId?: number;
  condutorId?: number;
  municipioId?: number;
  destinoId?: number;
  horario?: string | null;
}

const ORDENAVEIS: Record<string, SQL> = {
  numero: sql`v.numero`,
  data: sql`v.data`,
  horarioSaida: sql`v.horario_saida`,
  destino: sql`d.nome collate "und-x-icu"`,
  placa: sql`ve.placa`,
  condutor: sql`c.nome collate "und-x-icu"`,
};

/** The WHERE of a filtered trip list: the screen's fixed condition, the form's filters and the typed term. */
export function condicoesViagens(base: SQL, q: FiltroViagens, termo: string): SQL {
  const digitos = termo.replace(/\D/g, '');
  const busca = termo
    ? (textSearch(termo, sql`d.nome`, sql`m.nome`, sql`ve.placa`, sql`ve.descricao`, sql`c.nome`) ?? sql`false`)
    : undefined;
  return sql.join(
    [
      base,
      q.data ? sql`v.data = ${q.data}` : undefined,
      q.dataInicio ? sql`v.data >= ${q.dataInicio}` : undefined,
      q.dataFim ? sql`v.data <= ${q.dataFim}` : undefined,
      q.veiculoId ? sql`v.veiculo_id = ${q.veiculoId}` : undefined,
      q.condutorId ? sql`v.condutor_id = ${q.condutorId}` : undefined,
      q.municipioId ? sql`d.municipio_id = ${q.municipioId}` : undefined,
      q.destinoId ? sql`v.destino_id = ${q.destinoId}` : undefined,
      q.horario ? sql`v.horario_saida = ${q.horario}` : undefined,
      busca ? (digitos.length >= 4 ? sql`(${busca} or v.numero::text like ${`%${digitos}%`})` : busca) : undefined,
    ].filter((x) => x !== undefined),
    sql` and `,
  );
}

/** The DataTables protocol over the trips: `base` is the screen's condition (open, closed, not cancelled …). */
export function paginarViagens(tx: Tx, base: SQL, q: FiltroViagens, ordemPadrao: SQL[] = [sql`v.data`, sql`v.horario_saida`]) {
  const termo = (q.query ?? q.search?.value ?? '').trim();
  return paginarPorLeitor(
    tx,
    { ...q, search: { value: termo } },
    {
      de: DE_VIAGEM,
      condicoes: (t) => condicoesViagens(base, q, t),
      ordenaveis: ORDENAVEIS,
      ordemPadrao,
      desempate: sql`v.id`,
      listar: (onde, limite, ordem) => listarViagens(tx, onde, { ordem, limite }),
    },
  );
}

/** A load-field request (carregarCampoSchema, parsed). */
export interface CampoPedido {
  campo: 'passageiros' | 'veiculos' | 'condutores' | 'viagens';
  data?: string | null;
  destinoId?: number;
  veiculoId?: number;
  viagemId?: number;
  agendamentoId?: number;
}

const exige = (campo: string, chave: string, oQue: string) => {
  const msg = M.campoExige(campo, oQue);
  return unprocessable({ [chave]: [msg] }, msg);
};

/**
 * load-field of escolher-veiculo and transferencia-paciente (decision 0020): the one dependent field the screen needs
 * after a choice — the passengers of a trip or those of a day waiting for a vehicle, the vehicles and the drivers free
 * on a day (the drivers able to drive the chosen vehicle), the open trips a booking may be transferred to.
 */
export async function carregarCampo(tx: Tx, q: CampoPedido) {
  const destino = q.destinoId ? sql` and a.destino_id = ${q.destinoId}` : sql``;
  switch (q.campo) {
    case 'passageiros': {
      if (q.viagemId)
        return { passageiros: await listarPassageiros(tx, sql`a.viagem_id = ${q.viagemId} and a.situacao <> ${SA.cancelado}`) };
      if (!q.data) throw exige('passageiros', 'data', 'a viagem ou a data');
      return {
        passageiros: await listarPassageiros(tx, sql`a.data = ${q.data} and a.situacao = ${SA.agendado} and a.viagem_id is null${destino}`),
      };
    }
    case 'veiculos': {
      if (!q.data) throw exige('veiculos', 'data', 'a data');
      return { veiculos: (await veiculosDoDia(tx, q.data)).filter((v) => !v.ocupado) };
    }
    case 'condutores': {
      if (!q.data) throw exige('condutores', 'data', 'a data');
      const tipo = q.veiculoId ? (await tx.execute(sql`select tipo from tp_veiculo where id = ${q.veiculoId}`)).rows[0]?.tipo : undefined;
      if (q.veiculoId && tipo === undefined) throw unprocessable({ veiculo_id: ['Veículo não encontrado.'] });
      return { condutores: (await condutoresDoDia(tx, q.data, tipo === undefined ? undefined : Number(tipo))).filter((c) => !c.ocupado) };
    }
    case 'viagens': {
      if (q.agendamentoId) {
        const a = (
          await tx.execute(sql`select data::text as data, destino_id, viagem_id from tp_agendamento where id = ${q.agendamentoId}`)
        ).rows[0];
        if (!a) throw unprocessable({ agendamento_id: ['Agendamento não encontrado.'] });
        return {
          viagens: await listarViagens(
            tx,
            sql`v.data = ${String(a.data)} and v.destino_id = ${Number(a.destino_id)} and v.situacao = ${SV.aberta}
              ${a.viagem_id === null ? sql`` : sql`and v.id <> ${Number(a.viagem_id)}`}`,
          ),
        };
      }
      if (!q.data) throw exige('viagens', 'data', 'o agendamento ou a data');
      return {
        viagens: await listarViagens(
          tx,
          sql`v.data = ${q.data} and v.situacao = ${SV.aberta}${q.destinoId ? sql` and v.destino_id = ${q.destinoId}` : sql``}`,
        ),
      };
    }
  }
}
