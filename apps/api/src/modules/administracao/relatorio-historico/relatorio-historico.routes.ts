import {
  P,
  relatorioHistoricoAutocompleteSchema,
  relatorioHistoricoPapelLotacao,
  relatorioHistoricoPermissaoLotacao,
  relatorioHistoricoPermissaoPapel,
} from '@saude/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, papel, usuario } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { registrarRelatorio } from '../../../lib/reports/relatorio.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { porNome } from '../../../lib/sql/texto.js';

/**
 * The three history reports of the administration (spec 000 §2.3), read from the audit trail: every
 * grant and withdrawal of a role to a placement (lotacao_papel) and of a permission to a role
 * (papel_permissao) is an INSERT or DELETE row there, with who did it and when.
 */
const valor = (campo: string) => sql`coalesce(a.depois->>${campo}, a.antes->>${campo})::bigint`;

interface Periodo {
  dataInicio?: string | null;
  dataFim?: string | null;
}
/** Days are Brasília days: the audit instant is compared with the local midnight, not UTC's. */
const noPeriodoDoHistorico = (f: Periodo): SQL => noPeriodo(sql`a.momento`, f.dataInicio, f.dataFim) ?? sql`true`;

const comum = sql`a.momento as "momento",
  case a.acao when 'INSERT' then 'Concedido' else 'Retirado' end as "acao",
  coalesce(rc.nome, 'Sistema') as "responsavel"`;
const responsavel = sql`left join usuario ru on ru.id = a.usuario_id left join cidadao rc on rc.id = ru.cidadao_id`;

function permissoesDePapeis(f: Periodo, papeis: SQL = sql`true`): SQL {
  return sql`select ${comum}, p.nome as "papelNome", pe.nome as "permissao", pe.descricao as "permissaoDescricao"
    from auditoria a
    left join papel p on p.id = ${valor('papel_id')}
    left join permissao pe on pe.id = ${valor('permissao_id')}
    ${responsavel}
    where a.tabela = 'papel_permissao' and a.acao in ('INSERT', 'DELETE') and ${noPeriodoDoHistorico(f)} and ${papeis}`;
}

async function descreverUsuario(tx: Tx, f: { usuarioId?: number }): Promise<string[]> {
  if (!f.usuarioId) return [];
  const [u] = await tx
    .select({ nome: cidadao.nome, login: usuario.login })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.id, f.usuarioId));
  return u ? [`Usuário: ${u.nome} (${u.login})`] : [];
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

export function relatorioHistoricoRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorio(app, deps, {
    def: relatorioHistoricoPapelLotacao,
    descreverFiltros: descreverUsuario,
    consulta: (_tx, f) => sql`select ${comum},
        c.nome as "usuarioNome",
        un.nome_fantasia || ' / ' || i.nome as "lotacao",
        p.nome as "papelNome"
      from auditoria a
      left join lotacao l on l.id = ${valor('lotacao_id')}
      left join usuario u on u.id = l.usuario_id
      left join cidadao c on c.id = u.cidadao_id
      left join infraestrutura i on i.id = l.infraestrutura_id
      left join unidade un on un.id = i.unidade_id
      left join papel p on p.id = ${valor('papel_id')}
      ${responsavel}
      where a.tabela = 'lotacao_papel' and a.acao in ('INSERT', 'DELETE') and ${noPeriodoDoHistorico(f)}
        ${f.usuarioId ? sql`and l.usuario_id = ${f.usuarioId}` : sql``}`,
  });

  registrarRelatorio(app, deps, {
    def: relatorioHistoricoPermissaoPapel,
    descreverFiltros: async (tx, f) => {
      const [p] = f.papelId ? await tx.select({ nome: papel.nome }).from(papel).where(eq(papel.id, f.papelId)) : [];
      const quem = (await descreverUsuario(tx, f)).map((l) => l.replace(/^Usuário:/, 'Alterado por:'));
      return [...(p ? [`Papel: ${p.nome}`] : []), ...quem];
    },
    consulta: (_tx, f) =>
      permissoesDePapeis(
        f,
        sql.join(
          [
            sql`true`,
            f.papelId ? sql`${valor('papel_id')} = ${f.papelId}` : undefined,
            f.usuarioId ? sql`a.usuario_id = ${f.usuarioId}` : undefined,
          ].filter((c): c is SQL => c !== undefined),
          sql` and `,
        ),
      ),
  });

  // a user's placements gained or lost permissions through changes to the roles they hold now
  registrarRelatorio(app, deps, {
    def: relatorioHistoricoPermissaoLotacao,
    descreverFiltros: descreverUsuario,
    consulta: (_tx, f) =>
      permissoesDePapeis(
        f,
        sql`${valor('papel_id')} in (select lp.papel_id from lotacao_papel lp join lotacao l on l.id = lp.lotacao_id where l.usuario_id = ${f.usuarioId})`,
      ),
  });

  // each report's user filter: any user of the municipality, by name or login
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [relatorio, permission] of [
    ['relatorio-historico-papel-lotacao', P.administracao.historicoPapelLotacao],
    ['relatorio-historico-permissao-lotacao', P.administracao.historicoPermissaoLotacao],
    ['relatorio-historico-permissao-papel', P.administracao.historicoPermissaoPapel],
  ] as const) {
    r.get(
      `/api/administracao/${relatorio}/usuario/autocomplete`,
      {
        schema: {
          tags: ['administracao/relatorio-historico'],
          querystring: buscaAutocomplete,
          response: { 200: relatorioHistoricoAutocompleteSchema },
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
            .orderBy(porNome(cidadao.nome))
            .limit(10),
        })),
    );
  }

  r.get(
    '/api/administracao/relatorio-historico-permissao-papel/papel/autocomplete',
    {
      schema: {
        tags: ['administracao/relatorio-historico'],
        querystring: buscaAutocomplete,
        response: { 200: relatorioHistoricoAutocompleteSchema },
      },
      config: { permission: P.administracao.historicoPermissaoPapel },
    },
    (req) =>
      req.tx(async (tx) => ({
        data: await tx
          .select({ id: papel.id, label: papel.nome })
          .from(papel)
          .where(textSearch(req.query.search?.value ?? '', papel.nome))
          .orderBy(porNome(papel.nome))
          .limit(10),
      })),
  );
}
