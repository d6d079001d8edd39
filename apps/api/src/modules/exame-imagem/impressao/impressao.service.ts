import { MENSAGENS_LAUDO_IMAGEM as M, SITUACAO_LAUDO_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { gerarPdf } from '../../../lib/print/pdf.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { documentoLaudoImagem, lerParametrosLaudo } from '../assinatura/laudo.documento.js';

const lista = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** The PDF of one report version: its signed copy as stored (the signature stays valid), or the document. */
export async function pdfDoLaudo(tx: Tx, laudoId: number, usuario: string): Promise<Buffer | null> {
  const { rows } = await tx.execute(sql`select situacao, pdf_assinado from img_laudo where id = ${laudoId}`);
  const l = rows[0];
  if (!l || Number(l.situacao) === SITUACAO_LAUDO_IMAGEM.substituido) return null;
  if (l.pdf_assinado) return Buffer.from(l.pdf_assinado as Uint8Array);
  return gerarPdf((await documentoLaudoImagem(tx, laudoId, { usuario })).definicao);
}

/** One PDF of several: one print, one click (the stored signed copies stay untouched in the database). */
async function juntar(pdfs: Buffer[]): Promise<Buffer> {
  if (pdfs.length === 1) return pdfs[0] as Buffer;
  const saida = await PDFDocument.create();
  for (const b of pdfs) {
    const doc = await PDFDocument.load(b, { ignoreEncryption: true });
    for (const p of await saida.copyPages(doc, doc.getPageIndices())) saida.addPage(p);
  }
  return Buffer.from(await saida.save());
}

/**
 * Prints the chosen report versions (impressao or reimpressao-resultado, issue 22): each must be current (not
 * replaced) and signed — unless the settings allow an unsigned print, which the document marks as not final. One
 * img_impressao row each (a reprint flagged), one audited read each, one PDF out.
 */
export async function imprimirLaudos(tx: Tx, req: FastifyRequest, laudoIds: number[], reimpressao: boolean, rota: string): Promise<Buffer> {
  const { rows } = await tx.execute(sql`
    select l.id, l.situacao, l.img_exame_id, ie.paciente_id, coalesce(e.nome, ps.nome) as exame from img_laudo l
      join img_exame ie on ie.id = l.img_exame_id left join exame e on e.id = ie.exame_id
      left join procedimento_sigtap ps on ps.codigo = ie.procedimento_codigo
     where l.id in (${lista(laudoIds)}) order by l.id`);
  if (rows.length !== laudoIds.length) throw notFound('Laudo não encontrado.');
  const param = await lerParametrosLaudo(tx);
  const erros: string[] = [];
  for (const r of rows) {
    const situacao = Number(r.situacao);
    if (situacao === SITUACAO_LAUDO_IMAGEM.substituido) erros.push(`${r.exame}: ${M.substituido}`);
    else if (situacao !== SITUACAO_LAUDO_IMAGEM.assinado && param.imprimirSomenteAssinado) erros.push(`${r.exame}: ${M.naoAssinado}`);
  }
  if (erros.length) throw unprocessable({ laudo_ids: erros }, erros.length === 1 ? (erros[0] as string) : M.naoAssinado);
  const usuario = await lerNomeDoUsuario(tx, req.auth.usuarioId);
  const pdfs: Buffer[] = [];
  for (const id of laudoIds) {
    const r = rows.find((x) => Number(x.id) === id) as Record<string, unknown>;
    pdfs.push((await pdfDoLaudo(tx, id, usuario)) as Buffer);
    await tx.execute(sql`
      insert into img_impressao (img_exame_id, laudo_id, reimpressao, usuario_id)
      values (${Number(r.img_exame_id)}, ${id}, ${reimpressao}, ${req.auth.usuarioId})`);
    await auditarLeitura(tx, req, {
      tabela: 'img_laudo',
      registroId: id,
      pacienteId: Number(r.paciente_id),
      rota: `${rota}?laudoIds=${id}`,
    });
  }
  return juntar(pdfs);
}
