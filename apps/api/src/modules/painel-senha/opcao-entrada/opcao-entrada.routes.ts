import { opcaoEntradaResource } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { exigirFila, filaOpcao, rotuloFila } from '../centro-custo/centro-custo.routes.js';
import { opcaoEntrada } from '../registros.table.js';

/** The edit model (the typed wire): the row plus its queue as the picker shows it. */
const respostaModelo = modeloDaTabela(opcaoEntrada).extend({ centroCusto: itemAutocomplete.nullable() });

const centroCustoNome = rotuloFila(sql`"opcao_entrada"."centro_custo_id"`);

/** painel-senha/opcao-entrada: the kiosk buttons, also the reception's "how the patient arrived". */
export function opcaoEntradaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: opcaoEntradaResource,
    table: opcaoEntrada,
    list: {
      ordem: opcaoEntrada.ordem,
      nome: opcaoEntrada.nome,
      totem: opcaoEntrada.totem,
      prefixo: opcaoEntrada.prefixo,
      prefixoPrioridade: opcaoEntrada.prefixoPrioridade,
      centroCustoNome,
      bloqueado: opcaoEntrada.bloqueado,
    },
    search: (term) => textSearch(term, opcaoEntrada.nome, opcaoEntrada.prefixo, opcaoEntrada.prefixoPrioridade, centroCustoNome),
    filters: { totem: (valor) => eq(opcaoEntrada.totem, valor === 'sim') },
    values: (input) => ({
      nome: input.nome,
      faixaEtariaId: input.faixaEtariaId,
      totem: input.totem,
      prefixo: input.prefixo,
      prefixoPrioridade: input.prefixoPrioridade,
      perguntarPrioridade: input.perguntarPrioridade,
      centroCustoId: input.centroCustoId,
      ordem: input.ordem,
    }),
    validate: async (tx, input) => {
      if (input.centroCustoId != null) await exigirFila(tx, input.centroCustoId, 'centro_custo_id');
    },
    respostaModelo,
    model: async (tx, row) => ({ ...row, centroCusto: await filaOpcao(tx, row.centroCustoId) }),
    unique: { opcao_entrada_nome_uq: 'nome' },
    autocomplete: { label: opcaoEntrada.nome, search: (term) => textSearch(term, opcaoEntrada.nome) },
    exemplo: () => ({
      nome: `Opção de teste ${Math.random().toString(36).slice(2, 8)}`,
      faixaEtariaId: null,
      totem: true,
      prefixo: 'T',
      prefixoPrioridade: 'TP',
      perguntarPrioridade: true,
      centroCustoId: null,
      ordem: 50,
    }),
  });
}
