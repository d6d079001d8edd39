import {
  aplicacaoCampanhaSchema,
  consultaAplicacaoCampanhaSchema,
  hojeIso,
  IMU,
  listaCampanhasEmAndamentoSchema,
  MENSAGENS_APLICACAO_CAMPANHA as M,
  MENSAGENS_REGISTRO_VACINACAO as MR,
  registroAplicacaoCampanhaSchema,
  registroVacinacaoRespostaSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { rotaAutocompletePaciente } from '../../cadastro/index.js';
import { pacienteVacinal, salaDaSessao } from '../registro/registro.leitura.js';
import { registrarAplicacoes } from '../registro/registro.service.js';
import { campanhaEmAndamento, contagemDaCampanha, foraDoPublico, lotesFefo, publicoDe } from './aplicacao-campanha.service.js';

const tags = ['imunizacao/aplicacao-campanha'];
const base = '/api/imunizacao/aplicacao-campanha';
const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * imunizacao/aplicacao-campanha (spec 000 §2.3; issue 20): the campaigns in progress today and the fast record of one
 * campaign — its vaccines preselected with the room's first-expiry lot, the target group checked (outside needs a
 * reason), the same record service as the record screen, and today's count in the room against the goal.
 */
export function aplicacaoCampanhaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: IMU.aplicacaoCampanha });

  r.get(
    base,
    { schema: { tags, response: { 200: listaCampanhasEmAndamentoSchema } }, config: { permission: IMU.aplicacaoCampanha } },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const hoje = hojeIso();
        const { rows } = await tx.execute(sql`
          select id from vacinacao_campanha where not encerrada and inicio <= ${hoje} and fim >= ${hoje} order by inicio, nome`);
        const data = [];
        for (const row of rows) {
          const c = await campanhaEmAndamento(tx, Number(row.id), hoje);
          const n = await contagemDaCampanha(tx, c.id, sala.centroCustoId, hoje);
          data.push({
            id: c.id,
            nome: c.nome,
            inicio: c.inicio,
            fim: c.fim,
            estrategia: c.estrategia,
            publico: publicoDe(c),
            aplicadasHojeNaSala: n.hoje,
            aplicadasTotal: n.total,
            meta: c.meta,
          });
        }
        return { data };
      }),
  );

  r.get(
    `${base}/:id`,
    {
      schema: { tags, params: idParam, querystring: consultaAplicacaoCampanhaSchema, response: { 200: aplicacaoCampanhaSchema } },
      config: { permission: IMU.aplicacaoCampanha },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const hoje = hojeIso();
        const c = await campanhaEmAndamento(tx, req.params.id, hoje);
        const n = await contagemDaCampanha(tx, c.id, sala.centroCustoId, hoje);
        const lotes = await lotesFefo(tx, sala.centroCustoId, hoje);
        const pacienteId = req.query.pacienteId;
        let paciente = null;
        let fora: string | null = null;
        let jaVacinado: number[] = [];
        if (pacienteId) {
          paciente = await cabecalhoDoPaciente(tx, pacienteId);
          const p = await pacienteVacinal(tx, pacienteId);
          fora = foraDoPublico(c, { ...p, nascimento: paciente.dataNascimento, puerpera: false }, hoje);
          const { rows } = await tx.execute(sql`
            select distinct vacina_id from vacinacao where paciente_id = ${pacienteId} and campanha_id = ${c.id} and cancelado_em is null`);
          jaVacinado = rows.map((x) => Number(x.vacina_id));
          await auditarLeitura(tx, req, { tabela: 'cidadao', registroId: pacienteId, pacienteId, rota: `${base}/${c.id}` });
        }
        return {
          data: {
            campanha: {
              id: c.id,
              nome: c.nome,
              inicio: c.inicio,
              fim: c.fim,
              estrategia: c.estrategia,
              publico: publicoDe(c),
              aplicadasHojeNaSala: n.hoje,
              aplicadasTotal: n.total,
              meta: c.meta,
            },
            sala,
            vacinas: c.vacinas.map((v) => ({
              vacinaId: v.vacinaId,
              nome: v.nome,
              dose: v.dose,
              lote: lotes.get(v.vacinaId) ?? null,
              metaDoses: v.metaDoses,
              aplicadasHojeNaSala: n.porVacina.get(v.vacinaId) ?? 0,
            })),
            paciente,
            foraDoPublico: fora,
            jaVacinado,
          },
        };
      }),
  );

  r.post(
    `${base}/:id`,
    {
      schema: { tags, params: idParam, body: registroAplicacaoCampanhaSchema, response: { 201: registroVacinacaoRespostaSchema } },
      config: { permission: IMU.aplicacaoCampanha },
    },
    async (req, reply) => {
      const ids = await req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const hoje = hojeIso();
        const c = await campanhaEmAndamento(tx, req.params.id, hoje);
        const b = req.body;
        const erros: Record<string, string[]> = {};
        b.doses.forEach((d, i) => {
          if (!c.vacinas.some((v) => v.vacinaId === d.vacinaId && v.dose === d.dose))
            erros[`doses.${i}.vacina_id`] = [M.vacinaForaDaCampanha];
        });
        if (Object.keys(erros).length) throw unprocessable(erros, M.vacinaForaDaCampanha);
        const p = await pacienteVacinal(tx, b.pacienteId, b.gestante);
        const { rows } = await tx.execute(sql`select data_nascimento::text as n from cidadao where id = ${b.pacienteId}`);
        const fora = foraDoPublico(c, { ...p, nascimento: (rows[0]?.n as string | null) ?? null, puerpera: b.puerpera }, hoje);
        return registrarAplicacoes(
          tx,
          { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId },
          sala,
          {
            pacienteId: b.pacienteId,
            filaId: null,
            dataAplicacao: hoje,
            estrategia: c.estrategia,
            grupoAtendimento: b.puerpera ? 113 : b.gestante ? 112 : 10,
            gestante: b.gestante,
            puerpera: b.puerpera,
            contatoHanseniase: null,
            justificativa: b.justificativa,
            doses: b.doses.map((d) => ({ ...d, via: null, localAplicacao: null, proximaDoseData: null, observacao: null })),
          },
          { campanhaId: c.id, justificar: fora ? [M.foraDoPublico(fora)] : [] },
        );
      });
      return reply.status(201).send({ ids, message: MR.registrado(ids.length) });
    },
  );
}
