import { MODELOS_TESTE_IMPRESSAO_CHAVES, P, TESTE_IMPRESSAO_PATH } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centroCusto, cidadao, infraestrutura, lotacao, setor, usuario } from '../../../db/schema/index.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { cidadeDoCliente } from '../autenticacao/sessao.service.js';
import { type ContextoTeste, documentoTeste } from './teste-impressao.amostras.js';

const tags = ['administracao/teste-impressao'];

const consulta = z.object({
  modelo: z.enum(MODELOS_TESTE_IMPRESSAO_CHAVES, {
    error: `Modelo de teste de impressão desconhecido. Use um destes: ${MODELOS_TESTE_IMPRESSAO_CHAVES.join(', ')}.`,
  }),
});

/**
 * Teste de impressão (issue 5): the administrator prints each paper family with the municipality's
 * real header and their own name, and sample data marked as a test, to set up the receipt, slip and
 * label printers before the modules use them.
 */
export function testeImpressaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    TESTE_IMPRESSAO_PATH,
    { schema: { tags, querystring: consulta }, config: { permission: P.administracao.testeImpressao } },
    async (req, reply) => {
      const { modelo } = req.query;
      const contexto = await req.tx(async (tx): Promise<ContextoTeste> => {
        const [quem] = await tx
          .select({ nome: cidadao.nome, nomeSocial: cidadao.nomeSocial })
          .from(usuario)
          .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
          .where(eq(usuario.id, req.auth.usuarioId));
        const [onde] = await tx
          .select({ unidadeId: infraestrutura.unidadeId, infraestrutura: infraestrutura.nome })
          .from(lotacao)
          .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
          .where(eq(lotacao.id, req.auth.lotacaoId));
        const [cc] = await tx
          .select({ setor: setor.nome })
          .from(centroCusto)
          .innerJoin(setor, eq(setor.id, centroCusto.setorId))
          .where(eq(centroCusto.id, req.auth.centroCustoId));
        const cidade = await cidadeDoCliente(tx, req.cliente);
        return {
          cabecalho: await carregarCabecalho(tx, req.cliente.id, { unidadeId: onde?.unidadeId }),
          usuario: quem?.nomeSocial || quem?.nome || 'Usuário',
          infraestrutura: onde?.infraestrutura ?? null,
          setor: cc?.setor ?? null,
          cidade: cidade?.nome ?? req.cliente.nome,
          agora: new Date(),
        };
      });
      // the PDF is laid out after the transaction: PGlite has one connection, layout is CPU work
      const pdf = await gerarPdf(documentoTeste(modelo, contexto));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="teste-impressao-${modelo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
