import { LISTAS_PORTARIA_344, materialResource, UNIDADES_FORNECIMENTO, w } from '@saude/shared';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { grupo } from '../grupo/grupo.table.js';
import { subgrupo } from '../subgrupo/subgrupo.table.js';
import { material } from './material.table.js';
import { enumSql, exigirVisivel } from './suprimentos-sql.js';

/** The edit model (the typed wire): the row plus its group and subgroup. */
const respostaModelo = modeloDaTabela(material).extend({ grupo: w.opcao.nullable(), subgrupo: w.opcao.nullable() });

const grupoNome = sql<string>`(select g.nome from grupo g where g.id = "material"."grupo_id")`;
const subgrupoNome = sql<string>`(select s.nome from subgrupo s where s.id = "material"."subgrupo_id")`;
const unidadeSigla = enumSql(material.unidadeFornecimentoId, UNIDADES_FORNECIMENTO, 'sigla');
const listaControle = enumSql(material.listaControleId, LISTAS_PORTARIA_344, 'sigla');

/**
 * cadastro/material. The create/edit form gets the active groups with their subgroups (a handful
 * per municipality), so picking a group narrows the subgroup list without another request.
 */
export function materialRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: materialResource,
    table: material,
    list: {
      codigo: material.codigo,
      nome: material.nome,
      unidadeSigla,
      grupoNome,
      subgrupoNome,
      listaControle,
      bloqueado: material.bloqueado,
    },
    search: (term) => textSearch(term, material.nome, material.codigo, grupoNome, subgrupoNome),
    filters: {
      tipo: (v) =>
        v === 'medicamento'
          ? eq(material.medicamento, true)
          : v === 'controlado'
            ? isNotNull(material.listaControleId)
            : eq(material.medicamento, false),
    },
    form: async (tx) => {
      const grupos = await tx
        .select({ id: grupo.id, nome: grupo.nome })
        .from(grupo)
        .where(eq(grupo.bloqueado, false))
        .orderBy(asc(grupo.nome));
      const subgrupos = await tx
        .select({ id: subgrupo.id, nome: subgrupo.nome, grupoId: subgrupo.grupoId })
        .from(subgrupo)
        .where(eq(subgrupo.bloqueado, false))
        .orderBy(asc(subgrupo.nome));
      return { grupos: grupos.map((g) => ({ ...g, subgrupos: subgrupos.filter((s) => s.grupoId === g.id) })) };
    },
    values: (input) => ({
      codigo: input.codigo,
      nome: input.nome,
      apresentacao: input.apresentacao,
      unidadeFornecimentoId: input.unidadeFornecimentoId,
      grupoId: input.grupoId,
      subgrupoId: input.subgrupoId,
      estoqueMinimo: input.estoqueMinimo,
      estoqueMaximo: input.estoqueMaximo,
      listaControleId: input.listaControleId,
      medicamento: input.medicamento,
      catmat: input.catmat,
      tipoProdutoBnafar: input.tipoProdutoBnafar,
    }),
    afterSave: async (tx, _id, input) => {
      await exigirVisivel(tx, grupo, input.grupoId, 'grupo_id', 'Grupo');
      const s = await exigirVisivel(tx, subgrupo, input.subgrupoId, 'subgrupo_id', 'Subgrupo');
      if (s && Number(s.grupoId) !== input.grupoId)
        throw unprocessable({ subgrupo_id: ['O subgrupo selecionado não pertence ao grupo informado.'] });
    },
    respostaModelo,
    model: async (tx, row) => {
      const [g] = await tx
        .select({ id: grupo.id, nome: grupo.nome })
        .from(grupo)
        .where(eq(grupo.id, Number(row.grupoId)));
      const [s] = row.subgrupoId
        ? await tx
            .select({ id: subgrupo.id, nome: subgrupo.nome })
            .from(subgrupo)
            .where(eq(subgrupo.id, Number(row.subgrupoId)))
        : [];
      return { ...row, grupo: g ?? null, subgrupo: s ?? null };
    },
    unique: { material_codigo_uq: 'codigo', material_nome_uq: 'nome' },
    autocomplete: {
      label: sql`${material.nome} || coalesce(' - ' || ${material.apresentacao}, '') || ' (' || ${unidadeSigla} || ')'`,
      search: (term) => textSearch(term, material.nome, material.codigo),
    },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [g] = await tx
        .insert(grupo)
        .values({ nome: `Grupo do exemplo ${sufixo}` })
        .returning({ id: grupo.id });
      const [s] = await tx
        .insert(subgrupo)
        .values({ nome: `Subgrupo do exemplo ${sufixo}`, grupoId: g.id })
        .returning({ id: subgrupo.id });
      return {
        codigo: String(Math.floor(Math.random() * 1e9)).padStart(9, '0'),
        nome: `Material de teste ${sufixo}`,
        apresentacao: 'Caixa com 100 unidades',
        unidadeFornecimentoId: 2,
        grupoId: g.id,
        subgrupoId: s.id,
        estoqueMinimo: 10,
        estoqueMaximo: 100,
        listaControleId: null,
        medicamento: false,
        catmat: null,
        tipoProdutoBnafar: null,
      };
    },
  });
}
