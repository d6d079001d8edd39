import { AUTOCOMPLETE, pacienteAutocompleteSchema, rotuloPaciente } from '@saude/shared';
import { and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cidadao } from '../../../db/schema/index.js';
import { lookupQuerySchema, termoDe } from '../../../lib/lookup.js';
import { buscaPaciente, colunasLista, filtroPadrao } from './paciente.service.js';

/**
 * `GET <url>`: the patient picker of a workflow screen, under the screen's own URL and permission (the clerk needs
 * no patient-registry permission): name, CPF, CNS or birth date, 2 characters at least, 10 answers (spec constants).
 */
export function rotaAutocompletePaciente(
  app: FastifyInstance,
  rota: { url: string; tags: string[]; permission: string; provisorios?: boolean },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    rota.url,
    {
      schema: { tags: rota.tags, querystring: lookupQuerySchema, response: { 200: pacienteAutocompleteSchema } },
      config: { permission: rota.permission },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = termoDe(req.query);
        if (termo.length < AUTOCOMPLETE.minimoCaracteres) return { data: [] };
        const busca = buscaPaciente(termo);
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista })
          .from(cidadao)
          .where(and(filtroPadrao({ provisorios: rota.provisorios ?? false }), busca.where))
          .orderBy(...(busca.ordem ? [busca.ordem] : []), cidadao.nome, cidadao.id)
          .limit(AUTOCOMPLETE.resultados);
        return { data: rows.map((x) => ({ id: x.id, label: rotuloPaciente(x as never) })) };
      }),
  );
}
