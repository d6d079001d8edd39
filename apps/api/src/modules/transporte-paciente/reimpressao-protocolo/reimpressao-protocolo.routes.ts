import { datatableRequestSchema, datatableResposta, TP, tpAgendamentoFiltrosSchema, tpAgendamentoLidoSchema, w } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { porNome } from '../../../lib/sql/texto.js';
import { datatableTpAgendamentos } from '../agendar/agendar.routes.js';

const base = '/api/transporte-paciente/reimpressao-protocolo';
const tags = ['transporte-paciente/reimpressao-protocolo'];

/**
 * transporte-paciente/reimpressao-protocolo (001 §7: GET index, search): find bookings by number, patient (name, CPF,
 * CNS) or date and reprint their slips (…/reimpressao-protocolo/{id}/comprovante.pdf and comprovantes.pdf?ids=,
 * registered with the slip in agendar.impressao.ts).
 */
export function reimpressaoProtocoloRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: TP.reimpressao };
  r.get(`${base}/index`, { schema: { tags, response: { 200: w.dados(z.object({ destinos: z.array(w.opcao) })) } }, config }, (req) =>
    req.tx(async (tx) => ({
      data: {
        destinos: (
          (await tx.execute(sql`select id, nome from tp_destino order by ${porNome(sql`nome`)}`)).rows as { id: number; nome: string }[]
        ).map((d) => ({ id: Number(d.id), nome: String(d.nome) })),
      },
    })),
  );
  const q = datatableRequestSchema.extend(tpAgendamentoFiltrosSchema.shape);
  r.get(
    `${base}/search`,
    { schema: { tags, querystring: q, response: { 200: datatableResposta(tpAgendamentoLidoSchema) } }, config },
    (req) => req.tx((tx) => datatableTpAgendamentos(tx, req.query)),
  );
}
