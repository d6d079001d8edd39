import {
  faaEletronicaListaSchema,
  formatarCodigoVerificacao,
  PA,
  TIPO_DOCUMENTO_ASSINADO_NOME,
  type TipoDocumentoAssinado,
} from '@saude/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, cidadao, usuario } from '../../../db/schema/index.js';
import { runDatatable } from '../../../lib/datatable/datatable.js';
import { notFound } from '../../../lib/http-errors.js';
import { assinaturaDocumento } from '../../assinatura/index.js';
import { documentoAssinadoPa } from '../assinatura-eletronica/documento-assinado.table.js';
import { auditarLeituraAtendimento } from '../atendimento/atendimento.service.js';
import { buscaFaa, filtrosFaaQuery, periodoFaa } from '../impressao/impressao-index.routes.js';

const tags = ['pronto-atendimento/impressao-faa-eletronica'];
const base = '/api/pronto-atendimento/impressao-faa-eletronica';
const comAssinados = sql`exists (select 1 from documento_assinado_pa s where s.atendimento_id = ${atendimento.id})`;

/**
 * impressao-faa-eletronica (issue 6 step 7): the FAAs with signed documents (the FAA eletrônica), searched
 * by number, patient and period, and the download of each signed PDF (a read of the clinical record,
 * audited).
 */
export function impressaoFaaEletronicaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/index`,
    { schema: { tags, querystring: filtrosFaaQuery, response: { 200: faaEletronicaListaSchema } }, config: { permission: PA.imprimir } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const from = () =>
          tx
            .select({
              id: atendimento.id,
              numero: atendimento.numero,
              recepcionadoEm: atendimento.recepcionadoEm,
              status: atendimento.status,
              paciente: cidadao.nome,
              nomeSocial: cidadao.nomeSocial,
            })
            .from(atendimento)
            .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId));
        const pagina = await runDatatable(
          q,
          {
            filter: periodoFaa(q),
            sortable: { numero: atendimento.numero, recepcionadoEm: atendimento.recepcionadoEm, paciente: cidadao.nome },
            search: buscaFaa,
            defaultOrder: [desc(atendimento.recepcionadoEm)],
            tieBreaker: sql`${atendimento.id} desc`,
          },
          {
            rows: (where) =>
              from()
                .where(sql`${comAssinados}${where ? sql` and ${where}` : sql``}`)
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(atendimento)
                .innerJoin(cidadao, eq(cidadao.id, atendimento.pacienteId))
                .where(sql`${comAssinados}${where ? sql` and ${where}` : sql``}`)
                .$dynamic(),
          },
        );
        const ids = pagina.data.map((l) => l.id);
        const documentos = ids.length
          ? await tx
              .select({
                id: documentoAssinadoPa.id,
                atendimentoId: documentoAssinadoPa.atendimentoId,
                tipo: documentoAssinadoPa.tipo,
                referenciaId: documentoAssinadoPa.referenciaId,
                nomeArquivo: documentoAssinadoPa.nomeArquivo,
                assinadoEm: documentoAssinadoPa.assinadoEm,
                signatario: assinaturaDocumento.signatarioNome,
                codigo: assinaturaDocumento.codigo,
                profissional: cidadao.nome,
              })
              .from(documentoAssinadoPa)
              .leftJoin(assinaturaDocumento, eq(assinaturaDocumento.id, documentoAssinadoPa.assinaturaDocumentoId))
              .innerJoin(usuario, eq(usuario.id, documentoAssinadoPa.usuarioId))
              .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
              .where(inArray(documentoAssinadoPa.atendimentoId, ids))
              .orderBy(asc(documentoAssinadoPa.assinadoEm))
          : [];
        return {
          ...pagina,
          data: pagina.data.map((l) => ({
            ...l,
            documentos: documentos
              .filter((d) => d.atendimentoId === l.id)
              .map(({ atendimentoId: _a, signatario, profissional, codigo, ...d }) => ({
                ...d,
                documento: TIPO_DOCUMENTO_ASSINADO_NOME[d.tipo as TipoDocumentoAssinado] ?? d.tipo,
                signatario: signatario ?? profissional,
                codigo: codigo ? formatarCodigoVerificacao(codigo) : null,
                url: `${base}/${d.id}/download`,
              })),
          })),
        };
      }),
  );

  r.get(
    `${base}/:id/download`,
    { schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }) }, config: { permission: PA.imprimir } },
    async (req, reply) => {
      const doc = await req.tx(async (tx) => {
        const [d] = await tx
          .select({
            atendimentoId: documentoAssinadoPa.atendimentoId,
            nomeArquivo: documentoAssinadoPa.nomeArquivo,
            conteudo: documentoAssinadoPa.conteudo,
          })
          .from(documentoAssinadoPa)
          .where(eq(documentoAssinadoPa.id, req.params.id));
        if (!d) throw notFound('Documento não encontrado.');
        await auditarLeituraAtendimento(tx, req, d.atendimentoId, `impressao-faa-eletronica/download/${req.params.id}`);
        return d;
      });
      const nome = doc.nomeArquivo.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${nome}"; filename*=UTF-8''${encodeURIComponent(doc.nomeArquivo)}`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(doc.conteudo));
    },
  );
}
