import {
  consultaEstoqueQuerySchema,
  consultaEstoqueSchema,
  IMU,
  MENSAGENS_ESTOQUE_VACINA,
  motivoVacinaSchema,
  salasDoEstoqueSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { descartarFrasco, encerrarFrascosVencidos } from '../frasco/frasco.service.js';
import { salaDaSessao, salaDoCentro, salaPorId, salasDoMunicipio } from '../sala-vacinacao/sala-vacinacao.service.js';
import { diasAlertaValidade, frascosAbertos, lotesDaSala } from './consulta-estoque.service.js';

const tags = ['imunizacao/consulta-estoque'];
const base = '/api/imunizacao/consulta-estoque';

/**
 * imunizacao/consulta-estoque (spec 000 §2.3 index; spec 001 §7 "stock query (estoque, unidade)"): a room's lots with
 * expiry warnings and its open vials. The session's room by default; another room for whoever holds
 * IMU.estoqueUnidadeVer (the coordination). Reading closes the vials whose validity after opening passed.
 */
export function consultaEstoqueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/unidade`, { schema: { tags, response: { 200: salasDoEstoqueSchema } }, config: { permission: IMU.estoqueVer } }, (req) =>
    req.tx(async (tx) => {
      const propria = await salaDoCentro(tx, req.auth.centroCustoId);
      const outrasSalas = req.auth.permissoes.includes(IMU.estoqueUnidadeVer);
      const salas = outrasSalas ? await salasDoMunicipio(tx) : propria ? [propria] : [];
      return { outrasSalas, salaDaSessao: propria?.salaId ?? null, data: salas };
    }),
  );

  r.get(
    `${base}/estoque`,
    {
      schema: { tags, querystring: consultaEstoqueQuerySchema, response: { 200: consultaEstoqueSchema } },
      config: { permission: IMU.estoqueVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const propria = await salaDoCentro(tx, req.auth.centroCustoId);
        let sala = propria;
        if (q.salaId && q.salaId !== propria?.salaId) {
          if (!req.auth.permissoes.includes(IMU.estoqueUnidadeVer)) throw forbidden(MENSAGENS_ESTOQUE_VACINA.salaDeOutroEstoque);
          sala = await salaPorId(tx, q.salaId);
          if (!sala) throw notFound('Sala de vacinação não encontrada.');
        }
        if (!sala) sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const frascosEncerrados = await encerrarFrascosVencidos(tx, { usuarioId: req.auth.usuarioId }, sala.centroCustoId);
        const diasAlerta = await diasAlertaValidade(tx);
        let lotes = await lotesDaSala(tx, sala.centroCustoId, { vacinaId: q.vacinaId, diasAlerta });
        if (q.situacao === 'vencido') lotes = lotes.filter((l) => l.vencido);
        if (q.situacao === 'vencendo') lotes = lotes.filter((l) => l.vencendo);
        if (q.situacao === 'valido') lotes = lotes.filter((l) => !l.vencido);
        return { sala, diasAlertaValidade: diasAlerta, frascosEncerrados, lotes, frascos: await frascosAbertos(tx, sala.centroCustoId) };
      }),
  );

  r.post(
    `${base}/frasco/:id/descartar`,
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: motivoVacinaSchema,
        response: { 200: z.object({ perdidas: z.number() }) },
      },
      config: { permission: IMU.baixaCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId, { escrita: true });
        const { rows } = await tx.execute(
          sql`select 1 from vacina_frasco_aberto where id = ${req.params.id} and centro_custo_id = ${sala.centroCustoId} and encerrado_em is null`,
        );
        if (!rows[0]) throw notFound('Frasco aberto não encontrado nesta sala (talvez já encerrado).');
        const feito = await descartarFrasco(tx, { usuarioId: req.auth.usuarioId }, req.params.id, req.body.motivo);
        return { perdidas: feito?.perdidas ?? 0 };
      }),
  );
}
