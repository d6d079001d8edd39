import {
  embarqueSchema,
  gerenciamentoFormSchema,
  hojeIso,
  incluirPassageirosSchema,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagemDetalheRespostaSchema,
  viagensPaginadasFiltroSchema,
  viagensPaginadasSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { salvarMontagem } from '../escolher-veiculo/escolher-veiculo.service.js';
import { paginarViagens } from '../viagem/viagem.consultas.js';
import { detalheViagem, eventoAgendamento, garantirViagemAberta, lerViagem, listarPassageiros } from '../viagem/viagem.service.js';

const tags = ['transporte-paciente/gerenciamento'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Boarding and no-shows of an open trip's passengers: a passenger boards (embarcou, with the instant) or not (faltou:
 * the seat is freed, companions too); each companion boards or not. One booking event per change.
 */
export async function registrarEmbarque(tx: Tx, viagemId: number, b: z.output<typeof embarqueSchema>, usuarioId: number) {
  await garantirViagemAberta(tx, viagemId);
  for (const [i, p] of b.passageiros.entries()) {
    const a = (
      await tx.execute(sql`select situacao from tp_agendamento where id = ${p.agendamentoId} and viagem_id = ${viagemId} for update`)
    ).rows[0];
    if (!a || ![SA.alocado, SA.embarcou, SA.faltou].includes(Number(a.situacao) as 2 | 3 | 4)) {
      throw unprocessable({ [`passageiros.${i}.agendamento_id`]: ['Passageiro não pertence a esta viagem.'] });
    }
    const nova = p.embarcou ? SA.embarcou : SA.faltou;
    await tx.execute(sql`update tp_agendamento set situacao = ${nova}, embarcou_em = ${p.embarcou ? sql`coalesce(embarcou_em, now())` : null},
      updated_at = now() where id = ${p.agendamentoId}`);
    for (const ac of p.acompanhantes) {
      await tx.execute(sql`update tp_acompanhante set embarcou = ${p.embarcou && ac.embarcou}, updated_at = now()
        where id = ${ac.id} and agendamento_id = ${p.agendamentoId}`);
    }
    if (!p.embarcou) await tx.execute(sql`update tp_acompanhante set embarcou = false where agendamento_id = ${p.agendamentoId}`);
    if (Number(a.situacao) !== nova) {
      await eventoAgendamento(
        tx,
        p.agendamentoId,
        p.embarcou ? 'embarque' : 'falta',
        p.embarcou ? 'Embarcou.' : 'Não compareceu ao embarque.',
        usuarioId,
      );
    }
  }
  return detalheViagem(tx, viagemId);
}

/**
 * Adds booked passengers (of the trip's day and destination, still waiting for a vehicle) to an open trip: a late
 * booking boards the trip already assembled. The assembly's saving does it (trip locked, bookings checked, places
 * checked under the lock, one event per booking), with the trip's own vehicle, driver and departure.
 */
export async function incluirPassageiros(tx: Tx, b: z.output<typeof incluirPassageirosSchema>, usuarioId: number) {
  const v = await lerViagem(tx, b.viagemId);
  await salvarMontagem(
    tx,
    {
      data: v.data,
      viagens: [
        {
          viagemId: v.id,
          destinoId: v.destinoId,
          veiculoId: v.veiculoId,
          condutorId: v.condutorId,
          horarioSaida: v.horarioSaida,
          agendamentoIds: b.agendamentoIds,
        },
      ],
    },
    usuarioId,
  );
  return detalheViagem(tx, v.id);
}

/**
 * transporte-paciente/gerenciamento (issue 23): the trips of a day (datatable, paged), a trip's passengers ({id}), the
 * boarding form (create/{id}: the trip, whether it is open, how many are still unmarked and the day's bookings of its
 * destination that may still join it), adding passengers (POST) and boarding and no-shows (PUT {id}).
 */
export function gerenciamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ver = { permission: TP.gerenciamentoVer };
  const editar = { permission: TP.gerenciamentoEditar };
  r.get(
    `${URL_VIAGEM.gerenciamento}/datatable`,
    { schema: { tags, querystring: viagensPaginadasFiltroSchema, response: { 200: viagensPaginadasSchema } }, config: ver },
    (req) =>
      req.tx((tx) =>
        paginarViagens(tx, sql`v.situacao <> ${SV.cancelada}`, {
          ...req.query,
          data: req.query.dataInicio ? req.query.data : (req.query.data ?? hojeIso()),
        }),
      ),
  );
  r.get(
    `${URL_VIAGEM.gerenciamento}/create/:id`,
    { schema: { tags, params: idParams, response: { 200: gerenciamentoFormSchema } }, config: editar },
    (req) =>
      req.tx(async (tx) => {
        const model = await detalheViagem(tx, req.params.id);
        const passageirosEsperando =
          model.situacao === SV.aberta
            ? await listarPassageiros(
                tx,
                sql`a.data = ${model.data} and a.destino_id = ${model.destinoId} and a.situacao = ${SA.agendado} and a.viagem_id is null`,
              )
            : [];
        const form = {
          aberta: model.situacao === SV.aberta,
          pendentes: model.passageirosLista.filter((p) => p.situacao === SA.alocado).length,
          passageirosEsperando,
        };
        return { data: { form, model } };
      }),
  );
  r.post(
    URL_VIAGEM.gerenciamento,
    { schema: { tags, body: incluirPassageirosSchema, response: { 200: viagemDetalheRespostaSchema } }, config: editar },
    (req) => req.tx(async (tx) => ({ data: await incluirPassageiros(tx, req.body, req.auth.usuarioId) })),
  );
  r.get(
    `${URL_VIAGEM.gerenciamento}/:id`,
    { schema: { tags, params: idParams, response: { 200: viagemDetalheRespostaSchema } }, config: ver },
    (req) => req.tx(async (tx) => ({ data: await detalheViagem(tx, req.params.id) })),
  );
  r.put(
    `${URL_VIAGEM.gerenciamento}/:id`,
    {
      schema: { tags, params: idParams, body: embarqueSchema, response: { 200: viagemDetalheRespostaSchema } },
      config: editar,
    },
    (req) => req.tx(async (tx) => ({ data: await registrarEmbarque(tx, req.params.id, req.body, req.auth.usuarioId) })),
  );
}
