import {
  agendamentoExameFormSchema,
  agendamentoExameSchema,
  cancelamentoExameSchema,
  type DatatableRequest,
  datatableRequestSchema,
  datatableResposta,
  LAB,
  labAgendamentoItemSchema,
  labAgendamentoRespostaSchema,
  labPacienteRespostaSchema,
  labPendentesRespostaSchema,
  labSugestaoQuerySchema,
  labSugestaoRespostaSchema,
  MODULO_EXAME_LABORATORIAL,
  SITUACAO_EXAME_LAB,
  somarDias,
  TIPO_EXAME,
  TIPO_VAGA,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { type ExameSolicitado, listarExamesPendentes, listarExamesSolicitados } from '../../../lib/clinico/exames-solicitados.js';
import { pacienteDaFicha } from '../../../lib/clinico/paciente-da-ficha.js';
import { paginarPorLeitor } from '../../../lib/datatable/paginar-lista.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agoraLocal, lerJornadas, proximasVagas, type Solicitante, unidadeDaLotacao } from '../../agenda/index.js';
import { impressaoAgendamentoExameRoutes } from './agendamento-exame.impressao.js';
import {
  agendarExames,
  cancelarExameAgendado,
  cancelarLabAgendamento,
  deLabAgendamento,
  detalheLabAgendamento,
  HORIZONTE_COLETA_DIAS,
  lerExamesAgendaveis,
  listarLabAgendamentos,
} from './agendamento-exame.service.js';

const base = '/api/exame-laboratorial/agendamento-exame';

/** A request of the product as the scheduling screens show it. */
const paraSolicitacao = (p: ExameSolicitado & { exameId: number }) => ({
  origem: p.origem,
  id: p.id,
  exameId: p.exameId,
  exameNome: p.exameNome,
  dataSolicitacao: p.dataSolicitacao,
  solicitanteId: p.solicitanteId,
  solicitanteNome: p.solicitanteNome,
  unidadeId: p.unidadeId,
  unidadeNome: p.unidadeNome,
});

/** Which of these requests already have a (non-cancelled) scheduled exam: `origem|id`. */
async function solicitacoesAgendadas(tx: Tx, pedidos: ExameSolicitado[]) {
  if (!pedidos.length) return new Set<string>();
  const { rows } = await tx.execute(sql`
    select solicitacao_origem, solicitacao_id from lab_agendamento_exame
     where situacao <> ${SITUACAO_EXAME_LAB.cancelado}
       and (solicitacao_origem, solicitacao_id) in (${sql.join(
         pedidos.map((p) => sql`(${p.origem}, ${p.id}::bigint)`),
         sql`, `,
       )})`);
  return new Set(
    (rows as { solicitacao_origem: string; solicitacao_id: number | string }[]).map((f) => `${f.solicitacao_origem}|${f.solicitacao_id}`),
  );
}

/** The patients' names (social name first) by id. */
async function nomesDosPacientes(tx: Tx, pedidos: ExameSolicitado[]) {
  const ids = [...new Set(pedidos.map((p) => p.pacienteId))];
  if (!ids.length) return new Map<number, string>();
  const { rows } = await tx.execute(
    sql`select id, coalesce(nome_social, nome) as nome from cidadao where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map((rows as { id: number | string; nome: string }[]).map((r) => [Number(r.id), r.nome]));
}
const baseRetro = '/api/exame-laboratorial/agendamento-exame-retroativo';
const tags = ['exame-laboratorial/agendamento-exame'];
const tagsRetro = ['exame-laboratorial/agendamento-exame-retroativo'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Requests older than this are not offered for scheduling (a year: an old request is asked again). */
const VALIDADE_SOLICITACAO_DIAS = 365;

async function solicitanteDe(req: FastifyRequest, tx: Tx): Promise<Solicitante> {
  // a laboratory has no regulated quota: the clerk's unit decides only agendas not opened to other units
  return { unidadeId: await unidadeDaLotacao(tx, req.auth.lotacaoId), podeRegulado: false };
}

const opcoes = async (tx: Tx, q: SQL) =>
  ((await tx.execute(q)).rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: r.nome }));

/** Sortable columns of the list (whitelisted: the client's column names never reach SQL). */
const ORDENAVEIS: Record<string, SQL> = {
  data: sql`a.data`,
  hora: sql`a.hora`,
  numero: sql`a.numero`,
  pacienteNome: sql`c.nome collate "und-x-icu"`,
  unidadeSolicitanteNome: sql`us.nome_fantasia collate "und-x-icu"`,
  status: sql`a.status`,
};

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
  laboratorioId: z.coerce.number().int().positive().optional(),
  unidadeSolicitanteId: z.coerce.number().int().positive().optional(),
  pacienteId: z.coerce.number().int().positive().optional(),
  /** '1': only the retroactive ones (the agendamento-exame-retroativo list). */
  retroativo: z.enum(['0', '1']).optional(),
});
type Filtros = z.infer<typeof filtrosQuery>;

function condicoes(f: Filtros, termo: string): SQL {
  const partes: SQL[] = [sql`a.modulo = ${MODULO_EXAME_LABORATORIAL}`];
  if (f.dataInicio) partes.push(sql`a.data >= ${f.dataInicio}`);
  if (f.dataFim) partes.push(sql`a.data <= ${f.dataFim}`);
  if (f.status && /^\d$/.test(f.status)) partes.push(sql`a.status = ${Number(f.status)}`);
  if (f.laboratorioId) partes.push(sql`la.laboratorio_id = ${f.laboratorioId}`);
  if (f.unidadeSolicitanteId) partes.push(sql`la.unidade_solicitante_id = ${f.unidadeSolicitanteId}`);
  if (f.pacienteId) partes.push(sql`la.paciente_id = ${f.pacienteId}`);
  if (f.retroativo) partes.push(sql`a.retroativo = ${f.retroativo === '1'}`);
  if (termo) {
    const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digitos = termo.replace(/\D/g, '');
    partes.push(
      sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(${like})
           ${digitos.length >= 4 ? sql`or a.numero::text like ${`%${digitos}%`} or c.cpf = ${digitos} or c.cns = ${digitos}` : sql``})`,
    );
  }
  return sql.join(partes, sql` and `);
}

const datatable = (tx: Tx, req: DatatableRequest, f: Filtros) =>
  paginarPorLeitor(tx, req, {
    de: deLabAgendamento,
    condicoes: (termo) => condicoes(f, termo),
    ordenaveis: ORDENAVEIS,
    ordemPadrao: [sql`a.data desc`, sql`a.hora asc`],
    desempate: sql`la.id`,
    listar: (onde, limite, ordem) => listarLabAgendamentos(tx, onde, limite, ordem),
  });

/**
 * exame-laboratorial/agendamento-exame and agendamento-exame-retroativo (spec 000 §2.3, issue 21): a patient's
 * exams (a request of the product, or typed from paper) booked in a collection slot of a laboratory's agenda
 * with the requesting unit's quota, cancelled whole or per exam, and the slip printed.
 */
export function agendamentoExameRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const form = (tx: Tx) =>
    (async () => ({
      data: {
        laboratorios: await opcoes(
          tx,
          sql`select distinct l.id, l.nome from laboratorio l join jornada j on j.recurso_id = l.id and j.modulo = ${MODULO_EXAME_LABORATORIAL}
               where not l.bloqueado order by 2`,
        ),
        unidades: await opcoes(
          tx,
          sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
        ),
        exames: (await lerExamesAgendaveis(tx, sql`e.tipo = ${TIPO_EXAME.laboratorial} and not e.bloqueado`)).map((e) => ({
          id: e.id,
          nome: e.nome,
          procedimentoCodigo: e.procedimentoCodigo,
          valor: e.valor,
          materialBiologico: e.materialBiologico,
          preparo: e.preparo,
          sigla: e.sigla,
        })),
        kits: (
          (
            await tx.execute(sql`
              select k.id, k.nome, array_agg(i.exame_id order by i.exame_id) as exames
                from kit_exame k join kit_exame_item i on i.kit_exame_id = k.id join exame e on e.id = i.exame_id
               where not k.bloqueado
               group by k.id, k.nome
              having bool_and(e.tipo = ${TIPO_EXAME.laboratorial} and not e.bloqueado)
               order by k.nome collate "und-x-icu"`)
          ).rows as { id: number | string; nome: string; exames: (number | string)[] }[]
        ).map((k) => ({ id: Number(k.id), nome: k.nome, exameIds: k.exames.map(Number) })),
      },
    }))();

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: agendamentoExameFormSchema } }, config: { permission: LAB.agendamentoVer } },
    (req) => req.tx(form),
  );
  r.get(
    `${baseRetro}/create`,
    { schema: { tags: tagsRetro, response: { 200: agendamentoExameFormSchema } }, config: { permission: LAB.agendamentoRetroativo } },
    (req) => req.tx(form),
  );

  // the desk's list: every patient's laboratory requests of the product not yet scheduled, oldest first
  r.get(
    `${base}/pendentes`,
    { schema: { tags, response: { 200: labPendentesRespostaSchema } }, config: { permission: LAB.agendamentoVer } },
    (req) =>
      req.tx(async (tx) => {
        const { hoje } = agoraLocal();
        const pedidos = (
          await listarExamesPendentes(tx, {
            desde: somarDias(hoje, -VALIDADE_SOLICITACAO_DIAS),
            ate: hoje,
            tipo: TIPO_EXAME.laboratorial,
          })
        ).filter((p): p is ExameSolicitado & { exameId: number } => p.exameId !== null);
        const agendados = await solicitacoesAgendadas(tx, pedidos);
        const aguardando = pedidos.filter((p) => !agendados.has(`${p.origem}|${p.id}`)).slice(0, 200);
        const nomes = await nomesDosPacientes(tx, aguardando);
        return {
          data: aguardando.map((p) => ({
            ...paraSolicitacao(p),
            pacienteId: p.pacienteId,
            pacienteNome: nomes.get(p.pacienteId) ?? '',
          })),
        };
      }),
  );

  // the patient's card: who they are, the requests of the product not yet scheduled, the schedulings
  r.get(
    `${base}/paciente/:pacienteId`,
    {
      schema: { tags, params: z.object({ pacienteId: z.coerce.number().int().positive() }), response: { 200: labPacienteRespostaSchema } },
      config: { permission: LAB.agendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const id = req.params.pacienteId;
        const paciente = await pacienteDaFicha(tx, id);
        const { hoje } = agoraLocal();
        const pedidos = (
          await listarExamesSolicitados(tx, id, {
            desde: somarDias(hoje, -VALIDADE_SOLICITACAO_DIAS),
            tipo: TIPO_EXAME.laboratorial,
          })
        ).filter((p): p is ExameSolicitado & { exameId: number } => p.exameId !== null);
        const agendados = await solicitacoesAgendadas(tx, pedidos);
        return {
          paciente,
          solicitacoes: pedidos.filter((p) => !agendados.has(`${p.origem}|${p.id}`)).map(paraSolicitacao),
          agendamentos: await listarLabAgendamentos(tx, sql`la.paciente_id = ${id}`, 50),
        };
      }),
  );

  const sugestao = (retroativo: boolean) => async (req: FastifyRequest, tx: Tx) => {
    const q = labSugestaoQuerySchema.parse(req.query);
    const { hoje, agora } = agoraLocal();
    const pedida = q.dataInicial ?? hoje;
    const dataInicial = retroativo || pedida > hoje ? pedida : hoje;
    const dataFinal = retroativo ? (pedida < hoje ? hoje : pedida) : somarDias(hoje, HORIZONTE_COLETA_DIAS);
    const filtros: SQL[] = [
      sql`j.modulo = ${MODULO_EXAME_LABORATORIAL}`,
      sql`j.recurso_id = ${q.laboratorioId}`,
      sql`j.vigencia_inicio <= ${dataFinal} and (j.vigencia_fim is null or j.vigencia_fim >= ${dataInicial})`,
    ];
    if (q.unidadeId) filtros.push(sql`j.unidade_id = ${q.unidadeId}`);
    if (q.jornadaId) filtros.push(sql`j.id = ${q.jornadaId}`);
    const data = await proximasVagas(tx, {
      jornadas: await lerJornadas(tx, sql.join(filtros, sql` and `)),
      tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
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
  r.get(
    `${base}/sugestao`,
    {
      schema: { tags, querystring: labSugestaoQuerySchema, response: { 200: labSugestaoRespostaSchema } },
      config: { permission: LAB.agendamentoVer },
    },
    (req) => req.tx((tx) => sugestao(false)(req, tx)),
  );
  r.get(
    `${baseRetro}/sugestao`,
    {
      schema: { tags: tagsRetro, querystring: labSugestaoQuerySchema, response: { 200: labSugestaoRespostaSchema } },
      config: { permission: LAB.agendamentoRetroativo },
    },
    (req) => req.tx((tx) => sugestao(true)(req, tx)),
  );

  const marcar = (retroativo: boolean) => async (req: FastifyRequest, tx: Tx) => {
    const body = agendamentoExameSchema.parse(req.body);
    const { id, avisoCota } = await agendarExames(tx, body, {
      usuarioId: req.auth.usuarioId,
      solicitante: await solicitanteDe(req, tx),
      retroativo,
    });
    return { data: await detalheLabAgendamento(tx, id), avisoCota };
  };
  r.post(
    base,
    {
      schema: { tags, body: agendamentoExameSchema, response: { 201: labAgendamentoRespostaSchema } },
      config: { permission: LAB.agendamentoCadastrar },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => marcar(false)(req, tx))),
  );
  r.post(
    baseRetro,
    {
      schema: { tags: tagsRetro, body: agendamentoExameSchema, response: { 201: labAgendamentoRespostaSchema } },
      config: { permission: LAB.agendamentoRetroativo },
    },
    async (req, reply) => reply.status(201).send(await req.tx((tx) => marcar(true)(req, tx))),
  );

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: filtrosQuery, response: { 200: datatableResposta(labAgendamentoItemSchema) } },
      config: { permission: LAB.agendamentoVer },
    },
    (req) => req.tx((tx) => datatable(tx, req.query, req.query)),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: labAgendamentoRespostaSchema } }, config: { permission: LAB.agendamentoVer } },
    (req) => req.tx(async (tx) => ({ data: await detalheLabAgendamento(tx, req.params.id) })),
  );

  r.put(
    `${base}/cancel/:id`,
    {
      schema: { tags, params: idParams, body: cancelamentoExameSchema, response: { 200: labAgendamentoRespostaSchema } },
      config: { permission: LAB.agendamentoEditar },
    },
    (req) => req.tx(async (tx) => ({ data: await cancelarLabAgendamento(tx, req.params.id, req.body.motivo, req.auth.usuarioId) })),
  );
  r.put(
    `${base}/cancel-exame/:id`,
    {
      schema: { tags, params: idParams, body: cancelamentoExameSchema, response: { 200: labAgendamentoRespostaSchema } },
      config: { permission: LAB.agendamentoEditar },
    },
    (req) => req.tx(async (tx) => ({ data: await cancelarExameAgendado(tx, req.params.id, req.body.motivo, req.auth.usuarioId) })),
  );

  impressaoAgendamentoExameRoutes(app);
}
