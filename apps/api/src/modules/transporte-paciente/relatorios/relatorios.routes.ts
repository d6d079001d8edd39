import {
  horarioDosMinutos,
  RELATORIOS_TRANSPORTE,
  relatorioTpAgendador,
  relatorioTpEstatistico,
  relatorioTpPrestacaoConta,
  relatorioTpQuantitativo,
  relatorioTpViagem,
  relatorioTpViagemData,
  relatorioTpViagemGeral,
  relatorioTpViagemMotorista,
  relatorioTpViagemVeiculo,
  SITUACAO_VIAGEM_RELATORIO,
  SITUACAO_VIAGEM as SV,
  URL_AUTOCOMPLETE_RELATORIO_TRANSPORTE as URL,
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
import {
  consultaAgendador,
  consultaEstatistico,
  consultaPrestacaoConta,
  consultaQuantitativo,
  consultaViagem,
  consultaViagemData,
  consultaViagemGeral,
  consultaViagemMotorista,
  consultaViagemVeiculo,
  type FiltrosTp,
} from './consultas.js';

/** How a trip is named in the filters: number, day, departure and destination. */
const rotuloViagem = sql`'Nº ' || v.numero || ' · ' || to_char(v.data, 'DD/MM/YYYY') || ' ' || to_char(v.horario_saida, 'HH24:MI') || ' · ' || d.nome`;

/** Lines naming the chosen autocompletes on the print; the engine names the period and the options. */
const descrever = (tx: Tx, f: FiltrosTp) =>
  nomearFiltros(tx, [
    ['Destino', f.destinoId, sql`select nome from tp_destino where id = ${f.destinoId}`],
    [
      'Cidade de destino',
      f.municipioId,
      sql`select m.nome || '/' || e.uf as nome from municipio m join estado e on e.id = m.estado_id where m.id = ${f.municipioId}`,
    ],
    ['Veículo', f.veiculoId, sql`select placa || ' — ' || descricao as nome from tp_veiculo where id = ${f.veiculoId}`],
    ['Motorista', f.condutorId, sql`select nome from tp_condutor where id = ${f.condutorId}`],
    ['Motivo da viagem', f.motivoId, sql`select nome from tp_motivo where id = ${f.motivoId}`],
    ['Agendador', f.agendadorId, sql`select ${nomeDoUsuario(sql`${f.agendadorId}::bigint`)} as nome`],
    ['Paciente', f.pacienteId, sql`select nome from cidadao where id = ${f.pacienteId}`],
    [
      'Viagem',
      f.viagemId,
      sql`select ${rotuloViagem} as nome from tp_viagem v join tp_destino d on d.id = v.destino_id where v.id = ${f.viagemId}`,
    ],
    ['Horário de saída', f.horario, sql`select ${f.horario == null ? '' : horarioDosMinutos(f.horario)}::text as nome`],
  ]);

/**
 * The nine transport reports (spec 000 §2.3 transporte-paciente, 001 §7, issue 23): each its shared declaration plus
 * one SQL query, served by the report engine as preview, PDF and XLSX/CSV under its own permission; and the filters'
 * lookups (destination, city, vehicle, driver, reason, who booked, patient, departure time, trip situation, trip).
 */
export function relatoriosTransporteRoutes(app: FastifyInstance, deps: AppDeps) {
  registrarRelatorios(
    app,
    deps,
    [
      [relatorioTpAgendador, consultaAgendador],
      [relatorioTpViagem, consultaViagem],
      [relatorioTpEstatistico, consultaEstatistico],
      [relatorioTpQuantitativo, consultaQuantitativo],
      [relatorioTpViagemVeiculo, consultaViagemVeiculo],
      [relatorioTpViagemMotorista, consultaViagemMotorista],
      [relatorioTpViagemGeral, consultaViagemGeral],
      [relatorioTpViagemData, consultaViagemData],
      [relatorioTpPrestacaoConta, consultaPrestacaoConta],
    ],
    descrever,
  );

  // The filters' pickers answer to whoever holds any transport report.
  const autocomplete = autocompletesDeRelatorio(app, {
    tags: ['transporte-paciente/relatorios'],
    permissoes: RELATORIOS_TRANSPORTE.map((r) => r.permissao),
  });

  autocomplete(
    URL.destino,
    (termo) => sql`select d.id, d.nome as label from tp_destino d
      where ${onde(termo, sql`d.nome`)} order by ${porNome(sql`d.nome`)} limit ${limite}`,
  );
  // the cities the municipality sends patients to (its destinations'), not the whole IBGE list
  autocomplete(
    URL.municipio,
    (termo) => sql`select m.id, m.nome || '/' || e.uf as label from municipio m join estado e on e.id = m.estado_id
      where exists (select 1 from tp_destino d where d.municipio_id = m.id) and ${onde(termo, sql`m.nome`)}
      order by ${porNome(sql`m.nome`)} limit ${limite}`,
  );
  autocomplete(
    URL.veiculo,
    (termo) => sql`select v.id, v.placa || ' — ' || v.descricao as label from tp_veiculo v
      where ${onde(termo, sql`v.placa`, sql`v.descricao`)} order by v.placa limit ${limite}`,
  );
  autocomplete(
    URL.motorista,
    (termo) => sql`select c.id, c.nome as label from tp_condutor c
      where ${onde(termo, sql`c.nome`)} order by ${porNome(sql`c.nome`)} limit ${limite}`,
  );
  autocomplete(
    URL.motivo,
    (termo) => sql`select m.id, m.nome as label from tp_motivo m
      where ${onde(termo, sql`m.nome`)} order by ${porNome(sql`m.nome`)} limit ${limite}`,
  );
  // only users who booked transport
  autocomplete(
    URL.agendador,
    (termo) => sql`select x.id, x.label from (
        select us.id, ${nomeDoUsuario(sql`us.id`)} as label from usuario us
         where exists (select 1 from tp_agendamento a where a.usuario_id = us.id)) x
      where ${onde(termo, sql`x.label`)} order by ${porNome(sql`x.label`)} limit ${limite}`,
  );
  // only patients with a transport booking
  autocomplete(
    URL.paciente,
    (termo) => sql`select c.id, c.nome as label from cidadao c
      where exists (select 1 from tp_agendamento a where a.paciente_id = c.id) and ${onde(termo, sql`c.nome`, sql`c.cns`)}
      order by ${porNome(sql`c.nome`)} limit ${limite}`,
  );
  // the departure times the trips (not cancelled) have had, as minutes since midnight (the report's `horario`)
  autocomplete(
    URL.horario,
    (termo) => sql`select x.id, x.label from (
        select distinct (extract(hour from v.horario_saida) * 60 + extract(minute from v.horario_saida))::int as id,
               to_char(v.horario_saida, 'HH24:MI') as label
          from tp_viagem v where v.situacao <> ${SV.cancelada}) x
      where ${onde(termo, sql`x.label`)} order by x.id limit ${limite}`,
  );
  // the trip situations (a closed list, searchable like the others)
  autocomplete(
    URL.status,
    (termo) =>
      sql`select x.id, x.label from (values ${sql.join(
        Object.entries(SITUACAO_VIAGEM_RELATORIO).map(([id, nome]) => sql`(${Number(id)}::int, ${nome}::text)`),
        sql`, `,
      )}) x(id, label) where ${onde(termo, sql`x.label`)} order by x.id`,
  );
  // one trip: by its number (4 digits or more) or its destination, the latest first
  autocomplete(URL.viagem, (termo) => {
    const digitos = termo.replace(/\D/g, '');
    const busca =
      digitos.length >= 4 ? sql`(${onde(termo, sql`d.nome`)} or v.numero::text like ${`%${digitos}%`})` : onde(termo, sql`d.nome`);
    return sql`select v.id, ${rotuloViagem} as label from tp_viagem v join tp_destino d on d.id = v.destino_id
      where ${busca} order by v.data desc, v.horario_saida, v.numero limit ${limite}`;
  });
}
