import {
  AMB,
  agendamentoFormRespostaSchema,
  agendamentoItemSchema,
  agendamentoListaQuerySchema,
  agendamentoListaRespostaSchema,
  agendamentoRespostaSchema,
  agendamentoSchema,
  cancelamentoAgendamentoSchema,
  datatableRequestSchema,
  datatableResposta,
  somarDias,
  sugestaoParamsSchema,
  sugestaoQuerySchema,
  sugestaoRespostaSchema,
  TIPOS_VAGA,
  type TipoVaga,
  TipoVagaNome,
  unidadePacienteRespostaSchema,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  type AcaoAgendamentoApi,
  agendar,
  agoraLocal,
  aplicarAcaoAgendamento,
  historicoFaltas,
  lerJornadas,
  listarAgendamentos,
  proximasVagas,
  type Solicitante,
  unidadeDaLotacao,
} from '../../agenda/index.js';
import { ehSupervisor } from '../../cadastro/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { regrasDoAmbulatorio } from '../parametrizacao/parametros.js';
import { datatableAgendamentos } from './agendamento.datatable.js';
import { impressaoAgendamentoRoutes } from './agendamento.impressao.js';

const base = '/api/ambulatorio/agendamento';
const tags = ['ambulatorio/agendamento'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const doModulo = sql`j.modulo = ${MODULO_AMBULATORIO}`;

async function solicitanteDe(req: FastifyRequest, tx: Tx): Promise<Solicitante> {
  return { unidadeId: await unidadeDaLotacao(tx, req.auth.lotacaoId), podeRegulado: req.auth.permissoes.includes(AMB.regulado) };
}

const opcoes = (rows: unknown[]) => (rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: r.nome }));

/** The booking of spec 001 §7 (ambulatorio/agendamento and agendamento-retroativo) over the agenda engine. */
export function agendamentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: agendamentoFormRespostaSchema } }, config: { permission: AMB.agendamentoVer } },
    (req) =>
      req.tx(async (tx) => {
        const jornadas = await lerJornadas(tx, doModulo);
        const unidades = new Map<number, string>();
        const especialidades = new Map<string, { id: number; nome: string; unidadeId: number }>();
        const profissionais = new Map<
          string,
          { id: number; nome: string; unidadeId: number; especialidadeId: number | null; recursoTipo: number }
        >();
        for (const j of jornadas.filter((x) => x.permiteAgendamento)) {
          unidades.set(j.unidadeId, j.unidadeNome);
          if (j.especialidadeId !== null)
            especialidades.set(`${j.unidadeId}|${j.especialidadeId}`, {
              id: j.especialidadeId,
              nome: j.especialidadeNome ?? '',
              unidadeId: j.unidadeId,
            });
          profissionais.set(`${j.unidadeId}|${j.especialidadeId}|${j.recursoId}`, {
            id: j.recursoId,
            nome: j.recursoNome,
            unidadeId: j.unidadeId,
            especialidadeId: j.especialidadeId,
            recursoTipo: j.recursoTipo,
          });
        }
        const porNome = <T extends { nome: string }>(l: T[]) => l.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
        return {
          form: {
            unidades: porNome([...unidades].map(([id, nome]) => ({ id, nome }))),
            especialidades: porNome([...especialidades.values()]),
            profissionais: porNome([...profissionais.values()]),
            tiposVaga: TIPOS_VAGA.map((id) => ({ id, nome: TipoVagaNome[id] })),
          },
        };
      }),
  );

  const sugestao = (retroativo: boolean) => async (req: FastifyRequest, tx: Tx) => {
    const p = sugestaoParamsSchema.parse(req.params);
    const q = sugestaoQuerySchema.parse(req.query);
    const regras = await regrasDoAmbulatorio(tx);
    const { hoje, agora } = agoraLocal();
    const pedida = p.dataInicial === '-' ? hoje : p.dataInicial;
    const dataInicial = retroativo || pedida > hoje ? pedida : hoje;
    const dataFinal = retroativo ? (pedida < hoje ? hoje : pedida) : somarDias(hoje, regras.horizonteDias);
    const filtros: SQL[] = [doModulo];
    if (p.unidade) filtros.push(sql`j.unidade_id = ${p.unidade}`);
    if (p.especialidade) filtros.push(sql`j.especialidade_id = ${p.especialidade}`);
    if (p.profissional) filtros.push(sql`j.recurso_id = ${p.profissional}`);
    if (q.jornadaId) filtros.push(sql`j.id = ${q.jornadaId}`);
    filtros.push(sql`j.vigencia_inicio <= ${dataFinal} and (j.vigencia_fim is null or j.vigencia_fim >= ${dataInicial})`);
    const jornadas = await lerJornadas(tx, sql.join(filtros, sql` and `));
    const data = await proximasVagas(tx, {
      jornadas,
      tipoVaga: p.tipoVaga as TipoVaga,
      dataInicial,
      dataFinal,
      // a retroactive booking offers the whole past day
      hoje: retroativo ? '0000-00-00' : hoje,
      agora,
      solicitante: await solicitanteDe(req, tx),
      limite: q.limite,
    });
    return { data };
  };

  // spec 001 §7: five path parameters; 0 = any unit, specialty or professional; '-' = from today
  const sugestaoPath = '/sugestao/:unidade/:especialidade/:profissional/:dataInicial/:tipoVaga';
  r.get(
    `${base}${sugestaoPath}`,
    {
      schema: { tags, params: sugestaoParamsSchema, querystring: sugestaoQuerySchema, response: { 200: sugestaoRespostaSchema } },
      config: { permission: AMB.agendamentoVer },
    },
    (req) => req.tx((tx) => sugestao(false)(req, tx)),
  );
  r.get(
    `/api/ambulatorio/agendamento-retroativo${sugestaoPath}`,
    {
      schema: {
        tags: ['ambulatorio/agendamento-retroativo'],
        params: sugestaoParamsSchema,
        querystring: sugestaoQuerySchema,
        response: { 200: sugestaoRespostaSchema },
      },
      config: { permission: AMB.retroativo },
    },
    (req) => req.tx((tx) => sugestao(true)(req, tx)),
  );

  const marcar = (retroativo: boolean) => async (req: FastifyRequest, tx: Tx) => {
    const body = agendamentoSchema.parse(req.body);
    const regras = await regrasDoAmbulatorio(tx);
    const faltas = await historicoFaltas(tx, body.pacienteId, regras.faltasParaAlerta);
    // the settings may require a supervisor to book a patient with repeated no-shows
    if (faltas.alerta && regras.bloquearAposFaltas && !(await ehSupervisor(tx, req.auth.usuarioId, 'ambulatorio'))) {
      const msg = `O paciente faltou ${faltas.ultimos12Meses} vezes nos últimos 12 meses: o agendamento precisa de um supervisor do ambulatório.`;
      throw unprocessable({ paciente_id: [msg] }, msg);
    }
    const data = await agendar(
      tx,
      { modulo: MODULO_AMBULATORIO, ...body, tipoVaga: body.tipoVaga as TipoVaga, retroativo },
      await solicitanteDe(req, tx),
      regras,
    );
    return { data, faltas };
  };

  r.post(
    base,
    { schema: { tags, body: agendamentoSchema, response: { 201: agendamentoRespostaSchema } }, config: { permission: AMB.agendar } },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => marcar(false)(req, tx))),
  );
  r.post(
    '/api/ambulatorio/agendamento-retroativo',
    {
      schema: { tags: ['ambulatorio/agendamento-retroativo'], body: agendamentoSchema, response: { 201: agendamentoRespostaSchema } },
      config: { permission: AMB.retroativo },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => marcar(true)(req, tx))),
  );

  const filtrosQuery = datatableRequestSchema.extend({
    dataInicio: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    dataFim: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    status: z.string().max(2).optional(),
    unidadeId: z.coerce.number().int().positive().optional(),
    especialidadeId: z.coerce.number().int().positive().optional(),
    recursoId: z.coerce.number().int().positive().optional(),
    /** '1': only the retroactive bookings (the agendamento-retroativo list). */
    retroativo: z.enum(['0', '1']).optional(),
  });
  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: filtrosQuery, response: { 200: datatableResposta(agendamentoItemSchema) } },
      config: { permission: AMB.agendamentoVer },
    },
    (req) => req.tx((tx) => datatableAgendamentos(tx, req.query, req.query)),
  );

  r.get(
    `${base}/list`,
    {
      schema: { tags, querystring: agendamentoListaQuerySchema, response: { 200: agendamentoListaRespostaSchema } },
      config: { permission: AMB.agendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = sql.join(
          [
            sql`a.modulo = ${MODULO_AMBULATORIO} and a.data = ${q.data}`,
            q.jornadaId ? sql`a.jornada_id = ${q.jornadaId}` : sql`true`,
            q.unidadeId ? sql`j.unidade_id = ${q.unidadeId}` : sql`true`,
          ],
          sql` and `,
        );
        return { data: await listarAgendamentos(tx, onde) };
      }),
  );

  r.get(
    `${base}/unidade-paciente/:pacienteId`,
    {
      schema: {
        tags,
        params: z.object({ pacienteId: z.coerce.number().int().positive() }),
        response: { 200: unidadePacienteRespostaSchema },
      },
      config: { permission: AMB.agendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const id = req.params.pacienteId;
        const { rows } = await tx.execute(sql`
          select c.id, c.nome, c.nome_social, c.data_nascimento::text as data_nascimento, c.cns,
                 array_remove(array[c.telefone]::text[] || array(select t.numero::text from cidadao_telefone t where t.cidadao_id = c.id order by t.id), null) as telefones
            from cidadao c where c.id = ${id}`);
        const c = rows[0] as Record<string, unknown> | undefined;
        if (!c) throw notFound('Paciente não encontrado.');
        const regras = await regrasDoAmbulatorio(tx);
        const { hoje } = agoraLocal();
        const futuros = await listarAgendamentos(
          tx,
          sql`a.paciente_id = ${id} and a.modulo = ${MODULO_AMBULATORIO} and a.data >= ${hoje} and a.status in (1, 2)`,
        );
        const s = await solicitanteDe(req, tx);
        const { rows: un } = await tx.execute(sql`
          select distinct un.id, un.nome_fantasia as nome from jornada j join unidade un on un.id = j.unidade_id
           where ${doModulo} and (j.aberta_outras_unidades or j.unidade_id = ${s.unidadeId} or j.unidade_reservada_id = ${s.unidadeId}
                 or ${s.podeRegulado})
           order by 2`);
        return {
          paciente: {
            id: Number(c.id),
            nome: String(c.nome),
            nomeSocial: (c.nome_social as string | null) ?? null,
            dataNascimento: (c.data_nascimento as string | null) ?? null,
            cns: (c.cns as string | null) ?? null,
            telefones: (c.telefones as string[]) ?? [],
          },
          unidades: opcoes(un),
          futuros,
          faltas: await historicoFaltas(tx, id, regras.faltasParaAlerta),
        };
      }),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: agendamentoRespostaSchema } }, config: { permission: AMB.agendamentoVer } },
    (req) =>
      req.tx(async (tx) => {
        const [data] = await listarAgendamentos(tx, sql`a.id = ${req.params.id} and a.modulo = ${MODULO_AMBULATORIO}`);
        if (!data) throw notFound('Agendamento não encontrado.');
        const regras = await regrasDoAmbulatorio(tx);
        return { data, faltas: await historicoFaltas(tx, data.pacienteId, regras.faltasParaAlerta) };
      }),
  );

  // cancel (with reason), absent and undo-absent (spec 001 §7), each a conditional status change, audited
  const acao = (caminho: string, nome: AcaoAgendamentoApi, body?: typeof cancelamentoAgendamentoSchema) =>
    r.put(
      `${base}/${caminho}/:id`,
      {
        schema: { tags, params: idParams, ...(body ? { body } : {}), response: { 200: z.object({ data: agendamentoItemSchema }) } },
        config: { permission: AMB.agendamentoEditar },
      },
      (req) =>
        req.tx(async (tx) => ({
          data: await aplicarAcaoAgendamento(tx, MODULO_AMBULATORIO, req.params.id, nome, {
            usuarioId: req.auth.usuarioId,
            motivo: body ? (req.body as { motivo: string }).motivo : undefined,
          }),
        })),
    );
  acao('cancel', 'cancelar', cancelamentoAgendamentoSchema);
  acao('absent', 'faltou');
  acao('undo-absent', 'desfazerFalta');

  impressaoAgendamentoRoutes(app);
}
