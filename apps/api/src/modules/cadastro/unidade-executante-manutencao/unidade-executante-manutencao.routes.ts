import { unidadeExecutanteManutencaoResource, w } from '@saude/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { servicoManutencao } from '../servico-manutencao/servico-manutencao.table.js';
import {
  unidadeExecutanteManutencao as unidade,
  unidadeExecutanteManutencaoServico as unidadeServico,
} from './unidade-executante-manutencao.table.js';

/** The edit model (the typed wire): the row plus its services (ids for the field, names for the options). */
const respostaModelo = modeloDaTabela(unidade).extend({ servicoIds: z.array(z.number()), servicos: z.array(w.opcao) });

const servicos = sql<string>`(select string_agg(s.nome, ', ' order by s.nome)
  from unidade_executante_manutencao_servico us join servico_manutencao s on s.id = us.servico_manutencao_id
  where us.unidade_executante_manutencao_id = "unidade_executante_manutencao"."id")`;

/** cadastro/unidade-executante-manutencao: the unit and the services it performs (a link table, replaced on save). */
export function unidadeExecutanteManutencaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: unidadeExecutanteManutencaoResource,
    table: unidade,
    list: { nome: unidade.nome, cnpj: unidade.cnpj, telefone: unidade.telefone, servicos, bloqueado: unidade.bloqueado },
    search: (term) => textSearch(term, unidade.nome, unidade.cnpj, unidade.responsavel),
    form: async (tx) => ({
      servicos: await tx
        .select({ id: servicoManutencao.id, nome: servicoManutencao.nome })
        .from(servicoManutencao)
        .where(eq(servicoManutencao.bloqueado, false))
        .orderBy(asc(servicoManutencao.nome)),
    }),
    values: (input) => ({
      nome: input.nome,
      cnpj: input.cnpj,
      telefone: input.telefone,
      email: input.email,
      responsavel: input.responsavel,
    }),
    // the link's foreign key does not see row-level security: only services of this municipality pass
    validate: async (tx, input) => {
      const achados = await tx
        .select({ id: servicoManutencao.id })
        .from(servicoManutencao)
        .where(inArray(servicoManutencao.id, input.servicoIds));
      if (achados.length !== input.servicoIds.length) throw unprocessable({ servico_ids: ['Serviço de manutenção não encontrado.'] });
    },
    afterSave: async (tx, id, input) => {
      await tx.delete(unidadeServico).where(eq(unidadeServico.unidadeExecutanteManutencaoId, id));
      await tx.insert(unidadeServico).values(input.servicoIds.map((s) => ({ unidadeExecutanteManutencaoId: id, servicoManutencaoId: s })));
    },
    respostaModelo,
    model: async (tx, row) => {
      const lista = await tx
        .select({ id: servicoManutencao.id, nome: servicoManutencao.nome })
        .from(unidadeServico)
        .innerJoin(servicoManutencao, eq(servicoManutencao.id, unidadeServico.servicoManutencaoId))
        .where(eq(unidadeServico.unidadeExecutanteManutencaoId, row.id))
        .orderBy(asc(servicoManutencao.nome));
      return { ...row, servicoIds: lista.map((s) => s.id), servicos: lista };
    },
    unique: { unidade_executante_manutencao_nome_uq: 'nome', unidade_executante_manutencao_cnpj_uq: 'cnpj' },
    autocomplete: { label: unidade.nome, search: (term) => textSearch(term, unidade.nome) },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [s] = await tx
        .insert(servicoManutencao)
        .values({ nome: `Serviço do exemplo ${sufixo}` })
        .returning({ id: servicoManutencao.id });
      return {
        nome: `Empresa de teste ${sufixo}`,
        cnpj: null,
        telefone: '87999990000',
        email: null,
        responsavel: 'Maria Souza',
        servicoIds: [s.id],
      };
    },
  });
}
