import {
  AMB,
  ATENDIMENTO_IMPRESSAO,
  DOCUMENTO_IMPRESSAO,
  IMPRESSAO_AMBULATORIO,
  identificacaoPdfAmbulatorio,
  ORIGEM_DA_IMPRESSAO,
  RECEITA_IMPRESSAO,
  RECEITA_NAO_PADRONIZADA_IMPRESSAO,
  RECEITAS_NAO_PADRONIZADAS,
  w,
} from '@saude/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { notFound } from '../../../lib/http-errors.js';
import { carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { documentoImpressao } from '../../../lib/print/modelos/clinico/documento.js';
import { receitaImpressao } from '../../../lib/print/modelos/clinico/receita.js';
import { requisicaoExame } from '../../../lib/print/modelos/requisicao-exame/index.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import {
  carregarAtendimentoImpressao,
  carregarDocumentoAmbulatorio,
  carregarReceitaAmbulatorio,
  carregarRequisicaoAmbulatorio,
} from './atendimento.impressao.dados.js';
import { atendimentoImpressao, naoPadronizadoImpressao } from './atendimento.modelo.js';

const tags = ['ambulatorio/impressao'];
const consulta = z.object({
  paraAssinaturaEletronica: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

interface Montado {
  atendimentoId: number;
  pacienteId: number;
  unidadeId: number;
  def: (cab: Awaited<ReturnType<typeof carregarCabecalho>>) => TDocumentDefinitions;
}

/** Each print kind: how its data is read and laid out (the kind must match the row: a blue form is not "comum"). */
async function montar(
  tx: Tx,
  documento: string,
  id: number,
  o: { usuario: string; impressoEm: Date; paraAssinatura: boolean },
): Promise<Montado> {
  const identificacao = identificacaoPdfAmbulatorio(documento, id);
  const opcoes = { ...o, identificacao };
  const origem = ORIGEM_DA_IMPRESSAO[documento];
  if (origem === 'atendimento') {
    const d = await carregarAtendimentoImpressao(tx, id);
    return { ...d, def: (cab) => atendimentoImpressao(d, cab, opcoes) };
  }
  if (origem === 'receita') {
    const d = await carregarReceitaAmbulatorio(tx, id);
    if (documento === RECEITA_NAO_PADRONIZADA_IMPRESSAO) {
      if (!RECEITAS_NAO_PADRONIZADAS.includes(d.tipo)) throw notFound('Receita não encontrada.');
      return {
        ...d,
        def: (cab) =>
          naoPadronizadoImpressao({ ...d, itens: d.receita.itens, justificativa: d.justificativa, em: d.receita.em }, cab, opcoes),
      };
    }
    if (RECEITA_IMPRESSAO[d.tipo] !== documento) throw notFound('Receita não encontrada.');
    return { ...d, def: (cab) => receitaImpressao(d.receita, cab, opcoes) };
  }
  if (origem === 'documento') {
    const d = await carregarDocumentoAmbulatorio(tx, id);
    if (DOCUMENTO_IMPRESSAO[d.documento.tipo] !== documento) throw notFound('Documento não encontrado.');
    return { ...d, def: (cab) => documentoImpressao(d.documento, cab, opcoes) };
  }
  const d = await carregarRequisicaoAmbulatorio(tx, id);
  if (d.documento !== documento) throw notFound('Requisição de exame não encontrada.');
  return { ...d, def: (cab) => requisicaoExame(d.requisicao, cab, opcoes) };
}

async function imprimir(req: FastifyRequest, reply: FastifyReply, documento: string, id: number, paraAssinatura: boolean) {
  const def = await req.tx(async (tx) => {
    const o = { usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId, { social: true }), impressoEm: new Date(), paraAssinatura };
    const m = await montar(tx, documento, id, o);
    // a print is a read of the clinical record
    await auditarLeitura(tx, req, {
      tabela: 'ambulatorio_atendimento',
      registroId: m.atendimentoId,
      pacienteId: m.pacienteId,
      rota: `impressao/ambulatorio/${documento}/${id}`,
    });
    return m.def(await carregarCabecalho(tx, req.cliente.id, { unidadeId: m.unidadeId }));
  });
  // rendered after the transaction: CPU work, and PGlite has one connection
  const pdf = await gerarPdf(def);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${documento}-${id}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

/**
 * The outpatient prints (spec 001 §7 "Outpatient printing for electronic signing"): `GET /impressao/ambulatorio/
 * <documento>/{id}` for the attendance and each prescription form, document and exam request, with
 * `para_assinatura_eletronica=true` for the copy to be signed (no line to sign by hand). A4, the header of the
 * attendance's unit, the PDF Keywords naming the document (so the signed copy is matched), audited as reads.
 */
export function impressaoAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const documento of [ATENDIMENTO_IMPRESSAO, ...Object.keys(ORIGEM_DA_IMPRESSAO).filter((d) => d !== ATENDIMENTO_IMPRESSAO)])
    r.get(
      `${IMPRESSAO_AMBULATORIO}/${documento}/:id`,
      {
        schema: {
          tags,
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: consulta,
          response: { 200: w.arquivo },
        },
        config: { permission: AMB.atendimentoVer },
      },
      (req, reply) => imprimir(req, reply, documento, req.params.id, req.query.paraAssinaturaEletronica),
    );
}
