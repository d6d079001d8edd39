import {
  TP,
  tpItensAutocomplete,
  tpParametrizacaoFormulario,
  tpParametrizacaoLotacao,
  tpParametrizacaoModelo,
  tpParametrizacaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { consultaAutocomplete, unidadesAutocomplete } from '../supervisor/supervisor.routes.js';
import { lerParametrizacaoTransporte, salvarParametrizacaoTransporte } from './parametrizacao.service.js';

const tags = ['transporte-paciente/parametrizacao'];
const base = '/api/transporte-paciente/parametrizacao';
const permission = TP.parametrizacao;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * transporte-paciente/parametrizacao (spec 000 §2.3 create, edit/{id}; 001 §7 GET create, POST, GET lotacao,
 * GET autocomplete): one settings row per municipality, created with the defaults on first read. POST and
 * PUT {id} both save it; `lotacao` names the sector issuing the slips (the user's current assignment);
 * `autocomplete` looks up the municipality's units.
 */
export function parametrizacaoTransporteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${base}/create`, { schema: { tags, response: { 200: tpParametrizacaoFormulario } }, config: { permission } }, (req) =>
    req.tx(async (tx) => ({ form: {}, model: await lerParametrizacaoTransporte(tx) })),
  );
  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: tpParametrizacaoFormulario } }, config: { permission } },
    (req) =>
      req.tx(async (tx) => {
        const model = await lerParametrizacaoTransporte(tx);
        if (model.id !== req.params.id) throw notFound();
        return { form: {}, model };
      }),
  );
  r.post(
    base,
    { schema: { tags, body: tpParametrizacaoSchema, response: { 200: tpParametrizacaoModelo } }, config: { permission } },
    (req) => req.tx((tx) => salvarParametrizacaoTransporte(tx, req.body)),
  );
  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: tpParametrizacaoSchema, response: { 200: tpParametrizacaoModelo } }, config: { permission } },
    (req) =>
      req.tx(async (tx) => {
        if ((await lerParametrizacaoTransporte(tx)).id !== req.params.id) throw notFound();
        return salvarParametrizacaoTransporte(tx, req.body);
      }),
  );
  r.get(`${base}/lotacao`, { schema: { tags, response: { 200: tpParametrizacaoLotacao } }, config: { permission } }, (req) =>
    req.tx(async (tx) => {
      const { rows } = await tx.execute(sql`select un.id as unidade_id, un.nome_fantasia as unidade_nome, i.nome as setor_nome
          from lotacao l join infraestrutura i on i.id = l.infraestrutura_id join unidade un on un.id = i.unidade_id
          where l.id = ${req.auth.lotacaoId}`);
      const l = rows[0];
      return {
        unidadeId: l ? Number(l.unidade_id) : null,
        unidadeNome: l ? String(l.unidade_nome) : null,
        setorNome: l ? String(l.setor_nome) : null,
      };
    }),
  );
  r.get(
    `${base}/autocomplete`,
    { schema: { tags, querystring: consultaAutocomplete, response: { 200: tpItensAutocomplete } }, config: { permission } },
    (req) => req.tx((tx) => unidadesAutocomplete(tx, req.query)),
  );
}
