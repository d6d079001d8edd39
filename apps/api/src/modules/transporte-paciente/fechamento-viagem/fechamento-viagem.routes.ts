import {
  diaOpcionalSchema,
  fechamentoViagemSchema,
  fusoHorario,
  horariosSchema,
  listagemFiltroSchema,
  listagemSchema,
  MENSAGENS_VIAGEM as M,
  opcoesDoDiaSchema,
  SITUACAO_AGENDAMENTO_TRANSPORTE as SA,
  SITUACAO_VIAGEM as SV,
  TP,
  URL_VIAGEM,
  viagemDetalheRespostaSchema,
  viagensPaginadasFiltroSchema,
  viagensPaginadasSchema,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { horariosDasViagens, opcoesDasViagens, paginarViagens } from '../viagem/viagem.consultas.js';
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
      sql`select 1 from tp_viagem where id = ${id} and ${b.retornoEm}::timestamptz < (data + horario_saida) at time zone ${fusoHorario()}`,
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

/**
 * transporte-paciente/fechamento-viagem (issue 23): the open trips waiting to be closed (index, paged with the filters
 * of vehicle, driver, departure time and day; search by number, destination, plate or driver), the filters' options
 * (veiculo, motorista, horario: drawn from the open trips), the trips of a day (form), one trip (form/{id}) and the
 * closing (PUT form/{id}, and PUT {id} as the spec names it: the same handler).
 */
export function fechamentoViagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.fechamento };
  const abertas = (data?: string | null): SQL => sql`v.situacao = ${SV.aberta}${data ? sql` and v.data = ${data}` : sql``}`;
  for (const caminho of ['index', 'search'])
    r.get(
      `${URL_VIAGEM.fechamento}/${caminho}`,
      { schema: { tags, querystring: viagensPaginadasFiltroSchema, response: { 200: viagensPaginadasSchema } }, config },
      (req) => req.tx((tx) => paginarViagens(tx, abertas(), req.query)),
    );
  const opcoes = (caminho: string, coluna: SQL, nome: SQL) =>
    r.get(
      `${URL_VIAGEM.fechamento}/${caminho}`,
      { schema: { tags, querystring: diaOpcionalSchema, response: { 200: opcoesDoDiaSchema } }, config },
      (req) => req.tx(async (tx) => ({ data: await opcoesDasViagens(tx, abertas(req.query.data), coluna, nome) })),
    );
  opcoes('veiculo', sql`ve.id`, sql`ve.placa || ' — ' || ve.descricao`);
  opcoes('motorista', sql`c.id`, sql`c.nome`);
  r.get(
    `${URL_VIAGEM.fechamento}/horario`,
    { schema: { tags, querystring: diaOpcionalSchema, response: { 200: horariosSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await horariosDasViagens(tx, abertas(req.query.data)) })),
  );
  r.get(
    `${URL_VIAGEM.fechamento}/form`,
    { schema: { tags, querystring: listagemFiltroSchema, response: { 200: listagemSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await listarViagens(tx, abertas(req.query.data)) })),
  );
  r.get(
    `${URL_VIAGEM.fechamento}/form/:id`,
    { schema: { tags, params: idParams, response: { 200: viagemDetalheRespostaSchema } }, config },
    (req) => req.tx(async (tx) => ({ data: await detalheViagem(tx, req.params.id) })),
  );
  const fechar = {
    schema: { tags, params: idParams, body: fechamentoViagemSchema, response: { 200: viagemDetalheRespostaSchema } },
    config,
  } as const;
  for (const caminho of ['form/:id', ':id'])
    r.put(`${URL_VIAGEM.fechamento}/${caminho}`, fechar, (req) =>
      req.tx(async (tx) => ({ data: await fecharViagem(tx, req.params.id, req.body, req.auth.usuarioId) })),
    );
}
