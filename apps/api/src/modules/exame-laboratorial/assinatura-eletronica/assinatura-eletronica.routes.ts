import { createHash } from 'node:crypto';
import {
  assinaturaResultadoFiltroSchema,
  datatableRequestSchema,
  identificacaoPdfResultadoLab,
  LAB,
  MENSAGENS_RESULTADO_LAB as M,
  resultadoAssinadoRespostaSchema,
  resultadoAssinadoSchema,
  resultadoAssinarDatatableSchema,
  resultadoParaAssinarSchema,
  SITUACAO_EXAME_LAB,
  SITUACAO_RESULTADO_LAB,
  w,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { exigirMesmoDocumento, LIMITE_CORPO_DOCUMENTO_ASSINADO, pdfDoArquivo } from '../../../lib/signature/documento-assinado.js';
import { lerNomeDoUsuario, nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { telaDoAgendamento } from '../lancamento-resultado/lancamento-resultado.service.js';
import { carregarLaudo, laudoResultados } from '../resultado-impressao/resultado-impressao.documento.js';

const tags = ['exame-laboratorial/assinatura-eletronica'];
const base = '/api/exame-laboratorial/assinatura-eletronica';
const params = z.object({ id: z.coerce.number().int().positive() });

/** A live result and where it sits; 404 when missing or cancelled. */
async function resultado(tx: Tx, id: number) {
  const { rows } = await tx.execute(sql`
    select r.id, r.situacao, r.agendamento_exame_id, ae.lab_agendamento_id from lab_resultado r
      join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id where r.id = ${id} and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}`);
  const r = rows[0];
  if (!r) throw notFound('Resultado não encontrado.');
  return {
    id,
    situacao: Number(r.situacao),
    agendamentoExameId: Number(r.agendamento_exame_id),
    labAgendamentoId: Number(r.lab_agendamento_id),
  };
}

/**
 * The PDF the professional signs (PAdES, through rest-pki with his own A1 certificate): the report of this one
 * result naming him as responsible, its Keywords naming the result so only its own signed copy comes back.
 */
export async function pdfParaAssinar(tx: Tx, clienteId: number, usuarioId: number, resultadoId: number): Promise<Buffer> {
  const r = await resultado(tx, resultadoId);
  if (r.situacao !== SITUACAO_RESULTADO_LAB.lancado) throw unprocessable({ id: [M.jaAssinado] }, M.jaAssinado);
  const laudo = await carregarLaudo(tx, [resultadoId]);
  const nome = await lerNomeDoUsuario(tx, usuarioId);
  return gerarPdf(laudoResultados(laudo, await carregarCabecalho(tx, clienteId), nome, { final: false, assinante: nome }));
}

/**
 * store/{id}: the signed copy is kept once it is proven: a document this user signed here (its SHA-256 is one of
 * his signed documents), printed from this very result (Keywords), and the result not signed yet. The result
 * becomes final (assinado) and its exam liberado.
 */
export async function gravarResultadoAssinado(tx: Tx, usuarioId: number, resultadoId: number, arquivo: string) {
  const r = await resultado(tx, resultadoId);
  if (r.situacao !== SITUACAO_RESULTADO_LAB.lancado) throw unprocessable({ id: [M.jaAssinado] }, M.jaAssinado);
  const pdf = pdfDoArquivo(arquivo, M.somentePdf);
  const hash = createHash('sha256').update(pdf).digest('hex');
  const [assinatura] = await tx
    .select({ codigo: assinaturaDocumento.codigo, assinadoEm: assinaturaDocumento.assinadoEm })
    .from(assinaturaDocumento)
    .where(
      and(
        eq(assinaturaDocumento.usuarioId, usuarioId),
        eq(assinaturaDocumento.status, STATUS_ASSINATURA.ASSINADO),
        eq(assinaturaDocumento.pdfAssinadoSha256, hash),
      ),
    )
    .limit(1);
  if (!assinatura?.assinadoEm) throw unprocessable({ arquivo: [M.naoAssinadoAqui] }, 'Certificado inválido!');
  await exigirMesmoDocumento(pdf, identificacaoPdfResultadoLab(resultadoId), M.outroDocumento);
  await tx.execute(sql`
    update lab_resultado set situacao = ${SITUACAO_RESULTADO_LAB.assinado}, assinado_por = ${usuarioId}, assinado_em = ${assinatura.assinadoEm},
           pdf_assinado = ${pdf}, updated_at = now() where id = ${resultadoId}`);
  await tx.execute(sql`
    update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.liberado}, updated_at = now() where id = ${r.agendamentoExameId}`);
  return { message: 'Resultado assinado e liberado.', data: { codigo: assinatura.codigo, assinadoEm: assinatura.assinadoEm } };
}

/**
 * exame-laboratorial/assinatura-eletronica (issue 21): results entered and awaiting the responsible professional's
 * signature (filter by who entered them: `profissionalId`), one result to review, its PDF to sign and the store of
 * the signed copy. Several results are signed at once by the web (one PDF each, one dialog).
 */
export function assinaturaEletronicaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filtro = datatableRequestSchema.extend(assinaturaResultadoFiltroSchema.shape);

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: filtro, response: { 200: resultadoAssinarDatatableSchema } }, config: { permission: LAB.assinar } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [sql`r.situacao = ${SITUACAO_RESULTADO_LAB.lancado}`];
        if (q.profissionalId) onde.push(sql`r.lancado_por = ${q.profissionalId}`);
        if (q.laboratorioId) onde.push(sql`la.laboratorio_id = ${q.laboratorioId}`);
        if (q.dataInicio) onde.push(sql`r.lancado_em >= ${q.dataInicio}::date`);
        if (q.dataFim) onde.push(sql`r.lancado_em < ${q.dataFim}::date + 1`);
        const res = await paginarAssinatura(tx, q, onde);
        return res as never;
      }),
  );

  r.get(
    `${base}/profissionais`,
    { schema: { tags, response: { 200: w.dados(z.array(w.opcao)) } }, config: { permission: LAB.assinar } },
    (req) =>
      req.tx(async (tx) => {
        // who entered the results awaiting signature: the choices of the profissionalId filter
        const { rows } = await tx.execute(sql`
          select distinct r.lancado_por as id, ${nomeDoUsuario(sql`r.lancado_por`)} as nome from lab_resultado r
           where r.situacao = ${SITUACAO_RESULTADO_LAB.lancado} order by 2`);
        return { data: rows.map((x) => ({ id: Number(x.id), nome: String(x.nome ?? '') })) };
      }),
  );

  r.get(
    `${base}/create/:id`,
    { schema: { tags, params, response: { 200: resultadoParaAssinarSchema } }, config: { permission: LAB.assinar } },
    (req) =>
      req.tx(async (tx) => {
        const res = await resultado(tx, req.params.id);
        const tela = await telaDoAgendamento(tx, res.labAgendamentoId, [res.agendamentoExameId]);
        const exame = tela.exames[0];
        if (!exame) throw notFound('Resultado não encontrado.');
        return {
          data: { id: res.id, labAgendamentoId: tela.id, numero: tela.numero, situacao: res.situacao, paciente: tela.paciente, exame },
        };
      }),
  );

  r.get(
    `${base}/pdf/:id`,
    { schema: { tags, params, response: { 200: w.arquivo } }, config: { permission: LAB.assinar } },
    async (req, reply) => {
      const pdf = await req.tx((tx) => pdfParaAssinar(tx, req.cliente.id, req.auth.usuarioId, req.params.id));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="resultado-${req.params.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );

  r.post(
    `${base}/store/:id`,
    {
      schema: { tags, params, body: resultadoAssinadoSchema, response: { 200: resultadoAssinadoRespostaSchema } },
      config: { permission: LAB.assinar },
      bodyLimit: LIMITE_CORPO_DOCUMENTO_ASSINADO,
    },
    (req) => req.tx((tx) => gravarResultadoAssinado(tx, req.auth.usuarioId, req.params.id, req.body.arquivo)),
  );
}

async function paginarAssinatura(tx: Tx, q: z.infer<typeof datatableRequestSchema>, onde: ReturnType<typeof sql>[]) {
  const res = await paginar(tx, q, {
    de: sql`from lab_resultado r join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id join lab_agendamento la on la.id = ae.lab_agendamento_id
            join agendamento a on a.id = la.agendamento_id join cidadao c on c.id = r.paciente_id join exame e on e.id = r.exame_id`,
    onde,
    colunas: sql`r.id, la.id as "labAgendamentoId", a.numero, coalesce(nullif(c.nome_social, ''), c.nome) as paciente, e.nome as exame,
                 r.lancado_em as "lancadoEm", ${nomeDoUsuario(sql`r.lancado_por`)} as "lancadoPor",
                 (select count(*)::int from lab_resultado_valor v where v.resultado_id = r.id and v.faixa <> 0) as alterados,
                 (select count(*)::int from lab_resultado_valor v where v.resultado_id = r.id and v.critico) as criticos`,
    ordenaveis: { lancadoEm: sql`r.lancado_em`, numero: sql`a.numero`, paciente: sql`c.nome`, exame: sql`e.nome` },
    ordemPadrao: sql`r.lancado_em, r.id`,
    busca: [sql`c.nome`, sql`e.nome`, sql`a.numero::text`],
  });
  return {
    ...res,
    data: res.data.map((d) => ({ ...d, numero: Number(d.numero), alterados: Number(d.alterados), criticos: Number(d.criticos) })),
  };
}
