import { FORMAS_FARMACEUTICAS, LISTAS_PORTARIA_344, medicamentoNaoPadronizadoResource } from '@saude/shared';
import { isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { enumSql, todasAsPalavras } from '../../cadastro/index.js';
import { medicamentoNaoPadronizado as t } from './medicamento-nao-padronizado.table.js';

const formaFarmaceutica = enumSql(t.formaFarmaceuticaId, FORMAS_FARMACEUTICAS);
const listaControle = enumSql(t.listaControleId, LISTAS_PORTARIA_344, 'sigla');
/**
 * "Metilfenidato 10 mg comprimido (A3)": what the external prescription's picker shows, the list's abbreviation
 * in sight because it decides the prescription form.
 */
const rotulo = sql<string>`${t.nome} || coalesce(' ' || ${t.concentracao}, '') || coalesce(' ' || ${formaFarmaceutica}, '')
  || coalesce(' (' || ${listaControle} || ')', '')`;

/**
 * farmacia/medicamento-nao-padronizado: the standard endpoints, the search by every word of the label and the
 * autocomplete (`GET …/autocomplete`) the dispensing's external prescription uses.
 */
export function medicamentoNaoPadronizadoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: medicamentoNaoPadronizadoResource,
    table: t,
    list: {
      nome: t.nome,
      concentracao: t.concentracao,
      formaFarmaceutica,
      listaControle,
      bloqueado: t.bloqueado,
    },
    search: (term) => todasAsPalavras(term, rotulo),
    filters: { tipo: () => isNotNull(t.listaControleId) },
    values: (input) => ({
      nome: input.nome,
      concentracao: input.concentracao,
      formaFarmaceuticaId: input.formaFarmaceuticaId,
      listaControleId: input.listaControleId,
      observacao: input.observacao,
    }),
    unique: { medicamento_nao_padronizado_uq: 'nome' },
    autocomplete: { label: rotulo, search: (term) => todasAsPalavras(term, rotulo) },
    exemplo: () => ({
      nome: `Medicamento não padronizado de teste ${Math.random().toString(36).slice(2, 8)}`,
      concentracao: '10 mg',
      formaFarmaceuticaId: 1,
      listaControleId: null,
      observacao: null,
    }),
  });
}
