import { emissaoSenhaFormularioRespostaSchema, emitirSenhaSchema, MENSAGENS_EMISSAO_SENHA, PS, senhaEmitidaSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { senha as modeloSenha } from '../../../lib/print/modelos/senha.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { dadosDaImpressao, formularioEmissao } from './emissao-senha.dados.js';
import { emitirSenha } from './emissao-senha.service.js';

const tags = ['painel-senha/emissao-senha'];
const base = '/api/painel-senha/emissao-senha';
const idParams = z.object({ id: z.coerce.number({ error: MENSAGENS_EMISSAO_SENHA.naoEncontrada }).int().positive() });

/**
 * painel-senha/emissao-senha (spec 000 §2.3, issue 7): the kiosk's buttons, issuing a ticket and its 8 cm
 * printout. All under the issue permission, the only one the kiosk's own user holds; the reception has it
 * too, so a clerk reprints a ticket with the same route (the auth hook takes a single permission).
 */
export function emissaoSenhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: emissaoSenhaFormularioRespostaSchema } }, config: { permission: PS.emitir } },
    (req) => req.tx(async (tx) => ({ form: await formularioEmissao(tx, req.auth.centroCustoId) })),
  );

  r.post(
    base,
    { schema: { tags, body: emitirSenhaSchema, response: { 201: senhaEmitidaSchema } }, config: { permission: PS.emitir } },
    async (req, reply) => {
      const ctx = { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, centroCustoId: req.auth.centroCustoId };
      const emitida = await req.tx((tx) => emitirSenha(tx, ctx, req.body));
      return reply.status(201).send(emitida);
    },
  );

  r.get(
    '/impressao/painel-senha/senha/:id',
    { schema: { tags, params: idParams }, config: { permission: PS.emitir } },
    async (req, reply) => {
      const lido = await req.tx(async (tx) => {
        const d = await dadosDaImpressao(tx, req.cliente, req.auth, req.params.id);
        return d && { ...d, cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: d.unidadeId }) };
      });
      if (!lido) throw notFound(MENSAGENS_EMISSAO_SENHA.naoEncontrada);
      // laid out after the transaction: PGlite has one connection, layout is CPU work
      const pdf = await gerarPdf(modeloSenha(lido.dados, lido.cab));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="senha-${lido.dados.senha}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
