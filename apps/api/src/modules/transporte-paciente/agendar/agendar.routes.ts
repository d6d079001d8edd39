import {
  datatableRequestSchema,
  datatableResposta,
  diaDaSemana,
  hojeIso,
  ORIGENS_PRE_AGENDAMENTO,
  RELACOES_ACOMPANHANTE,
  SITUACAO_AGENDAMENTO_TRANSPORTE,
  somarDias,
  TIPOS_PASSAGEIRO,
  TP,
  tpAgendamentoFiltrosSchema,
  tpAgendamentoLidoSchema,
  tpAgendamentoRespostaSchema,
  tpAgendamentoSchema,
  tpAgendarFormSchema,
  tpAlterarAgendadoSchema,
  tpAlterarHorarioQuerySchema,
  tpAlterarHorarioSchema,
  tpCancelamentoSchema,
  tpFaltaPacienteSchema,
  tpHistoricoSchema,
  tpJornadaDoDiaSchema,
  tpJornadaQuerySchema,
  tpObservacaoSchema,
  tpPacienteQuerySchema,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { paginarPorLeitor } from '../../../lib/datatable/paginar-lista.js';
import { notFound } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { unidadeDaLotacao } from '../../agenda/index.js';
import { impressaoTransporteRoutes } from './agendar.impressao.js';
import {
  agendarTransporte,
  alterarAgendado,
  alterarHorario,
  cancelarAgendamento,
  deTpAgendamento,
  detalheTpAgendamento,
  listarTpAgendamentos,
  ocupacaoDaJornada,
  registrarEvento,
} from './agendar.service.js';

const base = '/api/transporte-paciente/agendar';
const tags = ['transporte-paciente/agendar'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const SIT = SITUACAO_AGENDAMENTO_TRANSPORTE;

const opcoes = async (tx: Tx, q: SQL) =>
  ((await tx.execute(q)).rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: String(r.nome) }));

const ORDENAVEIS: Record<string, SQL> = {
  numero: sql`a.numero`,
  data: sql`a.data`,
  horarioConsulta: sql`a.horario_consulta`,
  pacienteNome: sql`c.nome collate "und-x-icu"`,
  destinoNome: sql`d.nome collate "und-x-icu"`,
  situacao: sql`a.situacao`,
};
const filtrosQuery = datatableRequestSchema.extend(tpAgendamentoFiltrosSchema.shape);
type Filtros = z.infer<typeof tpAgendamentoFiltrosSchema>;

/** The WHERE of the booking lists (agendar/datatable, reimpressao-protocolo/search). */
export function condicoesTpAgendamento(f: Filtros, termo: string): SQL {
  const partes: SQL[] = [sql`true`];
  if (f.dataInicio) partes.push(sql`a.data >= ${f.dataInicio}`);
  if (f.dataFim) partes.push(sql`a.data <= ${f.dataFim}`);
  if (f.destinoId) partes.push(sql`a.destino_id = ${f.destinoId}`);
  if (f.pacienteId) partes.push(sql`a.paciente_id = ${f.pacienteId}`);
  if (f.situacao) partes.push(sql`a.situacao = ${f.situacao}`);
  if (f.numero) partes.push(sql`a.numero = ${f.numero}`);
  if (termo) {
    const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digitos = termo.replace(/\D/g, '');
    partes.push(
      sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(${like})
           or f_unaccent(lower(d.nome)) like f_unaccent(${like})
           ${digitos.length >= 4 ? sql`or a.numero::text like ${`%${digitos}%`} or c.cpf = ${digitos} or c.cns = ${digitos}` : sql``})`,
    );
  }
  return sql.join(partes, sql` and `);
}

export const datatableTpAgendamentos = (tx: Tx, q: z.infer<typeof filtrosQuery>) =>
  paginarPorLeitor(tx, q, {
    de: deTpAgendamento,
    condicoes: (termo) => condicoesTpAgendamento(q, termo),
    ordenaveis: ORDENAVEIS,
    ordemPadrao: [sql`a.data desc`, sql`a.horario_consulta asc nulls last`],
    desempate: sql`a.id`,
    listar: (onde, limite, ordem) => listarTpAgendamentos(tx, onde, limite, ordem),
  });

/** The recurring trips that run on a day's weekday to a destination, with their usual vehicle and the seats taken. */
async function jornadasDoDia(tx: Tx, destinoId: number, data: string) {
  const { rows } = await tx.execute(sql`
    select j.id, j.nome, j.horario_saida::text as horario_saida, j.destino_id, j.ponto_id, j.veiculo_id,
           v.descricao || ' ' || v.placa as veiculo_nome, v.lugares, v.lugares_cadeirante, v.lugares_maca
      from tp_jornada j left join tp_veiculo v on v.id = j.veiculo_id
     where j.destino_id = ${destinoId} and not j.bloqueado and ${diaDaSemana(data)} = any(j.dias_semana)
     order by j.horario_saida, j.nome`);
  const lista = [];
  for (const r of rows as Record<string, unknown>[]) {
    const o = await ocupacaoDaJornada(tx, Number(r.id), data);
    const n = (x: unknown) => (x == null ? null : Number(x));
    lista.push({
      id: Number(r.id),
      nome: String(r.nome),
      horarioSaida: String(r.horario_saida),
      destinoId: Number(r.destino_id),
      pontoId: n(r.ponto_id),
      veiculoId: n(r.veiculo_id),
      veiculoNome: (r.veiculo_nome as string | null) ?? null,
      lugares: n(r.lugares),
      lugaresCadeirante: n(r.lugares_cadeirante),
      lugaresMaca: n(r.lugares_maca),
      ocupados: o.sentados,
      ocupadosCadeirante: o.cadeirantes,
      ocupadosMaca: o.macas,
    });
  }
  return lista;
}

/**
 * transporte-paciente/agendar (spec 000 §2.3, 001 §7, issue 23): a patient's trip for treatment — destination, place,
 * day, appointment time, boarding point, recurring trip (its usual vehicle's seats are the limit), passenger type,
 * up to two companions (each a seat), urgent and one-way flags; changes (alterar-agendado, alterar-horario),
 * cancellation with reason, observations and the history; the lookups of the screen; the slips.
 */
export function agendarTransporteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ver = { permission: TP.agendarVer };

  const destinos = (tx: Tx) =>
    tx
      .execute(
        sql`select d.id, d.nome, m.nome as municipio_nome from tp_destino d join municipio m on m.id = d.municipio_id
             where not d.bloqueado order by ${porNome(sql`d.nome`)}`,
      )
      .then((x) =>
        (x.rows as Record<string, unknown>[]).map((d) => ({
          id: Number(d.id),
          nome: String(d.nome),
          municipioNome: String(d.municipio_nome),
        })),
      );

  r.get(`${base}/create`, { schema: { tags, response: { 200: tpAgendarFormSchema } }, config: ver }, (req) =>
    req.tx(async (tx) => ({
      data: {
        destinos: await destinos(tx),
        pontos: await opcoes(tx, sql`select id, nome from tp_ponto where not bloqueado order by ${porNome(sql`nome`)}`),
        motivos: await opcoes(tx, sql`select id, nome from tp_motivo where not bloqueado order by ${porNome(sql`nome`)}`),
        grupos: await opcoes(tx, sql`select id, nome from tp_grupo where not bloqueado order by ${porNome(sql`nome`)}`),
        tiposPassageiro: TIPOS_PASSAGEIRO.map((t) => ({ value: t.value, label: t.label })),
        relacoes: [...RELACOES_ACOMPANHANTE],
      },
    })),
  );

  r.post(
    base,
    {
      schema: { tags, body: tpAgendamentoSchema, response: { 201: tpAgendamentoRespostaSchema } },
      config: { permission: TP.agendarCadastrar },
    },
    async (req, reply) =>
      reply.status(201).send(
        await req.tx(async (tx) => {
          const id = await agendarTransporte(tx, req.body, {
            usuarioId: req.auth.usuarioId,
            unidadeId: await unidadeDaLotacao(tx, req.auth.lotacaoId),
          });
          return { data: await detalheTpAgendamento(tx, id) };
        }),
      ),
  );

  r.put(
    `${base}/alterar-agendado`,
    {
      schema: { tags, body: tpAlterarAgendadoSchema, response: { 200: tpAgendamentoRespostaSchema } },
      config: { permission: TP.agendarEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await alterarAgendado(tx, req.body, req.auth.usuarioId);
        return { data: await detalheTpAgendamento(tx, req.body.id) };
      }),
  );

  r.get(
    `${base}/alterar-horario`,
    {
      schema: { tags, querystring: tpAlterarHorarioQuerySchema, response: { 200: w.dados(z.array(tpAgendamentoLidoSchema)) } },
      config: ver,
    },
    (req) =>
      req.tx(async (tx) => ({
        data: await listarTpAgendamentos(
          tx,
          sql`a.data = ${req.query.data} and a.situacao in (${SIT.agendado}, ${SIT.alocado})
              ${req.query.destinoId ? sql`and a.destino_id = ${req.query.destinoId}` : sql``}`,
          1000,
          sql`d.nome, a.horario_consulta nulls last, c.nome`,
        ),
      })),
  );
  r.put(
    `${base}/alterar-horario`,
    {
      schema: { tags, body: tpAlterarHorarioSchema, response: { 200: w.dados(z.array(tpAgendamentoLidoSchema)) } },
      config: { permission: TP.agendarEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await alterarHorario(tx, req.body, req.auth.usuarioId);
        return {
          data: await listarTpAgendamentos(
            tx,
            sql`a.id in (${sql.join(
              req.body.ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
            1000,
          ),
        };
      }),
  );

  r.put(
    `${base}/:id/cancelar`,
    {
      schema: { tags, params: idParams, body: tpCancelamentoSchema, response: { 200: tpAgendamentoRespostaSchema } },
      config: { permission: TP.agendarEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await cancelarAgendamento(tx, req.params.id, req.body.motivo, req.auth.usuarioId);
        return { data: await detalheTpAgendamento(tx, req.params.id) };
      }),
  );

  r.post(
    `${base}/observacao`,
    { schema: { tags, body: tpObservacaoSchema, response: { 201: tpHistoricoSchema } }, config: { permission: TP.agendarEditar } },
    async (req, reply) =>
      reply.status(201).send(
        await req.tx(async (tx) => {
          await detalheTpAgendamento(tx, req.body.agendamentoId);
          await registrarEvento(tx, req.body.agendamentoId, 'observacao', req.body.observacao, req.auth.usuarioId);
          return { data: await historico(tx, req.body.agendamentoId) };
        }),
      ),
  );

  const historico = async (tx: Tx, id: number) =>
    (
      (
        await tx.execute(sql`
          select e.id, e.tipo, e.descricao, e.criado_em, (select coalesce(uc.nome, u.login) from usuario u
                 left join cidadao uc on uc.id = u.cidadao_id where u.id = e.usuario_id) as usuario_nome
            from tp_agendamento_evento e where e.agendamento_id = ${id} order by e.criado_em, e.id`)
      ).rows as Record<string, unknown>[]
    ).map((e) => ({
      id: Number(e.id),
      tipo: String(e.tipo),
      descricao: String(e.descricao),
      usuarioNome: (e.usuario_nome as string | null) ?? null,
      criadoEm: e.criado_em as string,
    }));
  r.get(`${base}/historico/:id`, { schema: { tags, params: idParams, response: { 200: tpHistoricoSchema } }, config: ver }, (req) =>
    req.tx(async (tx) => {
      await detalheTpAgendamento(tx, req.params.id);
      return { data: await historico(tx, req.params.id) };
    }),
  );

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: filtrosQuery, response: { 200: datatableResposta(tpAgendamentoLidoSchema) } }, config: ver },
    (req) => req.tx((tx) => datatableTpAgendamentos(tx, req.query)),
  );

  // the lookups of the booking screen (001 §7)
  r.get(
    `${base}/destino`,
    {
      schema: { tags, response: { 200: w.dados(z.array(z.object({ id: z.number(), nome: z.string(), municipioNome: z.string() }))) } },
      config: ver,
    },
    (req) => req.tx(async (tx) => ({ data: await destinos(tx) })),
  );
  r.get(`${base}/municipios`, { schema: { tags, response: { 200: w.dados(z.array(w.opcao)) } }, config: ver }, (req) =>
    req.tx(async (tx) => ({
      data: await opcoes(
        tx,
        sql`select distinct m.id, m.nome from tp_destino d join municipio m on m.id = d.municipio_id where not d.bloqueado order by m.nome`,
      ),
    })),
  );
  r.get(
    `${base}/locais`,
    {
      schema: {
        tags,
        querystring: z.object({ destinoId: z.coerce.number().int().positive() }),
        response: { 200: w.dados(z.array(w.opcao)) },
      },
      config: ver,
    },
    (req) =>
      req.tx(async (tx) => ({
        data: await opcoes(
          tx,
          sql`select id, nome from tp_destino_local where destino_id = ${req.query.destinoId} and not bloqueado order by ${porNome(sql`nome`)}`,
        ),
      })),
  );
  const pontoSchema = z.object({
    id: z.number(),
    nome: z.string(),
    endereco: z.string().nullable(),
    bairro: z.string().nullable(),
    referencia: z.string().nullable(),
  });
  r.get(`${base}/ponto`, { schema: { tags, response: { 200: w.dados(z.array(pontoSchema)) } }, config: ver }, (req) =>
    req.tx(async (tx) => ({
      data: (await tx.execute(sql`select id, nome, endereco, bairro, referencia from tp_ponto where not bloqueado order by nome`)).rows.map(
        paraPonto,
      ),
    })),
  );
  // ponto/{id}: the boarding point (address, district, landmark) shown under the select
  r.get(`${base}/ponto/:id`, { schema: { tags, params: idParams, response: { 200: w.dados(pontoSchema) } }, config: ver }, (req) =>
    req.tx(async (tx) => {
      const { rows } = await tx.execute(sql`select id, nome, endereco, bairro, referencia from tp_ponto where id = ${req.params.id}`);
      if (!rows[0]) throw notFound('Ponto de embarque não encontrado.');
      return { data: paraPonto(rows[0]) };
    }),
  );
  r.get(
    `${base}/veiculo`,
    {
      schema: {
        tags,
        response: {
          200: w.dados(
            z.array(
              z.object({ id: z.number(), nome: z.string(), lugares: z.number(), lugaresCadeirante: z.number(), lugaresMaca: z.number() }),
            ),
          ),
        },
      },
      config: ver,
    },
    (req) =>
      req.tx(async (tx) => ({
        data: (
          (
            await tx.execute(
              sql`select id, descricao || ' ' || placa as nome, lugares, lugares_cadeirante, lugares_maca from tp_veiculo where not bloqueado order by descricao`,
            )
          ).rows as Record<string, unknown>[]
        ).map((v) => ({
          id: Number(v.id),
          nome: String(v.nome),
          lugares: Number(v.lugares),
          lugaresCadeirante: Number(v.lugares_cadeirante),
          lugaresMaca: Number(v.lugares_maca),
        })),
      })),
  );
  r.get(
    `${base}/jornada`,
    { schema: { tags, querystring: tpJornadaQuerySchema, response: { 200: w.dados(z.array(tpJornadaDoDiaSchema)) } }, config: ver },
    (req) => req.tx(async (tx) => ({ data: await jornadasDoDia(tx, req.query.destinoId, req.query.data) })),
  );
  // horarios: the departure times of the day's recurring trips to a destination
  r.get(
    `${base}/horarios`,
    { schema: { tags, querystring: tpJornadaQuerySchema, response: { 200: w.dados(z.array(z.string())) } }, config: ver },
    (req) =>
      req.tx(async (tx) => ({
        data: [...new Set((await jornadasDoDia(tx, req.query.destinoId, req.query.data)).map((j) => j.horarioSaida))],
      })),
  );
  // agendado: the bookings of a day to a destination (the clerk sees who is going)
  r.get(
    `${base}/agendado`,
    { schema: { tags, querystring: tpJornadaQuerySchema, response: { 200: w.dados(z.array(tpAgendamentoLidoSchema)) } }, config: ver },
    (req) =>
      req.tx(async (tx) => ({
        data: await listarTpAgendamentos(
          tx,
          sql`a.data = ${req.query.data} and a.destino_id = ${req.query.destinoId} and a.situacao <> ${SIT.cancelado}`,
          500,
          sql`a.horario_consulta nulls last, c.nome`,
        ),
      })),
  );
  // agendado-paciente: the patient's bookings not cancelled on a day (any destination) — a warning before booking
  r.get(
    `${base}/agendado-paciente`,
    { schema: { tags, querystring: tpPacienteQuerySchema, response: { 200: w.dados(z.array(tpAgendamentoLidoSchema)) } }, config: ver },
    (req) =>
      req.tx(async (tx) => ({
        data: await listarTpAgendamentos(
          tx,
          sql`a.paciente_id = ${req.query.pacienteId} and a.situacao <> ${SIT.cancelado}
              ${req.query.data ? sql`and a.data = ${req.query.data}` : sql`and a.data >= ${hojeIso()}`}`,
          50,
          sql`a.data, a.id`,
        ),
      })),
  );
  // agendamentos: the patient's last bookings (any situation)
  r.get(
    `${base}/agendamentos`,
    { schema: { tags, querystring: tpPacienteQuerySchema, response: { 200: w.dados(z.array(tpAgendamentoLidoSchema)) } }, config: ver },
    (req) => req.tx(async (tx) => ({ data: await listarTpAgendamentos(tx, sql`a.paciente_id = ${req.query.pacienteId}`, 30) })),
  );
  r.get(
    `${base}/falta-paciente`,
    { schema: { tags, querystring: tpPacienteQuerySchema, response: { 200: tpFaltaPacienteSchema } }, config: ver },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select count(*)::int as faltas, max(data)::text as ultima,
                 (select nome from cidadao where id = ${req.query.pacienteId}) as nome
            from tp_agendamento
           where paciente_id = ${req.query.pacienteId} and situacao = ${SIT.faltou} and data >= ${somarDias(hojeIso(), -365)}`);
        const x = rows[0] as { faltas: number; ultima: string | null; nome: string | null };
        // the patient's name travels along, so a desk opened at create/{id} shows who it is before any search
        return { data: { faltas: Number(x.faltas), ultimaFalta: x.ultima ?? null, pacienteNome: x.nome } };
      }),
  );
  r.get(
    `${base}/tipo-passageiros`,
    { schema: { tags, response: { 200: w.dados(z.array(z.object({ value: z.number(), label: z.string() }))) } }, config: ver },
    async () => ({ data: TIPOS_PASSAGEIRO.map((t) => ({ value: t.value, label: t.label })) }),
  );
  r.get(
    `${base}/origens`,
    { schema: { tags, response: { 200: w.dados(z.array(z.object({ value: z.number(), label: z.string() }))) } }, config: ver },
    async () => ({ data: ORIGENS_PRE_AGENDAMENTO.map((t) => ({ value: t.value, label: t.label })) }),
  );

  r.get(`${base}/:id`, { schema: { tags, params: idParams, response: { 200: tpAgendamentoRespostaSchema } }, config: ver }, (req) =>
    req.tx(async (tx) => ({ data: await detalheTpAgendamento(tx, req.params.id) })),
  );

  impressaoTransporteRoutes(app);
}

const paraPonto = (r: unknown) => {
  const p = r as Record<string, unknown>;
  return {
    id: Number(p.id),
    nome: String(p.nome),
    endereco: (p.endereco as string | null) ?? null,
    bairro: (p.bairro as string | null) ?? null,
    referencia: (p.referencia as string | null) ?? null,
  };
};
