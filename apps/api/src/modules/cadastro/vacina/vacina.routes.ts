import { IMUNOBIOLOGICOS_LEDI, vacinaResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { fabricante } from '../fabricante/fabricante.table.js';
import { material } from '../material/material.table.js';
import { exigirVisivel } from '../material/suprimentos-sql.js';
import { vacina } from './vacina.table.js';

/** The edit model (the typed wire): the row plus its manufacturer as the picker shows it. */
const respostaModelo = modeloDaTabela(vacina).extend({ fabricante: itemAutocomplete.nullable(), material: itemAutocomplete.nullable() });

const fabricanteNome = sql<string>`(select f.nome from fabricante f where f.id = "vacina"."fabricante_id")`;

/** cadastro/vacina: one row per LEDI immunobiological code in the municipality. */
export function vacinaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: vacinaResource,
    table: vacina,
    list: {
      codigoImunobiologico: vacina.codigoImunobiologico,
      nome: vacina.nome,
      sigla: vacina.sigla,
      doses: vacina.doses,
      calendarioSigla: vacina.calendarioSigla,
      dosesPorFrasco: vacina.dosesPorFrasco,
      fabricanteNome,
      bloqueado: vacina.bloqueado,
    },
    search: (term) =>
      /^\d{1,4}$/.test(term.trim())
        ? sql`(${vacina.codigoImunobiologico} = ${term.trim()} or ${textSearch(term, vacina.nome, vacina.sigla)})`
        : textSearch(term, vacina.nome, vacina.sigla),
    values: (input) => ({
      nome: input.nome,
      sigla: input.sigla,
      codigoImunobiologico: input.codigoImunobiologico,
      fabricanteId: input.fabricanteId,
      doses: input.doses,
      viaAdministracaoId: input.viaAdministracaoId,
      calendarioSigla: input.calendarioSigla ?? null,
      materialId: input.materialId ?? null,
      dosesPorFrasco: input.dosesPorFrasco ?? 1,
      validadeFrascoAbertoHoras: input.validadeFrascoAbertoHoras ?? null,
    }),
    afterSave: async (tx, _id, input) => {
      await exigirVisivel(tx, fabricante, input.fabricanteId, 'fabricante_id', 'Fabricante');
      await exigirVisivel(tx, material, input.materialId, 'material_id', 'Item de estoque');
    },
    respostaModelo,
    model: async (tx, row) => {
      const [f] = row.fabricanteId
        ? await tx
            .select({ id: fabricante.id, label: fabricante.nome })
            .from(fabricante)
            .where(eq(fabricante.id, Number(row.fabricanteId)))
        : [];
      const { rows: m } = row.materialId
        ? await tx.execute(sql`select id, nome as label from material where id = ${Number(row.materialId)}`)
        : { rows: [] };
      return { ...row, fabricante: f ?? null, material: m[0] ? { id: Number(m[0].id), label: String(m[0].label) } : null };
    },
    unique: { vacina_codigo_uq: 'codigo_imunobiologico', vacina_material_uq: 'material_id' },
    autocomplete: {
      label: sql`${vacina.nome} || ' (' || ${vacina.sigla} || ')'`,
      search: (term) => textSearch(term, vacina.nome, vacina.sigla),
    },
    exemplo: async (tx) => {
      const usados = new Set((await tx.select({ c: vacina.codigoImunobiologico }).from(vacina)).map((r) => r.c));
      const livre = IMUNOBIOLOGICOS_LEDI.filter((i) => !usados.has(i.codigo));
      const i = livre[Math.floor(Math.random() * livre.length)];
      return {
        nome: `${i.nome} (teste ${Math.random().toString(36).slice(2, 6)})`.slice(0, 100),
        sigla: i.sigla.slice(0, 40) || 'TESTE',
        codigoImunobiologico: i.codigo,
        fabricanteId: null,
        doses: 1,
        viaAdministracaoId: 3,
        calendarioSigla: null,
        materialId: null,
        dosesPorFrasco: 1,
        validadeFrascoAbertoHoras: null,
      };
    },
  });
}
