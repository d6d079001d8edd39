import {
  AMB,
  atendimentoAmbulatorioListaSchema,
  atendimentoAmbulatorioVisualizarSchema,
  datatableRequestSchema,
  STATUS_ATENDIMENTO_CONSULTA_NOME,
} from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { impressoesDoAtendimento } from '../atendimento/atendimento.impressoes.js';
import { detalheDoAtendimento } from '../atendimento/atendimento.leitura.js';
import { listarAtendimentos } from '../atendimento/atendimento.listas.js';
import { ambulatorioAtendimento } from '../atendimento/atendimento.table.js';

const tags = ['ambulatorio/historico-atendimento'];
const base = '/api/ambulatorio/historico-atendimento';
const id = z.coerce.number().int().positive();

/**
 * historico-atendimento (issue 17): a patient's outpatient attendances, in every unit of the municipality, each
 * opened read-only. Both the list (it shows the problems) and each attendance are reads of the clinical record,
 * audited with the patient.
 */
export function historicoAtendimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend({ pacienteId: id }),
        response: { 200: atendimentoAmbulatorioListaSchema },
      },
      config: { permission: AMB.historicoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        await auditarLeitura(tx, req, {
          tabela: 'cidadao',
          registroId: req.query.pacienteId,
          pacienteId: req.query.pacienteId,
          rota: 'ambulatorio/historico-atendimento',
        });
        return listarAtendimentos(
          tx,
          req.query,
          eq(ambulatorioAtendimento.pacienteId, req.query.pacienteId),
          (s) => STATUS_ATENDIMENTO_CONSULTA_NOME[s] ?? '',
        ) as unknown as z.output<typeof atendimentoAmbulatorioListaSchema>;
      }),
  );

  r.get(
    `${base}/:id`,
    {
      schema: { tags, params: z.object({ id }), response: { 200: atendimentoAmbulatorioVisualizarSchema } },
      config: { permission: AMB.historicoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const model = await detalheDoAtendimento(tx, req.params.id);
        await auditarLeitura(tx, req, {
          tabela: 'ambulatorio_atendimento',
          registroId: model.id,
          pacienteId: model.pacienteId,
          rota: 'ambulatorio/historico-atendimento/visualizar',
        });
        return { model, impressoes: await impressoesDoAtendimento(tx, model.id) };
      }),
  );
}
