import {
  cabe,
  categoriaCobre,
  DIAS_AVISO_CNH,
  MENSAGENS_VIAGEM as M,
  type Ocupacao,
  type PassageiroDaViagem,
  type PassageiroDoDia,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TIPOS_VEICULO,
  type ViagemDetalhe,
  type ViagemResumo,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';

/**
 * The trip's core (issue 23), shared by escolher-veiculo, transferencia-paciente, listagem, gerenciamento,
 * fechamento-viagem and reabertura-viagem: reading trips and passengers, the guard every trip write calls, the checks
 * of vehicle and driver, and the capacity check done under the trip's row lock.
 *
 * Rules: a vehicle or a driver is busy for the whole day once on an open or closed trip of that day (a TFD trip out
 * of town takes the day; "overlapping" is the day). Bookings that count on a trip: alocado and embarcou (a no-show
 * frees the seat, cancelled ones left the trip).
 */

const um = async (tx: Tx, q: SQL) => (await tx.execute(q)).rows[0] as Record<string, unknown> | undefined;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const txt = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** Bookings that occupy places on their trip. */
export const NO_VEICULO = sql.raw(`(${SA.alocado}, ${SA.embarcou})`);

/** `from` of the trip readers (v trip, d destination, m its city, ve vehicle, c driver): also the count of paged lists. */
export const DE_VIAGEM = sql`from tp_viagem v
  join tp_destino d on d.id = v.destino_id
  join municipio m on m.id = d.municipio_id
  join tp_veiculo ve on ve.id = v.veiculo_id
  join tp_condutor c on c.id = v.condutor_id`;

const SELECT_VIAGEM = sql`select v.id, v.numero, v.data::text as data, v.horario_saida::text as horario_saida, v.situacao,
    v.destino_id, d.nome as destino, d.municipio_id, m.nome as municipio, v.veiculo_id, ve.placa, ve.descricao as veiculo, ve.lugares, ve.lugares_cadeirante,
    ve.lugares_maca, v.condutor_id, c.nome as condutor,
    coalesce(o.lugares, 0) as o_lugares, coalesce(o.cadeirante, 0) as o_cadeirante, coalesce(o.maca, 0) as o_maca,
    coalesce(o.passageiros, 0) as passageiros
  ${DE_VIAGEM}
  left join lateral (
    select count(*) filter (where a.tipo_passageiro = 1) + coalesce(sum(ac.n), 0) as lugares,
      count(*) filter (where a.tipo_passageiro = 2) as cadeirante, count(*) filter (where a.tipo_passageiro = 3) as maca,
      count(*) as passageiros
    from tp_agendamento a
    left join lateral (select count(*) as n from tp_acompanhante x where x.agendamento_id = a.id) ac on true
    where a.viagem_id = v.id and a.situacao in ${NO_VEICULO}
  ) o on true`;

const resumo = (r: Record<string, unknown>): ViagemResumo => ({
  id: Number(r.id),
  numero: Number(r.numero),
  data: String(r.data),
  horarioSaida: String(r.horario_saida),
  situacao: Number(r.situacao),
  destinoId: Number(r.destino_id),
  destino: String(r.destino),
  municipioId: Number(r.municipio_id),
  municipio: String(r.municipio),
  veiculoId: Number(r.veiculo_id),
  placa: String(r.placa),
  veiculo: String(r.veiculo),
  lugares: Number(r.lugares),
  lugaresCadeirante: Number(r.lugares_cadeirante),
  lugaresMaca: Number(r.lugares_maca),
  condutorId: Number(r.condutor_id),
  condutor: String(r.condutor),
  ocupacao: { lugares: Number(r.o_lugares), cadeirante: Number(r.o_cadeirante), maca: Number(r.o_maca) },
  passageiros: Number(r.passageiros),
});

export async function listarViagens(tx: Tx, onde: SQL, o: { ordem?: SQL; limite?: number } = {}): Promise<ViagemResumo[]> {
  const { rows } = await tx.execute(
    sql`${SELECT_VIAGEM} where ${onde} order by ${o.ordem ?? sql`v.data, v.horario_saida, v.numero`}${o.limite ? sql` limit ${o.limite}` : sql``}`,
  );
  return rows.map((r) => resumo(r as Record<string, unknown>));
}
export async function lerViagem(tx: Tx, id: number): Promise<ViagemResumo> {
  const [v] = await listarViagens(tx, sql`v.id = ${id}`);
  if (!v) throw notFound('Viagem não encontrada.');
  return v;
}

const SELECT_PASSAGEIRO = sql`select a.id, a.numero, p.nome as paciente, p.cns, p.telefone, a.destino_id, d.nome as destino,
    l.nome as local, pt.nome as ponto, pt.bairro, a.horario_consulta::text as horario_consulta, a.tipo_passageiro,
    (select count(*) from tp_acompanhante x where x.agendamento_id = a.id) as acompanhantes, a.urgente, a.situacao, a.viagem_id
  from tp_agendamento a
  join cidadao p on p.id = a.paciente_id
  join tp_destino d on d.id = a.destino_id
  left join tp_destino_local l on l.id = a.local_id
  left join tp_ponto pt on pt.id = a.ponto_id`;

const passageiro = (r: Record<string, unknown>): PassageiroDoDia => ({
  id: Number(r.id),
  numero: Number(r.numero),
  paciente: String(r.paciente),
  cns: txt(r.cns),
  telefone: txt(r.telefone),
  destinoId: Number(r.destino_id),
  destino: String(r.destino),
  local: txt(r.local),
  ponto: txt(r.ponto),
  bairro: txt(r.bairro),
  horarioConsulta: txt(r.horario_consulta),
  tipoPassageiro: Number(r.tipo_passageiro),
  acompanhantes: Number(r.acompanhantes),
  urgente: Boolean(r.urgente),
  situacao: Number(r.situacao),
  viagemId: num(r.viagem_id),
});

export async function listarPassageiros(tx: Tx, onde: SQL): Promise<PassageiroDoDia[]> {
  const { rows } = await tx.execute(
    sql`${SELECT_PASSAGEIRO} where ${onde} order by d.nome, a.horario_consulta nulls last, a.urgente desc, p.nome`,
  );
  return rows.map((r) => passageiro(r as Record<string, unknown>));
}

export async function passageirosDaViagem(tx: Tx, viagemId: number): Promise<PassageiroDaViagem[]> {
  const lista = await listarPassageiros(tx, sql`a.viagem_id = ${viagemId} and a.situacao <> ${SA.cancelado}`);
  if (!lista.length) return [];
  const { rows } = await tx.execute(sql`select id, agendamento_id, nome, cns, embarcou from tp_acompanhante
    where agendamento_id in (${sql.join(
      lista.map((p) => sql`${p.id}`),
      sql`, `,
    )}) order by agendamento_id, ordem`);
  return lista.map((p) => ({
    ...p,
    acompanhantesLista: rows
      .filter((a) => Number(a.agendamento_id) === p.id)
      .map((a) => ({
        id: Number(a.id),
        nome: String(a.nome),
        cns: txt(a.cns),
        embarcou: a.embarcou === null ? null : Boolean(a.embarcou),
      })),
  }));
}

export async function detalheViagem(tx: Tx, id: number): Promise<ViagemDetalhe> {
  const v = await lerViagem(tx, id);
  const f = await um(
    tx,
    sql`select km_saida, km_chegada, combustivel_litros::float8 as cl, combustivel_valor::float8 as cv,
    pedagio_valor::float8 as pv, outras_despesas::float8 as od, ocorrencias, retorno_em, fechada_em from tp_viagem where id = ${id}`,
  );
  return {
    ...v,
    kmSaida: num(f?.km_saida),
    kmChegada: num(f?.km_chegada),
    combustivelLitros: num(f?.cl),
    combustivelValor: num(f?.cv),
    pedagioValor: num(f?.pv),
    outrasDespesas: num(f?.od),
    ocorrencias: txt(f?.ocorrencias),
    retornoEm: (f?.retorno_em as string | Date | null) ?? null,
    fechadaEm: (f?.fechada_em as string | Date | null) ?? null,
    passageirosLista: await passageirosDaViagem(tx, id),
  };
}

/**
 * The guard every trip write calls: locks the trip's row (so two coordinators' writes on it run one after the other)
 * and refuses a trip that is not open (closed: only reabertura-viagem changes it).
 */
export async function garantirViagemAberta(tx: Tx, id: number) {
  const v = await um(tx, sql`select id, situacao, data::text as data, veiculo_id, destino_id from tp_viagem where id = ${id} for update`);
  if (!v) throw notFound('Viagem não encontrada.');
  if (Number(v.situacao) === SV.fechada) throw unprocessable({ viagem_id: [M.fechada] }, M.fechada);
  if (Number(v.situacao) !== SV.aberta) throw unprocessable({ viagem_id: [M.naoAberta] }, M.naoAberta);
  return { id, data: String(v.data), veiculoId: Number(v.veiculo_id), destinoId: Number(v.destino_id) };
}

/** The trip's protocol number: `ano * 1_000_000 + sequence` of the municipality. */
export async function proximoNumeroViagem(tx: Tx, data: string) {
  const ano = Number(data.slice(0, 4));
  const r = await um(
    tx,
    sql`insert into sequencia (chave, valor) values (${`transporte-viagem:${ano}`}, 1)
    on conflict (cliente_id, chave) do update set valor = sequencia.valor + 1 returning valor`,
  );
  return ano * 1_000_000 + Number(r?.valor);
}

/** A driver can take a vehicle on a day: not blocked, licence valid that day and of a category covering the type. */
export function problemaDoCondutor(
  c: { nome: string; cnhCategoria: string; cnhValidade: string; bloqueado: boolean },
  tipoVeiculo: number,
  data: string,
) {
  if (c.bloqueado) return M.condutorBloqueado(c.nome);
  if (c.cnhValidade < data) return M.cnhVencida(c.nome, c.cnhValidade);
  const exigida = TIPOS_VEICULO.find((t) => t.value === tipoVeiculo)?.categoriaMinima ?? 'D';
  if (!categoriaCobre(c.cnhCategoria, exigida)) return M.cnhCategoria(c.nome, c.cnhCategoria, exigida);
  return null;
}
export const cnhVencendo = (validade: string, data: string) => {
  const limite = new Date(`${data}T12:00:00Z`);
  limite.setUTCDate(limite.getUTCDate() + DIAS_AVISO_CNH);
  return validade <= limite.toISOString().slice(0, 10);
};

/**
 * Checks (under the vehicle's row lock) the vehicle and driver of a trip on a day: the vehicle not blocked nor on
 * another trip that day, the driver able to drive it and not on another trip. `viagemId` is the trip itself (kept).
 */
export async function validarVeiculoCondutor(
  tx: Tx,
  a: { veiculoId: number; condutorId: number; data: string; viagemId?: number; campo?: string },
) {
  const campo = a.campo ?? 'veiculo_id';
  const ve = await um(
    tx,
    sql`select id, placa, tipo, lugares, lugares_cadeirante, lugares_maca, bloqueado from tp_veiculo where id = ${a.veiculoId} for update`,
  );
  if (!ve) throw unprocessable({ [campo]: ['Veículo não encontrado.'] });
  const placa = String(ve.placa);
  if (ve.bloqueado) throw unprocessable({ [campo]: [M.veiculoBloqueado(placa)] }, M.veiculoBloqueado(placa));
  const outra = sql`data = ${a.data} and situacao <> ${SV.cancelada} ${a.viagemId ? sql`and id <> ${a.viagemId}` : sql``}`;
  if (await um(tx, sql`select 1 from tp_viagem where veiculo_id = ${a.veiculoId} and ${outra}`))
    throw unprocessable({ [campo]: [M.veiculoOcupado(placa)] }, M.veiculoOcupado(placa));
  const c = await um(
    tx,
    sql`select nome, cnh_categoria, cnh_validade::text as validade, bloqueado from tp_condutor where id = ${a.condutorId}`,
  );
  if (!c) throw unprocessable({ condutor_id: ['Motorista não encontrado.'] });
  const problema = problemaDoCondutor(
    { nome: String(c.nome), cnhCategoria: String(c.cnh_categoria), cnhValidade: String(c.validade), bloqueado: Boolean(c.bloqueado) },
    Number(ve.tipo),
    a.data,
  );
  if (problema) throw unprocessable({ condutor_id: [problema] }, problema);
  if (await um(tx, sql`select 1 from tp_viagem where condutor_id = ${a.condutorId} and ${outra}`))
    throw unprocessable({ condutor_id: [M.condutorOcupado(String(c.nome))] }, M.condutorOcupado(String(c.nome)));
  return { placa, lugares: Number(ve.lugares), lugaresCadeirante: Number(ve.lugares_cadeirante), lugaresMaca: Number(ve.lugares_maca) };
}

/** After a write, under the trip's lock: the places taken must fit the vehicle (else 422 and the transaction rolls back). */
export async function conferirCapacidade(tx: Tx, viagemId: number, campo = 'agendamento_ids') {
  const v = await lerViagem(tx, viagemId);
  const o: Ocupacao = v.ocupacao;
  if (!cabe(o, v)) throw unprocessable({ [campo]: [M.lotado(v.placa, o, v)] }, M.lotado(v.placa, o, v));
  return v;
}

export async function eventoAgendamento(tx: Tx, agendamentoId: number, tipo: string, descricao: string, usuarioId: number) {
  await tx.execute(sql`insert into tp_agendamento_evento (agendamento_id, tipo, descricao, usuario_id)
    values (${agendamentoId}, ${tipo}, ${descricao}, ${usuarioId})`);
}
export async function eventoViagem(tx: Tx, viagemId: number, tipo: string, usuarioId: number, motivo: string | null, antes: unknown) {
  await tx.execute(sql`insert into tp_viagem_evento (viagem_id, tipo, motivo, antes, usuario_id)
    values (${viagemId}, ${tipo}, ${motivo}, ${antes === null ? null : JSON.stringify(antes)}::jsonb, ${usuarioId})`);
}
