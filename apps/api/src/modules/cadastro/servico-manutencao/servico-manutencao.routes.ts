import { servicoManutencaoResource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { servicoManutencao } from './servico-manutencao.table.js';

/** cadastro/servico-manutencao: kinds of service the maintenance units perform. */
export function servicoManutencaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: servicoManutencaoResource,
    table: servicoManutencao,
    list: {
      nome: servicoManutencao.nome,
      descricao: servicoManutencao.descricao,
      prazoAtendimentoDias: servicoManutencao.prazoAtendimentoDias,
      bloqueado: servicoManutencao.bloqueado,
    },
    search: (term) => textSearch(term, servicoManutencao.nome, servicoManutencao.descricao),
    values: (input) => ({ nome: input.nome, descricao: input.descricao, prazoAtendimentoDias: input.prazoAtendimentoDias }),
    unique: { servico_manutencao_nome_uq: 'nome' },
    autocomplete: { label: servicoManutencao.nome, search: (term) => textSearch(term, servicoManutencao.nome) },
    exemplo: () => ({
      nome: `Serviço de teste ${Math.random().toString(36).slice(2, 8)}`,
      descricao: 'Manutenção preventiva',
      prazoAtendimentoDias: 5,
    }),
  });
}
