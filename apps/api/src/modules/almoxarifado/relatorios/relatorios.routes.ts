import {
  AUTOCOMPLETE,
  hojeIso,
  relatorioAlmConsumoFinanceiro,
  relatorioAlmConsumoMedio,
  relatorioAlmEntrada,
  relatorioAlmEstornoEntrada,
  relatorioAlmEstornoSaida,
  relatorioAlmKardex,
  relatorioAlmPosicao,
  relatorioAlmRequisicao,
  relatorioAlmSaida,
  relatorioAlmValidade,
  SetorTipo,
  URL_AUTOCOMPLETE_RELATORIO_ALM,
  w,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { escapeLike } from '../../../lib/datatable/datatable.js';
import { registrarRelatorio } from '../../../lib/reports/relatorio.js';
import { porNome } from '../../../lib/sql/texto.js';
import { parametrosAlmoxarifado } from '../parametrizacao/parametrizacao.routes.js';
import { consultaConsumoMedio, consultaPosicao, consultaValidade, janelaCmm } from './consultas-estoque.js';
import {
  consultaConsumoFinanceiro,
  consultaEntrada,
  consultaEstornoEntrada,
  consultaEstornoSaida,
  consultaKardex,
  consultaRequisicao,
  consultaSaida,
} from './consultas-movimento.js';

const tags = ['almoxarifado/relatorios'];

interface Nomeados {
  centroCustoId?: number | null;
  materialId?: number | null;
  grupoId?: number | null;
  destinoId?: number | null;
  setorId?: number | null;
}

/** Lines naming the chosen autocompletes on the print ("Estoque: Estoque Central"); period and options the engine names. */
async function descrever(tx: Tx, f: Nomeados): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (tabela: string, id: number | null | undefined, rotulo: string) => {
    if (!id) return;
    const { rows } = await tx.execute(sql`select nome from ${sql.identifier(tabela)} where id = ${id}`);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  };
  await um('centro_custo', f.centroCustoId, 'Estoque');
  await um('centro_custo', f.setorId, 'Setor requisitante');
  await um('centro_custo', f.destinoId, 'Setor de destino');
  await um('grupo', f.grupoId, 'Grupo de material');
  await um('material', f.materialId, 'Material');
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The warehouse reports (spec 000 §2.3) and the kardex: each its shared declaration plus one SQL query over the
 * stock engine's ledger, served by the report engine as preview, PDF and XLSX/CSV under its own permission.
 */
export function relatoriosAlmoxarifadoRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorio(app, deps, {
    def: relatorioAlmConsumoFinanceiro,
    consulta: (_tx, f) => consultaConsumoFinanceiro(f as never),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, {
    def: relatorioAlmEntrada,
    consulta: (_tx, f) => consultaEntrada(f as never),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, {
    def: relatorioAlmEstornoEntrada,
    consulta: (_tx, f) => consultaEstornoEntrada(f as never),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, {
    def: relatorioAlmEstornoSaida,
    consulta: (_tx, f) => consultaEstornoSaida(f as never),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, {
    def: relatorioAlmValidade,
    consulta: async (tx, f) => consultaValidade(f, hojeIso(), (await parametrosAlmoxarifado(tx)).diasAlertaVencimento),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, { def: relatorioAlmSaida, consulta: (_tx, f) => consultaSaida(f as never), descreverFiltros: descrever });
  registrarRelatorio(app, deps, { def: relatorioAlmPosicao, consulta: (_tx, f) => consultaPosicao(f), descreverFiltros: descrever });
  registrarRelatorio(app, deps, {
    def: relatorioAlmRequisicao,
    consulta: (_tx, f) => consultaRequisicao(f as never),
    descreverFiltros: descrever,
  });
  registrarRelatorio(app, deps, {
    def: relatorioAlmConsumoMedio,
    consulta: async (tx, f) => {
      const p = await parametrosAlmoxarifado(tx);
      const meses = f.meses ? Number(f.meses) : p.mesesConsumoMedio;
      return consultaConsumoMedio(f, janelaCmm(hojeIso(), meses), meses, p.diasCoberturaCompra);
    },
    descreverFiltros: async (tx, f) => {
      const p = await parametrosAlmoxarifado(tx);
      const meses = f.meses ? Number(f.meses) : p.mesesConsumoMedio;
      const { inicio, fim } = janelaCmm(hojeIso(), meses);
      const br = (d: string) => d.split('-').reverse().join('/');
      return [...(await descrever(tx, f)), `Consumo de ${br(inicio)} a ${br(fim)}; cobertura de ${p.diasCoberturaCompra} dias`];
    },
  });
  registrarRelatorio(app, deps, { def: relatorioAlmKardex, consulta: (_tx, f) => consultaKardex(f as never), descreverFiltros: descrever });

  // The filters' pickers: names of cost centres only, so any logged-in user of a report may ask (the report's own
  // permission guards the data), like the other name pickers of the registries.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const autocomplete = (url: string, onde: SQL) =>
    r.get(
      url,
      {
        schema: {
          tags,
          querystring: buscaAutocomplete,
          response: { 200: w.dados(z.array(z.object({ id: z.number(), label: z.string() }))) },
        },
        config: { permission: null },
      },
      (req) =>
        req.tx(async (tx) => {
          const termo = req.query.search?.value?.trim() ?? '';
          const like = `%${escapeLike(termo.toLowerCase())}%`;
          const { rows } = await tx.execute(sql`
            select cc.id, cc.nome from centro_custo cc join setor s on s.id = cc.setor_id
             where ${onde} and f_unaccent(lower(cc.nome)) like f_unaccent(${like})
             order by ${porNome(sql`cc.nome`)} limit ${AUTOCOMPLETE.resultados}`);
          return { data: rows.map((x) => ({ id: Number(x.id), label: String(x.nome) })) };
        }),
    );
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_ALM.estoque, sql`s.setor_tipo_id in (${SetorTipo.ALMOXARIFADO}, ${SetorTipo.FARMACIA})`);
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_ALM.centroCusto, sql`true`);
}
