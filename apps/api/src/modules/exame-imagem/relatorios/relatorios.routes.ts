import {
  AUTOCOMPLETE,
  autocompleteRelatorioSchema,
  mensagens,
  RELATORIOS_EXAME_IMAGEM,
  relatorioImgCotaProfissional,
  relatorioImgExameStatus,
  relatorioImgFinanceiroExame,
  relatorioImgProducao,
  URL_AUTOCOMPLETE_RELATORIO_IMAGEM,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { forbidden } from '../../../lib/http-errors.js';
import { registrarRelatorio } from '../../../lib/reports/relatorio.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { consultaCotaProfissional, consultaExameStatus, consultaFinanceiroExame, consultaProducao } from './consultas.js';

const tags = ['exame-imagem/relatorios'];

interface FiltrosNomeados {
  unidadeId?: number | null;
  equipamentoId?: number | null;
  profissionalId?: number | null;
}

/** Lines naming the chosen autocompletes on the print; the engine names the period and the options. */
async function descrever(tx: Tx, f: FiltrosNomeados): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (rotulo: string, valor: unknown, consulta: SQL) => {
    if (valor === null || valor === undefined) return;
    const { rows } = await tx.execute(consulta);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  };
  await um('Unidade executante', f.unidadeId, sql`select nome_fantasia as nome from unidade where id = ${f.unidadeId}`);
  await um('Equipamento', f.equipamentoId, sql`select nome from img_equipamento where id = ${f.equipamentoId}`);
  await um('Profissional solicitante', f.profissionalId, sql`select ${nomeDoUsuario(sql`${f.profissionalId}::bigint`)} as nome`);
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The imaging reports (spec 000 §2.3 exame-imagem, issue 22): each its shared declaration plus one SQL query, served
 * by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' autocompletes.
 */
export function relatoriosExameImagemRoutes(app: FastifyInstance, deps: AppDeps) {
  const com = { descreverFiltros: descrever };
  registrarRelatorio(app, deps, { def: relatorioImgProducao, consulta: (_tx, f) => consultaProducao(f as never), ...com });
  registrarRelatorio(app, deps, { def: relatorioImgExameStatus, consulta: (_tx, f) => consultaExameStatus(f as never), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioImgCotaProfissional,
    consulta: (_tx, f) => consultaCotaProfissional(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioImgFinanceiroExame, consulta: (_tx, f) => consultaFinanceiroExame(f as never), ...com });

  // The filters' pickers answer to whoever holds any imaging report (a route declares one permission: checked here).
  const permissoes = RELATORIOS_EXAME_IMAGEM.map((r) => r.permissao);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const autocomplete = (url: string, buscar: (termo: string) => SQL) =>
    r.get(
      url,
      { schema: { tags, querystring: buscaAutocomplete, response: { 200: autocompleteRelatorioSchema } }, config: { permission: null } },
      (req) => {
        if (!permissoes.some((p) => req.auth.permissoes.includes(p))) throw forbidden(mensagens.semPermissao);
        return req.tx(async (tx) => {
          const { rows } = await tx.execute(buscar(req.query.search?.value?.trim() ?? ''));
          return { data: (rows as { id: number | string; label: string }[]).map((x) => ({ id: Number(x.id), label: x.label })) };
        });
      },
    );
  const onde = (termo: string, ...cols: SQL[]) => textSearch(termo, ...cols) ?? sql`true`;
  const limite = AUTOCOMPLETE.resultados;

  // the units that perform imaging exams (an equipment or an exam): the report's own universe, not the whole registry
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_IMAGEM.unidade,
    (termo) => sql`select u.id, u.nome_fantasia as label from unidade u
      where (exists (select 1 from img_equipamento q where q.unidade_id = u.id)
             or exists (select 1 from img_exame e where e.unidade_id = u.id))
        and ${onde(termo, sql`u.nome_fantasia`)}
      order by ${porNome(sql`u.nome_fantasia`)} limit ${limite}`,
  );
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_IMAGEM.equipamento,
    (termo) => sql`select q.id, q.nome as label from img_equipamento q
      where ${onde(termo, sql`q.nome`)} order by ${porNome(sql`q.nome`)} limit ${limite}`,
  );
  // only professionals who requested imaging exams or hold a quota
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_IMAGEM.profissional,
    (termo) => sql`select x.id, x.label from (
        select us.id, ${nomeDoUsuario(sql`us.id`)} as label from usuario us
         where exists (select 1 from img_exame e where e.profissional_solicitante_id = us.id)
            or exists (select 1 from img_cota k where k.profissional_solicitante_id = us.id)) x
      where ${onde(termo, sql`x.label`)} order by ${porNome(sql`x.label`)} limit ${limite}`,
  );
}
