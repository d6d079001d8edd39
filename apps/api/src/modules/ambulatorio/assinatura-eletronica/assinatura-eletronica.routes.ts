import {
  AMB,
  ASSINATURA_PENDENTE_AMBULATORIO_DIAS,
  assinaturaPendenteListaSchema,
  atendimentoAssinadoSchema,
  caminhoImpressaoAmbulatorio,
  DOCUMENTO_IMPRESSAO,
  datatableRequestSchema,
  RECEITA_IMPRESSAO,
  RECEITA_NAO_PADRONIZADA_IMPRESSAO,
  REQUISICAO_IMPRESSAO,
  storeAtendimentoAssinadoSchema,
  TITULO_IMPRESSAO,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITE_CORPO_DOCUMENTO_ASSINADO } from '../../../lib/signature/documento-assinado.js';
import { gravarAtendimentoAssinado } from './assinatura-eletronica.service.js';

const tags = ['ambulatorio/assinatura-eletronica'];

/** `case <coluna> when <k> then '<documento>' … end`: the print kind of a row by its type. */
const porTipo = (coluna: SQL, mapa: Record<string | number, string>) =>
  sql`case ${coluna} ${sql.join(
    Object.entries(mapa).map(([k, v]) => sql`when ${typeof k === 'string' && Number.isNaN(Number(k)) ? k : Number(k)} then ${v}`),
    sql` `,
  )} end`;

/**
 * The outpatient signatures (spec 001 §7 store-atendimento-assinado and assinatura-eletronica): the signed copy of
 * a print kept with its attendance, and the user's prints still unsigned (their attendances of the last 30 days).
 */
export function assinaturaEletronicaAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/ambulatorio/atendimento/store-atendimento-assinado',
    {
      schema: { tags, body: storeAtendimentoAssinadoSchema, response: { 201: atendimentoAssinadoSchema } },
      config: { permission: AMB.atendimentoCadastrar },
      bodyLimit: LIMITE_CORPO_DOCUMENTO_ASSINADO,
    },
    async (req, reply) => {
      const res = await req.tx((tx) => gravarAtendimentoAssinado(tx, req.auth.usuarioId, req.body));
      return reply.status(201).send(res);
    },
  );

  r.get(
    '/api/ambulatorio/assinatura-eletronica/datatable',
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: assinaturaPendenteListaSchema } },
      config: { permission: AMB.assinatura },
    },
    (req) =>
      req.tx(async (tx) => {
        const pendentes = sql`
          with meus as (
            select a.id, a.finalizado_em, c.nome as paciente from ambulatorio_atendimento a join cidadao c on c.id = a.paciente_id
             where a.usuario_id = ${req.auth.usuarioId} and a.finalizado_em >= now() - make_interval(days => ${ASSINATURA_PENDENTE_AMBULATORIO_DIAS})),
          docs as (
            select m.id as atendimento_id, 'atendimento' as documento, m.id as ref, 0 as ordem from meus m
            union all select r.ambulatorio_atendimento_id, ${porTipo(sql`r.tipo`, RECEITA_IMPRESSAO)}, r.id, 1 from ambulatorio_receita r join meus m on m.id = r.ambulatorio_atendimento_id
            union all select r.ambulatorio_atendimento_id, ${RECEITA_NAO_PADRONIZADA_IMPRESSAO}, r.id, 2 from ambulatorio_receita r join meus m on m.id = r.ambulatorio_atendimento_id where r.tipo in (5, 6)
            union all select d.ambulatorio_atendimento_id, ${porTipo(sql`d.tipo`, DOCUMENTO_IMPRESSAO)}, d.id, 3 from ambulatorio_documento d join meus m on m.id = d.ambulatorio_atendimento_id
            union all select q.ambulatorio_atendimento_id, ${porTipo(sql`q.formulario`, REQUISICAO_IMPRESSAO)}, q.id, 4 from ambulatorio_requisicao_exame q join meus m on m.id = q.ambulatorio_atendimento_id)
          select d.atendimento_id, m.finalizado_em, m.paciente, d.documento, d.ref, d.ordem
            from docs d join meus m on m.id = d.atendimento_id
           where not exists (select 1 from ambulatorio_documento_assinado s where s.tipo = d.documento and s.referencia_id = d.ref)`;
        const { rows: total } = await tx.execute(sql`select count(*)::int as n from (${pendentes}) p`);
        const { rows } = await tx.execute(
          sql`select * from (${pendentes}) p order by p.finalizado_em desc, p.atendimento_id desc, p.ordem, p.ref limit ${req.query.length} offset ${req.query.start}`,
        );
        const n = Number((total[0] as { n: number }).n);
        return {
          draw: req.query.draw,
          recordsTotal: n,
          recordsFiltered: n,
          data: (rows as Record<string, unknown>[]).map((x) => ({
            atendimentoId: Number(x.atendimento_id),
            finalizadoEm: x.finalizado_em as string,
            paciente: String(x.paciente),
            documento: String(x.documento),
            id: Number(x.ref),
            titulo: TITULO_IMPRESSAO[String(x.documento)] ?? String(x.documento),
            caminho: caminhoImpressaoAmbulatorio(String(x.documento), Number(x.ref), true),
          })),
        };
      }),
  );
}
