import {
  AMB,
  recepcaoAmbulatorioRecebidoSchema,
  recepcaoAmbulatorioRespostaSchema,
  recepcaoAmbulatorioSchema,
  recepcaoSenhaRespostaSchema,
  SetorTipo,
} from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unidade } from '../../../db/schema/index.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agoraLocal } from '../../agenda/index.js';
import { especialidade } from '../../cadastro/index.js';
import { parametrosAmbulatorio } from '../parametrizacao/parametros.js';
import { registrarRecepcaoAmbulatorialDeSenhas, senhaDaRecepcao } from './recepcao.senha.js';
import { agendamentosDeHoje, filasDoLocal, localDaSessao, prioridadesDaRecepcao, registrarChegada } from './recepcao.service.js';

const tags = ['ambulatorio/recepcao'];
const base = '/api/ambulatorio/recepcao';
const senhaParams = z.object({ filaId: z.coerce.number().int().positive() });

/** ambulatorio/recepcao (spec 000 §2.3: index, create/{filaId?}): today's appointments and the arrival. */
export function recepcaoAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // the ticket panel's counter sends the reception tickets of the polyclinic here (create/{filaId})
  registrarRecepcaoAmbulatorialDeSenhas();

  r.get(base, { schema: { tags, response: { 200: recepcaoAmbulatorioRespostaSchema } }, config: { permission: AMB.recepcaoVer } }, (req) =>
    req.tx(async (tx) => {
      const local = await localDaSessao(tx, req.auth.centroCustoId);
      const [u] = await tx.select({ nome: unidade.nomeFantasia }).from(unidade).where(eq(unidade.id, local.unidadeId));
      const destinos = await filasDoLocal(tx, local.infraestruturaId);
      const especialidades = await tx
        .select({ id: especialidade.id, nome: especialidade.nome })
        .from(especialidade)
        .where(eq(especialidade.bloqueado, false))
        .orderBy(porNome(especialidade.nome));
      // the professionals placed at this location (a walk-in may name the one who will see the patient)
      const { rows } = await tx.execute(sql`
          select distinct u.id, c.nome from lotacao l join usuario u on u.id = l.usuario_id join cidadao c on c.id = u.cidadao_id
           where l.infraestrutura_id = ${local.infraestruturaId} and u.registro_tipo_id is not null order by c.nome`);
      return {
        data: {
          form: {
            prioridades: await prioridadesDaRecepcao(tx),
            destinos,
            destinoPadrao: destinos.find((d) => d.setorTipoId === SetorTipo.ENFERMAGEM)?.id ?? destinos[0]?.id ?? null,
            especialidades,
            profissionais: (rows as { id: number | string; nome: string }[]).map((p) => ({ id: Number(p.id), nome: p.nome })),
            permitirDemandaEspontanea: (await parametrosAmbulatorio(tx)).permitirDemandaEspontanea,
          },
          model: { data: agoraLocal().hoje, unidadeNome: u?.nome ?? '', agendamentos: await agendamentosDeHoje(tx, local.unidadeId) },
        },
      };
    }),
  );

  // the kiosk ticket answered at the counter (create/{filaId}: the ticket's queue entry), as the page shows it
  r.get(
    `${base}/senha/:filaId`,
    {
      schema: { tags, params: senhaParams, response: { 200: recepcaoSenhaRespostaSchema } },
      config: { permission: AMB.recepcaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => senhaDaRecepcao(tx, req.params.filaId, (await localDaSessao(tx, req.auth.centroCustoId)).infraestruturaId)),
  );

  r.post(
    base,
    {
      schema: { tags, body: recepcaoAmbulatorioSchema, response: { 201: recepcaoAmbulatorioRecebidoSchema } },
      config: { permission: AMB.recepcaoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx((tx) =>
        registrarChegada(tx, { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, centroCustoId: req.auth.centroCustoId }, req.body),
      );
      return reply.status(201).send(res);
    },
  );
}
