import { tpPontoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { EM_USO, guardaEmUso } from '../cadastros/cadastros.comum.js';
import { tpPonto } from '../cadastros/cadastros.table.js';

/** transporte-paciente/ponto: the boarding points, standard endpoints. */
export function pontoTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpPontoResource,
    table: tpPonto,
    list: { nome: tpPonto.nome, endereco: tpPonto.endereco, bairro: tpPonto.bairro, bloqueado: tpPonto.bloqueado },
    search: (term) => textSearch(term, tpPonto.nome, tpPonto.endereco, tpPonto.bairro),
    values: (input) => ({ nome: input.nome, endereco: input.endereco, bairro: input.bairro, referencia: input.referencia }),
    unique: { tp_ponto_nome_uq: 'nome' },
    guard: guardaEmUso(EM_USO.ponto, (id) => [
      sql`select 1 from tp_agendamento where ponto_id = ${id}`,
      sql`select 1 from tp_jornada where ponto_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpPonto.nome} || coalesce(' — ' || ${tpPonto.bairro}, '')`,
      search: (term) => textSearch(term, tpPonto.nome, tpPonto.bairro),
    },
    exemplo: () => ({
      nome: `Ponto de teste ${Math.random().toString(36).slice(2, 8)}`,
      endereco: 'Praça de teste, s/n',
      bairro: 'Centro',
      referencia: null,
    }),
  });
}
