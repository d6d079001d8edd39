import { onlyDigits, UnidadeExternaTipoNome, unidadeExternaResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { estado, municipio } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { rotulo } from '../unidade/referencias.js';
import { unidadeExterna } from './unidade-externa.table.js';

/** The edit model (the typed wire): the row plus the municipality as the picker shows it. */
const respostaModelo = modeloDaTabela(unidadeExterna).extend({ municipio: itemAutocomplete.nullable() });

const municipioNome = sql<string>`(select m.nome || ' - ' || e.uf from municipio m join estado e on e.id = m.estado_id where m.id = "unidade_externa"."municipio_id")`;

/** cadastro/unidade-externa: referral and transport destinations outside the municipal network. */
export function unidadeExternaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: unidadeExternaResource,
    table: unidadeExterna,
    list: {
      nome: unidadeExterna.nome,
      cnes: unidadeExterna.cnes,
      tipoNome: rotulo(unidadeExterna.tipoId, UnidadeExternaTipoNome),
      municipioNome,
      bloqueado: unidadeExterna.bloqueado,
    },
    search: (term) => {
      const digitos = onlyDigits(term);
      return digitos.length >= 3 && digitos.length === term.replace(/\s/g, '').length
        ? sql`${unidadeExterna.cnes} like ${`${digitos}%`}`
        : textSearch(term, unidadeExterna.nome, municipioNome);
    },
    filters: { tipo: (v) => eq(unidadeExterna.tipoId, Number(v)) },
    values: (input) => ({
      nome: input.nome,
      cnes: input.cnes,
      cnpj: input.cnpj,
      tipoId: input.tipoId,
      municipioId: input.municipioId,
      cep: input.cep,
      logradouro: input.logradouro,
      numero: input.numero,
      bairro: input.bairro,
      telefone: input.telefone,
    }),
    respostaModelo,
    model: async (tx, row) => {
      const [m] = await tx
        .select({ id: municipio.id, label: sql<string>`${municipio.nome} || ' - ' || ${estado.uf}` })
        .from(municipio)
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(municipio.id, Number(row.municipioId)));
      return { ...row, municipio: m ?? null };
    },
    unique: { unidade_externa_cnes_uq: 'cnes' },
    autocomplete: {
      label: sql`${unidadeExterna.nome} || ' - ' || ${municipioNome}`,
      search: (term) => textSearch(term, unidadeExterna.nome, unidadeExterna.cnes),
    },
    exemplo: () => ({
      nome: `Hospital de teste ${Math.random().toString(36).slice(2, 8)}`,
      cnes: null,
      cnpj: null,
      tipoId: 1,
      municipioId: 2611606,
      cep: null,
      logradouro: null,
      numero: null,
      bairro: null,
      telefone: null,
    }),
  });
}
