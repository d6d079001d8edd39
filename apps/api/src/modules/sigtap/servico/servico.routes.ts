import { mensagens, zProcedimento } from '@saude/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { procedimentoSigtap } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import {
  codigos,
  excluidos,
  type LookupSpec,
  lookupOrder,
  lookupQuerySchema,
  lookupWhere,
  quantidade,
  termoDe,
  zTermo,
} from '../../geral/lookup.js';

const tags = ['sigtap/servico'];

/** SIGTAP's own names for the codes of tb_procedimento (TP_COMPLEXIDADE, TP_SEXO, tb_financiamento). */
export const COMPLEXIDADE: Record<number, string> = {
  0: 'Não se aplica',
  1: 'Atenção Básica',
  2: 'Média Complexidade',
  3: 'Alta Complexidade',
};
export const SEXO: Record<string, string> = { M: 'Masculino', F: 'Feminino', I: 'Ambos', N: 'Não se aplica' };
export const FINANCIAMENTO: Record<string, string> = {
  '01': 'Atenção Básica (PAB)',
  '02': 'Assistência Farmacêutica',
  '04': 'Fundo de Ações Estratégicas e Compensações (FAEC)',
  '05': 'Incentivo - MAC',
  '06': 'Média e Alta Complexidade (MAC)',
  '07': 'Vigilância em Saúde',
  '08': 'Gestão do SUS',
};

/** Procedures by code (10 digits, also typed with the mask 03.01.01.006-4) or name. */
const spec: LookupSpec = { codigo: procedimentoSigtap.codigo, comoCodigo: codigos.digitos(10), nome: procedimentoSigtap.nome };

/** The spec's SIGTAP calls take the term as ?query= (search[value] works too). */
const autocompleteQuery = lookupQuerySchema.extend({ query: zTermo() });
const listaQuery = autocompleteQuery.extend({
  page: z.coerce
    .number({ error: mensagens.numeroInvalido('Página') })
    .int(mensagens.numeroInvalido('Página'))
    .min(1, 'Página deve ser maior ou igual a 1.')
    .default(1),
  length: quantidade(),
});
const params = z.object({ codigo: zProcedimento('Código') });

type Procedimento = typeof procedimentoSigtap.$inferSelect;

const item = (p: Procedimento) => ({
  id: p.codigo,
  codigo: p.codigo,
  nome: p.nome,
  label: `${p.codigo} - ${p.nome}`,
  complexidade: p.complexidade,
  sexo: p.sexo,
  idadeMinima: p.idadeMinima,
  idadeMaxima: p.idadeMaxima,
});

export function sigtapServicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/sigtap/servico/autocomplete', { schema: { tags, querystring: autocompleteQuery }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => {
      const termo = termoDe(req.query);
      const fora = excluidos(req.query);
      const rows = await tx
        .select()
        .from(procedimentoSigtap)
        .where(and(lookupWhere(spec, termo), fora.length ? notInArray(procedimentoSigtap.codigo, fora) : undefined))
        .orderBy(...lookupOrder(spec, termo))
        .limit(req.query.length);
      return { data: rows.map(item) };
    }),
  );

  r.get('/api/sigtap/servico/list', { schema: { tags, querystring: listaQuery }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => {
      const termo = termoDe(req.query);
      const where = lookupWhere(spec, termo);
      const { page, length } = req.query;
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(procedimentoSigtap).where(where);
      const rows = await tx
        .select()
        .from(procedimentoSigtap)
        .where(where)
        .orderBy(...lookupOrder(spec, termo))
        .limit(length)
        .offset((page - 1) * length);
      return { data: rows.map(item), total, currentPage: page, perPage: length, lastPage: Math.max(1, Math.ceil(total / length)) };
    }),
  );

  r.get('/api/sigtap/servico/:codigo', { schema: { tags, params }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => {
      const [p] = await tx.select().from(procedimentoSigtap).where(eq(procedimentoSigtap.codigo, req.params.codigo));
      if (!p) throw notFound('Procedimento não encontrado na tabela SIGTAP.');
      return {
        id: p.codigo,
        ...p,
        label: `${p.codigo} - ${p.nome}`,
        complexidadeNome: COMPLEXIDADE[p.complexidade] ?? null,
        sexoNome: SEXO[p.sexo] ?? null,
        financiamentoNome: FINANCIAMENTO[p.financiamento] ?? null,
      };
    }),
  );
}
