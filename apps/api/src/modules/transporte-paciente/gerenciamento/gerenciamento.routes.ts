import { embarqueSchema, SITUACAO_AGENDAMENTO_TRANSPORTE as SA, TP, URL_VIAGEM, viagemDetalheRespostaSchema } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { detalheViagem, eventoAgendamento, garantirViagemAberta } from '../viagem/viagem.service.js';

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

/** transporte-paciente/gerenciamento (list, create/{id}; issue 23): a trip's passengers, boarding and no-shows. */
export function gerenciamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${URL_VIAGEM.gerenciamento}/:id`,
    { schema: { tags, params: idParams, response: { 200: viagemDetalheRespostaSchema } }, config: { permission: TP.gerenciamentoVer } },
    (req) => req.tx(async (tx) => ({ data: await detalheViagem(tx, req.params.id) })),
  );
  r.put(
    `${URL_VIAGEM.gerenciamento}/:id`,
    {
      schema: { tags, params: idParams, body: embarqueSchema, response: { 200: viagemDetalheRespostaSchema } },
      config: { permission: TP.gerenciamentoEditar },
    },
    (req) => req.tx(async (tx) => ({ data: await registrarEmbarque(tx, req.params.id, req.body, req.auth.usuarioId) })),
  );
}
