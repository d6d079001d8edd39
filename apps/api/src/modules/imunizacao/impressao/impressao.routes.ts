import { hojeIso, IMU, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { calendarioDoMunicipio } from '../parametrizacao/parametrizacao.service.js';
import { dadosVacinais, profissionalDaSessao } from './impressao.dados.js';
import { atestadoVacinacao, cartaoVacinacao } from './impressao.documentos.js';

const params = z.object({ pacienteId: z.coerce.number().int().positive() });
const tags = ['imunizacao/impressao'];

/** The unit of the session's cost centre (header) and its city (the certificate's place). */
async function unidadeDaSessao(tx: Tx, centroCustoId: number | null | undefined) {
  if (!centroCustoId) return { unidadeId: null, cidade: null };
  const { rows } = await tx.execute(sql`
    select i.unidade_id, m.nome as cidade from centro_custo cc join infraestrutura i on i.id = cc.infraestrutura_id
      join unidade u on u.id = i.unidade_id left join municipio m on m.id = u.municipio_id where cc.id = ${centroCustoId}`);
  return {
    unidadeId: rows[0]?.unidade_id == null ? null : Number(rows[0].unidade_id),
    cidade: (rows[0]?.cidade as string | null | undefined) ?? null,
  };
}

/**
 * GET /api/imunizacao/impressao/cartao/{pacienteId} and atestado/{pacienteId} (issue 20 "Prints"): the vaccination
 * card and the regularity certificate (A4 PDF). Both name the patient's document in the Keywords, so the signing
 * flow of the web (AssinaturaDialog → rest-pki, PAdES) signs them like the clinical prints. Reading a patient's
 * vaccination history is audited.
 */
export function impressaoImunizacaoRoutes(app: FastifyInstance) {
  for (const documento of ['cartao', 'atestado'] as const) {
    app.get<{ Params: z.infer<typeof params> }>(
      `/api/imunizacao/impressao/${documento}/:pacienteId`,
      { schema: { tags, params, response: { 200: w.arquivo } }, config: { permission: IMU.registroVer } },
      async (req, reply) => {
        const pacienteId = req.params.pacienteId;
        const def = await req.tx(async (tx) => {
          const { rows } = await tx.execute(sql`select 1 from cidadao where id = ${pacienteId}`);
          if (!rows.length) throw notFound('Paciente não encontrado.');
          const dados = await dadosVacinais(tx, pacienteId, await calendarioDoMunicipio(tx), hojeIso());
          await auditarLeitura(tx, req, {
            tabela: 'vacinacao',
            registroId: pacienteId,
            pacienteId,
            rota: `imunizacao/impressao/${documento}/${pacienteId}`,
          });
          const u = await unidadeDaSessao(tx, req.auth.centroCustoId);
          const cab = await carregarCabecalho(tx, req.cliente.id, { unidadeId: u.unidadeId });
          const usuario = await lerNomeDoUsuario(tx, req.auth.usuarioId);
          if (documento === 'cartao') return cartaoVacinacao(dados, cab, usuario);
          const prof = await profissionalDaSessao(tx, req.auth.usuarioId, req.auth.lotacaoId ?? null);
          return atestadoVacinacao(dados, cab, usuario, prof, u.cidade);
        });
        const pdf = await gerarPdf(def);
        return reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${documento === 'cartao' ? 'cartao-vacinacao' : 'atestado-vacinacao'}-${pacienteId}.pdf"`,
          )
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  }
}
