import {
  AUTOCOMPLETE,
  autocompleteRelatorioSchema,
  hojeIso,
  mensagens,
  RELATORIOS_FARMACIA,
  relatorioFarAltoCustoDispensacao,
  relatorioFarAltoCustoEstatisticoCid,
  relatorioFarAltoCustoProcesso,
  relatorioFarAltoCustoProcessoPaciente,
  relatorioFarAltoCustoRetiradaPendente,
  relatorioFarAtendimentoDiario,
  relatorioFarDispensacao,
  relatorioFarDispensacaoPaciente,
  relatorioFarEstornoDispensacao,
  relatorioFarMovimentacaoPsicotropico,
  relatorioFarPacienteAtendido,
  relatorioFarQuantitativoDispensacao,
  SetorTipo,
  URL_AUTOCOMPLETE_RELATORIO_FAR,
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
import { cidImpresso } from '../../../lib/reports/sql.js';
import { porNome } from '../../../lib/sql/texto.js';
import {
  consultaAltoCustoDispensacao,
  consultaAltoCustoEstatisticoCid,
  consultaAltoCustoProcesso,
  consultaAltoCustoProcessoPaciente,
  consultaAltoCustoRetiradaPendente,
} from './consultas-alto-custo.js';
import {
  consultaAtendimentoDiario,
  consultaDispensacao,
  consultaDispensacaoPaciente,
  consultaEstornoDispensacao,
  consultaPacienteAtendido,
  consultaQuantitativoDispensacao,
} from './consultas-dispensacao.js';
import { consultaMovimentacaoPsicotropico } from './consultas-psicotropico.js';

const tags = ['farmacia/relatorios'];

interface Nomeados {
  centroCustoId?: number | null;
  pacienteId?: number | null;
  materialId?: number | null;
  cid?: string | null;
}

/** Lines naming the chosen autocompletes on the print ("Farmácia: Farmácia Central"); the engine names period and options. */
async function descrever(tx: Tx, f: Nomeados): Promise<string[]> {
  const linhas: string[] = [];
  const um = async (rotulo: string, valor: unknown, consulta: SQL) => {
    if (valor === null || valor === undefined) return;
    const { rows } = await tx.execute(consulta);
    if (rows[0]) linhas.push(`${rotulo}: ${String(rows[0].nome)}`);
  };
  await um('Farmácia', f.centroCustoId, sql`select nome from centro_custo where id = ${f.centroCustoId}`);
  await um('Paciente', f.pacienteId, sql`select nome || coalesce(' — CNS ' || cns, '') as nome from cidadao where id = ${f.pacienteId}`);
  await um('Medicamento', f.materialId, sql`select nome from material where id = ${f.materialId}`);
  await um('CID', f.cid, sql`select ${cidImpresso(sql`codigo`)} || ' - ' || descricao as nome from cid where codigo = ${f.cid}`);
  return linhas;
}

const buscaAutocomplete = z.object({
  search: z
    .object({ value: z.string().max(100).default('') })
    .partial()
    .optional(),
});

/**
 * The twelve pharmacy reports (spec 000 §2.3 farmacia): each its shared declaration plus one SQL query, served by the
 * report engine as preview, PDF and XLSX/CSV under its own permission; and the filters' own autocompletes.
 */
export function relatoriosFarmaciaRoutes(app: FastifyInstance, deps: AppDeps) {
  const com = { descreverFiltros: descrever };
  registrarRelatorio(app, deps, {
    def: relatorioFarDispensacaoPaciente,
    consulta: (_tx, f) => consultaDispensacaoPaciente(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, { def: relatorioFarDispensacao, consulta: (_tx, f) => consultaDispensacao(f as never), ...com });
  registrarRelatorio(app, deps, { def: relatorioFarPacienteAtendido, consulta: (_tx, f) => consultaPacienteAtendido(f as never), ...com });
  registrarRelatorio(app, deps, {
    def: relatorioFarMovimentacaoPsicotropico,
    consulta: (_tx, f) => consultaMovimentacaoPsicotropico(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarQuantitativoDispensacao,
    consulta: (_tx, f) => consultaQuantitativoDispensacao(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarEstornoDispensacao,
    consulta: (_tx, f) => consultaEstornoDispensacao(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarAtendimentoDiario,
    consulta: (_tx, f) => consultaAtendimentoDiario(f as never),
    ...com,
  });
  // "today" is the Brasília day: an authorised process past it is expired, a competence after it is not due yet
  registrarRelatorio(app, deps, {
    def: relatorioFarAltoCustoRetiradaPendente,
    consulta: (_tx, f) => consultaAltoCustoRetiradaPendente(f as never, hojeIso()),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarAltoCustoProcesso,
    consulta: (_tx, f) => consultaAltoCustoProcesso(f as never, hojeIso()),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarAltoCustoDispensacao,
    consulta: (_tx, f) => consultaAltoCustoDispensacao(f as never),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarAltoCustoProcessoPaciente,
    consulta: (_tx, f) => consultaAltoCustoProcessoPaciente(f as never, hojeIso()),
    ...com,
  });
  registrarRelatorio(app, deps, {
    def: relatorioFarAltoCustoEstatisticoCid,
    consulta: (_tx, f) => consultaAltoCustoEstatisticoCid(f as never, hojeIso()),
    ...com,
  });

  // The filters' pickers answer to whoever holds any pharmacy report (a route declares one permission: checked here).
  const permissoes = RELATORIOS_FARMACIA.map((r) => r.permissao);
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
    URL_AUTOCOMPLETE_RELATORIO_FAR.farmacia,
    (termo) => sql`select cc.id, cc.nome as label from centro_custo cc join setor s on s.id = cc.setor_id
      where s.setor_tipo_id = ${SetorTipo.FARMACIA} and ${onde(termo, sql`cc.nome`)}
      order by ${porNome(sql`cc.nome`)} limit ${limite}`,
  );
  // only the pharmacy's patients (a dispensing or a CEAF process): a report permission is no licence to browse the registry
  autocomplete(URL_AUTOCOMPLETE_RELATORIO_FAR.paciente, (termo) => {
    const digitos = termo.replace(/\D/g, '');
    const busca = /^\d{11,15}$/.test(digitos) ? sql`(c.cns = ${digitos} or c.cpf = ${digitos})` : onde(termo, sql`c.nome`);
    return sql`select c.id, c.nome || coalesce(' — CNS ' || c.cns, '') as label from cidadao c
      where ${busca}
        and (exists (select 1 from farmacia_dispensacao d where d.paciente_id = c.id)
             or exists (select 1 from farmacia_processo_alto_custo p where p.paciente_id = c.id))
      order by ${porNome(sql`c.nome`)} limit ${limite}`;
  });
  autocomplete(
    URL_AUTOCOMPLETE_RELATORIO_FAR.medicamento,
    (termo) => sql`select m.id, m.nome as label from material m
      where (m.medicamento or m.lista_controle_id is not null) and ${onde(termo, sql`m.nome`)}
      order by ${porNome(sql`m.nome`)} limit ${limite}`,
  );
}
