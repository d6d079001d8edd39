import { fabricanteResource, onlyDigits } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { gerarCnpj } from '../fornecedor/gerar-cnpj.js';
import { fabricante } from './fabricante.table.js';

/** cadastro/fabricante: name unique; the CNPJ is optional but valid and unique when given. */
export function fabricanteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: fabricanteResource,
    table: fabricante,
    list: { nome: fabricante.nome, cnpj: fabricante.cnpj, bloqueado: fabricante.bloqueado },
    search: (term) => {
      const digitos = onlyDigits(term);
      const porNome = textSearch(term, fabricante.nome);
      return digitos.length >= 4 ? sql`(${porNome} or ${fabricante.cnpj} like ${`%${digitos}%`})` : porNome;
    },
    values: (input) => ({ nome: input.nome, cnpj: input.cnpj, codigoPni: input.codigoPni ?? null }),
    unique: { fabricante_nome_uq: 'nome', fabricante_cnpj_uq: 'cnpj' },
    autocomplete: { label: fabricante.nome, search: (term) => textSearch(term, fabricante.nome) },
    exemplo: () => ({ nome: `Fabricante de teste ${Math.random().toString(36).slice(2, 8)}`, cnpj: gerarCnpj(), codigoPni: null }),
  });
}
