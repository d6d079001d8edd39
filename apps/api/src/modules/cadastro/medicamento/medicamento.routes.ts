import { FORMAS_FARMACEUTICAS, LISTAS_PORTARIA_344, medicamentoResource } from '@saude/shared';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { material } from '../material/material.table.js';
import { enumSql, exigirVisivel, todasAsPalavras } from '../material/suprimentos-sql.js';
import { medicamento } from './medicamento.table.js';

/** The edit model (the typed wire): the row plus its stock material as the picker shows it. */
const respostaModelo = modeloDaTabela(medicamento).extend({ material: itemAutocomplete.nullable() });

const formaFarmaceutica = enumSql(medicamento.formaFarmaceuticaId, FORMAS_FARMACEUTICAS);
const listaControle = enumSql(medicamento.listaControleId, LISTAS_PORTARIA_344, 'sigla');
/** "Losartana potássica 50 mg comprimido": what prescriptions and the citizen's medication list show. */
const rotulo = sql<string>`${medicamento.denominacao} || coalesce(' ' || ${medicamento.concentracao}, '') || ' ' || ${formaFarmaceutica}`;

/** cadastro/medicamento, with the autocomplete the citizen form uses for continuous medication (spec 001 §2). */
export function medicamentoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: medicamentoResource,
    table: medicamento,
    list: {
      denominacao: medicamento.denominacao,
      concentracao: medicamento.concentracao,
      formaFarmaceutica,
      listaControle,
      rename: medicamento.rename,
      usoContinuo: medicamento.usoContinuo,
      antimicrobiano: medicamento.antimicrobiano,
      bloqueado: medicamento.bloqueado,
    },
    search: (term) => todasAsPalavras(term, rotulo) ?? textSearch(term, medicamento.denominacao),
    filters: {
      tipo: (v) =>
        v === 'controlado'
          ? isNotNull(medicamento.listaControleId)
          : v === 'uso-continuo'
            ? eq(medicamento.usoContinuo, true)
            : v === 'antimicrobiano'
              ? eq(medicamento.antimicrobiano, true)
              : eq(medicamento.rename, true),
    },
    values: (input) => ({
      denominacao: input.denominacao,
      concentracao: input.concentracao,
      formaFarmaceuticaId: input.formaFarmaceuticaId,
      viaAdministracaoId: input.viaAdministracaoId,
      apresentacao: input.apresentacao,
      codigoCatmat: input.codigoCatmat,
      rename: input.rename,
      listaControleId: input.listaControleId,
      materialId: input.materialId,
      usoContinuo: input.usoContinuo,
      antimicrobiano: input.antimicrobiano,
    }),
    afterSave: async (tx, _id, input) => {
      const m = await exigirVisivel(tx, material, input.materialId, 'material_id', 'Material');
      if (m && !m.medicamento) throw unprocessable({ material_id: ['O material selecionado não está marcado como medicamento.'] });
    },
    respostaModelo,
    model: async (tx, row) => {
      const [m] = row.materialId
        ? await tx
            .select({ id: material.id, label: material.nome })
            .from(material)
            .where(eq(material.id, Number(row.materialId)))
        : [];
      return { ...row, material: m ?? null };
    },
    unique: { medicamento_uq: 'denominacao' },
    autocomplete: { label: rotulo, search: (term) => todasAsPalavras(term, rotulo) },
    exemplo: () => ({
      denominacao: `Medicamento de teste ${Math.random().toString(36).slice(2, 8)}`,
      concentracao: '50 mg',
      formaFarmaceuticaId: 1,
      viaAdministracaoId: 1,
      apresentacao: null,
      codigoCatmat: 'BR0267653',
      rename: true,
      listaControleId: null,
      materialId: null,
      usoContinuo: true,
      antimicrobiano: false,
    }),
  });
}
