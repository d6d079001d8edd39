import {
  RELATORIOS_EXAME_IMAGEM,
  relatorioImgCotaProfissional,
  relatorioImgExameStatus,
  relatorioImgFinanceiroExame,
  relatorioImgProducao,
  URL_AUTOCOMPLETE_RELATORIO_IMAGEM,
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
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { consultaCotaProfissional, consultaExameStatus, consultaFinanceiroExame, consultaProducao } from './consultas.js';

interface FiltrosNomeados {
  unidadeId?: number | null;
  equipamentoId?: number | null;
  profissionalId?: number | null;
}

/** Lines naming the chosen autocompletes on the print; the engine names the period and the options. */
const descrever = (tx: Tx, f: FiltrosNomeados) =>
  nomearFiltros(tx, [
    ['Unidade executante', f.unidadeId, sql`select nome_fantasia as nome from unidade where id = ${f.unidadeId}`],
    ['Equipamento', f.equipamentoId, sql`select nome from img_equipamento where id = ${f.equipamentoId}`],
    ['Profissional solicitante', f.profissionalId, sql`select ${nomeDoUsuario(sql`${f.profissionalId}::bigint`)} as nome`],
  ]);

/**
 * The imaging reports (spec 000 §2.3 exame-imagem, issue 22): each its shared declaration plus one SQL query, served
 * by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' autocompletes.
 */
export function relatoriosExameImagemRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorios(
    app,
    deps,
    [
      [relatorioImgProducao, consultaProducao],
      [relatorioImgExameStatus, consultaExameStatus],
      [relatorioImgCotaProfissional, consultaCotaProfissional],
      [relatorioImgFinanceiroExame, consultaFinanceiroExame],
    ],
    descrever,
  );

  // The filters' pickers answer to whoever holds any imaging report.
  const autocomplete = autocompletesDeRelatorio(app, {
    tags: ['exame-imagem/relatorios'],
    permissoes: RELATORIOS_EXAME_IMAGEM.map((r) => r.permissao),
  });

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
