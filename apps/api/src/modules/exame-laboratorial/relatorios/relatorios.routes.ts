import {
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
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import {
  autocompletesDeRelatorio,
  LIMITE_AUTOCOMPLETE as limite,
  nomearFiltros,
  ondeTexto as onde,
  registrarRelatorios,
} from '../../../lib/reports/autocomplete.js';
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

interface FiltrosNomeados {
  laboratorioId?: number | null;
  apoioId?: number | null;
  unidadeId?: number | null;
  exameId?: number | null;
  pacienteId?: number | null;
}

/** Lines naming the chosen autocompletes on the print; the engine names the period and the options. */
const descrever = (tx: Tx, f: FiltrosNomeados) =>
  nomearFiltros(tx, [
    ['Paciente', f.pacienteId, sql`select nome || coalesce(' — CNS ' || cns, '') as nome from cidadao where id = ${f.pacienteId}`],
    ['Laboratório', f.laboratorioId, sql`select nome from laboratorio where id = ${f.laboratorioId}`],
    ['Laboratório de apoio', f.apoioId, sql`select nome from laboratorio where id = ${f.apoioId}`],
    ['Unidade solicitante', f.unidadeId, sql`select nome_fantasia as nome from unidade where id = ${f.unidadeId}`],
    ['Exame', f.exameId, sql`select nome from exame where id = ${f.exameId}`],
  ]);

/**
 * The laboratory reports (spec 000 §2.3 exame-laboratorial, issue 21): each its shared declaration plus one SQL query,
 * served by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' autocompletes.
 */
export function relatoriosExameLaboratorialRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorios(
    app,
    deps,
    [
      [relatorioLabExameBloqueado, consultaExameBloqueado],
      [relatorioLabPacienteAtendido, consultaPacienteAtendido],
      [relatorioLabCotaConsumo, consultaCotaConsumo],
      [relatorioLabExameSolicitadoStatus, consultaExameSolicitadoStatus],
      [relatorioLabExameProducao, consultaExameProducao],
      [relatorioLabFinanceiroPaciente, consultaFinanceiroPaciente],
      [relatorioLabColetaRealizada, consultaColetaRealizada],
      [relatorioLabFinanceiroExame, consultaFinanceiroExame],
      [relatorioLabHistoricoPaciente, consultaHistoricoPaciente],
      [relatorioLabQuantitativoProducao, consultaQuantitativoProducao],
      [relatorioLabQuantitativoExameSolicitado, consultaQuantitativoExameSolicitado],
      [relatorioLabExameLaboratorioApoio, consultaExameLaboratorioApoio],
    ],
    descrever,
  );

  // The filters' pickers answer to whoever holds any laboratory report.
  const autocomplete = autocompletesDeRelatorio(app, {
    tags: ['exame-laboratorial/relatorios'],
    permissoes: RELATORIOS_EXAME_LABORATORIAL.map((r) => r.permissao),
  });

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
