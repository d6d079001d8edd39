import { createHash, randomInt } from 'node:crypto';
import { ALFABETO_CODIGO, formatarCodigoVerificacao } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { assinarPdf } from '../../../lib/signature/assinar-pdf.js';
import { assinaturaDocumento, STATUS_ASSINATURA } from '../../assinatura/index.js';
import { certificadoParaAssinar } from '../../cadastro/index.js';
import { gravarResultadoAssinado, pdfParaAssinar } from './assinatura-eletronica.routes.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * The demo's signed results (issue 21): the biochemist signs for real with his test A1 certificate (the one the
 * cadastro demo installs) — the same PAdES signature, stamp and verification code rest-pki/finish makes, recorded
 * in assinatura_documento so the public verification page finds it — and the signed copy goes through the same
 * store as the screen's (hash and Keywords checked). Without his certificate (expired past 2036, or not
 * installed) nothing is signed: the results stay "lançado", never with a fake signature. Returns how many.
 */
export async function assinarResultadosDemo(
  tx: Tx,
  ctx: SeedContexto,
  resultadoIds: number[],
  opts: { login?: string; urlBase?: string; local?: string } = {},
): Promise<number> {
  const usuarioId = ctx.usuarios.get(opts.login ?? 'bioquimico');
  if (!usuarioId || !resultadoIds.length) return 0;
  const cert = await certificadoParaAssinar(tx, ctx.cifra, usuarioId);
  if (!cert?.decifravel || !cert.cpf) return 0;
  const { rows } = await tx.execute(sql`select id from lotacao where usuario_id = ${usuarioId} order by id limit 1`);
  const lotacaoId = rows[0]?.id == null ? null : Number(rows[0].id);
  const nome = cert.subjectName.replace(/:\d{11}$/, '').trim();
  const urlBase = (opts.urlBase ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  let assinados = 0;
  for (const id of resultadoIds) {
    const agora = new Date();
    const pdf = await pdfParaAssinar(tx, ctx.clienteId, usuarioId, id);
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
        local: opts.local,
      });
    } catch {
      // an expired or unreadable test certificate: the demo goes on with the results awaiting signature
      return assinados;
    }
    await tx.insert(assinaturaDocumento).values({
      usuarioId,
      lotacaoId,
      codigo,
      status: STATUS_ASSINATURA.ASSINADO,
      nomeArquivo: `resultado-${id}.pdf`,
      pdfOriginalSha256: sha256(pdf),
      pdfAssinadoSha256: sha256(assinado),
      signatarioNome: nome,
      signatarioCpf: cert.cpf,
      thumbprint: cert.thumbprint,
      assinadoEm: agora,
    });
    await gravarResultadoAssinado(tx, usuarioId, id, assinado.toString('base64'));
    assinados++;
  }
  return assinados;
}
