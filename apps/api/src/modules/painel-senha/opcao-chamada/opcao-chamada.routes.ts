import { MENSAGENS_OPCAO_CHAMADA, opcaoChamadaResource, TIPOS_OPCAO_CHAMADA, TipoOpcaoChamadaNome } from '@saude/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { centroCusto } from '../../../db/schema/estrutura.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { rotulo, sala } from '../../cadastro/index.js';
import { exigirFila, filaOpcao, rotuloFila } from '../centro-custo/centro-custo.routes.js';
import { opcaoChamada, tela } from '../registros.table.js';

/** The edit model (the typed wire): the row plus its queue and room as the pickers show them. */
const respostaModelo = modeloDaTabela(opcaoChamada).extend({ centroCusto: itemAutocomplete.nullable(), sala: itemAutocomplete.nullable() });

const tipoNome = rotulo(opcaoChamada.tipoId, TipoOpcaoChamadaNome);
const centroCustoNome = rotuloFila(sql`"opcao_chamada"."centro_custo_id"`);
const salaNome = sql<string>`(select s.nome from sala s where s.id = "opcao_chamada"."sala_id")`;
const telaNome = sql<string>`(select t.nome from tela t where t.id = "opcao_chamada"."tela_id")`;

/**
 * The room must be where the queue calls: a room of this cost centre, or a shared room (no cost centre)
 * of the same location — the same rooms the sala autocomplete offers for the queue.
 */
async function exigirSalaDaFila(tx: Tx, salaId: number, fila: { id: number; infraestruturaId: number }) {
  const [s] = await tx
    .select({ centroCustoId: sala.centroCustoId, infraestruturaId: sala.infraestruturaId })
    .from(sala)
    .where(eq(sala.id, salaId));
  const daFila = s && (s.centroCustoId === fila.id || (s.centroCustoId === null && s.infraestruturaId === fila.infraestruturaId));
  if (!daFila) throw unprocessable({ sala_id: [MENSAGENS_OPCAO_CHAMADA.salaDeOutraFila] });
}

/** painel-senha/opcao-chamada: counters, rooms and offices a ticket is called to. */
export function opcaoChamadaRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: opcaoChamadaResource,
    table: opcaoChamada,
    list: { nome: opcaoChamada.nome, tipoNome, centroCustoNome, salaNome, telaNome, bloqueado: opcaoChamada.bloqueado },
    search: (term) => textSearch(term, opcaoChamada.nome, centroCustoNome),
    // a municipality has a handful of TVs: the form lists them all (blocked ones only when already chosen)
    form: async (tx) => ({
      telas: await tx
        .select({ id: tela.id, nome: tela.nome, bloqueado: tela.bloqueado })
        .from(tela)
        .orderBy(porNome(tela.nome), asc(tela.id)),
    }),
    values: (input) => ({
      nome: input.nome,
      tipoId: input.tipoId,
      centroCustoId: input.centroCustoId,
      salaId: input.salaId,
      telaId: input.telaId,
    }),
    validate: async (tx, input) => {
      const fila = await exigirFila(tx, input.centroCustoId, 'centro_custo_id');
      if (input.salaId != null) await exigirSalaDaFila(tx, input.salaId, { id: input.centroCustoId, ...fila });
      if (input.telaId != null) {
        const [t] = await tx.select({ id: tela.id }).from(tela).where(eq(tela.id, input.telaId));
        if (!t) throw unprocessable({ tela_id: [MENSAGENS_OPCAO_CHAMADA.telaNaoEncontrada] });
      }
    },
    respostaModelo,
    model: async (tx, row) => {
      const [s] =
        row.salaId == null
          ? []
          : await tx
              .select({ id: sala.id, label: sala.nome })
              .from(sala)
              .where(eq(sala.id, Number(row.salaId)));
      return { ...row, centroCusto: await filaOpcao(tx, row.centroCustoId), sala: s ?? null };
    },
    unique: { opcao_chamada_nome_uq: 'nome' },
    autocomplete: { label: opcaoChamada.nome, search: (term) => textSearch(term, opcaoChamada.nome) },
    exemplo: async (tx) => {
      // any cost centre of the municipality: the name is unique per queue
      const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).orderBy(asc(centroCusto.id)).limit(1);
      const nome = `Guichê de teste ${Math.random().toString(36).slice(2, 8)}`;
      return { nome, tipoId: TIPOS_OPCAO_CHAMADA.GUICHE, centroCustoId: cc.id, salaId: null, telaId: null };
    },
  });
}
