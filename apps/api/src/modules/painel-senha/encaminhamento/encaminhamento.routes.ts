import { encaminhamentoResource } from '@saude/shared';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { exigirFila, filaOpcao, rotuloFila } from '../centro-custo/centro-custo.routes.js';
import { encaminhamento } from '../registros.table.js';

/** The edit model (the typed wire): the row plus both queues as the pickers show them. */
const respostaModelo = modeloDaTabela(encaminhamento).extend({
  origemCentroCusto: itemAutocomplete.nullable(),
  destinoCentroCusto: itemAutocomplete.nullable(),
});

const origemNome = rotuloFila(sql`"encaminhamento"."origem_centro_custo_id"`);
const destinoNome = rotuloFila(sql`"encaminhamento"."destino_centro_custo_id"`);

/** painel-senha/encaminhamento: the routes a ticket may be forwarded along, one per pair of queues. */
export function encaminhamentoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: encaminhamentoResource,
    table: encaminhamento,
    list: { nome: encaminhamento.nome, origemNome, destinoNome, bloqueado: encaminhamento.bloqueado },
    search: (term) => textSearch(term, encaminhamento.nome, origemNome, destinoNome),
    values: (input) => ({
      nome: input.nome,
      origemCentroCustoId: input.origemCentroCustoId,
      destinoCentroCustoId: input.destinoCentroCustoId,
    }),
    validate: async (tx, input) => {
      await exigirFila(tx, input.origemCentroCustoId, 'origem_centro_custo_id');
      await exigirFila(tx, input.destinoCentroCustoId, 'destino_centro_custo_id');
    },
    respostaModelo,
    model: async (tx, row) => ({
      ...row,
      origemCentroCusto: await filaOpcao(tx, row.origemCentroCustoId),
      destinoCentroCusto: await filaOpcao(tx, row.destinoCentroCustoId),
    }),
    // the same pair twice would offer two identical forward buttons
    unique: { encaminhamento_rota_uq: 'destino_centro_custo_id' },
    autocomplete: { label: encaminhamento.nome, search: (term) => textSearch(term, encaminhamento.nome) },
    exemplo: async (tx) => {
      const sufixo = Math.random().toString(36).slice(2, 8);
      const [origem] = await tx
        .select({ id: centroCusto.id, infraestruturaId: centroCusto.infraestruturaId, setorId: centroCusto.setorId })
        .from(centroCusto)
        .orderBy(asc(centroCusto.id))
        .limit(1);
      // a new destination each time: the pair is unique
      const [destino] = await tx
        .insert(centroCusto)
        .values({ infraestruturaId: origem.infraestruturaId, setorId: origem.setorId, nome: `Fila de teste ${sufixo}` })
        .returning({ id: centroCusto.id });
      return { nome: `Encaminhamento de teste ${sufixo}`, origemCentroCustoId: origem.id, destinoCentroCustoId: destino.id };
    },
  });
}
