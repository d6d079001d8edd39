import {
  AMB,
  alertasDoPaciente,
  enfermagemAmbulatorioFormularioSchema,
  enfermagemAmbulatorioListaSchema,
  enfermagemAmbulatorioSalvaSchema,
  enfermagemAmbulatorioSchema,
  FATOR_RISCO_GESTANTE,
  hojeIso,
  PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS,
  TIPO_ATENDIMENTO_ENFERMAGEM,
  TipoAtendimentoEnfermagemNome,
} from '@saude/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { auditoria, cidadao, procedimentoSigtap } from '../../../db/schema/index.js';
import { agendamento } from '../../agenda/index.js';
import { alergia, cidadaoAlergia, cidadaoFatorRisco, especialidade } from '../../cadastro/index.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { localDaSessao } from '../recepcao/recepcao.service.js';
import { entradaDaEnfermagem, salvarEnfermagem } from './atendimento-enfermagem.service.js';
import { ambulatorioEnfermagem } from './atendimento-enfermagem.table.js';

const tags = ['ambulatorio/atendimento-enfermagem'];
const base = '/api/ambulatorio/atendimento-enfermagem';
const id = z.coerce.number().int().positive();

/** Reading a patient's outpatient record is audited, as emergency care does ('LEITURA', decision in §5). */
async function auditarLeitura(tx: Tx, req: FastifyRequest, atendimentoId: number, rota: string) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'atendimento_ambulatorial',
    registroId: atendimentoId,
    depois: { rota },
    requestId: String(req.id),
  });
}

/** ambulatorio/atendimento-enfermagem (spec 000 §2.3: index, create/{tipoAtendimento}/{filaId}/{agendamentoId?}). */
export function enfermagemAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(base, { schema: { tags, response: { 200: enfermagemAmbulatorioListaSchema } }, config: { permission: AMB.enfermagemVer } }, (req) =>
    req.tx(async (tx) => {
      const local = await localDaSessao(tx, req.auth.centroCustoId);
      const { rows } = await tx.execute(sql`
          select e.id, e.criado_em, e.tipo, c.nome as paciente, pc.nome as profissional, e.pa_sistolica, e.pa_diastolica, e.imc::text as imc,
                 (select string_agg(p.procedimento_codigo, ', ' order by p.id) from ambulatorio_enfermagem_procedimento p
                   where p.ambulatorio_enfermagem_id = e.id) as procedimentos
            from ambulatorio_enfermagem e
            join atendimento_ambulatorial a on a.id = e.atendimento_ambulatorial_id
            join cidadao c on c.id = e.paciente_id
            left join usuario u on u.id = e.usuario_id left join cidadao pc on pc.id = u.cidadao_id
           where a.infraestrutura_id = ${local.infraestruturaId} and e.criado_em >= now() - interval '1 day'
           order by e.criado_em desc limit 200`);
      return {
        data: (rows as Record<string, unknown>[]).map((x) => ({
          id: Number(x.id),
          criadoEm: x.criado_em as string,
          tipo: Number(x.tipo),
          paciente: String(x.paciente),
          profissional: (x.profissional as string | null) ?? null,
          paSistolica: x.pa_sistolica == null ? null : Number(x.pa_sistolica),
          paDiastolica: x.pa_diastolica == null ? null : Number(x.pa_diastolica),
          imc: (x.imc as string | null) ?? null,
          procedimentos: (x.procedimentos as string | null) ?? null,
        })),
      };
    }),
  );

  r.get(
    `${base}/create/:tipo/:filaId/:agendamentoId?`,
    {
      schema: {
        tags,
        params: z.object({
          tipo: z.coerce
            .number()
            .int()
            .refine((t) => Object.values(TIPO_ATENDIMENTO_ENFERMAGEM).includes(t as 1), 'Tipo de atendimento inválido'),
          filaId: id,
          agendamentoId: id.optional(),
        }),
        response: { 200: enfermagemAmbulatorioFormularioSchema },
      },
      config: { permission: AMB.enfermagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const e = await entradaDaEnfermagem(tx, req.params.filaId);
        const profissional = sql<
          string | null
        >`(select pc.nome from usuario pu join cidadao pc on pc.id = pu.cidadao_id where pu.id = ${atendimentoAmbulatorial.profissionalId})`;
        const [a] = await tx
          .select({
            id: atendimentoAmbulatorial.id,
            chegadaEm: atendimentoAmbulatorial.chegadaEm,
            especialidade: especialidade.nome,
            profissional,
            agendamentoId: atendimentoAmbulatorial.agendamentoId,
            horaAgendada: agendamento.hora,
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
          .from(atendimentoAmbulatorial)
          .innerJoin(cidadao, eq(cidadao.id, atendimentoAmbulatorial.pacienteId))
          .leftJoin(especialidade, eq(especialidade.id, atendimentoAmbulatorial.especialidadeId))
          .leftJoin(agendamento, eq(agendamento.id, atendimentoAmbulatorial.agendamentoId))
          .where(eq(atendimentoAmbulatorial.id, e.aaId));
        if (!a) throw new Error('atendimento ambulatorial sumiu');
        await auditarLeitura(tx, req, a.id, `ambulatorio/atendimento-enfermagem/create/${req.params.tipo}/${req.params.filaId}`);
        const alergias = await tx
          .select({ nome: alergia.nome, observacao: cidadaoAlergia.reacoesObservacoes })
          .from(cidadaoAlergia)
          .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
          .where(eq(cidadaoAlergia.cidadaoId, a.pacienteId))
          .orderBy(cidadaoAlergia.ordem, cidadaoAlergia.id);
        const sugeridos = await tx
          .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome })
          .from(procedimentoSigtap)
          .where(inArray(procedimentoSigtap.codigo, [...PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS]));
        const [anterior] = await tx
          .select({
            criadoEm: ambulatorioEnfermagem.criadoEm,
            peso: ambulatorioEnfermagem.peso,
            altura: ambulatorioEnfermagem.altura,
            imc: ambulatorioEnfermagem.imc,
          })
          .from(ambulatorioEnfermagem)
          .where(and(eq(ambulatorioEnfermagem.pacienteId, a.pacienteId), sql`${ambulatorioEnfermagem.peso} is not null`))
          .orderBy(desc(ambulatorioEnfermagem.criadoEm))
          .limit(1);
        return {
          form: {
            tipo: req.params.tipo,
            tipoNome: TipoAtendimentoEnfermagemNome[req.params.tipo] ?? '',
            fila: { id: e.filaId, status: e.status },
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
              especialidade: a.especialidade,
              profissional: a.profissional,
              agendamentoId: a.agendamentoId,
              horaAgendada: a.horaAgendada,
            },
            procedimentosSugeridos: PROCEDIMENTOS_ENFERMAGEM_SUGERIDOS.flatMap((c) => sugeridos.filter((s) => s.codigo === c)),
            anterior: anterior ?? null,
          },
        };
      }),
  );

  r.post(
    base,
    {
      schema: { tags, body: enfermagemAmbulatorioSchema, response: { 201: enfermagemAmbulatorioSalvaSchema } },
      config: { permission: AMB.enfermagemCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx((tx) =>
        salvarEnfermagem(tx, { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, lotacaoId: req.auth.lotacaoId }, req.body),
      );
      return reply.status(201).send(res);
    },
  );
}
