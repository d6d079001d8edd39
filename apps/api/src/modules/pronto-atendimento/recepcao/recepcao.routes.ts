import {
  compararPrioridades,
  PA,
  recepcaoFormularioSchema,
  recepcaoPacienteSchema,
  recepcaoRecebidoSchema,
  recepcaoSchema,
} from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opcoesDoFormularioDaFila } from '../../painel-senha/index.js';
import { plantaoAtual } from '../plantao/plantao.service.js';
import { centroDaRecepcao, destinosDaRecepcao, pacienteDaRecepcao, receberPaciente } from './recepcao.service.js';

const tags = ['pronto-atendimento/recepcao'];
const base = '/api/pronto-atendimento/recepcao';

/** atendimento-recepcao (spec 000 §2.3: index, paciente, create): the form and the reception itself. */
export function recepcaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create`,
    { schema: { tags, response: { 200: recepcaoFormularioSchema } }, config: { permission: PA.recepcaoCadastrar } },
    (req) =>
      req.tx(async (tx) => {
        const recepcao = await centroDaRecepcao(tx, req.auth.centroCustoId);
        const opcoes = await opcoesDoFormularioDaFila(tx, { centroCustoId: recepcao.centroCustoId });
        const destinos = await destinosDaRecepcao(tx, recepcao.infraestruturaId);
        return {
          form: {
            opcoesEntrada: opcoes.opcoesEntrada,
            // the kiosk's order (issue 16 item 6): a person finds a priority in the same place at both
            prioridades: [...opcoes.prioridades].sort(compararPrioridades),
            destinos,
            destinoPadrao: destinos.find((d) => d.setorTipoId === 2)?.id ?? destinos[0]?.id ?? null,
            plantao: await plantaoAtual(tx, recepcao.infraestruturaId),
          },
        };
      }),
  );

  r.get(
    `${base}/paciente/:id`,
    {
      schema: { tags, params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: recepcaoPacienteSchema } },
      config: { permission: PA.recepcaoCadastrar },
    },
    (req) => req.tx((tx) => pacienteDaRecepcao(tx, req.params.id)),
  );

  r.post(
    `${base}`,
    { schema: { tags, body: recepcaoSchema, response: { 201: recepcaoRecebidoSchema } }, config: { permission: PA.recepcaoCadastrar } },
    async (req, reply) => {
      const res = await req.tx((tx) =>
        receberPaciente(tx, { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, centroCustoId: req.auth.centroCustoId }, req.body),
      );
      return reply.status(201).send(res);
    },
  );
}
