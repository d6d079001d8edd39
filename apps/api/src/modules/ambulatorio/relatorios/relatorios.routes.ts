import {
  AMB,
  AUTOCOMPLETE,
  mensagens,
  RECURSO_AGENDA,
  relatorioAmbAbsenteismo,
  relatorioAmbAgendamentoRetroativo,
  relatorioAmbAgendamentoSituacao,
  relatorioAmbAgendamentoTipoVaga,
  relatorioAmbAgendaProfissional,
  relatorioAmbAtendimentoCbo,
  relatorioAmbBloqueioAgenda,
  relatorioAmbCancelamentoMotivo,
  relatorioAmbConsultaFinalizada,
  relatorioAmbDemandaEspontanea,
  relatorioAmbEstatisticoConsulta,
  relatorioAmbFaixaEtariaSexo,
  relatorioAmbListagemConsulta,
  relatorioAmbPacienteFaltoso,
  relatorioAmbPreConsulta,
  relatorioAmbPrimeiraVezRetorno,
  relatorioAmbProducaoAmbulatorial,
  relatorioAmbProducaoProfissional,
  relatorioAmbQuantitativoCid,
  relatorioAmbTempoEspera,
  relatorioAmbVagas,
  relatorioPaAutocompleteSchema,
  URL_AUTOCOMPLETE_RELATORIO_AMB,
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
import { MODULO_AMBULATORIO } from '../constantes.js';
import { consultaListagemConsulta } from '../listagem-consulta/listagem-consulta.sql.js';
import {
  consultaAbsenteismo,
  consultaAgendamentoRetroativo,
  consultaAgendamentoSituacao,
  consultaAgendamentoTipoVaga,
  consultaAgendaProfissional,
  consultaBloqueioAgenda,
  consultaCancelamentoMotivo,
  consultaPacienteFaltoso,
  consultaVagas,
} from './agenda.sql.js';
import {
  consultaAtendimentoCbo,
  consultaConsultaFinalizada,
  consultaDemandaEspontanea,
  consultaEstatisticoConsulta,
  consultaFaixaEtariaSexo,
  consultaPreConsulta,
  consultaPrimeiraVezRetorno,
  consultaProducaoAmbulatorial,
  consultaProducaoProfissional,
  consultaQuantitativoCid,
  consultaTempoEspera,
} from './producao.sql.js';
import type { FiltrosAmb } from './relatorios.comum.js';

const tags = ['ambulatorio/relatorios'];
const nomeDaPessoa = (usuarioId: SQL) =>
  sql`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${usuarioId})`;

/** Lines naming the chosen unit, specialty and professional on the print; the period and options are the engine's. */
async function descrever(tx: Tx, f: FiltrosAmb): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (consulta: SQL, rotulo: string) => {
    const { rows } = await tx.execute(sql`select ${consulta} as nome`);
    const nome = (rows[0] as { nome?: string | null } | undefined)?.nome;
    if (nome) linhas.push(`${rotulo}: ${nome}`);
  };
  if (f.unidadeId) await um(sql`(select nome_fantasia from unidade where id = ${f.unidadeId})`, 'Unidade');
  if (f.especialidadeId) await um(sql`(select nome from especialidade where id = ${f.especialidadeId})`, 'Especialidade');
  if (f.profissionalId) await um(nomeDaPessoa(sql`${f.profissionalId}`), 'Profissional');
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The outpatient reports (spec 000 §2.3 "about 20 statistical and quantitative reports"; issue 17): each its shared
 * declaration plus one SQL query, served by the report engine as preview, PDF and XLSX/CSV; the filters'
 * autocompletes answer to whoever holds either report permission (a report user needs no registry permission).
 */
export function relatoriosAmbulatorioRoutes(app: FastifyInstance, deps: AppDeps) {
  const com = { descreverFiltros: descrever };
  registrarRelatorio(app, deps, { def: relatorioAmbAgendamentoSituacao, consulta: (_tx, f) => consultaAgendamentoSituacao(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbAbsenteismo, consulta: (_tx, f) => consultaAbsenteismo(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbAgendamentoTipoVaga, consulta: (_tx, f) => consultaAgendamentoTipoVaga(f), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioAmbVagas,
    // the period is required by the declaration: both dates are there
    consulta: (tx, f) => consultaVagas(tx, f as typeof f & { dataInicio: string; dataFim: string }),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioAmbCancelamentoMotivo, consulta: (_tx, f) => consultaCancelamentoMotivo(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbBloqueioAgenda, consulta: (_tx, f) => consultaBloqueioAgenda(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbAgendamentoRetroativo, consulta: (_tx, f) => consultaAgendamentoRetroativo(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbPacienteFaltoso, consulta: (_tx, f) => consultaPacienteFaltoso(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbAgendaProfissional, consulta: (_tx, f) => consultaAgendaProfissional(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbListagemConsulta, consulta: (_tx, f) => consultaListagemConsulta(f), ...com });

  registrarRelatorio(app, deps, { def: relatorioAmbProducaoProfissional, consulta: (_tx, f) => consultaProducaoProfissional(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbAtendimentoCbo, consulta: (_tx, f) => consultaAtendimentoCbo(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbTempoEspera, consulta: (_tx, f) => consultaTempoEspera(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbConsultaFinalizada, consulta: (_tx, f) => consultaConsultaFinalizada(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbEstatisticoConsulta, consulta: (_tx, f) => consultaEstatisticoConsulta(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbQuantitativoCid, consulta: (_tx, f) => consultaQuantitativoCid(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbProducaoAmbulatorial, consulta: (_tx, f) => consultaProducaoAmbulatorial(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbPreConsulta, consulta: (_tx, f) => consultaPreConsulta(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbFaixaEtariaSexo, consulta: (_tx, f) => consultaFaixaEtariaSexo(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbDemandaEspontanea, consulta: (_tx, f) => consultaDemandaEspontanea(f), ...com });
  registrarRelatorio(app, deps, { def: relatorioAmbPrimeiraVezRetorno, consulta: (_tx, f) => consultaPrimeiraVezRetorno(f), ...com });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const autocomplete = (url: string, buscar: (tx: Tx, termo: string) => SQL) =>
    r.get(
      url,
      // either report permission opens the filters (checked below: a route declares one permission)
      { schema: { tags, querystring: buscaAutocomplete, response: { 200: relatorioPaAutocompleteSchema } }, config: { permission: null } },
      (req) => {
        if (!req.auth.permissoes.includes(AMB.relatorioAgenda) && !req.auth.permissoes.includes(AMB.relatorioProducao))
          throw forbidden(mensagens.semPermissao);
        return req.tx(async (tx) => {
          const { rows } = await tx.execute(buscar(tx, req.query.search?.value ?? ''));
          return { data: (rows as { id: number | string; label: string }[]).map((x) => ({ id: Number(x.id), label: x.label })) };
        });
      },
    );
  const onde = (termo: string, ...cols: SQL[]) => textSearch(termo, ...cols) ?? sql`true`;
  const limite = AUTOCOMPLETE.resultados;

  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_AMB.unidade,
    (_tx, termo) => sql`select u.id, u.nome_fantasia as label from unidade u
      where exists (select 1 from jornada j where j.unidade_id = u.id and j.modulo = ${MODULO_AMBULATORIO}) and ${onde(termo, sql`u.nome_fantasia`)}
      order by u.nome_fantasia collate "und-x-icu" limit ${limite}`,
  );
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_AMB.especialidade,
    (_tx, termo) => sql`select e.id, e.nome as label from especialidade e where ${onde(termo, sql`e.nome`)}
      order by e.nome collate "und-x-icu" limit ${limite}`,
  );
  // the professionals with an outpatient agenda or who attended in the clinic
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_AMB.profissional,
    (_tx, termo) => sql`select u.id, c.nome || ' (' || u.login || ')' as label from usuario u join cidadao c on c.id = u.cidadao_id
      where (exists (select 1 from jornada j where j.modulo = ${MODULO_AMBULATORIO} and j.recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and j.recurso_id = u.id)
             or exists (select 1 from lotacao l where l.usuario_id = u.id and l.ocupacao_codigo is not null))
        and ${onde(termo, sql`c.nome`, sql`u.login`)}
      order by c.nome collate "und-x-icu" limit ${limite}`,
  );
}
