import { FeriadoAbrangenciaNome, f, feriadoResource, feriadosDoPeriodoSchema, formatDataBr, isPeriodoDentroDoLimite } from '@saude/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { feriado } from './feriado.table.js';
import { feriadosNoPeriodo } from './feriados-no-periodo.js';

const abrangenciaNome = sql<string>`case ${feriado.abrangencia} when 1 then 'Estadual' else 'Municipal' end`;
const mesDia = sql`to_char(${feriado.data}, 'MM-DD')`;

/**
 * cadastro/feriado: the municipality's holidays, plus the period query the agendas use (national
 * holidays computed, registered ones expanded for recurring years).
 */
export function feriadoRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: feriadoResource,
    table: feriado,
    list: {
      data: feriado.data,
      descricao: feriado.descricao,
      abrangencia: abrangenciaNome,
      recorrente: feriado.recorrente,
      facultativo: feriado.facultativo,
    },
    search: (term) => textSearch(term, feriado.descricao),
    filters: { abrangencia: (v) => eq(feriado.abrangencia, Number(v)) },
    form: async () => ({ abrangencias: Object.entries(FeriadoAbrangenciaNome).map(([id, nome]) => ({ id: Number(id), nome })) }),
    values: (input) => ({
      data: input.data,
      descricao: input.descricao,
      abrangencia: input.abrangencia,
      recorrente: input.recorrente,
      facultativo: input.facultativo,
    }),
    // a recurring holiday covers its day and month in every year, so it clashes with any other on that day
    validate: async (tx, input, id) => {
      const [outro] = await tx
        .select({ data: feriado.data, descricao: feriado.descricao })
        .from(feriado)
        .where(
          and(
            id ? ne(feriado.id, id) : undefined,
            input.recorrente
              ? sql`${mesDia} = ${input.data.slice(5)}`
              : sql`(${feriado.data} = ${input.data} or (${feriado.recorrente} and ${mesDia} = ${input.data.slice(5)}))`,
          ),
        )
        .limit(1);
      if (outro) throw unprocessable({ data: [`Já existe um feriado neste dia: ${outro.descricao} (${formatDataBr(outro.data)}).`] });
    },
    unique: { feriado_data_uq: 'data' },
    exemplo: () => {
      // a random non-recurring day far in the future, so the sample never clashes with the seed
      const ano = 2200 + Math.floor(Math.random() * 700);
      return {
        data: `${ano}-08-1${Math.floor(Math.random() * 9)}`,
        descricao: 'Feriado de teste',
        abrangencia: 2,
        recorrente: false,
        facultativo: false,
      };
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/cadastro/feriado/periodo',
    {
      schema: {
        tags: ['cadastro/feriado'],
        querystring: z.object({ dataInicio: f.data('Data inicial'), dataFim: f.data('Data final') }),
        response: { 200: feriadosDoPeriodoSchema },
      },
      // agendas of every module read it; holidays are not restricted information
      config: { permission: null },
    },
    (req) =>
      req.tx(async (tx) => {
        const { dataInicio, dataFim } = req.query;
        if (dataFim < dataInicio) throw unprocessable({ data_fim: ['A data final não pode ser menor que a data inicial.'] });
        if (!isPeriodoDentroDoLimite(dataInicio, dataFim)) throw unprocessable({ data_fim: ['O período não pode ser maior que 1 ano.'] });
        return { data: await feriadosNoPeriodo(tx, dataInicio, dataFim) };
      }),
  );
  return reg;
}
