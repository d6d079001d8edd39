import { classificacaoRiscoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { classificacaoRisco } from './classificacao-risco.table.js';

/** pronto-atendimento/classificacao-risco: the colours the triage picks and the queue sorts by (issue 6). */
export function classificacaoRiscoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: classificacaoRiscoResource,
    table: classificacaoRisco,
    list: {
      ordem: classificacaoRisco.ordem,
      cor: classificacaoRisco.cor,
      nome: classificacaoRisco.nome,
      tempoAlvoMinutos: classificacaoRisco.tempoAlvoMinutos,
      descricao: classificacaoRisco.descricao,
      bloqueado: classificacaoRisco.bloqueado,
    },
    search: (term) => textSearch(term, classificacaoRisco.nome, classificacaoRisco.descricao),
    values: (input) => ({
      nome: input.nome,
      cor: input.cor,
      tempoAlvoMinutos: input.tempoAlvoMinutos,
      ordem: input.ordem,
      descricao: input.descricao,
    }),
    unique: { classificacao_risco_nome_uq: 'nome', classificacao_risco_ordem_uq: 'ordem' },
    autocomplete: { label: classificacaoRisco.nome, search: (term) => textSearch(term, classificacaoRisco.nome) },
    exemplo: async (tx) => {
      // the next free position: `ordem` is unique in the municipality
      const [{ proxima }] = await tx
        .select({ proxima: sql<number>`coalesce(max(${classificacaoRisco.ordem}), 0)::int + 1` })
        .from(classificacaoRisco);
      return {
        nome: `Classificação de teste ${Math.random().toString(36).slice(2, 8)}`,
        cor: '#6a1b9a',
        tempoAlvoMinutos: 30,
        ordem: proxima,
        descricao: null,
      };
    },
  });
}
