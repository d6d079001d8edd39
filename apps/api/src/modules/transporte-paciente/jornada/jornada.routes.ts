import {
  categoriaCobre,
  MENSAGENS_JORNADA_TRANSPORTE,
  NOME_TIPO_VEICULO,
  TIPOS_VEICULO,
  tpJornadaExclusaoResposta,
  tpJornadaExclusaoSchema,
  tpJornadaResource,
} from '@saude/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { EM_USO, exigir, guardaEmUso, nomeDoCodigo } from '../cadastros/cadastros.comum.js';
import { tpJornada } from '../cadastros/cadastros.table.js';

const destinoNome = sql<string>`(select d.nome from tp_destino d where d.id = ${tpJornada.destinoId})`;
const tipoVeiculoNome = nomeDoCodigo(tpJornada.tipoVeiculo, NOME_TIPO_VEICULO);
const horarioSaida = sql<string>`to_char(${tpJornada.horarioSaida}, 'HH24:MI')`;
/** 'Seg, Ter, Qua' in week order (Sunday last, as the form shows it). */
const dias = sql<string>`(select string_agg((array['Dom','Seg','Ter','Qua','Qui','Sex','Sáb'])[d + 1], ', ' order by (d + 6) % 7)
  from unnest(${tpJornada.diasSemana}) d)`;

const item = itemAutocomplete.nullable();
/** The edit model: the row plus the pickers' items (destination, usual vehicle, driver, point, group). */
const respostaModelo = modeloDaTabela(tpJornada).extend({
  diasSemana: z.array(z.number()),
  destino: item,
  veiculo: item,
  condutor: item,
  ponto: item,
  grupo: item,
});

/**
 * transporte-paciente/jornada: recurring trips, the standard endpoints and POST delete (the selected ones, in one
 * transaction; refused with 422 when any has bookings or trips).
 */
export function jornadaTransporteRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: tpJornadaResource,
    table: tpJornada,
    list: {
      nome: tpJornada.nome,
      destinoId: tpJornada.destinoId,
      destinoNome,
      dias,
      horarioSaida,
      tipoVeiculo: tpJornada.tipoVeiculo,
      tipoVeiculoNome,
      bloqueado: tpJornada.bloqueado,
    },
    search: (term) => textSearch(term, tpJornada.nome, destinoNome),
    validate: async (tx, input) => {
      await exigir(
        tx,
        sql`select 1 from tp_destino where id = ${input.destinoId} and not bloqueado`,
        'destino_id',
        'Destino não encontrado ou bloqueado.',
      );
      const tipo = TIPOS_VEICULO.find((t) => t.value === input.tipoVeiculo);
      if (input.veiculoId) {
        const v = await exigir(
          tx,
          sql`select tipo from tp_veiculo where id = ${input.veiculoId} and not bloqueado`,
          'veiculo_id',
          'Veículo não encontrado ou bloqueado.',
        );
        if (Number(v.tipo) !== input.tipoVeiculo)
          throw unprocessable({ veiculo_id: [`O veículo habitual não é do tipo ${tipo?.label ?? 'escolhido'}.`] });
      }
      if (input.condutorId) {
        const c = await exigir(
          tx,
          sql`select cnh_categoria from tp_condutor where id = ${input.condutorId} and not bloqueado`,
          'condutor_id',
          'Condutor não encontrado ou bloqueado.',
        );
        if (tipo && !categoriaCobre(String(c.cnh_categoria), tipo.categoriaMinima))
          throw unprocessable({
            condutor_id: [
              `A CNH do condutor (categoria ${c.cnh_categoria}) não permite conduzir ${tipo.label} (exige ${tipo.categoriaMinima}).`,
            ],
          });
      }
      if (input.pontoId)
        await exigir(tx, sql`select 1 from tp_ponto where id = ${input.pontoId}`, 'ponto_id', 'Ponto de embarque não encontrado.');
      if (input.grupoId) await exigir(tx, sql`select 1 from tp_grupo where id = ${input.grupoId}`, 'grupo_id', 'Grupo não encontrado.');
    },
    values: (input) => ({
      nome: input.nome,
      destinoId: input.destinoId,
      diasSemana: input.diasSemana,
      horarioSaida: input.horarioSaida,
      tipoVeiculo: input.tipoVeiculo,
      veiculoId: input.veiculoId,
      condutorId: input.condutorId,
      pontoId: input.pontoId,
      grupoId: input.grupoId,
    }),
    respostaModelo,
    model: async (tx, row) => {
      const { rows } = await tx.execute(sql`select
          (select json_build_object('id', d.id, 'label', d.nome) from tp_destino d where d.id = ${row.destinoId}) as destino,
          (select json_build_object('id', v.id, 'label', v.placa || ' — ' || v.descricao) from tp_veiculo v where v.id = ${row.veiculoId ?? null}) as veiculo,
          (select json_build_object('id', c.id, 'label', c.nome || ' (CNH ' || c.cnh_categoria || ')') from tp_condutor c where c.id = ${row.condutorId ?? null}) as condutor,
          (select json_build_object('id', p.id, 'label', p.nome) from tp_ponto p where p.id = ${row.pontoId ?? null}) as ponto,
          (select json_build_object('id', g.id, 'label', g.nome) from tp_grupo g where g.id = ${row.grupoId ?? null}) as grupo`);
      const itens = rows[0] as Record<string, { id: number | string; label: string } | null>;
      const norm = (i: { id: number | string; label: string } | null) => (i ? { id: Number(i.id), label: i.label } : null);
      return {
        ...row,
        diasSemana: ((row.diasSemana as number[]) ?? []).map(Number),
        destino: norm(itens.destino),
        veiculo: norm(itens.veiculo),
        condutor: norm(itens.condutor),
        ponto: norm(itens.ponto),
        grupo: norm(itens.grupo),
      };
    },
    unique: { tp_jornada_nome_uq: 'nome' },
    guard: guardaEmUso(EM_USO.jornada, (id) => [
      sql`select 1 from tp_agendamento where jornada_id = ${id}`,
      sql`select 1 from tp_viagem where jornada_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpJornada.nome} || ' — ' || ${horarioSaida}`,
      search: (term) => textSearch(term, tpJornada.nome, destinoNome),
    },
    exemplo: async (tx) => {
      const { rows } = await tx.execute(sql`select id from tp_destino where not bloqueado order by id limit 1`);
      let destinoId = Number(rows[0]?.id);
      if (!rows.length) {
        const { rows: novo } = await tx.execute(
          sql`insert into tp_destino (nome, municipio_id) values (${`Destino de teste ${Math.random().toString(36).slice(2, 8)}`}, 2611606) returning id`,
        );
        destinoId = Number(novo[0]?.id);
      }
      return {
        nome: `Viagem de teste ${Math.random().toString(36).slice(2, 8)}`,
        destinoId,
        diasSemana: [1, 3, 5],
        horarioSaida: '04:30:00',
        tipoVeiculo: 2,
        veiculoId: null,
        condutorId: null,
        pontoId: null,
        grupoId: null,
      };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = tpJornadaResource.apiPath;
  r.post(
    `${base}/delete`,
    {
      schema: { tags: ['transporte-paciente/jornada'], body: tpJornadaExclusaoSchema, response: { 200: tpJornadaExclusaoResposta } },
      config: { permission: tpJornadaResource.permissoes.excluir },
    },
    (req) =>
      req.tx(async (tx) => {
        const ids = req.body.ids;
        if (!ids.length) throw unprocessable({ ids: [MENSAGENS_JORNADA_TRANSPORTE.nenhuma] });
        const lista = sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
        const existentes = await tx.select({ id: tpJornada.id }).from(tpJornada).where(inArray(tpJornada.id, ids));
        if (existentes.length !== ids.length) throw notFound();
        const { rows } = await tx.execute(sql`select j.nome from tp_jornada j where j.id in (${lista})
            and (exists (select 1 from tp_agendamento a where a.jornada_id = j.id) or exists (select 1 from tp_viagem v where v.jornada_id = j.id))
            order by j.nome`);
        if (rows.length)
          throw unprocessable({ ids: [`${MENSAGENS_JORNADA_TRANSPORTE.emUso} (${rows.map((r) => String(r.nome)).join(', ')})`] });
        await tx.delete(tpJornada).where(inArray(tpJornada.id, ids));
        return { excluidos: ids.length };
      }),
  );
  return reg;
}
