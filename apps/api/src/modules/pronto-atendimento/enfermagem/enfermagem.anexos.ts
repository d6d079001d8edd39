import { ANEXOS_ENFERMAGEM } from '@saude/shared';
import { z } from 'zod';
import { tipoDoArquivo } from '../../../lib/anexo.js';

/** The file helpers live in core (lib/anexo.ts). */
export { type ArquivoRecebido, enviarAnexo, nomeSeguro, tipoDoArquivo } from '../../../lib/anexo.js';

const arquivo = z.object({ filename: z.string().max(255).optional(), mimetype: z.string().optional(), data: z.instanceof(Buffer) });

/**
 * The `anexos` field of the nursing form: absent, one file or several (`anexos[]`), each checked against
 * ANEXOS_ENFERMAGEM. The messages sit on `anexos`, naming the file, so the form shows them on its upload.
 */
export const anexosSchema = z
  .preprocess((v) => (v == null ? [] : Array.isArray(v) ? v.filter((x) => x != null) : [v]), z.array(arquivo))
  .superRefine((lista, ctx) => {
    if (lista.length > ANEXOS_ENFERMAGEM.maxArquivos) ctx.addIssue({ code: 'custom', message: ANEXOS_ENFERMAGEM.mensagemQuantidade });
    for (const a of lista) {
      const nome = a.filename || 'arquivo';
      if (!tipoDoArquivo(a.data)) ctx.addIssue({ code: 'custom', message: `${nome}: ${ANEXOS_ENFERMAGEM.mensagemTipo}` });
      else if (a.data.length > ANEXOS_ENFERMAGEM.maxBytes)
        ctx.addIssue({ code: 'custom', message: `${nome}: ${ANEXOS_ENFERMAGEM.mensagemTamanho}` });
    }
  });
