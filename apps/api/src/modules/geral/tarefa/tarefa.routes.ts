import { tarefasRespostaSchema } from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tarefa, tarefaArquivo } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import type { FilaTarefas } from '../../../lib/jobs/fila.js';

const tags = ['geral/tarefa'];
const idParams = z.object({ id: z.uuid('Tarefa não encontrada.') });
/** The user's own jobs only: the tenant policy scopes the municipality, this scopes the person. */
const doUsuario = (usuarioId: number, id?: string) => and(eq(tarefa.usuarioId, usuarioId), id ? eq(tarefa.id, id) : undefined);

/**
 * The user's background jobs (issue 5): the list with progress polled by the "Tarefas" indicator, the
 * download of a finished file, and removal (which also stops a job still waiting or running).
 */
export function tarefaRoutes(app: FastifyInstance, deps: { tarefas: FilaTarefas }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/geral/tarefa', { schema: { tags, response: { 200: tarefasRespostaSchema } }, config: { permission: null } }, (req) =>
    req.tx(async (tx) => {
      const linhas = await tx
        .select({
          id: tarefa.id,
          titulo: tarefa.titulo,
          formato: sql<string | null>`${tarefa.parametros}->>'formato'`,
          status: tarefa.status,
          processados: tarefa.processados,
          total: tarefa.total,
          mensagem: tarefa.mensagem,
          nomeArquivo: tarefa.nomeArquivo,
          tamanho: tarefa.tamanho,
          criadaEm: tarefa.criadaEm,
          concluidaEm: tarefa.concluidaEm,
        })
        .from(tarefa)
        .where(and(doUsuario(req.auth.usuarioId), sql`${tarefa.expiraEm} > now()`))
        .orderBy(desc(tarefa.criadaEm))
        .limit(20);
      return {
        data: linhas.map((t) => ({
          ...t,
          progresso: t.status === 'CONCLUIDA' ? 100 : t.total ? Math.min(99, Math.floor((t.processados / t.total) * 100)) : 0,
        })),
      };
    }),
  );

  r.get('/api/geral/tarefa/:id/download', { schema: { tags, params: idParams }, config: { permission: null } }, async (req, reply) => {
    const arquivo = await req.tx(async (tx) => {
      const [t] = await tx
        .select({ nome: tarefa.nomeArquivo, tipo: tarefa.tipoConteudo, status: tarefa.status, conteudo: tarefaArquivo.conteudo })
        .from(tarefa)
        .leftJoin(tarefaArquivo, eq(tarefaArquivo.tarefaId, tarefa.id))
        .where(doUsuario(req.auth.usuarioId, req.params.id));
      if (!t) throw notFound('Tarefa não encontrada.');
      if (t.status !== 'CONCLUIDA' || !t.conteudo) throw notFound('O arquivo desta tarefa ainda não está pronto.');
      return t;
    });
    const pdf = arquivo.tipo === 'application/pdf';
    return reply
      .header('content-type', arquivo.tipo ?? 'application/octet-stream')
      .header('content-disposition', `${pdf ? 'inline' : 'attachment'}; filename="${arquivo.nome ?? 'arquivo'}"`)
      .header('cache-control', 'no-store')
      .send(arquivo.conteudo);
  });

  r.delete(
    '/api/geral/tarefa/:id',
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: null } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const apagadas = await tx.delete(tarefa).where(doUsuario(req.auth.usuarioId, req.params.id)).returning({ id: tarefa.id });
        if (!apagadas.length) throw notFound('Tarefa não encontrada.');
      });
      deps.tarefas.cancelar(req.params.id);
      return reply.status(204).send();
    },
  );
}
