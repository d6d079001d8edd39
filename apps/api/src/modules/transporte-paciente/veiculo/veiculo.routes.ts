import { MENSAGENS_VEICULO, NOME_TIPO_VEICULO, PROPRIEDADES_VEICULO, tpVeiculoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { EM_USO, guardaEmUso, nomeDoCodigo } from '../cadastros/cadastros.comum.js';
import { tpVeiculo } from '../cadastros/cadastros.table.js';

const tipoNome = nomeDoCodigo(tpVeiculo.tipo, NOME_TIPO_VEICULO);
const propriedadeNome = nomeDoCodigo(tpVeiculo.propriedade, Object.fromEntries(PROPRIEDADES_VEICULO.map((p) => [p.value, p.label])));

/** A random plate in the Mercosul format (the contract test's sample). */
const placaAleatoria = () => {
  const l = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const d = () => String(Math.floor(Math.random() * 10));
  return `${l()}${l()}${l()}${d()}${l()}${d()}${d()}`;
};

/** transporte-paciente/veiculo: the standard endpoints; one plate per municipality (normalised by the schema). */
export function veiculoTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpVeiculoResource,
    table: tpVeiculo,
    list: {
      placa: tpVeiculo.placa,
      descricao: tpVeiculo.descricao,
      tipo: tpVeiculo.tipo,
      tipoNome,
      lugares: tpVeiculo.lugares,
      lugaresCadeirante: tpVeiculo.lugaresCadeirante,
      lugaresMaca: tpVeiculo.lugaresMaca,
      acessivel: tpVeiculo.acessivel,
      propriedadeNome,
      bloqueado: tpVeiculo.bloqueado,
    },
    search: (term) => textSearch(term, tpVeiculo.placa, tpVeiculo.descricao, sql`replace(${tpVeiculo.placa}, '-', '')`),
    validate: async (tx, input, id) => {
      const { rows } = await tx.execute(
        sql`select 1 from tp_veiculo where placa = ${input.placa} ${id ? sql`and id <> ${id}` : sql``} limit 1`,
      );
      if (rows.length) throw unprocessable({ placa: [MENSAGENS_VEICULO.placaRepetida] });
    },
    values: (input) => ({
      placa: input.placa,
      tipo: input.tipo,
      descricao: input.descricao,
      lugares: input.lugares,
      lugaresCadeirante: input.lugaresCadeirante,
      lugaresMaca: input.lugaresMaca,
      acessivel: input.acessivel,
      propriedade: input.propriedade,
      contrato: input.contrato,
      renavam: input.renavam,
      consumoKmLitro: input.consumoKmLitro == null ? null : input.consumoKmLitro.toFixed(2),
    }),
    unique: { tp_veiculo_placa_uq: 'placa' },
    guard: guardaEmUso(EM_USO.veiculo, (id) => [
      sql`select 1 from tp_viagem where veiculo_id = ${id}`,
      sql`select 1 from tp_jornada where veiculo_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpVeiculo.placa} || ' — ' || ${tpVeiculo.descricao}`,
      search: (term) => textSearch(term, tpVeiculo.placa, tpVeiculo.descricao),
    },
    exemplo: () => ({
      placa: placaAleatoria(),
      tipo: 2,
      descricao: `Van de teste ${Math.random().toString(36).slice(2, 8)}`,
      lugares: 15,
      lugaresCadeirante: 0,
      lugaresMaca: 0,
      acessivel: false,
      propriedade: 1,
      contrato: null,
      renavam: null,
      consumoKmLitro: 9.5,
    }),
  });
}
