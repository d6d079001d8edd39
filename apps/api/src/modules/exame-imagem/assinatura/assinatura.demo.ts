import { createHash, randomInt } from 'node:crypto';
import { ALFABETO_CODIGO, formatarCodigoVerificacao } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { assinarPdf } from '../../../lib/signature/assinar-pdf.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { certificadoParaAssinar } from '../../cadastro/index.js';
import { gravarLaudoAssinado, pdfParaAssinarLaudo } from './assinatura.service.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * The demo's signed reports (issue 22): the radiologist signs all but the last three reports for real with his
 * test A1 certificate (PAdES, stamp and verification code as rest-pki/finish makes them, recorded in
 * assinatura_documento so /verificar finds it), through the same store as the screen; the first two signed are
 * printed (img_impressao). Without his certificate nothing is signed (never a fake signature). Returns how many.
 */
export async function seedAssinaturasImagemDemo(tx: Tx, ctx: SeedContexto, laudoIds: number[]): Promise<number> {
  const usuarioId = ctx.usuarios.get('radiologista');
  const assinar = laudoIds.slice(0, Math.max(0, laudoIds.length - 3));
  if (!usuarioId || !assinar.length) return 0;
  const cert = await certificadoParaAssinar(tx, ctx.cifra, usuarioId);
  if (!cert?.decifravel || !cert.cpf) return 0;
  const { rows } = await tx.execute(sql`select id from lotacao where usuario_id = ${usuarioId} order by id limit 1`);
  const lotacaoId = rows[0]?.id == null ? null : Number(rows[0].id);
  const nome = cert.subjectName.replace(/:\d{11}$/, '').trim();
  const urlBase = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  const assinados: number[] = [];
  for (const id of assinar) {
    const agora = new Date();
    const pdf = await pdfParaAssinarLaudo(tx, usuarioId, id);
    const codigo = Array.from({ length: 12 }, () => ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)]).join('');
    let assinado: Buffer;
    try {
      assinado = await assinarPdf({
        pdf,
        pfx: cert.pfx,
        senha: cert.senha,
        nome,
        cpf: cert.cpf,
        codigo: formatarCodigoVerificacao(codigo),
        urlVerificacao: `${urlBase}/verificar/${formatarCodigoVerificacao(codigo)}`,
        agora,
      });
    } catch {
      // an expired or unreadable test certificate: the demo goes on with the reports awaiting signature
      break;
    }
    await tx.insert(assinaturaDocumento).values({
      usuarioId,
      lotacaoId,
      codigo,
      status: STATUS_ASSINATURA.ASSINADO,
      nomeArquivo: `laudo-${id}.pdf`,
      pdfOriginalSha256: sha256(pdf),
      pdfAssinadoSha256: sha256(assinado),
      signatarioNome: nome,
      signatarioCpf: cert.cpf,
      thumbprint: cert.thumbprint,
      assinadoEm: agora,
    });
    await gravarLaudoAssinado(tx, usuarioId, id, assinado.toString('base64'));
    assinados.push(id);
  }
  // the reception printed the first two; the rest wait on the impressao screen
  const impressor = ctx.usuarios.get('imagem') ?? usuarioId;
  for (const id of assinados.slice(0, 2))
    await tx.execute(sql`
      insert into img_impressao (img_exame_id, laudo_id, reimpressao, usuario_id)
      select img_exame_id, id, false, ${impressor} from img_laudo where id = ${id}`);
  return assinados.length;
}
