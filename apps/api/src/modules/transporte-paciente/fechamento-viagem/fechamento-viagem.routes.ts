import {
  fechamentoViagemSchema,
  listagemFiltroSchema,
  listagemSchema,
  MENSAGENS_VIAGEM as M,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagemDetalheRespostaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { FUSO } from '../../../lib/sql/tempo.js';
import { detalheViagem, eventoViagem, garantirViagemAberta, listarViagens } from '../viagem/viagem.service.js';

const tags = ['transporte-paciente/fechamento-viagem'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Closes an open trip: every passenger must be marked boarded or no-show first (422 listing who is not), km in ≥ km
 * out, the return not before the departure; the trip becomes closed (refuses changes until reopened).
 */
export async function fecharViagem(tx: Tx, id: number, b: z.output<typeof fechamentoViagemSchema>, usuarioId: number) {
  await garantirViagemAberta(tx, id);
  const { rows } = await tx.execute(sql`select p.nome from tp_agendamento a join cidadao p on p.id = a.paciente_id
    where a.viagem_id = ${id} and a.situacao = ${SA.alocado} order by p.nome`);
  if (rows.length) {
    const msg = M.passageirosPendentes(rows.map((r) => String(r.nome)));
    throw unprocessable({ passageiros: [msg] }, msg);
  }
  const antes = (
    await tx.execute(
      sql`select 1 from tp_viagem where id = ${id} and ${b.retornoEm}::timestamptz < (data + horario_saida) at time zone ${FUSO}`,
    )
  ).rows[0];
  if (antes) throw unprocessable({ retorno_em: [M.retornoAntes] }, M.retornoAntes);
  await tx.execute(sql`update tp_viagem set km_saida = ${b.kmSaida}, km_chegada = ${b.kmChegada}, combustivel_litros = ${b.combustivelLitros},
    combustivel_valor = ${b.combustivelValor}, pedagio_valor = ${b.pedagioValor}, outras_despesas = ${b.outrasDespesas},
    ocorrencias = ${b.ocorrencias}, retorno_em = ${b.retornoEm}, situacao = ${SV.fechada}, fechada_em = now(), fechada_por = ${usuarioId},
    updated_at = now() where id = ${id}`);
  await eventoViagem(tx, id, 'fechamento', usuarioId, null, null);
  return detalheViagem(tx, id);
}

/** transporte-paciente/fechamento-viagem/form (issue 23): the trips to close and the closing. */
export function fechamentoViagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.fechamento };
  r.get(
    `${URL_VIAGEM.fechamento}/form`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarViagens(tx, sql`v.data = ${req.query.data} and v.situacao = ${SV.aberta}`) })),
  );
  r.get(
    `${URL_VIAGEM.fechamento}/form/:id`,
    { schema: { tags, params: idParams, response: { 200: viagemDetalheRespostaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await detalheViagem(tx, req.params.id) })),
  );
  r.put(
    `${URL_VIAGEM.fechamento}/form/:id`,
    { schema: { tags, params: idParams, body: fechamentoViagemSchema, response: { 200: viagemDetalheRespostaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await fecharViagem(tx, req.params.id, req.body, req.auth.usuarioId) })),
  );
}
