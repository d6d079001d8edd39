import {
  AUTOCOMPLETE,
  autocompleteRelatorioSchema,
  mensagens,
  RELATORIOS_EXAME_LABORATORIAL,
  relatorioLabColetaRealizada,
  relatorioLabCotaConsumo,
  relatorioLabExameBloqueado,
  relatorioLabExameLaboratorioApoio,
  relatorioLabExameProducao,
  relatorioLabExameSolicitadoStatus,
  relatorioLabFinanceiroExame,
  relatorioLabFinanceiroPaciente,
  relatorioLabHistoricoPaciente,
  relatorioLabPacienteAtendido,
  relatorioLabQuantitativoExameSolicitado,
  relatorioLabQuantitativoProducao,
  URL_AUTOCOMPLETE_RELATORIO_LAB,
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
  consultaColetaRealizada,
  consultaCotaConsumo,
  consultaExameBloqueado,
  consultaExameLaboratorioApoio,
  consultaExameProducao,
  consultaExameSolicitadoStatus,
  consultaFinanceiroExame,
  consultaFinanceiroPaciente,
  consultaHistoricoPaciente,
  consultaPacienteAtendido,
  consultaQuantitativoExameSolicitado,
  consultaQuantitativoProducao,
} from './consultas.js';

const tags = ['exame-laboratorial/relatorios'];

interface FiltrosNomeados {
  laboratorioId?: number | null;
  apoioId?: number | null;
  unidadeId?: number | null;
  exameId?: number | null;
  pacienteId?: number | null;
}

/** Lines naming the chosen autocompletes on the print; the engine names the period and the options. */
async function descrever(tx: Tx, f: FiltrosNomeados): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (rotulo: string, valor: unknown, consulta: SQL) => {
    if (valor === null || valor === undefined) return;
    const { rows } = await tx.execute(consulta);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  };
  await um('Paciente', f.pacienteId, sql`select nome || coalesce(' — CNS ' || cns, '') as nome from cidadao where id = ${f.pacienteId}`);
  await um('Laboratório', f.laboratorioId, sql`select nome from laboratorio where id = ${f.laboratorioId}`);
  await um('Laboratório de apoio', f.apoioId, sql`select nome from laboratorio where id = ${f.apoioId}`);
  await um('Unidade solicitante', f.unidadeId, sql`select nome_fantasia as nome from unidade where id = ${f.unidadeId}`);
  await um('Exame', f.exameId, sql`select nome from exame where id = ${f.exameId}`);
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The laboratory reports (spec 000 §2.3 exame-laboratorial, issue 21): each its shared declaration plus one SQL query,
 * served by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' autocompletes.
 */
export function relatoriosExameLaboratorialRoutes(app: FastifyInstance, deps: AppDeps) {
  const com = { descreverFiltros: descrever };
  registrarRelatorio(app, deps, { def: relatorioLabExameBloqueado, consulta: (_tx, f) => consultaExameBloqueado(f as never), ...com });
  registrarRelatorio(app, deps, { def: relatorioLabPacienteAtendido, consulta: (_tx, f) => consultaPacienteAtendido(f as never), ...com });
  registrarRelatorio(app, deps, { def: relatorioLabCotaConsumo, consulta: (_tx, f) => consultaCotaConsumo(f as never), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioLabExameSolicitadoStatus,
    consulta: (_tx, f) => consultaExameSolicitadoStatus(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioLabExameProducao, consulta: (_tx, f) => consultaExameProducao(f as never), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioLabFinanceiroPaciente,
    consulta: (_tx, f) => consultaFinanceiroPaciente(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioLabColetaRealizada, consulta: (_tx, f) => consultaColetaRealizada(f as never), ...com });
  registrarRelatorio(app, deps, { def: relatorioLabFinanceiroExame, consulta: (_tx, f) => consultaFinanceiroExame(f as never), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioLabHistoricoPaciente,
    consulta: (_tx, f) => consultaHistoricoPaciente(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioLabQuantitativoProducao,
    consulta: (_tx, f) => consultaQuantitativoProducao(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioLabQuantitativoExameSolicitado,
    consulta: (_tx, f) => consultaQuantitativoExameSolicitado(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioLabExameLaboratorioApoio,
    consulta: (_tx, f) => consultaExameLaboratorioApoio(f as never),
    ...com,
  });

  // The filters' pickers answer to whoever holds any laboratory report (a route declares one permission: checked here).
  const permissoes = RELATORIOS_EXAME_LABORATORIAL.map((r) => r.permissao);
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
    URL_AUTOCOMPLETE_RELATORIO_LAB.laboratorio,
    (termo) => sql`select l.id, l.nome || case when l.apoio then ' (apoio)' else '' end as label from laboratorio l
      where ${onde(termo, sql`l.nome`)} order by ${porNome(sql`l.nome`)} limit ${limite}`,
  );
  // the units that requested laboratory exams (or hold a quota): the report's own universe, not the whole registry
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_LAB.unidade,
    (termo) => sql`select u.id, u.nome_fantasia as label from unidade u
      where (exists (select 1 from lab_agendamento la where la.unidade_solicitante_id = u.id)
             or exists (select 1 from lab_cota k where k.unidade_solicitante_id = u.id))
        and ${onde(termo, sql`u.nome_fantasia`)}
      order by ${porNome(sql`u.nome_fantasia`)} limit ${limite}`,
  );
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_LAB.exame,
    (termo) => sql`select e.id, e.nome as label from exame e
      where e.tipo = 1 and ${onde(termo, sql`e.nome`, sql`e.procedimento_codigo`)} order by ${porNome(sql`e.nome`)} limit ${limite}`,
  );
  // only the laboratory's patients (a scheduling): a report permission is no licence to browse the registry
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_LAB.paciente, (termo) => {
    const digitos = termo.replace(/\D/g, '');
    const busca = /^\d{11,15}$/.test(digitos) ? sql`(c.cns = ${digitos} or c.cpf = ${digitos})` : onde(termo, sql`c.nome`);
    return sql`select c.id, c.nome || coalesce(' — CNS ' || c.cns, '') as label from cidadao c
      where ${busca} and exists (select 1 from lab_agendamento la where la.paciente_id = c.id)
      order by ${porNome(sql`c.nome`)} limit ${limite}`;
  });
}
