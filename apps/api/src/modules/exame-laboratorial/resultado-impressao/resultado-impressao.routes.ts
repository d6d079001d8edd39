import {
  cancelamentoResultadoSchema,
  datatableRequestSchema,
  entregaResultadoSchema,
  impressaoDatatableSchema,
  impressaoFiltroSchema,
  impressaoResultadoQuerySchema,
  LAB,
  MENSAGENS_RESULTADO_LAB as M,
  operacaoResultadoRespostaSchema,
  resultadosBuscaSchema,
  resultadosEmitidosSchema,
  SITUACAO_EXAME_LAB,
  SITUACAO_RESULTADO_LAB,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario, nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { carregarLaudo, laudoResultados } from './resultado-impressao.documento.js';

const base = '/api/exame-laboratorial';
const lista = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** The results of a scheduling (by its number or id) or of a patient, cancelled ones included (their history). */
export async function resultadosEmitidos(tx: Tx, q: z.infer<typeof resultadosBuscaSchema>) {
  const onde = [sql`true`];
  if (q.numero) onde.push(sql`a.numero = ${q.numero}`);
  if (q.labAgendamentoId) onde.push(sql`la.id = ${q.labAgendamentoId}`);
  if (q.pacienteId) onde.push(sql`r.paciente_id = ${q.pacienteId}`);
  if (!q.numero && !q.labAgendamentoId && !q.pacienteId)
    throw unprocessable({ numero: ['Informe o número do agendamento ou o paciente.'] }, 'Informe o número do agendamento ou o paciente.');
  const { rows } = await tx.execute(sql`
    select r.id, la.id as "labAgendamentoId", a.numero, a.data::text as data, coalesce(nullif(c.nome_social, ''), c.nome) as paciente, e.nome as exame,
           r.situacao, ae.situacao as "situacaoExame", r.lancado_em as "lancadoEm", ${nomeDoUsuario(sql`r.assinado_por`)} as "assinadoPor",
           r.assinado_em as "assinadoEm", r.impresso_em as "impressoEm", r.entregue_em as "entregueEm", r.entregue_para as "entreguePara",
           r.cancelado_em as "canceladoEm", r.motivo_cancelamento as "motivoCancelamento"
      from lab_resultado r join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id join lab_agendamento la on la.id = ae.lab_agendamento_id
      join agendamento a on a.id = la.agendamento_id join cidadao c on c.id = r.paciente_id join exame e on e.id = r.exame_id
     where ${sql.join(onde, sql` and `)}
     order by a.data desc, a.numero desc, e.nome, r.id desc limit 500`);
  return rows.map((r) => ({ ...r, id: Number(r.id), labAgendamentoId: Number(r.labAgendamentoId), numero: Number(r.numero) }));
}

/** Results by id with their situation and patient, locked for the change that follows. */
async function resultadosParaAlterar(tx: Tx, ids: number[]) {
  const { rows } = await tx.execute(sql`
    select r.id, r.situacao, r.agendamento_exame_id, r.paciente_id, r.entregue_em, e.nome as exame from lab_resultado r join exame e on e.id = r.exame_id
     where r.id in (${lista(ids)}) order by r.id for update of r`);
  if (rows.length !== ids.length) throw notFound('Resultado não encontrado.');
  return rows.map((r) => ({
    id: Number(r.id),
    situacao: Number(r.situacao),
    agendamentoExameId: Number(r.agendamento_exame_id),
    pacienteId: Number(r.paciente_id),
    entregue: r.entregue_em != null,
    exame: String(r.exame),
  }));
}

/**
 * The final print (impressao-exame), its history and reprint (impressoes), the delivery (entrega-exame) and the
 * cancellation (cancelamento-resultado) of laboratory results (issue 21). Only signed results print as final; the
 * print is recorded (who, when, which results); a cancelled result leaves its exam awaiting a new result.
 */
export function resultadoImpressaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [tela, permissao] of [
    ['impressao-exame', LAB.imprimir],
    ['entrega-exame', LAB.entregar],
    ['cancelamento-resultado', LAB.cancelarResultado],
  ] as const) {
    r.get(
      `${base}/${tela}/resultados`,
      {
        schema: { tags: [`exame-laboratorial/${tela}`], querystring: resultadosBuscaSchema, response: { 200: resultadosEmitidosSchema } },
        config: { permission: permissao },
      },
      (req) => req.tx(async (tx) => ({ data: (await resultadosEmitidos(tx, req.query)) as never })),
    );
  }

  r.get(
    `${base}/impressao-exame/pdf`,
    {
      schema: { tags: ['exame-laboratorial/impressao-exame'], querystring: impressaoResultadoQuerySchema, response: { 200: w.arquivo } },
      config: { permission: LAB.imprimir },
    },
    async (req, reply) => {
      const { resultadoIds, reimpressaoDe } = req.query;
      const pdf = await req.tx(async (tx) => {
        const laudo = await carregarLaudo(tx, resultadoIds);
        const naoAssinados = laudo.agendamentos
          .flatMap((a) => a.exames)
          .filter((e) => e.resultadoSituacao !== SITUACAO_RESULTADO_LAB.assinado);
        if (naoAssinados.length)
          throw unprocessable({ resultado_ids: [`${M.naoAssinado} (${naoAssinados.map((e) => e.nome).join(', ')})`] }, M.naoAssinado);
        const unicoAgendamento = laudo.agendamentos.length === 1 ? (laudo.agendamentos[0]?.id ?? null) : null;
        await tx.execute(sql`
          insert into lab_resultado_impressao (paciente_id, lab_agendamento_id, resultado_ids, reimpressao_de, reimpressao, usuario_id)
          values (${laudo.pacienteId}, ${unicoAgendamento}, ${`{${resultadoIds.join(',')}}`}::integer[], ${reimpressaoDe ?? null},
                  ${reimpressaoDe != null || (await jaImpresso(tx, resultadoIds))}, ${req.auth.usuarioId})`);
        await tx.execute(sql`update lab_resultado set impresso_em = now(), updated_at = now() where id in (${lista(resultadoIds)})`);
        await auditarLeitura(tx, req, {
          tabela: 'lab_resultado',
          registroId: resultadoIds[0] as number,
          pacienteId: laudo.pacienteId,
          rota: `exame-laboratorial/impressao-exame/pdf?resultadoIds=${resultadoIds.join(',')}`,
        });
        const cab = await carregarCabecalho(tx, req.cliente.id);
        return gerarPdf(laudoResultados(laudo, cab, await lerNomeDoUsuario(tx, req.auth.usuarioId), { final: true }));
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="resultado-exames-${resultadoIds.join('-')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );

  r.get(
    `${base}/impressao-exame/assinado/:id`,
    {
      schema: {
        tags: ['exame-laboratorial/impressao-exame'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: w.arquivo },
      },
      config: { permission: LAB.imprimir },
    },
    async (req, reply) => {
      const pdf = await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select pdf_assinado, paciente_id from lab_resultado where id = ${req.params.id} and situacao = ${SITUACAO_RESULTADO_LAB.assinado}`);
        const linha = rows[0];
        if (!linha?.pdf_assinado) throw notFound('Resultado assinado não encontrado.');
        await auditarLeitura(tx, req, {
          tabela: 'lab_resultado',
          registroId: req.params.id,
          pacienteId: Number(linha.paciente_id),
          rota: `exame-laboratorial/impressao-exame/assinado/${req.params.id}`,
        });
        return Buffer.from(linha.pdf_assinado as Uint8Array);
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="resultado-${req.params.id}-assinado.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );

  r.get(
    `${base}/impressoes/datatable`,
    {
      schema: {
        tags: ['exame-laboratorial/impressoes'],
        querystring: datatableRequestSchema.extend(impressaoFiltroSchema.shape),
        response: { 200: impressaoDatatableSchema },
      },
      config: { permission: LAB.imprimir },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = [sql`true`];
        if (q.dataInicio) onde.push(sql`i.impresso_em >= ${q.dataInicio}::date`);
        if (q.dataFim) onde.push(sql`i.impresso_em < ${q.dataFim}::date + 1`);
        if (q.pacienteId) onde.push(sql`i.paciente_id = ${q.pacienteId}`);
        const res = await paginar(tx, q, {
          de: sql`from lab_resultado_impressao i join cidadao c on c.id = i.paciente_id
                  left join lab_agendamento la on la.id = i.lab_agendamento_id left join agendamento a on a.id = la.agendamento_id`,
          onde,
          colunas: sql`i.id, i.impresso_em as "impressoEm", coalesce(nullif(c.nome_social, ''), c.nome) as paciente, a.numero, i.resultado_ids as "resultadoIds",
                       i.reimpressao, ${nomeDoUsuario(sql`i.usuario_id`)} as usuario,
                       (select string_agg(e.nome, ', ' order by e.nome) from lab_resultado r join exame e on e.id = r.exame_id
                         where r.id = any(i.resultado_ids)) as exames`,
          ordenaveis: { impressoEm: sql`i.impresso_em`, paciente: sql`c.nome`, numero: sql`a.numero` },
          ordemPadrao: sql`i.impresso_em desc, i.id desc`,
          busca: [sql`c.nome`, sql`a.numero::text`],
        });
        return {
          ...res,
          data: res.data.map((d) => ({
            ...d,
            numero: d.numero == null ? null : Number(d.numero),
            resultadoIds: (d.resultadoIds as (number | string)[]).map(Number),
            exames: d.exames ?? '',
          })),
        } as never;
      }),
  );

  r.post(
    `${base}/entrega-exame`,
    {
      schema: {
        tags: ['exame-laboratorial/entrega-exame'],
        body: entregaResultadoSchema,
        response: { 200: operacaoResultadoRespostaSchema },
      },
      config: { permission: LAB.entregar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const ids = [...new Set(b.resultadoIds)];
        const res = await resultadosParaAlterar(tx, ids);
        const erros: string[] = [];
        for (const x of res) {
          if (x.situacao !== SITUACAO_RESULTADO_LAB.assinado) erros.push(`${x.exame}: ${M.entregaNaoLiberado}`);
          else if (x.entregue) erros.push(`${x.exame}: ${M.jaEntregue}`);
        }
        if (new Set(res.map((x) => x.pacienteId)).size > 1) erros.push('Escolha resultados de um mesmo paciente.');
        if (erros.length) throw unprocessable({ resultado_ids: erros });
        const quando = b.entregueEm ?? new Date().toISOString();
        await tx.execute(sql`
          update lab_resultado set entregue_em = ${quando}::timestamptz, entregue_por = ${req.auth.usuarioId}, entregue_para = ${b.entreguePara},
                 entregue_documento = ${b.documento?.trim() || null}, updated_at = now() where id in (${lista(ids)})`);
        await tx.execute(sql`
          update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.entregue}, updated_at = now()
           where id in (${lista(res.map((x) => x.agendamentoExameId))})`);
        return {
          message: ids.length > 1 ? 'Entrega dos resultados registrada.' : 'Entrega do resultado registrada.',
          data: { quantidade: ids.length },
        };
      }),
  );

  r.post(
    `${base}/cancelamento-resultado`,
    {
      schema: {
        tags: ['exame-laboratorial/cancelamento-resultado'],
        body: cancelamentoResultadoSchema,
        response: { 200: operacaoResultadoRespostaSchema },
      },
      config: { permission: LAB.cancelarResultado },
    },
    (req) =>
      req.tx(async (tx) => {
        const [x] = await resultadosParaAlterar(tx, [req.body.resultadoId]);
        if (!x) throw notFound('Resultado não encontrado.');
        if (x.situacao === SITUACAO_RESULTADO_LAB.cancelado) throw unprocessable({ resultado_id: [M.jaCancelado] }, M.jaCancelado);
        // the signed copy and the print stay on the row: a cancelled result is marked, never erased (the audit keeps the change)
        await tx.execute(sql`
          update lab_resultado set situacao = ${SITUACAO_RESULTADO_LAB.cancelado}, cancelado_em = now(), cancelado_por = ${req.auth.usuarioId},
                 motivo_cancelamento = ${req.body.motivo}, updated_at = now() where id = ${x.id}`);
        await tx.execute(sql`
          update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.coletado}, updated_at = now() where id = ${x.agendamentoExameId}`);
        return { message: 'Resultado cancelado. O exame volta a aguardar resultado.', data: { quantidade: 1 } };
      }),
  );
}

/** Whether any of these results was printed before (the history marks the print as a reprint). */
async function jaImpresso(tx: Tx, ids: number[]): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from lab_resultado where id in (${lista(ids)}) and impresso_em is not null limit 1`);
  return rows.length > 0;
}
