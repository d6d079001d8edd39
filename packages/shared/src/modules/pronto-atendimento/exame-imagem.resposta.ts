import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';
import { exameImagemCarregadoSchema } from './cabecalho.resposta.js';

/** A line of GET /api/pronto-atendimento/exame-imagem/datatable (the unit's imaging requests). */
export const exameImagemLinhaSchema = z.object({
  id: z.number(),
  atendimentoId: z.number(),
  numero: w.inteiroLongo,
  paciente: z.string(),
  procedimentoCodigo: z.string(),
  procedimento: z.string(),
  status: z.number(),
  statusNome: z.string(),
  solicitadoEm: w.instante,
  realizadoEm: w.instante.nullable(),
  laudadoEm: w.instante.nullable(),
});
export const exameImagemListaSchema = datatableResposta(exameImagemLinhaSchema);

/** GET …/exame-imagem/atendimento/autocomplete: the unit's open FAAs a request can be made for. */
export const exameImagemFaaAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.number(), numero: w.inteiroLongo, paciente: z.string(), recepcionadoEm: w.instante, label: z.string() })),
);

/** POST /api/pronto-atendimento/exame-imagem and PUT …/exame-imagem/{id}: the request and the message. */
export const exameImagemGravadoSchema = z.object({ model: exameImagemCarregadoSchema, message: z.string() });
