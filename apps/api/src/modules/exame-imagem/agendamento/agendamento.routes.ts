import {
  type DatatableRequest,
  datatableRequestSchema,
  datatableResposta,
  IMG,
  imgAgendamentoFiltrosSchema,
  imgAgendamentoFormSchema,
  imgAgendamentoSchema,
  imgCancelamentoSchema,
  imgExameAgendadoRespostaSchema,
  imgExameAgendadoSchema,
  imgPacienteRespostaSchema,
  imgPendentesRespostaSchema,
  imgReagendamentoSchema,
  imgSugestaoQuerySchema,
  imgSugestaoRespostaSchema,
  MODULO_EXAME_IMAGEM,
  modalidadeDoProcedimento,
  ORIGEM_EXAME_IMAGEM,
  SITUACAO_EXAME_IMAGEM,
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
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agoraLocal, lerJornadas, proximasVagas, type Solicitante, unidadeDaLotacao } from '../../agenda/index.js';
import { impressaoAgendamentoImagemRoutes } from './agendamento.impressao.js';
import {
  agendarExameImagem,
  cancelarExameImagem,
  deImgExame,
  detalheExameImagem,
  HORIZONTE_IMAGEM_DIAS,
  lerExamesImagem,
  listarExamesImagem,
  reagendarExameImagem,
} from './agendamento.service.js';

const base = '/api/exame-imagem/agendamento';
const baseRetro = '/api/exame-imagem/agendamento-retroativo';
const baseReag = '/api/exame-imagem/reagendamento-cancelamento-exame';
const baseListagem = '/api/exame-imagem/listagem-exames-agendados';
const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Requests older than this are not offered for scheduling (a year: an old request is asked again). */
const VALIDADE_SOLICITACAO_DIAS = 365;

async function solicitanteDe(req: FastifyRequest, tx: Tx): Promise<Solicitante> {
  // an imaging service has no regulated quota: the clerk's unit decides only agendas not opened to other units
  return { unidadeId: await unidadeDaLotacao(tx, req.auth.lotacaoId), podeRegulado: false };
}

/**
 * The requests of the product the desk may still schedule: an exam of the registry, not emergency care's (those go
 * straight to the worklist) and not already answered by an imaging exam that was not cancelled.
 */
async function aguardandoAgendamento(tx: Tx, pedidos: ExameSolicitado[]) {
  const candidatos = pedidos.filter(
    (p): p is ExameSolicitado & { exameId: number } => p.origem !== ORIGEM_EXAME_IMAGEM.prontoAtendimento && p.exameId != null,
  );
  if (!candidatos.length) return candidatos;
  const { rows } = await tx.execute(sql`
    select solicitacao_origem, solicitacao_id from img_exame
     where situacao <> ${SITUACAO_EXAME_IMAGEM.cancelado}
       and (solicitacao_origem, solicitacao_id) in (${sql.join(
         candidatos.map((p) => sql`(${p.origem}, ${p.id}::bigint)`),
         sql`, `,
       )})`);
  const agendados = new Set(
    (rows as { solicitacao_origem: string; solicitacao_id: number | string }[]).map((f) => `${f.solicitacao_origem}|${f.solicitacao_id}`),
  );
  return candidatos.filter((p) => !agendados.has(`${p.origem}|${p.id}`));
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

/** A request of the product as the scheduling screens show it, with the modality it needs. */
const paraSolicitacao = (p: ExameSolicitado & { exameId: number }) => ({
  origem: p.origem,
  id: p.id,
  exameId: p.exameId,
  exameNome: p.exameNome,
  procedimentoCodigo: p.procedimentoCodigo,
  modalidade: modalidadeDoProcedimento(p.procedimentoCodigo),
  dataSolicitacao: p.dataSolicitacao,
  solicitanteId: p.solicitanteId,
  solicitanteNome: p.solicitanteNome,
  unidadeId: p.unidadeId,
  unidadeNome: p.unidadeNome,
});

const opcoes = async (tx: Tx, q: SQL) =>
  ((await tx.execute(q)).rows as { id: number | string; nome: string }[]).map((r) => ({ id: Number(r.id), nome: r.nome }));

const ORDENAVEIS: Record<string, SQL> = {
  data: sql`a.data`,
  hora: sql`a.hora`,
  numero: sql`a.numero`,
  pacienteNome: sql`c.nome collate "und-x-icu"`,
  equipamentoNome: sql`q.nome collate "und-x-icu"`,
  exameNome: sql`ex.nome collate "und-x-icu"`,
  situacao: sql`e.situacao`,
};

const filtrosQuery = datatableRequestSchema.extend(imgAgendamentoFiltrosSchema.shape);
type Filtros = z.infer<typeof filtrosQuery>;

function condicoes(f: Filtros, termo: string): SQL {
  const partes: SQL[] = [sql`e.agendamento_id is not null`];
  if (f.dataInicio) partes.push(sql`a.data >= ${f.dataInicio}`);
  if (f.dataFim) partes.push(sql`a.data <= ${f.dataFim}`);
  if (f.situacao) partes.push(sql`e.situacao = ${f.situacao}`);
  if (f.equipamentoId) partes.push(sql`e.equipamento_id = ${f.equipamentoId}`);
  if (f.pacienteId) partes.push(sql`e.paciente_id = ${f.pacienteId}`);
  if (f.retroativo) partes.push(sql`a.retroativo = ${f.retroativo === '1'}`);
  if (f.futuros === '1') partes.push(sql`a.data >= ${agoraLocal().hoje} and e.situacao = ${SITUACAO_EXAME_IMAGEM.agendado}`);
  if (termo) {
    const like = `%${termo.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digitos = termo.replace(/\D/g, '');
    partes.push(
      sql`(f_unaccent(lower(c.nome)) like f_unaccent(${like}) or f_unaccent(lower(coalesce(c.nome_social, ''))) like f_unaccent(${like})
           or f_unaccent(lower(coalesce(ex.nome, ''))) like f_unaccent(${like})
           ${digitos.length >= 4 ? sql`or a.numero::text like ${`%${digitos}%`} or c.cpf = ${digitos} or c.cns = ${digitos}` : sql``})`,
    );
  }
  return sql.join(partes, sql` and `);
}

const datatable = (tx: Tx, req: DatatableRequest, f: Filtros) =>
  paginarPorLeitor(tx, req, {
    de: deImgExame,
    condicoes: (termo) => condicoes(f, termo),
    ordenaveis: ORDENAVEIS,
    ordemPadrao: f.futuros === '1' ? [sql`a.data asc`, sql`a.hora asc`] : [sql`a.data desc`, sql`a.hora asc`],
    desempate: sql`e.id`,
    listar: (onde, limite, ordem) => listarExamesImagem(tx, onde, limite, ordem),
  });

/**
 * exame-imagem/agendamento, agendamento-retroativo, reagendamento-cancelamento-exame and listagem-exames-agendados
 * (spec 000 §2.3, issue 22): one imaging exam (a request of the product, or paper) booked in a free slot of an
 * equipment's agenda within the requesters' quotas, its slip, its reschedule or cancellation with reason, and the
 * day's list per equipment.
 */
export function agendamentoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const form = async (tx: Tx) => ({
    data: {
      equipamentos: (
        (
          await tx.execute(sql`
            select q.id, q.nome, q.modalidade, u.nome_fantasia as unidade_nome from img_equipamento q join unidade u on u.id = q.unidade_id
             where not q.bloqueado and exists (select 1 from jornada j where j.modulo = ${MODULO_EXAME_IMAGEM} and j.recurso_id = q.id)
             order by ${porNome(sql`q.nome`)}`)
        ).rows as Record<string, unknown>[]
      ).map((x) => ({ id: Number(x.id), nome: String(x.nome), modalidade: Number(x.modalidade), unidadeNome: String(x.unidade_nome) })),
      unidades: await opcoes(
        tx,
        sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
      ),
      profissionais: await opcoes(
        tx,
        sql`select u.id, c.nome from usuario u join cidadao c on c.id = u.cidadao_id
             where not u.bloqueado and u.registro_numero is not null order by ${porNome(sql`c.nome`)}`,
      ),
      exames: (await lerExamesImagem(tx, sql`not ex.bloqueado`)).map(({ bloqueado: _, ...e }) => e),
    },
  });
  for (const [b, permission] of [
    [base, IMG.agendamentoVer],
    [baseRetro, IMG.agendamentoRetroativo],
    [baseReag, IMG.reagendar],
    [baseListagem, IMG.listagem],
  ] as const)
    r.get(`${b}/create`, { schema: { tags: [b.slice(5)], response: { 200: imgAgendamentoFormSchema } }, config: { permission } }, (req) =>
      req.tx(form),
    );

  // the patient's card: who they are, the requests of the product not yet scheduled, the imaging exams
  r.get(
    `${base}/paciente/:pacienteId`,
    {
      schema: {
        tags: ['exame-imagem/agendamento'],
        params: z.object({ pacienteId: z.coerce.number().int().positive() }),
        response: { 200: imgPacienteRespostaSchema },
      },
      config: { permission: IMG.agendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const id = req.params.pacienteId;
        const paciente = await pacienteDaFicha(tx, id);
        const pedidos = await listarExamesSolicitados(tx, id, {
          desde: somarDias(agoraLocal().hoje, -VALIDADE_SOLICITACAO_DIAS),
          tipo: TIPO_EXAME.imagem,
        });
        return {
          paciente,
          solicitacoes: (await aguardandoAgendamento(tx, pedidos)).map(paraSolicitacao),
          exames: await listarExamesImagem(tx, sql`e.paciente_id = ${id}`, 50),
        };
      }),
  );

  // the desk's list: every patient's imaging requests of the product not yet scheduled, oldest first
  r.get(
    `${base}/pendentes`,
    {
      schema: { tags: ['exame-imagem/agendamento'], response: { 200: imgPendentesRespostaSchema } },
      config: { permission: IMG.agendamentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const { hoje } = agoraLocal();
        const pedidos = await listarExamesPendentes(tx, {
          desde: somarDias(hoje, -VALIDADE_SOLICITACAO_DIAS),
          ate: hoje,
          tipo: TIPO_EXAME.imagem,
        });
        const aguardando = (await aguardandoAgendamento(tx, pedidos)).slice(0, 200);
        const nomes = await nomesDosPacientes(tx, aguardando);
        return {
          data: aguardando.map((p) => ({ ...paraSolicitacao(p), pacienteId: p.pacienteId, pacienteNome: nomes.get(p.pacienteId) ?? '' })),
        };
      }),
  );

  // free slots of the agendas whose equipment performs the exam (its modality)
  const sugestao = (retroativo: boolean) => async (req: FastifyRequest, tx: Tx) => {
    const q = imgSugestaoQuerySchema.parse(req.query);
    const { hoje, agora } = agoraLocal();
    const pedida = q.dataInicial ?? hoje;
    const dataInicial = retroativo || pedida > hoje ? pedida : hoje;
    const dataFinal = retroativo ? (pedida < hoje ? hoje : pedida) : somarDias(hoje, HORIZONTE_IMAGEM_DIAS);
    let modalidade = q.modalidade ?? null;
    if (q.exameId) {
      const [e] = await lerExamesImagem(tx, sql`ex.id = ${q.exameId}`);
      if (!e) throw unprocessable({ exame_id: ['Exame de imagem não encontrado.'] });
      modalidade = e.modalidade ?? modalidade;
    }
    const filtros: SQL[] = [
      sql`j.modulo = ${MODULO_EXAME_IMAGEM}`,
      sql`j.vigencia_inicio <= ${dataFinal} and (j.vigencia_fim is null or j.vigencia_fim >= ${dataInicial})`,
      sql`j.recurso_id in (select id from img_equipamento where not bloqueado
            ${modalidade ? sql`and modalidade = ${modalidade}` : sql``} ${q.equipamentoId ? sql`and id = ${q.equipamentoId}` : sql``})`,
    ];
    if (q.jornadaId) filtros.push(sql`j.id = ${q.jornadaId}`);
    const data = await proximasVagas(tx, {
      jornadas: await lerJornadas(tx, sql.join(filtros, sql` and `)),
      tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
      dataInicial,
      dataFinal,
      hoje: retroativo ? '0000-00-00' : hoje,
      agora,
      solicitante: await solicitanteDe(req, tx),
      limite: q.limite,
    });
    // the engine names an equipment agenda by the resource registry; the equipment's own name is clearer
    const { rows: nomes } = await tx.execute(sql`select id, nome from img_equipamento`);
    const nome = new Map((nomes as { id: number | string; nome: string }[]).map((n) => [Number(n.id), n.nome]));
    return { data: data.map((v) => ({ ...v, recursoNome: nome.get(v.recursoId) ?? v.recursoNome })) };
  };
  for (const [b, permission, retro] of [
    [base, IMG.agendamentoVer, false],
    [baseRetro, IMG.agendamentoRetroativo, true],
    [baseReag, IMG.reagendar, false],
  ] as const)
    r.get(
      `${b}/sugestao`,
      {
        schema: { tags: [b.slice(5)], querystring: imgSugestaoQuerySchema, response: { 200: imgSugestaoRespostaSchema } },
        config: { permission },
      },
      (req) => req.tx((tx) => sugestao(retro)(req, tx)),
    );

  for (const [b, permission, retroativo] of [
    [base, IMG.agendamentoCadastrar, false],
    [baseRetro, IMG.agendamentoRetroativo, true],
  ] as const)
    r.post(
      b,
      {
        schema: { tags: [b.slice(5)], body: imgAgendamentoSchema, response: { 201: imgExameAgendadoRespostaSchema } },
        config: { permission },
      },
      async (req, reply) =>
        reply.status(201).send(
          await req.tx(async (tx) => {
            const { id, avisoCota } = await agendarExameImagem(tx, req.body, {
              usuarioId: req.auth.usuarioId,
              solicitante: await solicitanteDe(req, tx),
              retroativo,
            });
            return { data: await detalheExameImagem(tx, id), avisoCota };
          }),
        ),
    );

  for (const [b, permission] of [
    [base, IMG.agendamentoVer],
    [baseRetro, IMG.agendamentoRetroativo],
    [baseReag, IMG.reagendar],
  ] as const) {
    r.get(
      `${b}/datatable`,
      {
        schema: { tags: [b.slice(5)], querystring: filtrosQuery, response: { 200: datatableResposta(imgExameAgendadoSchema) } },
        config: { permission },
      },
      (req) => req.tx((tx) => datatable(tx, req.query, req.query)),
    );
    r.get(
      `${b}/:id`,
      { schema: { tags: [b.slice(5)], params: idParams, response: { 200: imgExameAgendadoRespostaSchema } }, config: { permission } },
      (req) => req.tx(async (tx) => ({ data: await detalheExameImagem(tx, req.params.id) })),
    );
  }

  // reagendamento-cancelamento-exame: create/{id} reschedules, edit/{id} cancels
  r.put(
    `${baseReag}/:id/reagendar`,
    {
      schema: {
        tags: ['exame-imagem/reagendamento-cancelamento-exame'],
        params: idParams,
        body: imgReagendamentoSchema,
        response: { 200: imgExameAgendadoRespostaSchema },
      },
      config: { permission: IMG.reagendar },
    },
    (req) =>
      req.tx(async (tx) => ({
        data: await reagendarExameImagem(tx, req.params.id, req.body, {
          usuarioId: req.auth.usuarioId,
          solicitante: await solicitanteDe(req, tx),
          retroativo: false,
        }),
      })),
  );
  r.put(
    `${baseReag}/:id/cancelar`,
    {
      schema: {
        tags: ['exame-imagem/reagendamento-cancelamento-exame'],
        params: idParams,
        body: imgCancelamentoSchema,
        response: { 200: imgExameAgendadoRespostaSchema },
      },
      config: { permission: IMG.reagendar },
    },
    (req) => req.tx(async (tx) => ({ data: await cancelarExameImagem(tx, req.params.id, req.body.motivo, req.auth.usuarioId) })),
  );

  impressaoAgendamentoImagemRoutes(app);
}
