import { datatableRequestSchema } from '@saude/shared';
import { z } from 'zod';

// the paginator and the document filters live in the core (the pharmacy lists use them too)
export { filtrosDoDocumento, type ListaPaginada, paginar } from '../../lib/datatable/paginar.js';

/** The list of stock documents (exits, dispensings): the page, a period and the situation (active or reversed). */
export const listaDeDocumentosSchema = datatableRequestSchema.extend({
  dataInicio: z.string().optional(),
  dataFim: z.string().optional(),
  situacao: z.coerce.number().int().min(1).max(2).optional(),
});
