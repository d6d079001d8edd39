import {
  datatableRequestSchema,
  observacaoEvolucaoSalvaSchema,
  observacaoEvolucaoSchema,
  observacaoFormularioSchema,
  observacaoListaSchema,
  PA,
  SetorTipo,
  STATUS_FILA_ATIVOS,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, centroCusto, cidadao, classificacaoRisco, observacaoEvolucao } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { chaveDoCentroCusto, fila } from '../../fila/index.js';
import {
  atendimentoParaEscrita,
  auditarLeituraAtendimento,
  cabecalhoDoAtendimento,
  entradaComAtendimento,
} from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';
import { prescricaoAtiva } from '../enfermagem/enfermagem.service.js';
import { localDaLotacao, plantaoAtual } from '../plantao/plantao.service.js';
import {
  excedeuLimite,
  linhaDoTempo,
  minutosDesde,
  observacaoDesde,
  ultimaEvolucaoEm,
  ultimosSinais,
} from './paciente-observacao.service.js';

const tags = ['pronto-atendimento/paciente-observacao'];
const base = '/api/pronto-atendimento/paciente-observacao';
const numeroFaa = sql<string>`${atendimento.numero}::text`;
const desde = observacaoDesde(fila.referenciaId);
/** numeric columns take the decimal as text. */
const decimal = (v: number | null | undefined) => (v == null ? null : String(v));

/**
 * paciente-observacao (issue 6 step 6): the patients now in the location's observation queues, the
 * evolution of one of them with the active prescription, and the serial note with vital signs.
 * Discharge is a doctor evaluation (atendimento-medico), not a route of this screen.
 */
export function pacienteObservacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: datatableRequestSchema, response: { 200: observacaoListaSchema } },
      config: { permission: PA.observacaoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const local = await localDaLotacao(tx, req.auth.lotacaoId);
        const agora = and(
          eq(fila.modulo, MODULO_PA),
          eq(fila.setorTipoId, SetorTipo.OBSERVACAO),
          inArray(fila.status, [...STATUS_FILA_ATIVOS]),
          local ? eq(centroCusto.infraestruturaId, local) : sql`false`,
        );
        return runDatatable(
          req.query,
          {
            sortable: {
              observacaoDesde: desde,
              paciente: cidadao.nome,
              numero: atendimento.numero,
              ultimaEvolucaoEm: ultimaEvolucaoEm(fila.referenciaId),
            },
            search: (termo) => textSearch(termo, cidadao.nome, cidadao.nomeSocial, numeroFaa),
            defaultOrder: [sql`${desde} asc`],
            tieBreaker: fila.id,
          },
          {
            rows: (where) =>
              tx
                .select({
                  id: fila.id,
                  status: fila.status,
                  // the joined FAA's id (the entry's referenciaId, typed non-null)
                  atendimentoId: atendimento.id,
                  numero: atendimento.numero,
                  setor: centroCusto.nome,
                  paciente: cidadao.nome,
                  nomeSocial: cidadao.nomeSocial,
                  desconhecido: cidadao.provisorio,
                  dataNascimento: cidadao.dataNascimento,
                  idadeEstimada: cidadao.idadeEstimada,
                  classificacaoRisco: classificacaoRisco.nome,
                  cor: classificacaoRisco.cor,
                  observacaoDesde: desde,
                  minutosEmObservacao: minutosDesde(desde),
                  excedido: excedeuLimite(desde),
                  ultimaEvolucaoEm: ultimaEvolucaoEm(fila.referenciaId),
                  ultimosSinais: ultimosSinais(fila.referenciaId),
                })
                .from(fila)
                .innerJoin(atendimento, eq(atendimento.id, fila.referenciaId))
                .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
                .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
                .leftJoin(classificacaoRisco, eq(classificacaoRisco.id, atendimento.classificacaoRiscoId))
                .where(and(agora, where))
                .$dynamic(),
            count: (where) =>
              tx
                .select({ total: sql<number>`count(*)::int` })
                .from(fila)
                .innerJoin(atendimento, eq(atendimento.id, fila.referenciaId))
                .innerJoin(cidadao, eq(cidadao.id, fila.pacienteId))
                .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
                .where(and(agora, where))
                .$dynamic(),
          },
        );
      }),
  );

  r.get(
    `${base}/create/:filaId`,
    {
      schema: { tags, params: z.object({ filaId: z.coerce.number().int().positive() }), response: { 200: observacaoFormularioSchema } },
      config: { permission: PA.observacaoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const e = await entradaComAtendimento(tx, req.params.filaId);
        await auditarLeituraAtendimento(tx, req, e.atendimentoId, 'paciente-observacao/create');
        const [tempo] = await tx
          .select({
            observacaoDesde: desde,
            minutosEmObservacao: minutosDesde(desde),
            excedido: excedeuLimite(desde),
            setorTipoId: fila.setorTipoId,
          })
          .from(fila)
          .where(eq(fila.id, e.id));
        return {
          model: {
            fila: { id: e.id, status: e.status, ...tempo },
            atendimento: await cabecalhoDoAtendimento(tx, e.atendimentoId),
            prescricao: await prescricaoAtiva(tx, e.atendimentoId),
            evolucao: await linhaDoTempo(tx, e.atendimentoId),
          },
        };
      }),
  );

  r.post(
    `${base}`,
    {
      schema: { tags, body: observacaoEvolucaoSchema, response: { 201: observacaoEvolucaoSalvaSchema } },
      config: { permission: PA.observacaoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx(async (tx) => {
        const b = req.body;
        const e = await entradaComAtendimento(tx, b.filaId);
        await atendimentoParaEscrita(tx, e.atendimentoId);
        const chave = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
        if (chave.setorTipoId !== SetorTipo.OBSERVACAO) throw unprocessable({ fila_id: ['Esta entrada não é de uma sala de observação.'] });
        const turno = await plantaoAtual(tx, chave.infraestruturaId);
        const [nova] = await tx
          .insert(observacaoEvolucao)
          .values({
            atendimentoId: e.atendimentoId,
            usuarioId: req.auth.usuarioId,
            plantaoId: turno?.id ?? null,
            texto: b.texto,
            paSistolica: b.paSistolica,
            paDiastolica: b.paDiastolica,
            frequenciaCardiaca: b.frequenciaCardiaca,
            frequenciaRespiratoria: b.frequenciaRespiratoria,
            temperatura: decimal(b.temperatura),
            saturacao: b.saturacao,
            glicemia: b.glicemia,
            dor: b.dor,
            glasgow: b.glasgow,
          })
          .returning({ id: observacaoEvolucao.id });
        return { evolucao: { id: nova?.id }, message: 'Evolução registrada.' };
      });
      return reply.status(201).send(res);
    },
  );
}
