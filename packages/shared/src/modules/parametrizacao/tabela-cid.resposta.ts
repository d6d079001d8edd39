import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A CID-10 code as parametrizacao/tabela-cid lists it. */
export const cidLinhaSchema = z.object({
  /** Without the dot (A000). */
  id: z.string(),
  /** With the dot (A00.0). */
  codigo: z.string(),
  descricao: z.string(),
  /** false: three-character category; true: four-character subcategory. */
  subcategoria: z.boolean(),
  /** The only sex the code is valid for (DATASUS RESTRSEXO), null when any. */
  sexo: z.enum(['F', 'M']).nullable(),
  sexoNome: z.string(),
  /** The chapter whose range holds the code. */
  capitulo: z.number().nullable(),
});

/** GET /api/parametrizacao/tabela-cid/datatable. */
export const tabelaCidRespostaSchema = datatableResposta(cidLinhaSchema);

/** A CID-10 chapter by its range of three-character categories (A00-B99 is chapter I). */
export const cidCapituloSchema = z.object({ numero: z.number(), inicio: z.string(), fim: z.string(), descricao: z.string() });

/** GET /api/parametrizacao/tabela-cid/capitulos. */
export const cidCapitulosRespostaSchema = w.dados(z.array(cidCapituloSchema));
