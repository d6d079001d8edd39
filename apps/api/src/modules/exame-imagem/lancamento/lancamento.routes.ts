import {
  anexoImagemGravadoSchema,
  buscaLaudoImagemSchema,
  f,
  fusoHorario,
  IMG,
  SITUACAO_LAUDO_IMAGEM as L,
  lancamentoImagemFiltroSchema,
  lancamentoImagemListaSchema,
  laudoImagemAlteracaoSchema,
  laudoImagemEdicaoSchema,
  laudoImagemGravadoSchema,
  laudoImagemSchema,
  laudosAssinadosFiltroSchema,
  laudosAssinadosListaSchema,
  SITUACAO_EXAME_IMAGEM as S,
  TAMANHO_MAXIMO_ANEXO_IMAGEM,
  TIPOS_ANEXO_IMAGEM,
  telaLaudoImagemSchema,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { enviarAnexo, nomeSeguro, tipoDoArquivo } from '../../../lib/anexo.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { garantirExameAberto } from '../fechamento/fechamento.guard.js';
import { avisarOrigemLaudo, garantirModelo, lancarLaudo, laudoParaEscrita, telaDoLaudo } from './lancamento.service.js';

const tags = ['exame-imagem/lancamento'];
const base = '/api/exame-imagem/lancamento';
const baseAlteracao = '/api/exame-imagem/alteracao-resultado-lancamento';
const idParams = z.object({ id: z.coerce.number().int().positive() });

const MENSAGEM_TIPO = 'Envie uma imagem JPEG ou PNG ou um PDF.';
const MENSAGEM_TAMANHO = 'O arquivo deve ter no máximo 10 MB.';
const arquivoSchema = z.object(
  { filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) },
  { error: 'Selecione o arquivo.' },
);

/** The editor's screen, its reading audited as a clinical read (like the lab's results). */
async function lerTela(tx: Tx, req: Parameters<typeof auditarLeitura>[1], imgExameId: number, rota: string) {
  const data = await telaDoLaudo(tx, imgExameId);
  await auditarLeitura(tx, req, { tabela: 'img_laudo', registroId: imgExameId, pacienteId: data.exame.pacienteId, rota });
  return data;
}

/** The exam of an attachment operation, refused once its report is signed (the signed document is closed). */
async function exameParaAnexo(tx: Tx, imgExameId: number) {
  const { rows } = await tx.execute(sql`select situacao from img_exame where id = ${imgExameId} for update`);
  if (!rows[0]) throw notFound('Exame de imagem não encontrado.');
  const situacao = Number(rows[0].situacao);
  if (situacao !== S.realizado && situacao !== S.laudado)
    throw unprocessable(
      { arquivo: ['Anexos só podem ser alterados em exames realizados com laudo ainda não assinado.'] },
      'O exame não aceita alteração de anexos.',
    );
  await garantirExameAberto(tx, imgExameId, 'arquivo');
}

/**
 * lancamento + alteracao-resultado-lancamento (spec 000 §2.3, issue 22): the exams awaiting a report, the report
 * editor (templates, attachments), the change of a report not yet signed, and the new version of a signed one (the
 * previous kept as replaced, with the reason). Every report written is told to the request's origin.
 */
export function lancamentoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: lancamentoImagemFiltroSchema, response: { 200: lancamentoImagemListaSchema } },
      config: { permission: IMG.laudoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        if (q.dataInicio && q.dataFim && q.dataFim < q.dataInicio)
          throw unprocessable({ data_fim: ['A data final deve ser igual ou posterior à data inicial.'] });
        const dia = sql`(x.realizado_em at time zone ${fusoHorario()})::date`;
        const onde = [q.situacao ? sql`x.situacao = ${q.situacao}` : sql`x.situacao in (${S.realizado}, ${S.laudado})`];
        if (q.dataInicio) onde.push(sql`${dia} >= ${q.dataInicio}::date`);
        if (q.dataFim) onde.push(sql`${dia} <= ${q.dataFim}::date`);
        if (q.equipamentoId) onde.push(sql`x.equipamento_id = ${q.equipamentoId}`);
        if (q.modalidade) onde.push(sql`eq.modalidade = ${q.modalidade}`);
        if (q.paciente) onde.push(sql`f_unaccent(lower(c.nome)) like f_unaccent(lower(${`%${q.paciente}%`}))`);
        return (await paginar(tx, q, {
          de: sql`from img_exame x join cidadao c on c.id = x.paciente_id join procedimento_sigtap p on p.codigo = x.procedimento_codigo
                  left join exame e on e.id = x.exame_id left join img_equipamento eq on eq.id = x.equipamento_id
                  left join agendamento a on a.id = x.agendamento_id
                  left join img_laudo l on l.img_exame_id = x.id and l.situacao = ${L.lancado}`,
          onde,
          colunas: sql`x.id, a.numero, coalesce(c.nome_social, c.nome) as paciente, coalesce(e.nome, p.nome) as exame,
                       eq.modalidade, eq.nome as equipamento, x.situacao, x.urgente, x.realizado_em as "realizadoEm", l.id as "laudoId"`,
          ordenaveis: {
            realizadoEm: sql`x.realizado_em`,
            paciente: porNome(sql`c.nome`),
            exame: porNome(sql`coalesce(e.nome, p.nome)`),
            situacao: sql`x.situacao`,
          },
          ordemPadrao: sql`x.urgente desc, x.realizado_em, x.id`,
          busca: [sql`c.nome`, sql`coalesce(e.nome, p.nome)`, sql`a.numero::text`],
        })) as never;
      }),
  );

  r.get(
    `${base}/create`,
    {
      schema: { tags, querystring: z.object({ exame: f.referencia('Exame') }), response: { 200: telaLaudoImagemSchema } },
      config: { permission: IMG.laudoVer },
    },
    (req) =>
      req.tx(async (tx) => ({ data: await lerTela(tx, req, req.query.exame, `exame-imagem/lancamento/create?exame=${req.query.exame}`) })),
  );

  r.post(
    base,
    { schema: { tags, body: laudoImagemSchema, response: { 201: laudoImagemGravadoSchema } }, config: { permission: IMG.laudoCadastrar } },
    async (req, reply) => {
      const res = await req.tx((tx) => lancarLaudo(tx, req.auth.usuarioId, req.body));
      return reply.status(201).send({ data: { ...res, message: 'Laudo lançado: aguarda a assinatura.' } });
    },
  );

  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: telaLaudoImagemSchema } }, config: { permission: IMG.laudoVer } },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select img_exame_id from img_laudo where id = ${req.params.id}`);
        if (!rows[0]) throw notFound('Laudo não encontrado.');
        return { data: await lerTela(tx, req, Number(rows[0].img_exame_id), `exame-imagem/lancamento/edit/${req.params.id}`) };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: laudoImagemEdicaoSchema, response: { 200: laudoImagemGravadoSchema } },
      config: { permission: IMG.laudoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const l = await laudoParaEscrita(tx, req.params.id);
        if (l.situacao !== L.lancado)
          throw unprocessable(
            {
              laudo: [
                l.situacao === L.assinado
                  ? 'Laudo já assinado: altere-o em "Alteração de resultado" (nova versão, com motivo).'
                  : 'Esta versão foi substituída e não pode ser alterada.',
              ],
            },
            'Este laudo não pode ser alterado aqui.',
          );
        const modeloId = await garantirModelo(tx, req.body.modeloId);
        await tx.execute(sql`
          update img_laudo set texto = ${req.body.texto}, conclusao = ${req.body.conclusao}, modelo_id = coalesce(${modeloId}, modelo_id),
                 lancado_por = ${req.auth.usuarioId}, lancado_em = now()
           where id = ${l.id}`);
        await avisarOrigemLaudo(tx, l.imgExameId, req.auth.usuarioId, req.body.texto, req.body.conclusao);
        return { data: { id: l.id, imgExameId: l.imgExameId, versao: l.versao, message: 'Laudo alterado.' } };
      }),
  );

  // attachments: images of the device and its PDF
  r.post(
    `${base}/exame/:id/anexo`,
    {
      schema: { tags, params: idParams, body: z.object({ arquivo: arquivoSchema }), response: { 201: anexoImagemGravadoSchema } },
      config: { permission: IMG.laudoCadastrar },
    },
    async (req, reply) => {
      const a = req.body.arquivo;
      const tipo = tipoDoArquivo(a.data);
      if (!tipo || !(TIPOS_ANEXO_IMAGEM as readonly string[]).includes(tipo))
        throw unprocessable({ arquivo: [MENSAGEM_TIPO] }, MENSAGEM_TIPO);
      if (a.data.length > TAMANHO_MAXIMO_ANEXO_IMAGEM) throw unprocessable({ arquivo: [MENSAGEM_TAMANHO] }, MENSAGEM_TAMANHO);
      const data = await req.tx(async (tx) => {
        await exameParaAnexo(tx, req.params.id);
        const nome = nomeSeguro(a.filename, tipo);
        const { rows } = await tx.execute(sql`
          insert into img_exame_anexo (img_exame_id, nome, tipo_conteudo, tamanho, conteudo, usuario_id)
          values (${req.params.id}, ${nome}, ${tipo}, ${a.data.length}, ${a.data}, ${req.auth.usuarioId}) returning id, created_at`);
        return { id: Number(rows[0]?.id), nome, tipoConteudo: tipo, tamanho: a.data.length, criadoEm: rows[0]?.created_at as string };
      });
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/anexo/:id`,
    { schema: { tags, params: idParams, response: { 200: w.arquivo } }, config: { permission: IMG.laudoVer } },
    async (req, reply) => {
      const anexo = await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
        select a.nome, a.tipo_conteudo, a.conteudo, x.paciente_id from img_exame_anexo a join img_exame x on x.id = a.img_exame_id where a.id = ${req.params.id}`);
        const r0 = rows[0];
        if (!r0) throw notFound('Anexo não encontrado.');
        await auditarLeitura(tx, req, {
          tabela: 'img_exame_anexo',
          registroId: req.params.id,
          pacienteId: Number(r0.paciente_id),
          rota: `exame-imagem/lancamento/anexo/${req.params.id}`,
        });
        const conteudo = r0.conteudo;
        return {
          nome: String(r0.nome),
          tipoConteudo: String(r0.tipo_conteudo),
          conteudo: Buffer.isBuffer(conteudo) ? conteudo : Buffer.from(conteudo as Uint8Array),
        };
      });
      return enviarAnexo(reply, anexo);
    },
  );

  r.delete(
    `${base}/anexo/:id`,
    {
      schema: { tags, params: idParams, response: { 200: w.dados(z.object({ message: z.string() })) } },
      config: { permission: IMG.laudoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select img_exame_id from img_exame_anexo where id = ${req.params.id}`);
        if (!rows[0]) throw notFound('Anexo não encontrado.');
        await exameParaAnexo(tx, Number(rows[0].img_exame_id));
        await tx.execute(sql`delete from img_exame_anexo where id = ${req.params.id}`);
        return { data: { message: 'Anexo excluído.' } };
      }),
  );

  // alteracao-resultado-lancamento: signed reports, and a new version of one
  r.get(
    `${baseAlteracao}/datatable`,
    {
      schema: { tags, querystring: laudosAssinadosFiltroSchema, response: { 200: laudosAssinadosListaSchema } },
      config: { permission: IMG.laudoAlterar },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const dia = sql`(l.assinado_em at time zone ${fusoHorario()})::date`;
        const onde = [sql`l.situacao = ${L.assinado}`];
        if (q.dataInicio) onde.push(sql`${dia} >= ${q.dataInicio}::date`);
        if (q.dataFim) onde.push(sql`${dia} <= ${q.dataFim}::date`);
        return (await paginar(tx, q, {
          de: sql`from img_laudo l join img_exame x on x.id = l.img_exame_id join cidadao c on c.id = x.paciente_id
                  join procedimento_sigtap p on p.codigo = x.procedimento_codigo left join exame e on e.id = x.exame_id
                  left join agendamento a on a.id = x.agendamento_id
                  left join usuario ua on ua.id = l.assinado_por left join cidadao ca on ca.id = ua.cidadao_id`,
          onde,
          colunas: sql`l.id, x.id as "imgExameId", a.numero, coalesce(c.nome_social, c.nome) as paciente, coalesce(e.nome, p.nome) as exame,
                       l.versao, coalesce(ca.nome_social, ca.nome) as "assinadoPor", l.assinado_em as "assinadoEm"`,
          ordenaveis: { assinadoEm: sql`l.assinado_em`, paciente: porNome(sql`c.nome`), exame: porNome(sql`coalesce(e.nome, p.nome)`) },
          ordemPadrao: sql`l.assinado_em desc, l.id desc`,
          busca: [sql`c.nome`, sql`coalesce(e.nome, p.nome)`, sql`a.numero::text`, sql`x.id::text`],
        })) as never;
      }),
  );

  // the create entry point: an exam number (the slip's, or the exam's own) → its signed report
  r.get(
    `${baseAlteracao}/busca`,
    {
      schema: {
        tags,
        querystring: z.object({ numero: f.inteiro('Número do exame', { min: 1 }) }),
        response: { 200: buscaLaudoImagemSchema },
      },
      config: { permission: IMG.laudoAlterar },
    },
    (req) =>
      req.tx(async (tx) => {
        const n = req.query.numero;
        const { rows } = await tx.execute(sql`
          select l.id, l.situacao from img_exame x left join agendamento a on a.id = x.agendamento_id
            join img_laudo l on l.img_exame_id = x.id and l.situacao <> ${L.substituido}
           where a.numero = ${n} or x.id = ${n} order by (a.numero = ${n}) desc nulls last limit 1`);
        const l = rows[0];
        if (!l) throw unprocessable({ numero: ['Nenhum exame com laudo com este número.'] });
        if (Number(l.situacao) !== L.assinado)
          throw unprocessable({ numero: ['O laudo deste exame ainda não foi assinado: altere-o no lançamento de laudos.'] });
        return { data: { id: Number(l.id) } };
      }),
  );

  r.get(
    `${baseAlteracao}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: telaLaudoImagemSchema } }, config: { permission: IMG.laudoAlterar } },
    (req) =>
      req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`select img_exame_id from img_laudo where id = ${req.params.id}`);
        if (!rows[0]) throw notFound('Laudo não encontrado.');
        return {
          data: await lerTela(tx, req, Number(rows[0].img_exame_id), `exame-imagem/alteracao-resultado-lancamento/edit/${req.params.id}`),
        };
      }),
  );

  r.put(
    `${baseAlteracao}/:id`,
    {
      schema: { tags, params: idParams, body: laudoImagemAlteracaoSchema, response: { 200: laudoImagemGravadoSchema } },
      config: { permission: IMG.laudoAlterar },
    },
    (req) =>
      req.tx(async (tx) => {
        const l = await laudoParaEscrita(tx, req.params.id);
        if (l.situacao !== L.assinado)
          throw unprocessable(
            {
              laudo: [
                l.situacao === L.lancado
                  ? 'Este laudo ainda não foi assinado: altere-o no lançamento de laudos.'
                  : 'Esta versão já foi substituída por outra.',
              ],
            },
            'Só o laudo assinado vigente recebe nova versão.',
          );
        const b = req.body;
        const modeloId = await garantirModelo(tx, b.modeloId);
        await tx.execute(sql`update img_laudo set situacao = ${L.substituido} where id = ${l.id}`);
        const versao = l.versao + 1;
        const { rows } = await tx.execute(sql`
          insert into img_laudo (img_exame_id, versao, modelo_id, texto, conclusao, situacao, motivo_alteracao, lancado_por)
          values (${l.imgExameId}, ${versao}, ${modeloId}, ${b.texto}, ${b.conclusao}, ${L.lancado}, ${b.motivo}, ${req.auth.usuarioId})
          returning id`);
        await tx.execute(sql`update img_exame set situacao = ${S.laudado} where id = ${l.imgExameId}`);
        await avisarOrigemLaudo(tx, l.imgExameId, req.auth.usuarioId, b.texto, b.conclusao);
        return {
          data: {
            id: Number(rows[0]?.id),
            imgExameId: l.imgExameId,
            versao,
            message: `Versão ${versao} do laudo gravada: aguarda nova assinatura.`,
          },
        };
      }),
  );
}
