import { NotificacaoTipoNome, notificacaoResource } from '@saude/shared';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, infraestrutura, lotacao, notificacao, notificacaoDestinatario, unidade, usuario } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';

/** The edit model (the typed wire): the row plus the ids of its recipients' placements. */
const respostaModelo = modeloDaTabela(notificacao).extend({ lotacoes: z.array(z.number()) });

/** Active placements, as "Nome — Unidade / Local" options for the recipients field. */
async function opcoesLotacoes(tx: Tx) {
  const rows = await tx
    .select({ id: lotacao.id, nome: cidadao.nome, unidade: unidade.nomeFantasia, local: infraestrutura.nome })
    .from(lotacao)
    .innerJoin(usuario, eq(usuario.id, lotacao.usuarioId))
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .where(and(eq(lotacao.bloqueado, false), eq(usuario.bloqueado, false)))
    .orderBy(porNome(cidadao.nome), asc(lotacao.id));
  return rows.map((r) => ({ id: r.id, nome: `${r.nome} — ${r.unidade} / ${r.local}` }));
}

async function sincronizarDestinatarios(tx: Tx, notificacaoId: number, lotacoes: number[]) {
  const validas = await tx.select({ id: lotacao.id }).from(lotacao).where(inArray(lotacao.id, lotacoes));
  if (validas.length !== lotacoes.length) throw unprocessable({ lotacoes: ['Uma das lotações escolhidas não existe.'] });
  await tx
    .delete(notificacaoDestinatario)
    .where(and(eq(notificacaoDestinatario.notificacaoId, notificacaoId), notInArray(notificacaoDestinatario.lotacaoId, lotacoes)));
  await tx
    .insert(notificacaoDestinatario)
    .values(lotacoes.map((lotacaoId) => ({ notificacaoId, lotacaoId })))
    .onConflictDoNothing();
}

const contar = (filtro: ReturnType<typeof sql>) =>
  sql<number>`(select count(*) from notificacao_destinatario d where d.notificacao_id = "notificacao"."id" ${filtro})::int`;

/** administracao/notificacao: compose a message and send it to chosen placements. */
export function notificacaoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: notificacaoResource,
    table: notificacao,
    list: {
      createdAt: notificacao.createdAt,
      tipoId: notificacao.tipoId,
      tipoNome: sql<string>`case ${notificacao.tipoId} ${sql.join(
        Object.entries(NotificacaoTipoNome).map(([id, nome]) => sql`when ${Number(id)} then ${nome}`),
        sql` `,
      )} end`,
      titulo: notificacao.titulo,
      destinatarios: contar(sql``),
      visualizadas: contar(sql`and d.visualizado`),
    },
    search: (term) => textSearch(term, notificacao.titulo),
    form: async (tx) => ({
      tipos: Object.entries(NotificacaoTipoNome).map(([id, nome]) => ({ id: Number(id), nome })),
      lotacoes: await opcoesLotacoes(tx),
    }),
    values: (input) => ({ tipoId: input.tipoId, titulo: input.titulo, mensagem: input.mensagem }),
    afterSave: (tx, id, input) => sincronizarDestinatarios(tx, id, input.lotacoes),
    respostaModelo,
    model: async (tx, row) => {
      const d = await tx
        .select({ id: notificacaoDestinatario.lotacaoId })
        .from(notificacaoDestinatario)
        .where(eq(notificacaoDestinatario.notificacaoId, row.id));
      return { ...row, lotacoes: d.map((x) => x.id) };
    },
    exemplo: () => ({
      tipoId: 1,
      titulo: `Aviso de teste ${Math.random().toString(36).slice(2, 8)}`,
      mensagem: '<p>Mensagem de <strong>teste</strong>.</p>',
      lotacoes: [1],
    }),
  });
}
