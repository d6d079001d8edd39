import {
  mensagens,
  procedimentoSigtapCidsSchema,
  procedimentoSigtapOcupacoesSchema,
  procedimentoSigtapSchema,
  procedimentosSigtapAutocompleteSchema,
  procedimentosSigtapPaginaSchema,
  sigtapCompetenciaSchema,
  zProcedimento,
} from '@saude/shared';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../../db/client.js';
import {
  cid,
  ocupacao,
  procedimentoCid,
  procedimentoOcupacao,
  procedimentoSigtap,
  sigtapCompetencia,
} from '../../../../db/schema/index.js';
import { notFound } from '../../../../lib/http-errors.js';
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
} from '../../../../lib/lookup.js';
import { formatarCid } from '../../cid/cid.routes.js';

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

  r.get(
    '/api/sigtap/servico/autocomplete',
    {
      schema: { tags, querystring: autocompleteQuery, response: { 200: procedimentosSigtapAutocompleteSchema } },
      config: { permission: null },
    },
    (req) =>
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

  r.get(
    '/api/sigtap/servico/list',
    { schema: { tags, querystring: listaQuery, response: { 200: procedimentosSigtapPaginaSchema } }, config: { permission: null } },
    (req) =>
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

  r.get(
    '/api/sigtap/servico/:codigo',
    { schema: { tags, params, response: { 200: procedimentoSigtapSchema } }, config: { permission: null } },
    (req) =>
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

  /** The CIDs SIGTAP allows with the procedure (rl_procedimento_cid), principal ones first. */
  r.get(
    '/api/sigtap/servico/:codigo/cids',
    { schema: { tags, params, response: { 200: procedimentoSigtapCidsSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        await existe(tx, req.params.codigo);
        const rows = await tx
          .select({ codigo: procedimentoCid.cidCodigo, principal: procedimentoCid.principal, descricao: cid.descricao, sexo: cid.sexo })
          .from(procedimentoCid)
          .leftJoin(cid, eq(cid.codigo, procedimentoCid.cidCodigo))
          .where(eq(procedimentoCid.procedimentoCodigo, req.params.codigo))
          .orderBy(desc(procedimentoCid.principal), asc(procedimentoCid.cidCodigo));
        return {
          data: rows.map((c) => ({
            id: c.codigo,
            codigo: formatarCid(c.codigo),
            descricao: c.descricao,
            label: `${formatarCid(c.codigo)} - ${c.descricao ?? ''}`,
            principal: c.principal,
            sexo: c.sexo,
          })),
        };
      }),
  );

  /** The CBO occupations SIGTAP allows to perform the procedure (rl_procedimento_ocupacao). */
  r.get(
    '/api/sigtap/servico/:codigo/ocupacoes',
    { schema: { tags, params, response: { 200: procedimentoSigtapOcupacoesSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        await existe(tx, req.params.codigo);
        const rows = await tx
          .select({ codigo: procedimentoOcupacao.ocupacaoCodigo, nome: ocupacao.nome })
          .from(procedimentoOcupacao)
          .leftJoin(ocupacao, eq(ocupacao.codigo, procedimentoOcupacao.ocupacaoCodigo))
          .where(eq(procedimentoOcupacao.procedimentoCodigo, req.params.codigo))
          .orderBy(asc(procedimentoOcupacao.ocupacaoCodigo));
        // SUS-specific CBOs (with letters, e.g. 2231F9) are not in the CBO 2002 table: they come without a name
        return {
          data: rows.map((o) => ({ id: o.codigo, codigo: o.codigo, nome: o.nome, label: o.nome ? `${o.codigo} - ${o.nome}` : o.codigo })),
        };
      }),
  );
}

/** The SIGTAP competência in use (the highest loaded) and what was loaded with it. */
export function sigtapCompetenciaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/sigtap/competencia',
    { schema: { tags: ['sigtap'], response: { 200: sigtapCompetenciaSchema } }, config: { permission: null } },
    (req) =>
      req.tx(async (tx) => {
        const [c] = await tx.select().from(sigtapCompetencia).orderBy(desc(sigtapCompetencia.competencia)).limit(1);
        if (!c) throw notFound('Nenhuma competência SIGTAP carregada.');
        return { ...c, competenciaFormatada: `${c.competencia.slice(4)}/${c.competencia.slice(0, 4)}` };
      }),
  );
}

async function existe(tx: Tx, codigo: string) {
  const [p] = await tx.select({ codigo: procedimentoSigtap.codigo }).from(procedimentoSigtap).where(eq(procedimentoSigtap.codigo, codigo));
  if (!p) throw notFound('Procedimento não encontrado na tabela SIGTAP.');
}
