import {
  AMB,
  alertasDoPaciente,
  atendimentoAmbulatorioFormularioSchema,
  atendimentoAmbulatorioSalvoSchema,
  atendimentoAmbulatorioSchema,
  atendimentoAmbulatorioVisualizarSchema,
  atendimentoCorrecaoFormularioSchema,
  correcaoAtendimentoSchema,
  FATOR_RISCO_GESTANTE,
  FORMULARIO_REQUISICAO_EXAME,
  hojeIso,
  MENSAGENS_CONSULTA,
  SITUACAO_PROBLEMA_NOME,
  STATUS_ATENDIMENTO_CONSULTA_NOME,
  STATUS_FILA_ATIVOS,
  StatusAtendimentoConsulta,
  TIPO_DOCUMENTO_AMBULATORIO_NOME,
  TIPO_RECEITA_AMBULATORIO_NOME,
} from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cidadao, unidade } from '../../../db/schema/index.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';
import { agendamento } from '../../agenda/index.js';
import { alergia, cidadaoAlergia, cidadaoFatorRisco, especialidade } from '../../cadastro/index.js';
import { fila } from '../../fila/index.js';
import { ambulatorioEnfermagem } from '../atendimento-enfermagem/atendimento-enfermagem.table.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { corrigirAtendimento, gravarAtendimento } from './atendimento.gravar.js';
import { impressaoAmbulatorioRoutes } from './atendimento.impressao.routes.js';
import { impressoesDoAtendimento } from './atendimento.impressoes.js';
import { detalheDoAtendimento, gestacaoEmCurso, historicoResumido, problemasDoPaciente } from './atendimento.leitura.js';
import { ATENDIMENTO_API, atendimentoListasRoutes } from './atendimento.listas.js';
import { ambulatorioAtendimento } from './atendimento.table.js';
import { ambulatorioRequisicaoExame } from './atendimento-documentos.table.js';

const tags = ['ambulatorio/atendimento'];
const base = ATENDIMENTO_API;
const id = z.coerce.number().int().positive();
const opcoes = (nomes: Record<number, string>) => Object.entries(nomes).map(([k, nome]) => ({ id: Number(k), nome }));
const nomeStatus = (s: number) => STATUS_ATENDIMENTO_CONSULTA_NOME[s] ?? '';

/** The pre-consultation of this arrival (the nursing's last record of it), as the doctor reads it. */
async function preConsulta(tx: Tx, atendimentoAmbulatorialId: number) {
  const [e] = await tx
    .select({
      id: ambulatorioEnfermagem.id,
      criadoEm: ambulatorioEnfermagem.criadoEm,
      profissional: nomeDoUsuario(ambulatorioEnfermagem.usuarioId),
      queixa: ambulatorioEnfermagem.queixa,
      paSistolica: ambulatorioEnfermagem.paSistolica,
      paDiastolica: ambulatorioEnfermagem.paDiastolica,
      frequenciaCardiaca: ambulatorioEnfermagem.frequenciaCardiaca,
      frequenciaRespiratoria: ambulatorioEnfermagem.frequenciaRespiratoria,
      temperatura: ambulatorioEnfermagem.temperatura,
      saturacao: ambulatorioEnfermagem.saturacao,
      glicemia: ambulatorioEnfermagem.glicemia,
      dor: ambulatorioEnfermagem.dor,
      peso: ambulatorioEnfermagem.peso,
      altura: ambulatorioEnfermagem.altura,
      imc: ambulatorioEnfermagem.imc,
      circunferenciaAbdominal: ambulatorioEnfermagem.circunferenciaAbdominal,
      anotacao: ambulatorioEnfermagem.anotacao,
      procedimentos: sql<string[]>`coalesce((select array_agg(p.procedimento_codigo || ' - ' || s.nome order by p.id)
        from ambulatorio_enfermagem_procedimento p join procedimento_sigtap s on s.codigo = p.procedimento_codigo
        where p.ambulatorio_enfermagem_id = ${ambulatorioEnfermagem.id}), '{}')`,
    })
    .from(ambulatorioEnfermagem)
    .where(eq(ambulatorioEnfermagem.atendimentoAmbulatorialId, atendimentoAmbulatorialId))
    .orderBy(desc(ambulatorioEnfermagem.criadoEm))
    .limit(1);
  if (!e) return null;
  const { id: _id, ...resto } = e;
  return resto;
}

/** The option lists of the attendance form (store and correction). */
async function opcoesDoFormulario(tx: Tx) {
  return {
    tiposReceita: opcoes(TIPO_RECEITA_AMBULATORIO_NOME),
    tiposDocumento: opcoes(TIPO_DOCUMENTO_AMBULATORIO_NOME),
    situacoesProblema: opcoes(SITUACAO_PROBLEMA_NOME),
    especialidades: await tx
      .select({ id: especialidade.id, nome: especialidade.nome })
      .from(especialidade)
      .where(eq(especialidade.bloqueado, false))
      .orderBy(porNome(especialidade.nome)),
    formulariosRequisicao: Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => ({ codigo: f.codigo, titulo: f.titulo })),
  };
}

/**
 * ambulatorio/atendimento (issue 17; spec 000 §2.3 index and create/{filaId}/{agendamentoId?}, 001 §7 store): the
 * form of an office-queue entry (the patient, the pre-consultation, the problem list, the history and the
 * pregnancy being followed, audited as a read of the record), the store, one attendance read and the correction of
 * a reopened one.
 */
export function atendimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  atendimentoListasRoutes(app, nomeStatus);
  impressaoAmbulatorioRoutes(app);

  r.get(
    `${base}/create/:filaId/:agendamentoId?`,
    {
      schema: {
        tags,
        params: z.object({ filaId: id, agendamentoId: id.optional() }),
        response: { 200: atendimentoAmbulatorioFormularioSchema },
      },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const [a] = await tx
          .select({
            filaId: fila.id,
            filaStatus: fila.status,
            profissionalAtualId: fila.profissionalAtualId,
            id: atendimentoAmbulatorial.id,
            chegadaEm: atendimentoAmbulatorial.chegadaEm,
            unidade: unidade.nomeFantasia,
            especialidade: especialidade.nome,
            profissional: nomeDoUsuario(atendimentoAmbulatorial.profissionalId),
            agendamentoId: atendimentoAmbulatorial.agendamentoId,
            horaAgendada: sql<string | null>`${agendamento.hora}::text`,
            pacienteId: cidadao.id,
            nome: cidadao.nome,
            nomeSocial: cidadao.nomeSocial,
            preferenciaNomeId: cidadao.preferenciaNomeId,
            dataNascimento: cidadao.dataNascimento,
            sexoId: cidadao.sexoId,
            cns: cidadao.cns,
            desconhecido: cidadao.provisorio,
            idadeEstimada: cidadao.idadeEstimada,
            gestante: sql<boolean>`exists (select 1 from ${cidadaoFatorRisco}
              where ${cidadaoFatorRisco.cidadaoId} = ${cidadao.id} and ${cidadaoFatorRisco.fatorRiscoId} = ${FATOR_RISCO_GESTANTE})`,
          })
          .from(fila)
          .innerJoin(atendimentoAmbulatorial, and(eq(fila.modulo, MODULO_AMBULATORIO), eq(atendimentoAmbulatorial.id, fila.referenciaId)))
          .innerJoin(cidadao, eq(cidadao.id, atendimentoAmbulatorial.pacienteId))
          .innerJoin(unidade, eq(unidade.id, atendimentoAmbulatorial.unidadeId))
          .leftJoin(especialidade, eq(especialidade.id, atendimentoAmbulatorial.especialidadeId))
          .leftJoin(agendamento, eq(agendamento.id, atendimentoAmbulatorial.agendamentoId))
          .where(eq(fila.id, req.params.filaId));
        if (!a) throw notFound('Entrada da fila não encontrada.');
        if (!(STATUS_FILA_ATIVOS as readonly number[]).includes(a.filaStatus))
          throw conflict('Esta entrada da fila já foi encerrada: o paciente não está mais nesta fila.');
        await auditarLeitura(tx, req, {
          tabela: 'atendimento_ambulatorial',
          registroId: a.id,
          pacienteId: a.pacienteId,
          rota: `ambulatorio/atendimento/create/${req.params.filaId}`,
        });
        const alergias = await tx
          .select({ nome: alergia.nome, observacao: cidadaoAlergia.reacoesObservacoes })
          .from(cidadaoAlergia)
          .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
          .where(eq(cidadaoAlergia.cidadaoId, a.pacienteId))
          .orderBy(cidadaoAlergia.ordem, cidadaoAlergia.id);
        return {
          form: {
            fila: { id: a.filaId, status: a.filaStatus, emAtendimentoPorVoce: a.profissionalAtualId === req.auth.usuarioId },
            paciente: {
              pacienteId: a.pacienteId,
              prontuario: a.pacienteId,
              pacienteNome: a.nome,
              nomeSocial: a.nomeSocial,
              preferenciaNomeId: a.preferenciaNomeId,
              dataNascimento: a.dataNascimento,
              sexoId: a.sexoId,
              cns: a.cns,
              desconhecido: a.desconhecido,
              idadeEstimada: a.idadeEstimada,
              alergias,
              alertas: alertasDoPaciente({ ...a, gestante: Boolean(a.gestante) }, hojeIso()),
            },
            atendimento: {
              id: a.id,
              chegadaEm: a.chegadaEm,
              unidade: a.unidade ?? '',
              especialidade: a.especialidade,
              profissional: a.profissional,
              agendamentoId: a.agendamentoId,
              horaAgendada: a.horaAgendada,
            },
            preConsulta: await preConsulta(tx, a.id),
            problemasPaciente: await problemasDoPaciente(tx, a.pacienteId),
            historico: await historicoResumido(tx, a.pacienteId),
            gestacao: await gestacaoEmCurso(tx, a.pacienteId, hojeIso()),
            opcoes: await opcoesDoFormulario(tx),
          },
        };
      }),
  );

  const ctx = (req: { cliente: { id: number }; auth: { usuarioId: number; lotacaoId: number } }) => ({
    clienteId: req.cliente.id,
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
  });

  r.post(
    base,
    {
      schema: { tags, body: atendimentoAmbulatorioSchema, response: { 201: atendimentoAmbulatorioSalvoSchema } },
      config: { permission: AMB.atendimentoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx((tx) => gravarAtendimento(tx, ctx(req), req.body));
      return reply.status(201).send(res);
    },
  );

  r.get(
    `${base}/:id`,
    {
      schema: { tags, params: z.object({ id }), response: { 200: atendimentoAmbulatorioVisualizarSchema } },
      config: { permission: AMB.atendimentoVer },
    },
    (req) =>
      req.tx(async (tx) => {
        const model = await detalheDoAtendimento(tx, req.params.id);
        await auditarLeitura(tx, req, {
          tabela: 'ambulatorio_atendimento',
          registroId: model.id,
          pacienteId: model.pacienteId,
          rota: 'ambulatorio/atendimento/visualizar',
        });
        return { model, impressoes: await impressoesDoAtendimento(tx, model.id) };
      }),
  );

  // the form of the correction: only a reopened attendance, only by its author (audited as a read)
  r.get(
    `${base}/edit/:id`,
    {
      schema: { tags, params: z.object({ id }), response: { 200: atendimentoCorrecaoFormularioSchema } },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const model = await detalheDoAtendimento(tx, req.params.id);
        if (model.status !== StatusAtendimentoConsulta.REABERTO) throw conflict(MENSAGENS_CONSULTA.naoReaberta);
        const [autor] = await tx
          .select({ usuarioId: ambulatorioAtendimento.usuarioId })
          .from(ambulatorioAtendimento)
          .where(eq(ambulatorioAtendimento.id, model.id));
        if (autor?.usuarioId !== req.auth.usuarioId) throw conflict(MENSAGENS_CONSULTA.outroProfissional);
        await auditarLeitura(tx, req, {
          tabela: 'ambulatorio_atendimento',
          registroId: model.id,
          pacienteId: model.pacienteId,
          rota: 'ambulatorio/atendimento/edit',
        });
        const requisicoes = await tx
          .select({ dados: ambulatorioRequisicaoExame.dados })
          .from(ambulatorioRequisicaoExame)
          .where(eq(ambulatorioRequisicaoExame.ambulatorioAtendimentoId, model.id));
        const [p] = await tx
          .select({ nome: cidadao.nome, social: cidadao.nomeSocial })
          .from(cidadao)
          .where(eq(cidadao.id, model.pacienteId));
        return {
          model,
          pacienteNome: p?.social || p?.nome || '',
          // the SADT request made from the registry's exams is made again from them
          requisicoes: requisicoes.map((q) => q.dados as Record<string, unknown>).filter((d) => d.origem !== 'exames'),
          opcoes: await opcoesDoFormulario(tx),
        };
      }),
  );

  // the correction of a reopened attendance by its author (alteracao-consultas-finalizadas reopens it)
  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: z.object({ id }), body: correcaoAtendimentoSchema, response: { 200: atendimentoAmbulatorioSalvoSchema } },
      config: { permission: AMB.atendimentoCadastrar },
    },
    (req) => req.tx((tx) => corrigirAtendimento(tx, ctx(req), req.params.id, req.body)),
  );
}
