import { fornecedorResource, onlyDigits } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { estado, municipio } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { fornecedor } from './fornecedor.table.js';
import { gerarCnpj } from './gerar-cnpj.js';

/** The edit model (the typed wire): the row plus the municipality as the picker shows it. */
const respostaModelo = modeloDaTabela(fornecedor).extend({ municipio: itemAutocomplete.nullable() });

const municipioNome = sql<string>`(select m.nome || ' - ' || e.uf from municipio m join estado e on e.id = m.estado_id where m.id = "fornecedor"."municipio_id")`;

/**
 * cadastro/fornecedor: CNPJ required, valid and unique per municipality. The CEP is only checked
 * for format: suppliers are usually in other cities, outside the municipality's street table.
 */
export function fornecedorRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: fornecedorResource,
    table: fornecedor,
    list: {
      razaoSocial: fornecedor.razaoSocial,
      nomeFantasia: fornecedor.nomeFantasia,
      cnpj: fornecedor.cnpj,
      municipioNome,
      bloqueado: fornecedor.bloqueado,
    },
    search: (term) => {
      const digitos = onlyDigits(term);
      const porNome = textSearch(term, fornecedor.razaoSocial, fornecedor.nomeFantasia);
      return digitos.length >= 4 ? sql`(${porNome} or ${fornecedor.cnpj} like ${`%${digitos}%`})` : porNome;
    },
    values: (input) => ({
      razaoSocial: input.razaoSocial,
      nomeFantasia: input.nomeFantasia,
      cnpj: input.cnpj,
      inscricaoEstadual: input.inscricaoEstadual,
      telefone: input.telefone,
      email: input.email,
      contatoNome: input.contatoNome,
      cep: input.cep,
      logradouro: input.logradouro,
      numero: input.numero,
      complemento: input.complemento,
      bairro: input.bairro,
      municipioId: input.municipioId,
    }),
    respostaModelo,
    model: async (tx, row) => {
      if (row.municipioId == null) return { ...row, municipio: null };
      const [m] = await tx
        .select({ id: municipio.id, nome: municipio.nome, uf: estado.uf })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(municipio.id, Number(row.municipioId)));
      return { ...row, municipio: m ? { id: m.id, label: `${m.nome} - ${m.uf}` } : null };
    },
    unique: { fornecedor_cnpj_uq: 'cnpj' },
    autocomplete: {
      label: sql`coalesce(${fornecedor.nomeFantasia}, ${fornecedor.razaoSocial})`,
      search: (term) => textSearch(term, fornecedor.razaoSocial, fornecedor.nomeFantasia),
    },
    exemplo: () => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      return {
        razaoSocial: `Distribuidora de teste ${sufixo} Ltda`,
        nomeFantasia: `Teste ${sufixo}`,
        cnpj: gerarCnpj(),
        inscricaoEstadual: null,
        telefone: '8133334444',
        email: `contato.${sufixo}@exemplo.com.br`,
        contatoNome: 'Maria Souza',
        cep: '50050000',
        logradouro: 'Avenida Conde da Boa Vista',
        numero: '100',
        complemento: null,
        bairro: 'Boa Vista',
        municipioId: 2611606,
      };
    },
  });
}
