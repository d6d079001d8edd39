import { datatableRequestSchema, P } from '@saude/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditoria, cidadao, infraestrutura, lotacao, lotacaoPapel, papel, permissao, unidade, usuario } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';

/**
 * The three history reports of the administration (spec 000 §2.3), read from the audit trail: every
 * grant and withdrawal of a role to a placement (lotacao_papel) and of a permission to a role
 * (papel_permissao) is an INSERT or DELETE row there, with who did it and when.
 */
const valor = (campo: string) => sql`coalesce(${auditoria.depois}->>${campo}, ${auditoria.antes}->>${campo})::bigint`;
const responsavelCidadao = alias(cidadao, 'responsavel_cidadao');
const responsavelUsuario = alias(usuario, 'responsavel_usuario');
const acao = sql<string>`case ${auditoria.acao} when 'INSERT' then 'Concedido' else 'Retirado' end`;

const filtros = datatableRequestSchema.extend({
  usuarioId: z.coerce.number().int().positive('Usuário é inválido').optional(),
  papelId: z.coerce.number().int().positive('Papel é inválido').optional(),
  inicio: z.iso.date('Início deve ser uma data válida.').optional(),
  fim: z.iso.date('Fim deve ser uma data válida.').optional(),
});
type Filtros = z.infer<typeof filtros>;

const periodo = (q: Filtros): SQL[] =>
  [
    q.inicio ? sql`${auditoria.momento} >= ${q.inicio}::date` : undefined,
    q.fim ? sql`${auditoria.momento} < ${q.fim}::date + 1` : undefined,
  ].filter((c): c is SQL => c !== undefined);

// the joins differ per report (Drizzle cannot type a join added to a generic builder); rows are the caller's
type Juncoes = (qb: any) => any;

/**
 * One history report: audit rows of one table (INSERT = granted, DELETE = withdrawn), joined to
 * what they name, with who did it. The table restriction also bounds recordsTotal.
 */
function historico(
  tx: Tx,
  q: Filtros,
  o: {
    tabela: string;
    extra: (SQL | undefined)[];
    juntar: Juncoes;
    campos: Record<string, unknown>;
    sortable: Record<string, unknown>;
    busca: (t: string) => SQL | undefined;
  },
) {
  const daTabela = eq(auditoria.tabela, o.tabela);
  const base = (campos: Record<string, unknown>) =>
    o
      .juntar(
        tx
          .select(campos as never)
          .from(auditoria)
          .$dynamic(),
      )
      .leftJoin(responsavelUsuario, eq(responsavelUsuario.id, auditoria.usuarioId))
      .leftJoin(responsavelCidadao, eq(responsavelCidadao.id, responsavelUsuario.cidadaoId));
  return runDatatable(
    q,
    {
      sortable: { momento: auditoria.momento, ...o.sortable } as never,
      search: o.busca,
      defaultOrder: [desc(auditoria.momento)],
      tieBreaker: sql`${auditoria.id} desc`,
      filter: and(inArray(auditoria.acao, ['INSERT', 'DELETE']), ...o.extra, ...periodo(q)),
    },
    {
      rows: (where) =>
        base({
          id: auditoria.id,
          momento: auditoria.momento,
          acao,
          ...o.campos,
          responsavel: sql<string>`coalesce(${responsavelCidadao.nome}, 'Sistema')`,
        }).where(and(daTabela, where)),
      count: (where) => base({ total: sql<number>`count(*)::int` }).where(and(daTabela, where)),
    },
  );
}

const papelLotacao = (tx: Tx, q: Filtros) =>
  historico(tx, q, {
    tabela: 'lotacao_papel',
    extra: [q.usuarioId ? eq(lotacao.usuarioId, q.usuarioId) : undefined, q.papelId ? sql`${valor('papel_id')} = ${q.papelId}` : undefined],
    juntar: (qb) =>
      qb
        .leftJoin(lotacao, sql`${lotacao.id} = ${valor('lotacao_id')}`)
        .leftJoin(usuario, eq(usuario.id, lotacao.usuarioId))
        .leftJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
        .leftJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
        .leftJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
        .leftJoin(papel, sql`${papel.id} = ${valor('papel_id')}`),
    campos: {
      usuarioNome: cidadao.nome,
      lotacao: sql<string>`${unidade.nomeFantasia} || ' / ' || ${infraestrutura.nome}`,
      papelNome: papel.nome,
    },
    sortable: { usuarioNome: cidadao.nome, papelNome: papel.nome },
    busca: (t) => textSearch(t, cidadao.nome, papel.nome, unidade.nomeFantasia),
  });

const permissaoPapel = (tx: Tx, q: Filtros, papeisDaLotacao?: SQL) =>
  historico(tx, q, {
    tabela: 'papel_permissao',
    extra: [q.papelId ? sql`${valor('papel_id')} = ${q.papelId}` : undefined, papeisDaLotacao],
    juntar: (qb) =>
      qb.leftJoin(papel, sql`${papel.id} = ${valor('papel_id')}`).leftJoin(permissao, sql`${permissao.id} = ${valor('permissao_id')}`),
    campos: { papelNome: papel.nome, permissao: permissao.nome, permissaoDescricao: permissao.descricao },
    sortable: { papelNome: papel.nome, permissao: permissao.nome },
    busca: (t) => textSearch(t, papel.nome, permissao.nome, permissao.descricao),
  });

export function relatorioHistoricoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/administracao';

  r.get(
    `${base}/relatorio-historico-papel-lotacao/list`,
    {
      schema: { tags: ['administracao/relatorio-historico'], querystring: filtros },
      config: { permission: P.administracao.historicoPapelLotacao },
    },
    (req) => req.tx((tx) => papelLotacao(tx, req.query)),
  );

  r.get(
    `${base}/relatorio-historico-permissao-papel/list`,
    {
      schema: { tags: ['administracao/relatorio-historico'], querystring: filtros },
      config: { permission: P.administracao.historicoPermissaoPapel },
    },
    (req) => req.tx((tx) => permissaoPapel(tx, req.query)),
  );

  // a user's placements gained or lost permissions through changes to the roles they hold now
  r.get(
    `${base}/relatorio-historico-permissao-lotacao/list`,
    {
      schema: {
        tags: ['administracao/relatorio-historico'],
        querystring: filtros.extend({
          usuarioId: z.coerce.number({ error: 'Usuário é obrigatório' }).int().positive('Usuário é obrigatório'),
        }),
      },
      config: { permission: P.administracao.historicoPermissaoLotacao },
    },
    (req) =>
      req.tx(async (tx) => {
        const papeis = await tx
          .selectDistinct({ id: lotacaoPapel.papelId })
          .from(lotacaoPapel)
          .innerJoin(lotacao, eq(lotacao.id, lotacaoPapel.lotacaoId))
          .where(eq(lotacao.usuarioId, req.query.usuarioId));
        const ids = papeis.map((p) => p.id);
        return permissaoPapel(
          tx,
          req.query,
          ids.length
            ? sql`${valor('papel_id')} in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql`false`,
        );
      }),
  );

  // each report's user filter: any user of the municipality, by name or login
  for (const [relatorio, permission] of [
    ['relatorio-historico-papel-lotacao', P.administracao.historicoPapelLotacao],
    ['relatorio-historico-permissao-lotacao', P.administracao.historicoPermissaoLotacao],
  ] as const) {
    r.get(
      `${base}/${relatorio}/usuario/autocomplete`,
      {
        schema: {
          tags: ['administracao/relatorio-historico'],
          querystring: z.object({
            search: z
              .object({ value: z.string().max(100).default('') })
              .partial()
              .optional(),
          }),
        },
        config: { permission },
      },
      (req) =>
        req.tx(async (tx) => ({
          data: await tx
            .select({ id: usuario.id, label: sql<string>`${cidadao.nome} || ' (' || ${usuario.login} || ')'` })
            .from(usuario)
            .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
            .where(textSearch(req.query.search?.value ?? '', cidadao.nome, usuario.login))
            .orderBy(sql`${cidadao.nome} collate "und-x-icu"`)
            .limit(10),
        })),
    );
  }
}
