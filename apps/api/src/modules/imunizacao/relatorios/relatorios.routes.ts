import {
  AUTOCOMPLETE,
  autocompleteRelatorioSchema,
  hojeIso,
  mensagens,
  RELATORIOS_IMUNIZACAO,
  relatorioImuCoberturaVacinal,
  relatorioImuConsolidadoAplicacao,
  relatorioImuDeAplicacao,
  relatorioImuFaltosoAprazamento,
  relatorioImuPosicaoEstoque,
  URL_AUTOCOMPLETE_RELATORIO_IMU,
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
import { porNome } from '../../../lib/sql/texto.js';
import {
  consultaCoberturaVacinal,
  consultaConsolidadoAplicacao,
  consultaDeAplicacao,
  consultaFaltosoAprazamento,
  consultaPosicaoEstoque,
} from './consultas.js';

const tags = ['imunizacao/relatorios'];

/** Lines naming the chosen autocompletes on the print; the engine names the period, the options and the typed date. */
async function descrever(tx: Tx, f: { centroCustoId?: number | null; vacinaId?: number | null }): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (rotulo: string, valor: unknown, consulta: SQL) => {
    if (valor === null || valor === undefined) return;
    const { rows } = await tx.execute(consulta);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  };
  await um('Sala de vacinação', f.centroCustoId, sql`select nome from centro_custo where id = ${f.centroCustoId}`);
  await um('Vacina', f.vacinaId, sql`select nome from vacina where id = ${f.vacinaId}`);
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The immunization reports (spec 000 §2.3 imunizacao, issue 20): each its shared declaration plus one SQL query, served
 * by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' own autocompletes.
 */
export function relatoriosImunizacaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const com = { descreverFiltros: descrever };
  registrarRelatorio(app, deps, {
    def: relatorioImuConsolidadoAplicacao,
    consulta: (_tx, f) => consultaConsolidadoAplicacao(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioImuDeAplicacao, consulta: (_tx, f) => consultaDeAplicacao(f as never), ...com });
  // without a date the list is as of today (the Brasília day)
  registrarRelatorio(app, deps, {
    def: relatorioImuFaltosoAprazamento,
    consulta: (_tx, f) => consultaFaltosoAprazamento({ ...f, dataReferencia: f.dataReferencia ?? hojeIso() }),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioImuPosicaoEstoque, consulta: (_tx, f) => consultaPosicaoEstoque(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioImuCoberturaVacinal, consulta: (_tx, f) => consultaCoberturaVacinal(f as never) });

  // The filters' pickers answer to whoever holds any immunization report (a route declares one permission: checked here).
  const permissoes = RELATORIOS_IMUNIZACAO.map((r) => r.permissao);
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

  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_IMU.sala,
    (termo) => sql`select cc.id, cc.nome as label from sala_vacinacao s join centro_custo cc on cc.id = s.centro_custo_id
      where ${onde(termo, sql`cc.nome`)} order by ${porNome(sql`cc.nome`)} limit ${limite}`,
  );
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_IMU.vacina,
    (termo) => sql`select v.id, v.nome || ' (' || v.sigla || ')' as label from vacina v
      where ${onde(termo, sql`v.nome`, sql`v.sigla`)} order by ${porNome(sql`v.nome`)} limit ${limite}`,
  );
}
