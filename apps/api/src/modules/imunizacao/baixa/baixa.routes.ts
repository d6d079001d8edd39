import {
  type BaixaVacinaInput,
  baixaVacinaDatatableSchema,
  baixaVacinaFiltroSchema,
  baixaVacinaFormSchema,
  baixaVacinaHistoricoSchema,
  baixaVacinaSchema,
  datatableRequestSchema,
  gravadoVacinaSchema,
  IMU,
  MOTIVOS_PERDA_VACINA,
  nomeMotivoPerda,
  TIPOS_MOVIMENTO_ESTOQUE,
  type TipoMovimentoEstoque,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { HttpError } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { type ContextoEstoque, recusaEstoque, retirar } from '../../estoque/index.js';
import { diasAlertaValidade, lotesDaSala } from '../consulta-estoque/consulta-estoque.service.js';
import { salaDaSessao } from '../sala-vacinacao/sala-vacinacao.service.js';

const tags = ['imunizacao/baixa'];
const base = '/api/imunizacao/baixa';
/** The loss movements of a room: write-offs (and their reversals) and the open vials' technical losses. */
const TIPOS_PERDA = ['baixa', 'estorno_baixa', 'perda_frasco_aberto'] as const;

/** A loss of doses of one lot of the room: the row, then its `baixa` movement (expired lots included). */
export async function gravarBaixaVacina(tx: Tx, ctx: ContextoEstoque, centroCustoId: number, b: BaixaVacinaInput): Promise<number> {
  const { rows: l } = await tx.execute(sql`
    select l.lote, v.id as vacina_id, v.material_id from estoque_lote l join vacina v on v.material_id = l.material_id where l.id = ${b.loteId}`);
  if (!l[0]) throw recusaEstoque('Lote de vacina não encontrado.', 'lote_id');
  const { rows } = await tx.execute(sql`
    insert into imunizacao_baixa (centro_custo_id, data, vacina_id, lote_id, doses, motivo, observacao)
    values (${centroCustoId}, ${b.data}, ${l[0].vacina_id}, ${b.loteId}, ${b.doses}, ${b.motivo}, ${b.observacao ?? null}) returning id`);
  const id = Number(rows[0].id);
  const [m] = await retirar(tx, ctx, {
    tipo: 'baixa',
    centroCustoId,
    data: b.data,
    materialId: Number(l[0].material_id),
    quantidade: b.doses,
    loteId: b.loteId,
    documento: { tipo: 'imunizacao_baixa', id },
    motivo: b.observacao ? `${nomeMotivoPerda(b.motivo)}: ${b.observacao}` : nomeMotivoPerda(b.motivo),
  }).catch((e) => {
    // the engine's refusal (doses left) belongs under the doses typed
    if (e instanceof HttpError && e.statusCode === 422 && e.errors?.itens) throw recusaEstoque(e.message, 'doses');
    throw e;
  });
  await tx.execute(sql`update imunizacao_baixa set movimento_id = ${m.movimentoId} where id = ${id}`);
  return id;
}

/**
 * imunizacao/baixa (spec 000 §2.3 index; spec 001 §7 "baixa with historico"): vaccine losses of the session's room by
 * reason, and the history of every loss there, open-vial losses included.
 */
export function baixaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const filtro = datatableRequestSchema.extend(baixaVacinaFiltroSchema.shape);

  r.get(
    `${base}/datatable`,
    { schema: { tags, querystring: filtro, response: { 200: baixaVacinaDatatableSchema } }, config: { permission: IMU.baixaVer } },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const q = req.query;
        const onde = [sql`b.centro_custo_id = ${sala.centroCustoId}`];
        if (q.dataInicio) onde.push(sql`b.data >= ${q.dataInicio}`);
        if (q.dataFim) onde.push(sql`b.data <= ${q.dataFim}`);
        if (q.motivo) onde.push(sql`b.motivo = ${q.motivo}`);
        if (q.vacinaId) onde.push(sql`b.vacina_id = ${q.vacinaId}`);
        const res = await paginar(tx, q, {
          de: sql`from imunizacao_baixa b join vacina v on v.id = b.vacina_id join estoque_lote l on l.id = b.lote_id`,
          onde,
          colunas: sql`b.id, b.data::text as data, v.nome as vacina, l.lote, l.validade::text as validade, b.doses, b.motivo, b.observacao,
                       ${nomeDoUsuario(sql`b.created_by`)} as "registradoPor"`,
          ordenaveis: {
            data: sql`b.data`,
            vacina: porNome(sql`v.nome`),
            lote: sql`l.lote`,
            validade: sql`l.validade`,
            doses: sql`b.doses`,
          },
          ordemPadrao: sql`b.data desc, b.id desc`,
          busca: [sql`v.nome`, sql`l.lote`, sql`b.observacao`],
        });
        return { ...res, data: res.data.map((d) => ({ ...d, motivoNome: nomeMotivoPerda(Number(d.motivo)) })) } as never;
      }),
  );

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: baixaVacinaFormSchema } }, config: { permission: IMU.baixaCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true });
        const lotes = await lotesDaSala(tx, sala.centroCustoId, { diasAlerta: await diasAlertaValidade(tx) });
        return { form: { sala, lotes, motivos: MOTIVOS_PERDA_VACINA.map((m) => ({ ...m })) } };
      }),
  );

  r.post(
    base,
    { schema: { tags, body: baixaVacinaSchema, response: { 201: gravadoVacinaSchema } }, config: { permission: IMU.baixaCadastrar } },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true });
        return gravarBaixaVacina(tx, { usuarioId: req.auth.usuarioId }, sala.centroCustoId, req.body);
      });
      return reply.status(201).send({ id });
    },
  );

  r.get(
    `${base}/historico`,
    { schema: { tags, querystring: filtro, response: { 200: baixaVacinaHistoricoSchema } }, config: { permission: IMU.baixaVer } },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const q = req.query;
        const onde = [
          sql`mv.centro_custo_id = ${sala.centroCustoId}`,
          sql`mv.tipo in (${sql.join(
            TIPOS_PERDA.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        ];
        if (q.dataInicio) onde.push(sql`mv.data >= ${q.dataInicio}`);
        if (q.dataFim) onde.push(sql`mv.data <= ${q.dataFim}`);
        if (q.vacinaId) onde.push(sql`v.id = ${q.vacinaId}`);
        if (q.motivo)
          onde.push(
            sql`mv.documento_tipo = 'imunizacao_baixa' and mv.documento_id in (select id from imunizacao_baixa where motivo = ${q.motivo})`,
          );
        const res = await paginar(tx, q, {
          de: sql`from estoque_movimento mv join estoque_lote l on l.id = mv.lote_id join vacina v on v.material_id = mv.material_id`,
          onde,
          colunas: sql`mv.id as "movimentoId", mv.tipo, mv.data::text as data, mv.registrado_em as "registradoEm", v.nome as vacina, l.lote,
                       l.validade::text as validade, abs(mv.quantidade)::int as doses, mv.motivo, ${nomeDoUsuario(sql`mv.usuario_id`)} as usuario`,
          ordenaveis: { data: sql`mv.data`, vacina: porNome(sql`v.nome`), lote: sql`l.lote`, doses: sql`abs(mv.quantidade)` },
          ordemPadrao: sql`mv.data desc, mv.id desc`,
          busca: [sql`v.nome`, sql`l.lote`, sql`mv.motivo`],
        });
        return {
          ...res,
          data: res.data.map((d) => ({ ...d, tipoNome: TIPOS_MOVIMENTO_ESTOQUE[d.tipo as TipoMovimentoEstoque].nome })),
        } as never;
      }),
  );
}
