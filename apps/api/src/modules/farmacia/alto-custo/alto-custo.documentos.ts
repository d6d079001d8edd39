import { DOCUMENTO_ALTO_CUSTO, documentoAltoCustoDescricao, FAR, processoAltoCustoGravadoSchema, w } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { enviarAnexo, nomeSeguro, tipoDoArquivo } from '../../../lib/anexo.js';
import { notFound } from '../../../lib/http-errors.js';
import { auditarLeituraProcesso, BASE_ALTO_CUSTO as base, TAGS_ALTO_CUSTO as tags } from './alto-custo.consulta.js';
import { farmaciaProcessoAltoCustoDocumento as documento, farmaciaProcessoAltoCusto as processo } from './alto-custo.table.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The file part (plugins/multipart.ts): its real type is read from its first bytes, whatever its name says. */
const arquivoSchema = z
  .object(
    { filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) },
    {
      error: DOCUMENTO_ALTO_CUSTO.mensagemObrigatorio,
    },
  )
  .refine((a) => tipoDoArquivo(a.data) !== null, DOCUMENTO_ALTO_CUSTO.mensagemTipo)
  .refine((a) => a.data.length <= DOCUMENTO_ALTO_CUSTO.maxBytes, DOCUMENTO_ALTO_CUSTO.mensagemTamanho);

const corpo = z.object({ descricao: documentoAltoCustoDescricao, arquivo: arquivoSchema });

/** A document of a process of the session's pharmacy, with the process's patient (for the read trail). */
async function documentoDaFarmacia(tx: Tx, id: number, centroCustoId: number) {
  const [d] = await tx
    .select({
      nome: documento.nomeArquivo,
      tipoConteudo: documento.tipoConteudo,
      conteudo: documento.conteudo,
      pacienteId: processo.pacienteId,
    })
    .from(documento)
    .innerJoin(processo, eq(processo.id, documento.processoId))
    .where(and(eq(documento.id, id), eq(processo.centroCustoId, centroCustoId)));
  if (!d) throw notFound('Documento não encontrado.');
  return d;
}

/**
 * The documents attached to a CEAF process (LME, prescription, exams, identity): PDF, JPEG or PNG up to 5 MB, sent
 * as multipart; downloaded as attachments, each download a read of the patient's record.
 */
export function altoCustoDocumentosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/documento/:id`,
    {
      schema: { tags, params: idParams, body: corpo, response: { 201: processoAltoCustoGravadoSchema } },
      config: { permission: FAR.altoCustoEditar },
    },
    async (req, reply) => {
      const id = await req.tx(async (tx) => {
        const { rows } = await tx.execute(sql`
          select id from farmacia_processo_alto_custo where id = ${req.params.id} and centro_custo_id = ${req.auth.centroCustoId}`);
        if (!rows[0]) throw notFound('Processo não encontrado.');
        const { arquivo, descricao } = req.body;
        const tipo = tipoDoArquivo(arquivo.data) as string;
        const [novo] = await tx
          .insert(documento)
          .values({
            processoId: req.params.id,
            descricao,
            nomeArquivo: nomeSeguro(arquivo.filename, tipo),
            tipoConteudo: tipo,
            tamanho: arquivo.data.length,
            conteudo: arquivo.data,
          })
          .returning({ id: documento.id });
        return novo.id;
      });
      return reply.status(201).send({ id });
    },
  );

  // typed by hand: the answer is the file's bytes (w.arquivo documents it as binary)
  app.get<{ Params: z.infer<typeof idParams> }>(
    `${base}/documento/:id`,
    { schema: { tags, params: idParams, response: { 200: w.arquivo } }, config: { permission: FAR.altoCustoVer } },
    async (req, reply) => {
      const d = await req.tx(async (tx) => {
        const doc = await documentoDaFarmacia(tx, req.params.id, req.auth.centroCustoId);
        await auditarLeituraProcesso(tx, req, {
          pacienteId: doc.pacienteId,
          tabela: 'farmacia_processo_alto_custo_documento',
          registroId: req.params.id,
          rota: `farmacia/alto-custo-gerenciamento-processo/documento/${req.params.id}`,
        });
        return doc;
      });
      return enviarAnexo(reply, d);
    },
  );

  r.delete(
    `${base}/documento/:id`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: FAR.altoCustoEditar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        await documentoDaFarmacia(tx, req.params.id, req.auth.centroCustoId);
        await tx.execute(sql`delete from farmacia_processo_alto_custo_documento where id = ${req.params.id}`);
      });
      return reply.status(204).send();
    },
  );
}
