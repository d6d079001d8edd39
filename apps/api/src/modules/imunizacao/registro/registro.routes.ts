import {
  cancelamentoVacinacaoSchema,
  consultaRegistroVacinacaoSchema,
  correcaoVacinacaoSchema,
  criacaoRegistroVacinacaoSchema,
  hojeIso,
  IMU,
  listaRegistroVacinacaoSchema,
  MENSAGENS_REGISTRO_VACINACAO as M,
  registroVacinacaoRespostaSchema,
  registroVacinacaoSchema,
  transcricaoVacinacaoSchema,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { rotaAutocompletePaciente } from '../../cadastro/index.js';
import { calendarioDoMunicipio } from '../parametrizacao/parametrizacao.service.js';
import {
  dosesDoCalendario,
  historicoDoPaciente,
  pacienteVacinal,
  salaDaSessao,
  situacaoComGrupos,
  vacinasDaSala,
} from './registro.leitura.js';
import { cancelarRegistro, registrarAplicacoes, transcreverDoses } from './registro.service.js';

const tags = ['imunizacao/registro-vacinacao'];
const base = '/api/imunizacao/registro-vacinacao';
const idParam = z.object({ id: z.coerce.number().int().positive() });
const ok = z.object({ id: z.number(), message: z.string() });

const ctx = (req: FastifyRequest) => ({ clienteId: req.cliente.id, usuarioId: req.auth.usuarioId });

/**
 * imunizacao/registro-vacinacao (spec 000 §2.3; 001 §7 "Immunization"; issue 20): the room's records of a day, the
 * create screen's data (patient, calendar, history, the room's vaccines and lots — a read of the patient's record,
 * audited), the record of doses, the transcription of earlier doses, the cancellation and the correction.
 */
export function registroVacinacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  rotaAutocompletePaciente(app, { url: `${base}/paciente/autocomplete`, tags, permission: IMU.registroVer });

  r.get(
    base,
    {
      schema: { tags, querystring: consultaRegistroVacinacaoSchema, response: { 200: listaRegistroVacinacaoSchema } },
      config: { permission: IMU.registroVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const q = req.query;
        const busca = q.busca?.trim() ? `%${q.busca.trim()}%` : null;
        const { rows } = await tx.execute(sql`
          select v.id, v.data_aplicacao::text as data, v.vacina_id, va.nome as vacina_nome, va.calendario_sigla, v.dose, v.estrategia,
                 v.origem, v.lote_numero, cc.nome as local, up.nome as profissional, v.proxima_dose_data::text as proxima, v.campanha_id,
                 v.centro_custo_id, v.paciente_id, c.nome as paciente_nome, v.cancelado_em is not null as cancelado
            from vacinacao v join vacina va on va.id = v.vacina_id join cidadao c on c.id = v.paciente_id
            left join centro_custo cc on cc.id = v.centro_custo_id left join usuario u on u.id = v.profissional_id left join cidadao up on up.id = u.cidadao_id
           where v.centro_custo_id = ${sala.centroCustoId} and v.data_aplicacao = ${q.data ?? hojeIso()}
             ${q.vacinaId ? sql`and v.vacina_id = ${q.vacinaId}` : sql``}
             ${busca ? sql`and f_unaccent(lower(c.nome)) like f_unaccent(lower(${busca}))` : sql``}
           order by v.created_at desc, v.id desc limit 500`);
        return {
          data: rows.map((x) => ({
            id: Number(x.id),
            dataAplicacao: String(x.data),
            vacinaId: Number(x.vacina_id),
            vacinaNome: String(x.vacina_nome),
            sigla: x.calendario_sigla == null ? null : String(x.calendario_sigla),
            dose: String(x.dose),
            estrategia: Number(x.estrategia),
            origem: Number(x.origem),
            lote: x.lote_numero == null ? null : String(x.lote_numero),
            local: x.local == null ? null : String(x.local),
            profissional: x.profissional == null ? null : String(x.profissional),
            proximaDoseData: x.proxima == null ? null : String(x.proxima),
            campanhaId: x.campanha_id == null ? null : Number(x.campanha_id),
            centroCustoId: Number(x.centro_custo_id),
            pacienteId: Number(x.paciente_id),
            pacienteNome: String(x.paciente_nome),
            cancelado: Boolean(x.cancelado),
          })),
        };
      }),
  );

  r.get(
    `${base}/create/:pacienteId`,
    {
      schema: {
        tags,
        params: z.object({ pacienteId: z.coerce.number().int().positive() }),
        response: { 200: criacaoRegistroVacinacaoSchema },
      },
      config: { permission: IMU.registroVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const sala = await salaDaSessao(tx, req.auth.centroCustoId);
        const pacienteId = req.params.pacienteId;
        const paciente = await cabecalhoDoPaciente(tx, pacienteId);
        const p = await pacienteVacinal(tx, pacienteId);
        const cal = await calendarioDoMunicipio(tx);
        const historico = await historicoDoPaciente(tx, pacienteId);
        const hoje = hojeIso();
        await auditarLeitura(tx, req, { tabela: 'cidadao', registroId: pacienteId, pacienteId, rota: `${base}/create` });
        const { rows: todas } = await tx.execute(sql`select id, nome, calendario_sigla from vacina where not bloqueado order by nome`);
        return {
          data: {
            paciente,
            sexo: p.sexo,
            gestante: p.gestante,
            hoje,
            sala,
            calendario: cal,
            situacao: situacaoComGrupos(cal, p, dosesDoCalendario(historico), hoje),
            historico,
            vacinas: await vacinasDaSala(tx, sala.centroCustoId, hoje),
            todasVacinas: todas.map((v) => ({
              id: Number(v.id),
              nome: String(v.nome),
              sigla: v.calendario_sigla == null ? null : String(v.calendario_sigla),
            })),
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: registroVacinacaoSchema, response: { 201: registroVacinacaoRespostaSchema } },
      config: { permission: IMU.registroCadastrar },
    },
    async (req, reply) => {
      const ids = await req.tx(async (tx) => registrarAplicacoes(tx, ctx(req), await salaDaSessao(tx, req.auth.centroCustoId), req.body));
      return reply.status(201).send({ ids, message: M.registrado(ids.length) });
    },
  );

  r.post(
    `${base}/transcricao`,
    {
      schema: { tags, body: transcricaoVacinacaoSchema, response: { 201: registroVacinacaoRespostaSchema } },
      config: { permission: IMU.registroCadastrar },
    },
    async (req, reply) => {
      const ids = await req.tx((tx) => transcreverDoses(tx, ctx(req), req.body));
      return reply.status(201).send({ ids, message: M.transcrito(ids.length) });
    },
  );

  r.put(
    `${base}/cancelar/:id`,
    {
      schema: { tags, params: idParam, body: cancelamentoVacinacaoSchema, response: { 200: ok } },
      config: { permission: IMU.registroEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        await cancelarRegistro(tx, ctx(req), req.params.id, req.body.motivo, req.auth.centroCustoId ?? null);
        return { id: req.params.id, message: M.cancelado };
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParam, body: correcaoVacinacaoSchema, response: { 200: ok } },
      config: { permission: IMU.registroEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        const { rows } = await tx.execute(
          sql`select data_aplicacao::text as data, cancelado_em from vacinacao where id = ${req.params.id} for update`,
        );
        const atual = rows[0];
        if (!atual) throw notFound(M.naoEncontrado);
        if (atual.cancelado_em) throw unprocessable({ id: [M.jaCancelado] }, M.jaCancelado);
        if (b.proximaDoseData && b.proximaDoseData <= String(atual.data))
          throw unprocessable({ proxima_dose_data: [M.proximaAntesDaAplicacao] }, M.proximaAntesDaAplicacao);
        await tx.execute(sql`
          update vacinacao set via = ${b.via ?? null}, local_aplicacao = ${b.localAplicacao ?? null}, grupo_atendimento = ${b.grupoAtendimento},
                 proxima_dose_data = ${b.proximaDoseData ?? null}, observacao = ${b.observacao ?? null}, updated_at = now()
           where id = ${req.params.id}`);
        return { id: req.params.id, message: M.alterado };
      }),
  );
}
