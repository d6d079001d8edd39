import {
  TP,
  tpExcluirVariosSchema,
  tpPreAgendamentoBuscaSchema,
  tpPreAgendamentoListaSchema,
  tpPreAgendamentoRespostaSchema,
  tpPreAgendamentoSchema,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { unidadeDaLotacao } from '../../agenda/index.js';

const base = '/api/transporte-paciente/pre-agendamento-transporte';
const tags = ['transporte-paciente/pre-agendamento-transporte'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
type Pedido = z.output<typeof tpPreAgendamentoSchema>;

/** Reads pre-bookings under a WHERE (p = tp_pre_agendamento). */
export async function listarPreAgendamentos(tx: Tx, onde: SQL, limite = 500) {
  const { rows } = await tx.execute(sql`
    select p.id, p.paciente_id, c.nome as paciente_nome, c.cns, p.origem, p.destino_id, d.nome as destino_nome, p.local_id,
           l.nome as local_nome, p.motivo_id, m.nome as motivo_nome, p.data_desejada::text as data_desejada,
           p.horario_consulta::text as horario_consulta, p.tipo_passageiro, p.acompanhantes, p.regulacao_numero, p.observacao,
           p.agendado_em, p.created_at as criado_em
      from tp_pre_agendamento p join cidadao c on c.id = p.paciente_id
      left join tp_destino d on d.id = p.destino_id left join tp_destino_local l on l.id = p.local_id
      left join tp_motivo m on m.id = p.motivo_id
     where ${onde}
     order by p.data_desejada nulls last, p.created_at, p.id
     limit ${limite}`);
  const n = (x: unknown) => (x == null ? null : Number(x));
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    pacienteId: Number(r.paciente_id),
    pacienteNome: String(r.paciente_nome),
    cns: (r.cns as string | null) ?? null,
    origem: Number(r.origem),
    destinoId: n(r.destino_id),
    destinoNome: (r.destino_nome as string | null) ?? null,
    localId: n(r.local_id),
    localNome: (r.local_nome as string | null) ?? null,
    motivoId: n(r.motivo_id),
    motivoNome: (r.motivo_nome as string | null) ?? null,
    dataDesejada: (r.data_desejada as string | null) ?? null,
    horarioConsulta: (r.horario_consulta as string | null) ?? null,
    tipoPassageiro: Number(r.tipo_passageiro),
    acompanhantes: Number(r.acompanhantes),
    regulacaoNumero: (r.regulacao_numero as string | null) ?? null,
    observacao: (r.observacao as string | null) ?? null,
    agendadoEm: (r.agendado_em as string | Date | null) ?? null,
    criadoEm: r.criado_em as string | Date,
  }));
}

async function lerUm(tx: Tx, id: number) {
  const [p] = await listarPreAgendamentos(tx, sql`p.id = ${id}`, 1);
  if (!p) throw notFound('Pedido de transporte não encontrado.');
  return p;
}

async function conferir(tx: Tx, v: Pedido) {
  const existe = async (tabela: string, id: number | null, extra: SQL = sql``) =>
    id == null || (await tx.execute(sql`select 1 from ${sql.identifier(tabela)} where id = ${id} ${extra}`)).rows.length > 0;
  if (!(await existe('cidadao', v.pacienteId))) throw unprocessable({ paciente_id: ['Paciente não encontrado.'] });
  if (!(await existe('tp_destino', v.destinoId))) throw unprocessable({ destino_id: ['Destino não encontrado.'] });
  if (v.localId && !v.destinoId) throw unprocessable({ destino_id: ['Informe o destino do local de atendimento.'] });
  if (!(await existe('tp_destino_local', v.localId, sql`and destino_id = ${v.destinoId}`)))
    throw unprocessable({ local_id: ['O local de atendimento não pertence a este destino.'] });
  if (!(await existe('tp_motivo', v.motivoId))) throw unprocessable({ motivo_id: ['Motivo da viagem não encontrado.'] });
}

/**
 * transporte-paciente/pre-agendamento-transporte (001 §7: POST, GET {id}/edit, DELETE {id}, POST delete-all,
 * GET search?query, PUT {id}): requests waiting for a seat — from the desk, a referral or regulation. Booking one
 * (agendar with `pre_agendamento_id`) takes it off the waiting list; a booked request can no longer be changed or deleted.
 */
export function preAgendamentoTransporteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cadastrar = { permission: TP.preAgendamentoCadastrar };

  r.get(
    `${base}/search`,
    {
      schema: { tags, querystring: tpPreAgendamentoBuscaSchema, response: { 200: tpPreAgendamentoListaSchema } },
      config: { permission: TP.preAgendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const partes: SQL[] = [q.todos === '1' ? sql`true` : sql`p.agendado_em is null`];
        if (q.destinoId) partes.push(sql`p.destino_id = ${q.destinoId}`);
        const termo = q.query?.trim();
        if (termo) {
          const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
          const digitos = termo.replace(/\D/g, '');
          partes.push(sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(d.nome, ''))) like f_unaccent(${like})
                          ${digitos.length >= 4 ? sql`or c.cpf = ${digitos} or c.cns = ${digitos} or p.regulacao_numero = ${termo}` : sql``})`);
        }
        return { data: await listarPreAgendamentos(tx, sql.join(partes, sql` and `)) };
      }),
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: tpPreAgendamentoRespostaSchema } }, config: { permission: TP.preAgendamentoVer } },
    (req) => req.tx(async (tx) => ({ data: await lerUm(tx, req.params.id) })),
  );

  r.post(
    base,
    { schema: { tags, body: tpPreAgendamentoSchema, response: { 201: tpPreAgendamentoRespostaSchema } }, config: cadastrar },
    async (req, reply) =>
      reply.status(201).send(
        await req.tx(async (tx) => {
          const v = req.body;
          await conferir(tx, v);
          const { rows } = await tx.execute(sql`
            insert into tp_pre_agendamento (paciente_id, origem, destino_id, local_id, motivo_id, data_desejada, horario_consulta,
                                            tipo_passageiro, acompanhantes, regulacao_numero, unidade_id, observacao, usuario_id)
            values (${v.pacienteId}, ${v.origem}, ${v.destinoId}, ${v.localId}, ${v.motivoId}, ${v.dataDesejada}, ${v.horarioConsulta},
                    ${v.tipoPassageiro}, ${v.acompanhantes}, ${v.regulacaoNumero}, ${await unidadeDaLotacao(tx, req.auth.lotacaoId)},
                    ${v.observacao}, ${req.auth.usuarioId})
            returning id`);
          return { data: await lerUm(tx, Number((rows[0] as { id: number }).id)) };
        }),
      ),
  );

  const aguardando = async (tx: Tx, id: number) => {
    const p = await lerUm(tx, id);
    if (p.agendadoEm) throw unprocessable({ id: ['Este pedido já foi agendado: não pode ser alterado nem excluído.'] });
    return p;
  };

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: tpPreAgendamentoSchema, response: { 200: tpPreAgendamentoRespostaSchema } },
      config: cadastrar,
    },
    (req) =>
      req.tx(async (tx) => {
        const v = req.body;
        await aguardando(tx, req.params.id);
        await conferir(tx, v);
        await tx.execute(sql`
          update tp_pre_agendamento set paciente_id = ${v.pacienteId}, origem = ${v.origem}, destino_id = ${v.destinoId},
                 local_id = ${v.localId}, motivo_id = ${v.motivoId}, data_desejada = ${v.dataDesejada},
                 horario_consulta = ${v.horarioConsulta}, tipo_passageiro = ${v.tipoPassageiro}, acompanhantes = ${v.acompanhantes},
                 regulacao_numero = ${v.regulacaoNumero}, observacao = ${v.observacao}, updated_at = now()
           where id = ${req.params.id}`);
        return { data: await lerUm(tx, req.params.id) };
      }),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: cadastrar },
    async (req, reply) => {
      await req.tx(async (tx) => {
        await aguardando(tx, req.params.id);
        await tx.execute(sql`delete from tp_pre_agendamento where id = ${req.params.id}`);
      });
      return reply.status(204).send();
    },
  );

  // delete-all: the selected requests still waiting (booked ones are kept: their bookings name them)
  r.post(
    `${base}/delete-all`,
    { schema: { tags, body: tpExcluirVariosSchema, response: { 200: w.dados(z.object({ excluidos: z.number() })) } }, config: cadastrar },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          delete from tp_pre_agendamento where agendado_em is null
             and id in (${sql.join(
               req.body.ids.map((i) => sql`${i}`),
               sql`, `,
             )}) returning id`);
        return { data: { excluidos: rows.length } };
      }),
  );
}
