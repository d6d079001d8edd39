import {
  MENSAGENS_VIAGEM as M,
  type montagemSchema,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  sugerirMontagem,
  type ViagemResumo,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { condutoresDoDia, jornadasDoDia, veiculosDoDia } from '../viagem/viagem.consultas.js';
import {
  conferirCapacidade,
  eventoAgendamento,
  garantirViagemAberta,
  lerViagem,
  listarPassageiros,
  listarViagens,
  proximoNumeroViagem,
  validarVeiculoCondutor,
} from '../viagem/viagem.service.js';

/**
 * escolher-veiculo (issue 23): the day's assembly screen data and its saving. The screen lists the day's booked
 * passengers (agendado and alocado), the vehicles (not blocked; `ocupado` when already on a trip that day), the drivers
 * whose licence is valid on the day (the category is checked against the chosen vehicle), the open trips and a
 * suggested assembly of the passengers not yet placed over the free vehicles.
 */
export async function formMontagem(tx: Tx, data: string) {
  const passageiros = await listarPassageiros(tx, sql`a.data = ${data} and a.situacao in (${SA.agendado}, ${SA.alocado})`);
  const veiculos = await veiculosDoDia(tx, data);
  const condutores = await condutoresDoDia(tx, data);
  const { rows: destinos } = await tx.execute(sql`select id, nome, tempo_viagem_min from tp_destino d
    where not d.bloqueado or exists (select 1 from tp_agendamento a where a.destino_id = d.id and a.data = ${data}) order by nome`);
  const par = (await tx.execute(sql`select margem_chegada_min from tp_parametrizacao limit 1`)).rows[0];
  const margemChegadaMin = par ? Number(par.margem_chegada_min) : 60;
  const listaDestinos = destinos.map((d) => ({
    id: Number(d.id),
    nome: String(d.nome),
    tempoViagemMin: d.tempo_viagem_min === null ? null : Number(d.tempo_viagem_min),
  }));
  return {
    data,
    margemChegadaMin,
    passageiros,
    veiculos,
    condutores,
    destinos: listaDestinos,
    viagens: await listarViagens(tx, sql`v.data = ${data} and v.situacao <> ${SV.cancelada}`),
    jornadas: await jornadasDoDia(tx, data),
    sugestao: sugerirMontagem({
      passageiros: passageiros.filter((p) => p.situacao === SA.agendado),
      veiculos: veiculos.filter((v) => !v.ocupado),
      destinos: listaDestinos,
      margemChegadaMin,
    }),
  };
}

/**
 * Saves the assembly in one transaction: each trip new (vehicle locked, checked free, driver checked; numbered by the
 * `sequencia`) or an open one (its row locked); the bookings move to it (only those still `agendado`, of the day and
 * destination: a booking another coordinator placed meanwhile is refused) and the places are checked under the lock.
 */
export async function salvarMontagem(tx: Tx, b: z.output<typeof montagemSchema>, usuarioId: number): Promise<ViagemResumo[]> {
  const salvas: number[] = [];
  for (const [i, v] of b.viagens.entries()) {
    let viagemId: number;
    if (v.viagemId) {
      const atual = await garantirViagemAberta(tx, v.viagemId);
      if (atual.data !== b.data) throw unprocessable({ [`viagens.${i}.viagem_id`]: ['A viagem é de outro dia.'] });
      await validarVeiculoCondutor(tx, { veiculoId: v.veiculoId, condutorId: v.condutorId, data: b.data, viagemId: v.viagemId });
      viagemId = v.viagemId;
      await tx.execute(sql`update tp_viagem set veiculo_id = ${v.veiculoId}, condutor_id = ${v.condutorId}, horario_saida = ${v.horarioSaida},
        updated_at = now() where id = ${viagemId}`);
    } else {
      if (!v.agendamentoIds.length) throw unprocessable({ [`viagens.${i}.agendamento_ids`]: [M.semPassageiros] }, M.semPassageiros);
      await validarVeiculoCondutor(tx, { veiculoId: v.veiculoId, condutorId: v.condutorId, data: b.data });
      const numero = await proximoNumeroViagem(tx, b.data);
      const r =
        await tx.execute(sql`insert into tp_viagem (numero, data, horario_saida, destino_id, jornada_id, veiculo_id, condutor_id, montada_por)
        values (${numero}, ${b.data}, ${v.horarioSaida}, ${v.destinoId}, ${v.jornadaId ?? null}, ${v.veiculoId}, ${v.condutorId}, ${usuarioId})
        returning id`);
      viagemId = Number(r.rows[0]?.id);
    }
    const ids = [...new Set(v.agendamentoIds)];
    if (ids.length) {
      const { rows } = await tx.execute(sql`update tp_agendamento set viagem_id = ${viagemId}, situacao = ${SA.alocado}, updated_at = now()
        where id in (${sql.join(
          ids.map((x) => sql`${x}`),
          sql`, `,
        )}) and data = ${b.data} and destino_id = ${v.destinoId} and situacao = ${SA.agendado} and viagem_id is null
        returning id`);
      const feitos = new Set(rows.map((r) => Number(r.id)));
      const faltam = ids.filter((x) => !feitos.has(x));
      if (faltam.length) {
        const { rows: n } = await tx.execute(
          sql`select numero from tp_agendamento where id in (${sql.join(
            faltam.map((x) => sql`${x}`),
            sql`, `,
          )}) order by numero`,
        );
        const msg = M.agendamentoIndisponivel(n.map((x) => String(x.numero)).join(', ') || faltam.join(', '));
        throw unprocessable({ [`viagens.${i}.agendamento_ids`]: [msg] }, msg);
      }
      await conferirCapacidade(tx, viagemId, `viagens.${i}.agendamento_ids`);
      const { numero } = await lerViagem(tx, viagemId);
      for (const id of ids) await eventoAgendamento(tx, id, 'alocacao', `Alocado na viagem ${numero}.`, usuarioId);
    }
    salvas.push(viagemId);
  }
  return listarViagens(
    tx,
    sql`v.id in (${sql.join(
      salvas.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
}
