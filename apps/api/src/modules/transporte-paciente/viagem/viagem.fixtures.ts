import { fusoHorario } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * A transport scenario of its own for the trip tests, by direct inserts (the registries and the booking screens are
 * others' work): a destination with a suffix (so files sharing the database never meet these rows), vehicles,
 * drivers, a boarding point and bookings on a day far in the future (each scenario its own day: no other trip of the
 * demo falls on it).
 */
export interface CenarioViagem {
  sufixo: string;
  data: string;
  destinoId: number;
  pontoId: number;
  usuarioId: number;
  veiculo: (o: { lugares: number; cadeirante?: number; maca?: number; tipo?: number; bloqueado?: boolean }) => Promise<number>;
  condutor: (o?: { categoria?: string; validade?: string; nome?: string }) => Promise<number>;
  agendamento: (o?: { tipo?: number; acompanhantes?: number; horario?: string | null; nome?: string }) => Promise<number>;
}

const um = async (tx: Tx, q: SQL) => (await tx.execute(q)).rows[0] as Record<string, unknown>;
let seq = 0;

export async function montarCenarioViagem(tx: Tx, sufixo = Math.random().toString(36).slice(2, 8).toUpperCase()): Promise<CenarioViagem> {
  // a day 2–5 years ahead, different per scenario
  const dias = 730 + Math.floor(Math.random() * 1000);
  const data = String((await um(tx, sql`select ((now() at time zone ${fusoHorario()})::date + ${dias}::int)::text as d`)).d);
  const destinoId = Number(
    (
      await um(
        tx,
        sql`insert into tp_destino (nome, municipio_id, distancia_km, tempo_viagem_min) values (${`Recife ${sufixo}`}, 2611606, 230, 210) returning id`,
      )
    ).id,
  );
  const pontoId = Number(
    (await um(tx, sql`insert into tp_ponto (nome, bairro) values (${`Praça ${sufixo}`}, ${`Heliópolis ${sufixo}`}) returning id`)).id,
  );
  const usuarioId = Number((await um(tx, sql`select id from usuario where login = 'coordenador'`)).id);
  return cenarioDe(tx, { sufixo, data, destinoId, pontoId, usuarioId });
}

/** The scenario's builders bound to another transaction (the one a scenario was made in is closed after it). */
export function cenarioDe(tx: Tx, base: Pick<CenarioViagem, 'sufixo' | 'data' | 'destinoId' | 'pontoId' | 'usuarioId'>): CenarioViagem {
  const { sufixo, data, destinoId, pontoId, usuarioId } = base;
  return {
    ...base,
    async veiculo(o) {
      seq++;
      const placa = `${sufixo
        .replace(/[^A-Z]/g, 'X')
        .padEnd(3, 'X')
        .slice(
          0,
          3,
        )}${String(seq % 10)}${'ABCDEFGHIJ'[Math.floor(Math.random() * 10)]}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
      return Number(
        (
          await um(
            tx,
            sql`insert into tp_veiculo (placa, tipo, descricao, lugares, lugares_cadeirante, lugares_maca, bloqueado)
            values (${placa}, ${o.tipo ?? 2}, ${`Van ${sufixo} ${seq}`}, ${o.lugares}, ${o.cadeirante ?? 0}, ${o.maca ?? 0}, ${o.bloqueado ?? false}) returning id`,
          )
        ).id,
      );
    },
    async condutor(o = {}) {
      seq++;
      const cnh = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
      return Number(
        (
          await um(
            tx,
            sql`insert into tp_condutor (nome, cnh_numero, cnh_categoria, cnh_validade)
            values (${o.nome ?? `MOTORISTA ${sufixo} ${seq}`}, ${cnh}, ${o.categoria ?? 'D'}, ${o.validade ?? '2099-12-31'}) returning id`,
          )
        ).id,
      );
    },
    async agendamento(o = {}) {
      seq++;
      const pacienteId = Number(
        (await um(tx, sql`insert into cidadao (nome) values (${o.nome ?? `PASSAGEIRO ${sufixo} ${seq}`}) returning id`)).id,
      );
      const numero = 900_000_000 + Math.floor(Math.random() * 99_000_000);
      const id = Number(
        (
          await um(
            tx,
            sql`insert into tp_agendamento (numero, paciente_id, data, horario_consulta, destino_id, ponto_id, tipo_passageiro, usuario_id)
            values (${numero}, ${pacienteId}, ${data}, ${o.horario === undefined ? '08:00' : o.horario}, ${destinoId}, ${pontoId}, ${o.tipo ?? 1}, ${usuarioId})
            returning id`,
          )
        ).id,
      );
      for (let i = 1; i <= (o.acompanhantes ?? 0); i++) {
        await tx.execute(
          sql`insert into tp_acompanhante (agendamento_id, ordem, nome) values (${id}, ${i}, ${`ACOMPANHANTE ${i} ${sufixo} ${seq}`})`,
        );
      }
      return id;
    },
  };
}
