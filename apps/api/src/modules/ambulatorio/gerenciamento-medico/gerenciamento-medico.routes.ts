import {
  AMB,
  DIAS_GERENCIAMENTO_MEDICO,
  gerenciamentoMedicoAcaoSchema,
  gerenciamentoMedicoDiaQuerySchema,
  gerenciamentoMedicoDiaSchema,
  gerenciamentoMedicoIndexSchema,
  somarDias,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { lerNomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { type AcaoAgendamentoApi, agoraLocal, aplicarAcaoAgendamento } from '../../agenda/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { contarSituacoes, linhasDoDia, listarDoDia } from '../gerenciamento-diario/dia.sql.js';
import { agendasDoProfissional, descreverAgenda, diasDasAgendas, doProfissional } from './gerenciamento-medico.service.js';

const tags = ['ambulatorio/gerenciamento-medico'];
const base = '/api/ambulatorio/gerenciamento-medico';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const NAO_E_SUA = 'Agenda não encontrada entre as suas agendas.';

/** An appointment of one of the professional's own agendas (404 otherwise: nobody acts on a colleague's day). */
async function agendamentoDoProfissional(tx: Tx, usuarioId: number, agendamentoId: number) {
  const { rows } = await tx.execute(sql`
    select a.id from agendamento a join jornada j on j.id = a.jornada_id
     where a.id = ${agendamentoId} and a.modulo = ${MODULO_AMBULATORIO} and ${doProfissional(usuarioId)}`);
  if (!rows[0]) throw notFound('Agendamento não encontrado entre os das suas agendas.');
}

/**
 * ambulatorio/gerenciamento-medico (spec 000 §2.3: index, edit/{id}; issue 17): the professional's own agendas —
 * the next days of each with slots, bookings, realised and absences — and one day of one of them with its
 * patients, where the professional registers (or undoes) a no-show of his own patients. Blocking days goes
 * through jornada-bloqueio, under its own permission.
 */
export function gerenciamentoMedicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    { schema: { tags, response: { 200: gerenciamentoMedicoIndexSchema } }, config: { permission: AMB.gerenciamentoMedico } },
    (req) =>
      req.tx(async (tx) => {
        const { hoje } = agoraLocal();
        const fim = somarDias(hoje, DIAS_GERENCIAMENTO_MEDICO - 1);
        const agendas = await agendasDoProfissional(
          tx,
          req.auth.usuarioId,
          sql`j.vigencia_inicio <= ${fim} and (j.vigencia_fim is null or j.vigencia_fim >= ${hoje})`,
        );
        const dias = await diasDasAgendas(tx, agendas, hoje, fim);
        return {
          data: {
            profissionalNome: await lerNomeDoUsuario(tx, req.auth.usuarioId),
            hoje,
            agendas: agendas.map((j) => ({ ...descreverAgenda(j), dias: dias.get(j.id) ?? [] })),
          },
        };
      }),
  );

  r.get(
    `${base}/edit/:id`,
    {
      schema: { tags, params: idParams, querystring: gerenciamentoMedicoDiaQuerySchema, response: { 200: gerenciamentoMedicoDiaSchema } },
      config: { permission: AMB.gerenciamentoMedico },
    },
    (req) =>
      req.tx(async (tx) => {
        const [agenda] = await agendasDoProfissional(tx, req.auth.usuarioId, sql`j.id = ${req.params.id}`);
        if (!agenda) throw notFound(NAO_E_SUA);
        const data = req.query.data ?? agoraLocal().hoje;
        const [dia] = (await diasDasAgendas(tx, [agenda], data, data)).get(agenda.id) ?? [];
        const onde = sql`a.jornada_id = ${agenda.id} and a.data = ${data}`;
        return {
          data: {
            agenda: descreverAgenda(agenda),
            dia: dia ?? { data, vagas: 0, agendados: 0, realizados: 0, faltas: 0, fechado: 'A agenda não atende nesta data.' },
            contadores: await contarSituacoes(tx, linhasDoDia(onde)),
            agendamentos: await listarDoDia(tx, onde),
          },
        };
      }),
  );

  // the professional registers the no-show of his own patients (the desk's route needs the scheduling permission)
  const acao = (caminho: string, nome: AcaoAgendamentoApi, mensagem: string) =>
    r.put(
      `${base}/${caminho}/:id`,
      {
        schema: { tags, params: idParams, response: { 200: gerenciamentoMedicoAcaoSchema } },
        config: { permission: AMB.gerenciamentoMedico },
      },
      (req) =>
        req.tx(async (tx) => {
          await agendamentoDoProfissional(tx, req.auth.usuarioId, req.params.id);
          await aplicarAcaoAgendamento(tx, MODULO_AMBULATORIO, req.params.id, nome, { usuarioId: req.auth.usuarioId });
          const [data] = await listarDoDia(tx, sql`a.id = ${req.params.id}`);
          return { data: data as NonNullable<typeof data>, message: mensagem };
        }),
    );
  acao('absent', 'faltou', 'Falta registrada.');
  acao('undo-absent', 'desfazerFalta', 'Falta desfeita.');
}
