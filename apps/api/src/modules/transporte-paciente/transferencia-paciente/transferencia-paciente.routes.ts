import {
  campoCarregadoSchema,
  carregarCampoSchema,
  diaOpcionalSchema,
  hojeIso,
  jornadaDoDiaFiltroSchema,
  jornadasDoDiaSchema,
  listagemFiltroSchema,
  listagemSchema,
  MENSAGENS_VIAGEM as M,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TP,
  transferenciaCreateFiltroSchema,
  transferenciaCreateSchema,
  transferenciaIndexSchema,
  transferenciaPassageiroGravadaSchema,
  transferenciaPassageiroSchema,
  URL_VIAGEM,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { carregarCampo, jornadasDoDia, opcoesDasViagens } from '../viagem/viagem.consultas.js';
import {
  conferirCapacidade,
  detalheViagem,
  eventoAgendamento,
  eventoViagem,
  garantirViagemAberta,
  lerViagem,
  listarViagens,
} from '../viagem/viagem.service.js';

const tags = ['transporte-paciente/transferencia-paciente'];

/**
 * Moves a booking (with its companions, who travel with it) to another open trip of the same day and destination.
 * Both trips are locked in id order (two transfers crossing never deadlock), the origin must be open too, and the
 * destination's places are checked under its lock. A tp_viagem_evento 'transferencia' on the destination keeps where
 * the passenger came from; the booking's history gets its line.
 */
export async function transferirPassageiro(
  tx: Tx,
  b: { agendamentoId: number; viagemId: number; motivo: string | null },
  usuarioId: number,
) {
  const a = (
    await tx.execute(
      sql`select id, numero, data::text as data, destino_id, viagem_id, situacao from tp_agendamento where id = ${b.agendamentoId}`,
    )
  ).rows[0];
  if (!a) throw notFound('Agendamento não encontrado.');
  const origemId = a.viagem_id === null ? null : Number(a.viagem_id);
  if (origemId === b.viagemId) throw unprocessable({ viagem_id: [M.mesmaViagem] }, M.mesmaViagem);
  for (const id of [origemId, b.viagemId].filter((x): x is number => x !== null).sort((x, y) => x - y)) await garantirViagemAberta(tx, id);
  const destino = await lerViagem(tx, b.viagemId);
  if (destino.data !== String(a.data) || destino.destinoId !== Number(a.destino_id)) {
    const msg = 'A viagem de destino deve ser do mesmo dia e destino do agendamento.';
    throw unprocessable({ viagem_id: [msg] }, msg);
  }
  if (![SA.agendado, SA.alocado].includes(Number(a.situacao) as 1 | 2)) {
    const msg = 'Somente passageiros agendados ou alocados podem ser transferidos.';
    throw unprocessable({ agendamento_id: [msg] }, msg);
  }
  await tx.execute(
    sql`update tp_agendamento set viagem_id = ${b.viagemId}, situacao = ${SA.alocado}, updated_at = now() where id = ${b.agendamentoId}`,
  );
  await conferirCapacidade(tx, b.viagemId, 'viagem_id');
  const origem = origemId ? await lerViagem(tx, origemId) : null;
  await eventoViagem(tx, b.viagemId, 'transferencia', usuarioId, b.motivo, { agendamentoId: b.agendamentoId, viagemOrigemId: origemId });
  await eventoAgendamento(
    tx,
    b.agendamentoId,
    'transferencia',
    `Transferido ${origem ? `da viagem ${origem.numero} ` : ''}para a viagem ${destino.numero}${b.motivo ? `: ${b.motivo}` : ''}.`,
    usuarioId,
  );
  return { origem, destino: await lerViagem(tx, b.viagemId) };
}

/**
 * transporte-paciente/transferencia-paciente (issue 23): the day's open trips (index, list), a trip's passengers with
 * the open trips of its day and destination they may go to (create), the dependent fields (load-field: a trip's
 * passengers, the trips a booking may go to), the recurring trips of the date (jornada) and the transfer.
 */
export function transferenciaPacienteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.transferencia };
  const abertasDoDia = (data: string) => sql`v.data = ${data} and v.situacao = ${SV.aberta}`;
  r.get(
    `${URL_VIAGEM.transferencia}/index`,
    { schema: { tags, querystring: diaOpcionalSchema, response: { 200: transferenciaIndexSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const data = req.query.data ?? hojeIso();
        return {
          data: {
            data,
            viagens: await listarViagens(tx, abertasDoDia(data)),
            destinos: await opcoesDasViagens(tx, abertasDoDia(data), sql`d.id`, sql`d.nome`),
          },
        };
      }),
  );
  r.get(
    `${URL_VIAGEM.transferencia}/create`,
    { schema: { tags, querystring: transferenciaCreateFiltroSchema, response: { 200: transferenciaCreateSchema } }, config },
    (req) =>
      req.tx(async (tx) => {
        const origem = await detalheViagem(tx, req.query.viagemId);
        const destinos = await listarViagens(
          tx,
          sql`${abertasDoDia(origem.data)} and v.destino_id = ${origem.destinoId} and v.id <> ${origem.id}`,
        );
        return { data: { origem, destinos } };
      }),
  );
  r.get(
    `${URL_VIAGEM.transferencia}/load-field`,
    { schema: { tags, querystring: carregarCampoSchema, response: { 200: campoCarregadoSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await carregarCampo(tx, req.query) })),
  );
  r.get(
    `${URL_VIAGEM.transferencia}/jornada`,
    { schema: { tags, querystring: jornadaDoDiaFiltroSchema, response: { 200: jornadasDoDiaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await jornadasDoDia(tx, req.query.data, req.query.destinoId) })),
  );
  r.get(
    `${URL_VIAGEM.transferencia}/list`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarViagens(tx, abertasDoDia(req.query.data)) })),
  );
  r.post(
    URL_VIAGEM.transferencia,
    { schema: { tags, body: transferenciaPassageiroSchema, response: { 200: transferenciaPassageiroGravadaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await transferirPassageiro(tx, req.body, req.auth.usuarioId) })),
  );
}
