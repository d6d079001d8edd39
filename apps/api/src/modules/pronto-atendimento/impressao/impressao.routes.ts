import { IMPRESSAO_PA, MODELOS_FAA, type ModeloFaa, PA } from '@saude/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { documentoImpressao } from '../../../lib/print/modelos/clinico/documento.js';
import { receitaImpressao } from '../../../lib/print/modelos/clinico/receita.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { auditarLeituraAtendimento } from '../atendimento/atendimento.service.js';
import { carregarDocumento, carregarReceita } from './documentos.dados.js';
import { carregarFaa, carregarPrescricao } from './faa.dados.js';
import { carregarCabecalhoFaa } from './impressao.dados.js';
import { impressaoIndexRoutes } from './impressao-index.routes.js';
import { faaImpressao } from './modelos/faa.js';
import { prescricaoInternaImpressao } from './modelos/prescricao-interna.js';

const tags = ['pronto-atendimento/impressao'];
const config = { permission: PA.imprimir };
const idParams = (nome: string) => z.object({ [nome]: z.coerce.number().int().positive() });
const faaQuery = z.object({
  modelo: z.enum(MODELOS_FAA, { error: 'Modelo de FAA inválido. Use simples ou completa.' }).default('simples'),
});

interface Contexto {
  tx: Tx;
  /** Footer name and print moment, the header of the FAA's unit. */
  opcoes: { usuario: string; impressoEm: Date };
  cabecalho: (unidadeId: number) => ReturnType<typeof carregarCabecalho>;
}

/**
 * Loads, audits (a print is a read of the clinical record) and lays out inside the request's
 * transaction; the PDF is rendered after it (CPU work, PGlite has one connection).
 */
async function imprimir(
  req: FastifyRequest,
  reply: FastifyReply,
  nomeArquivo: string,
  montar: (c: Contexto) => Promise<{ atendimentoId: number; rota: string; def: TDocumentDefinitions }>,
) {
  const def = await req.tx(async (tx) => {
    const opcoes = { usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId, { social: true }), impressoEm: new Date() };
    const r = await montar({ tx, opcoes, cabecalho: (unidadeId) => carregarCabecalho(tx, req.cliente.id, { unidadeId }) });
    await auditarLeituraAtendimento(tx, req, r.atendimentoId, r.rota);
    return r.def;
  });
  const pdf = await gerarPdf(def);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${nomeArquivo}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * Prints of the emergency care (issue 6 step 7), all A4 with the header of the FAA's unit, all audited
 * as reads of the FAA: the FAA simples/completa, the take-home prescription forms, the clinical
 * documents and the nursing checklist of the internal prescription.
 */
export function impressaoProntoAtendimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${IMPRESSAO_PA}/faa/:atendimentoId`,
    { schema: { tags, params: idParams('atendimentoId'), querystring: faaQuery }, config },
    (req, reply) => {
      const id = Number(req.params.atendimentoId);
      const modelo: ModeloFaa = req.query.modelo;
      return imprimir(req, reply, `faa-${modelo}-${id}.pdf`, async ({ tx, opcoes, cabecalho }) => {
        const dados = await carregarFaa(tx, id);
        return {
          atendimentoId: id,
          rota: `impressao/pronto-atendimento/faa/${modelo}`,
          def: faaImpressao(dados, await cabecalho(dados.unidadeId), modelo, opcoes),
        };
      });
    },
  );

  r.get(`${IMPRESSAO_PA}/receita/:receitaId`, { schema: { tags, params: idParams('receitaId') }, config }, (req, reply) => {
    const id = Number(req.params.receitaId);
    return imprimir(req, reply, `receita-${id}.pdf`, async ({ tx, opcoes, cabecalho }) => {
      const dados = await carregarReceita(tx, id);
      return {
        atendimentoId: dados.faa.id,
        rota: `impressao/pronto-atendimento/receita/${id}`,
        def: receitaImpressao(dados, await cabecalho(dados.faa.unidadeId), opcoes),
      };
    });
  });

  r.get(`${IMPRESSAO_PA}/documento/:documentoId`, { schema: { tags, params: idParams('documentoId') }, config }, (req, reply) => {
    const id = Number(req.params.documentoId);
    return imprimir(req, reply, `documento-${id}.pdf`, async ({ tx, opcoes, cabecalho }) => {
      const dados = await carregarDocumento(tx, id);
      return {
        atendimentoId: dados.faa.id,
        rota: `impressao/pronto-atendimento/documento/${id}`,
        def: documentoImpressao(dados, await cabecalho(dados.faa.unidadeId), opcoes),
      };
    });
  });

  r.get(
    `${IMPRESSAO_PA}/prescricao-interna/:atendimentoId`,
    { schema: { tags, params: idParams('atendimentoId') }, config },
    (req, reply) => {
      const id = Number(req.params.atendimentoId);
      return imprimir(req, reply, `prescricao-interna-${id}.pdf`, async ({ tx, opcoes, cabecalho }) => {
        const faa = await carregarCabecalhoFaa(tx, id);
        const itens = await carregarPrescricao(tx, id);
        return {
          atendimentoId: id,
          rota: 'impressao/pronto-atendimento/prescricao-interna',
          def: prescricaoInternaImpressao(faa, itens, await cabecalho(faa.unidadeId), opcoes),
        };
      });
    },
  );

  impressaoIndexRoutes(app);
}
