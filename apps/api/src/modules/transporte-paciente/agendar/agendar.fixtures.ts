import { somarDias } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';

/** IBGE codes of the demo's destinations. */
export const IBGE = { recife: 2611606, caruaru: 2604106 } as const;

/**
 * SQL fixtures of patient transport for the suites of the booking and trip screens (issue 23): the registries'
 * rows written directly (destination with a place, boarding point, reason, group, vehicles, recurring trips) in
 * one municipality, with a random suffix so suites never meet each other's or the demo's rows.
 */
export async function cenarioTransporte(ctx: TestContext, link = 'demo') {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  const clienteId = c?.id as number;
  const sufixo = Math.random().toString(36).slice(2, 8);
  const em = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
  const um = async (tx: Tx, q: ReturnType<typeof sql>) => Number(((await tx.execute(q)).rows[0] as { id: number }).id);
  const base = await em(async (tx) => {
    const destino = await um(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km, tempo_viagem_min) values (${`Recife ${sufixo}`}, ${IBGE.recife}, 230, 210) returning id`,
    );
    const outroDestino = await um(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km, tempo_viagem_min) values (${`Caruaru ${sufixo}`}, ${IBGE.caruaru}, 100, 90) returning id`,
    );
    const local = await um(
      tx,
      sql`insert into tp_destino_local (destino_id, nome, endereco, telefone) values (${destino}, ${`Hospital da Restauração ${sufixo}`}, 'Av. Gov. Agamenon Magalhães, s/n', '8131815400') returning id`,
    );
    const localOutro = await um(
      tx,
      sql`insert into tp_destino_local (destino_id, nome) values (${outroDestino}, ${`Hospital Regional do Agreste ${sufixo}`}) returning id`,
    );
    const ponto = await um(
      tx,
      sql`insert into tp_ponto (nome, endereco, bairro, referencia) values (${`Praça Mestre Dominguinhos ${sufixo}`}, 'Praça Mestre Dominguinhos', 'Centro', 'Em frente ao relógio das flores') returning id`,
    );
    const motivo = await um(tx, sql`insert into tp_motivo (nome) values (${`Consulta especializada ${sufixo}`}) returning id`);
    const grupo = await um(tx, sql`insert into tp_grupo (nome) values (${`Hemodiálise ${sufixo}`}) returning id`);
    return { destino, outroDestino, local, localOutro, ponto, motivo, grupo };
  });
  let nv = 0;
  /** A vehicle (5 seats, 1 wheelchair place by default). */
  const veiculo = (over: { lugares?: number; cadeirante?: number; maca?: number; tipo?: number } = {}) =>
    em((tx) => {
      nv++;
      const placa = `${String.fromCharCode(65 + (nv % 26))}${sufixo.slice(0, 2).toUpperCase().replace(/\d/g, 'X')}${String(Math.floor(Math.random() * 10))}A${String(10 + Math.floor(Math.random() * 89))}`;
      return um(
        tx,
        sql`insert into tp_veiculo (placa, tipo, descricao, lugares, lugares_cadeirante, lugares_maca)
            values (${placa}, ${over.tipo ?? 2}, ${`Van ${sufixo} ${nv}`}, ${over.lugares ?? 5}, ${over.cadeirante ?? 1}, ${over.maca ?? 0}) returning id`,
      );
    });
  let nj = 0;
  /** A recurring trip to a destination (every day by default), with a usual vehicle or none. */
  const jornada = (over: { destino?: number; veiculo?: number | null; dias?: number[]; horario?: string } = {}) =>
    em((tx) => {
      nj++;
      return um(
        tx,
        sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo, veiculo_id, ponto_id)
            values (${`Viagem ${sufixo} ${nj}`}, ${over.destino ?? base.destino}, ${`{${(over.dias ?? [0, 1, 2, 3, 4, 5, 6]).join(',')}}`}::smallint[],
                    ${over.horario ?? '04:30'}, 2, ${over.veiculo ?? null}, ${base.ponto}) returning id`,
      );
    });
  let np = 0;
  const paciente = (over: { nome?: string; telefone?: string } = {}) =>
    em((tx) => {
      np++;
      const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
      return um(
        tx,
        sql`insert into cidadao (nome, cpf, data_nascimento, telefone)
            values (${over.nome ?? `Paciente Transporte ${sufixo} ${np}`}, ${cpf}, '1958-03-14', ${over.telefone ?? '87999112233'}) returning id`,
      );
    });
  /** A day `n` days from today (Recife). */
  const dia = (n = 3) => somarDias(agoraLocal().hoje, n);
  return { clienteId, sufixo, em, veiculo, jornada, paciente, dia, ...base };
}
export type CenarioTransporte = Awaited<ReturnType<typeof cenarioTransporte>>;
