import {
  formatarDataEstoque as br,
  identificacaoPdfLivro,
  LIVROS,
  TIPOS_LINHA_LIVRO,
  type TipoLinhaLivro,
  type TipoLivro,
  w,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { z } from 'zod';
import { type CabecalhoImpressao, carregarCabecalho } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { livroDaFarmacia, type ModeloLivro, modeloDoLivro } from './livro.service.js';
import { sincronizarLivro } from './livro.sync.js';

const params = z.object({ id: z.coerce.number().int().positive() });

export interface LinhaImpressa {
  materialId: number;
  data: string;
  tipo: TipoLinhaLivro;
  entrada: number;
  saida: number;
  saldo: number;
  historico: string;
  paciente: string | null;
  numeroReceita: string | null;
  prescritor: string | null;
  justificativa: string | null;
}

const assinaturaEm = (nome: string, funcao: string): Column => ({
  width: '*',
  stack: [
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.5 }], margin: [0, 36, 0, 2] },
    { text: nome, bold: true },
    { text: funcao, fontSize: 8 },
  ],
});

function historicoDaLinha(l: LinhaImpressa): string {
  const partes = [l.historico];
  if (l.paciente) partes.push(`Paciente: ${l.paciente}${l.numeroReceita ? ` — receita/notificação nº ${l.numeroReceita}` : ''}`);
  else if (l.numeroReceita) partes.push(`Receita/notificação nº ${l.numeroReceita}`);
  if (l.prescritor) partes.push(`Prescritor: ${l.prescritor}`);
  if (l.justificativa) partes.push(`Lançamento manual: ${l.justificativa}`);
  return partes.join('\n');
}

/**
 * The printed book (A4): the opening term, then the pages of each substance (Portaria 344/98 art. 62: a substance
 * per page, its lines in order with the running balance, the balance carried over on top), then the closing term;
 * every page numbered "Folha n de N". The Keywords name the book, so only its own signed copy is accepted back.
 */
export function livroImpresso(
  d: { livro: ModeloLivro; linhas: LinhaImpressa[]; usuario: string },
  cabecalho: CabecalhoImpressao,
): TDocumentDefinitions {
  const { livro } = d;
  const l = LIVROS[livro.tipo];
  const responsavel = assinaturaEm(livro.responsavelNome, `Farmacêutico responsável — ${livro.responsavelConselho}`);
  const paginas: Content[] = livro.substancias.map((s): Content => {
    const suas = d.linhas.filter((x) => x.materialId === s.materialId);
    const corpo: TableCell[][] = suas.map((x) => [
      br(x.data),
      TIPOS_LINHA_LIVRO[x.tipo],
      historicoDaLinha(x),
      { text: x.entrada ? String(x.entrada) : '', alignment: 'right' },
      { text: x.saida ? String(x.saida) : '', alignment: 'right' },
      { text: String(x.saldo), alignment: 'right', bold: true },
    ]);
    return {
      pageBreak: 'before',
      table: {
        headerRows: 2,
        widths: [46, 40, '*', 40, 40, 44],
        body: [
          [{ text: `${s.material}${s.lista ? ` — lista ${s.lista}` : ''}`, colSpan: 6, style: 'grupo', fontSize: 10 }, {}, {}, {}, {}, {}],
          ['Data', 'Tipo', 'Histórico', 'Entrada', 'Saída', 'Saldo'].map((t) => ({ text: t, style: 'cabecalhoTabela' })),
          [
            { text: 'Saldo anterior', colSpan: 5, italics: true },
            {},
            {},
            {},
            {},
            { text: String(s.saldoAnterior), alignment: 'right', bold: true },
          ],
          ...corpo,
        ],
      },
      layout: 'lightHorizontalLines',
    };
  });
  const def = documentoA4({
    cabecalho,
    titulo: l.titulo.toUpperCase(),
    subtitulo: `Livro nº ${livro.numero} — ${livro.centroCusto}`,
    filtros: [
      `Aberto em ${br(livro.dataAbertura)}${livro.dataFechamento ? ` — encerrado em ${br(livro.dataFechamento)}` : ' — em aberto'}`,
    ],
    usuario: d.usuario,
    rotuloPagina: (pagina, total) => `Folha ${pagina} de ${total}`,
    conteudo: [
      { text: 'TERMO DE ABERTURA', bold: true, fontSize: 11, alignment: 'center', margin: [0, 12, 0, 8] },
      { text: livro.termoAbertura ?? '', alignment: 'justify', fontSize: 10, lineHeight: 1.3 },
      { columns: [responsavel, assinaturaEm('Autoridade sanitária', 'Visto (Portaria SVS/MS nº 344/98, art. 63)')], margin: [0, 24, 0, 0] },
      ...(paginas.length ? paginas : [{ text: 'Nenhum lançamento neste livro.', italics: true, margin: [0, 16, 0, 0] } as Content]),
      { text: 'TERMO DE ENCERRAMENTO', bold: true, fontSize: 11, alignment: 'center', margin: [0, 12, 0, 8], pageBreak: 'before' },
      livro.termoFechamento
        ? { text: livro.termoFechamento, alignment: 'justify', fontSize: 10, lineHeight: 1.3 }
        : { text: 'Livro em aberto: o termo de encerramento é lavrado quando o livro é fechado.', italics: true },
      ...(livro.termoFechamento
        ? [
            {
              columns: [responsavel, assinaturaEm('Autoridade sanitária', 'Visto (Portaria SVS/MS nº 344/98, art. 63)')],
              margin: [0, 24, 0, 0],
            } as Content,
          ]
        : []),
    ],
  });
  return { ...def, info: { ...def.info, keywords: identificacaoPdfLivro(livro.tipo, livro.id) } };
}

/** GET /impressao/farmacia/livro-psicotropico/{id} (and livro-talidomida): the printed book, signable (PAdES). */
export function impressaoLivroRoutes(app: FastifyInstance, tipo: TipoLivro) {
  const { segmento, permissoes } = LIVROS[tipo];
  // typed by hand, not by the Zod provider: the answer is the PDF's bytes (w.arquivo documents it as binary)
  app.get<{ Params: z.infer<typeof params> }>(
    `/impressao/farmacia/${segmento}/:id`,
    { schema: { tags: [`farmacia/${segmento}`], params, response: { 200: w.arquivo } }, config: { permission: permissoes.ver } },
    async (req, reply) => {
      const dados = await req.tx(async (tx) => {
        await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId);
        await sincronizarLivro(tx, req.params.id);
        const livro = await modeloDoLivro(tx, await livroDaFarmacia(tx, tipo, req.params.id, req.auth.centroCustoId));
        const { rows } = await tx.execute(sql`
          select l.material_id, l.data::text as data, l.tipo, l.quantidade_entrada, l.quantidade_saida, l.saldo, l.historico,
                 c.nome as paciente, l.numero_receita, l.prescritor, l.justificativa
            from farmacia_livro_linha l left join cidadao c on c.id = l.paciente_id
           where l.livro_id = ${livro.id} order by l.id`);
        const { rows: u } = await tx.execute(sql`
          select i.unidade_id from centro_custo cc join infraestrutura i on i.id = cc.infraestrutura_id where cc.id = ${req.auth.centroCustoId}`);
        return {
          livro,
          linhas: rows.map((r) => ({
            materialId: Number(r.material_id),
            data: String(r.data),
            tipo: r.tipo as TipoLinhaLivro,
            entrada: Number(r.quantidade_entrada),
            saida: Number(r.quantidade_saida),
            saldo: Number(r.saldo),
            historico: String(r.historico),
            paciente: (r.paciente as string | null) ?? null,
            numeroReceita: (r.numero_receita as string | null) ?? null,
            prescritor: (r.prescritor as string | null) ?? null,
            justificativa: (r.justificativa as string | null) ?? null,
          })),
          usuario: await lerNomeDoUsuario(tx, req.auth.usuarioId),
          cab: await carregarCabecalho(tx, req.cliente.id, { unidadeId: u[0]?.unidade_id == null ? null : Number(u[0].unidade_id) }),
        };
      });
      const pdf = await gerarPdf(livroImpresso(dados, dados.cab));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${segmento}-${dados.livro.numero}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
