import { IMG, imgCotaFormSchema, imgCotaListaSchema, imgCotaQuerySchema, imgCotaSchema, w } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { mapDbError, pgError } from '../../../lib/crud/db-errors.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { listarCotasImagem } from './cota.service.js';
import { imgCota } from './cota.table.js';

const base = '/api/exame-imagem/cota';
const tags = ['exame-imagem/cota'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const item = w.dados(imgCotaListaSchema.shape.data.element);

/**
 * exame-imagem/cota (issue 22): quotas of imaging exams per month, for a modality or all, of a requesting unit
 * or a requesting professional, with a financial ceiling at SIGTAP values; each listed with what it used.
 */
export function cotaImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    { schema: { tags, querystring: imgCotaQuerySchema, response: { 200: imgCotaListaSchema } }, config: { permission: IMG.cotaVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const onde = sql.join(
          [
            q.competencia ? sql`c.competencia = ${q.competencia}` : sql`true`,
            q.modalidade ? sql`c.modalidade = ${q.modalidade}` : sql`true`,
          ],
          sql` and `,
        );
        return { data: await listarCotasImagem(tx, onde) };
      }),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: imgCotaFormSchema } }, config: { permission: IMG.cotaVer } }, (req) =>
    req.tx(async (tx) => {
      const opcoes = async (q: ReturnType<typeof sql>) =>
        ((await tx.execute(q)).rows as { id: number | string; nome: string }[]).map((x) => ({ id: Number(x.id), nome: x.nome }));
      return {
        data: {
          unidades: await opcoes(
            sql`select id, nome_fantasia as nome from unidade where not bloqueado order by ${porNome(sql`nome_fantasia`)}`,
          ),
          profissionais: await opcoes(sql`
              select u.id, c.nome from usuario u join cidadao c on c.id = u.cidadao_id
               where not u.bloqueado and u.registro_numero is not null
               order by ${porNome(sql`c.nome`)}`),
        },
      };
    }),
  );

  const validar = async (tx: Tx, c: z.infer<typeof imgCotaSchema>) => {
    const erros: Record<string, string[]> = {};
    if (c.unidadeSolicitanteId && !(await tx.execute(sql`select 1 from unidade where id = ${c.unidadeSolicitanteId}`)).rows.length)
      erros.unidade_solicitante_id = ['Unidade não encontrada.'];
    if (
      c.profissionalSolicitanteId &&
      !(await tx.execute(sql`select 1 from usuario where id = ${c.profissionalSolicitanteId}`)).rows.length
    )
      erros.profissional_solicitante_id = ['Profissional não encontrado.'];
    if (Object.keys(erros).length) throw unprocessable(erros);
  };
  const umaCota = async (tx: Tx, id: number) => {
    const [c] = await listarCotasImagem(tx, sql`c.id = ${id}`);
    if (!c) throw notFound('Cota não encontrada.');
    return c;
  };
  const repetida = (e: unknown): never => {
    if (pgError(e)?.code === '23505')
      throw unprocessable({ competencia: ['Já existe cota deste solicitante para esta modalidade e mês. Altere a existente.'] });
    return mapDbError(e, { operacao: 'gravar' });
  };
  const valores = (b: z.infer<typeof imgCotaSchema>) => ({
    competencia: b.competencia,
    modalidade: b.modalidade ?? null,
    unidadeSolicitanteId: b.unidadeSolicitanteId ?? null,
    profissionalSolicitanteId: b.profissionalSolicitanteId ?? null,
    quantidade: b.quantidade,
    valorTeto: b.valorTeto == null ? null : String(b.valorTeto),
  });

  r.post(
    base,
    { schema: { tags, body: imgCotaSchema, response: { 201: item } }, config: { permission: IMG.cotaCadastrar } },
    async (req, reply) => {
      const data = await req
        .tx(async (tx) => {
          await validar(tx, req.body);
          const [row] = await tx.insert(imgCota).values(valores(req.body)).returning({ id: imgCota.id });
          return umaCota(tx, Number(row?.id));
        })
        .catch(repetida);
      return reply.status(201).send({ data });
    },
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: imgCotaSchema, response: { 200: item } }, config: { permission: IMG.cotaCadastrar } },
    (req) =>
      req
        .tx(async (tx) => {
          await umaCota(tx, req.params.id);
          await validar(tx, req.body);
          await tx.update(imgCota).set(valores(req.body)).where(eq(imgCota.id, req.params.id));
          return { data: await umaCota(tx, req.params.id) };
        })
        .catch(repetida),
  );

  r.delete(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: IMG.cotaCadastrar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        await umaCota(tx, req.params.id);
        await tx.delete(imgCota).where(eq(imgCota.id, req.params.id));
      });
      return reply.status(204).send();
    },
  );
}
