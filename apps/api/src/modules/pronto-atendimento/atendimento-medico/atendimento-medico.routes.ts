import {
  atendimentoMedicoFormularioSchema,
  atendimentoMedicoSalvoSchema,
  atendimentoMedicoSchema,
  atendimentoMedicoVisualizarSchema,
  DESTINO_ATENDIMENTO_NOME,
  DESTINOS_COM_DETALHE,
  declaracaoComparecimentoEmitidaSchema,
  declaracaoComparecimentoSchema,
  hojeIso,
  PA,
  SetorTipo,
  STATUS_FILA_ATIVOS,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
  TipoDocumentoClinico,
  VIAS_ADMINISTRACAO,
} from '@saude/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimentoMedico, documentoClinico } from '../../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { especialidade } from '../../cadastro/index.js';
import { chaveDoCentroCusto, fila } from '../../fila/index.js';
import {
  atendimentoParaEscrita,
  auditarLeituraAtendimento,
  cabecalhoDoAtendimento,
  entradaComAtendimento,
} from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';
import { avaliacoesDoAtendimento, centrosDaUnidade, prescricaoAtiva, triagensDoAtendimento } from './atendimento-medico.consulta.js';
import { gravarAtendimentoMedico } from './atendimento-medico.gravar.js';
import { atendimentoMedicoListaRoutes } from './atendimento-medico.lista.js';

const tags = ['pronto-atendimento/atendimento-medico'];
export const ATENDIMENTO_MEDICO_API = '/api/pronto-atendimento/atendimento-medico';
const base = ATENDIMENTO_MEDICO_API;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const opcoes = (nomes: Record<number, string>) => Object.entries(nomes).map(([id, nome]) => ({ id: Number(id), nome }));

/**
 * atendimento-medico (issue 6 step 4; spec 000 §2.3 index and create/{id}/{plantaoId}, 001 §7 store and
 * declaracao-comparecimento): the form of a queue entry in the doctors' rooms or in observation, the
 * evaluation with its prescriptions, documents, imaging and destination, the declaration issued later, and
 * the list of evaluations. The signed FAA (store-faa-assinada) is stored by the signatures module.
 */
export function atendimentoMedicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create/:filaId`,
    {
      schema: {
        tags,
        params: z.object({ filaId: z.coerce.number().int().positive() }),
        response: { 200: atendimentoMedicoFormularioSchema },
      },
      config: { permission: PA.medicoCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const e = await entradaComAtendimento(tx, req.params.filaId);
        const [entrada] = await tx
          .select({ setorTipoId: fila.setorTipoId, profissionalAtualId: fila.profissionalAtualId })
          .from(fila)
          .where(eq(fila.id, e.id));
        if (!(STATUS_FILA_ATIVOS as readonly number[]).includes(e.status))
          throw conflict('Esta entrada da fila já foi encerrada: o paciente não está mais nesta fila.');
        await auditarLeituraAtendimento(tx, req, e.atendimentoId, 'atendimento-medico/create');
        const local = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
        return {
          form: {
            destinos: opcoes(DESTINO_ATENDIMENTO_NOME),
            destinosComDetalhe: Object.keys(DESTINOS_COM_DETALHE).map(Number),
            tiposReceita: opcoes(TIPO_RECEITA_NOME),
            tiposDocumento: opcoes(TIPO_DOCUMENTO_CLINICO_NOME),
            centrosObservacao: await centrosDaUnidade(tx, local.infraestruturaId, SetorTipo.OBSERVACAO),
            centrosMedicacao: await centrosDaUnidade(tx, local.infraestruturaId, SetorTipo.ENFERMAGEM),
            especialidades: await tx
              .select({ id: especialidade.id, nome: especialidade.nome })
              .from(especialidade)
              .where(eq(especialidade.bloqueado, false))
              .orderBy(porNome(especialidade.nome)),
            vias: VIAS_ADMINISTRACAO.map((v) => v.nome),
          },
          model: {
            fila: {
              id: e.id,
              status: e.status,
              setorTipoId: entrada?.setorTipoId,
              centroCustoId: e.centroCustoId,
              emAtendimentoPorVoce: entrada?.profissionalAtualId === req.auth.usuarioId,
            },
            atendimento: await cabecalhoDoAtendimento(tx, e.atendimentoId),
            triagens: await triagensDoAtendimento(tx, e.atendimentoId),
            avaliacoes: await avaliacoesDoAtendimento(tx, { atendimentoId: e.atendimentoId }),
            prescricaoAtiva: await prescricaoAtiva(tx, e.atendimentoId),
          },
        };
      }),
  );

  r.post(
    `${base}`,
    {
      schema: { tags, body: atendimentoMedicoSchema, response: { 201: atendimentoMedicoSalvoSchema } },
      config: { permission: PA.medicoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx((tx) =>
        gravarAtendimentoMedico(tx, { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId, lotacaoId: req.auth.lotacaoId }, req.body),
      );
      return reply.status(201).send(res);
    },
  );

  // A declaration asked for after the evaluation (the patient or the companion at the exit): it joins the
  // FAA's last doctor evaluation, so the print carries that doctor's attendance.
  r.post(
    `${base}/declaracao-comparecimento`,
    {
      schema: { tags, body: declaracaoComparecimentoSchema, response: { 201: declaracaoComparecimentoEmitidaSchema } },
      config: { permission: PA.medicoCadastrar },
    },
    async (req, reply) => {
      const res = await req.tx(async (tx) => {
        const b = req.body;
        const faa = await atendimentoParaEscrita(tx, b.atendimentoId);
        const [ultima] = await tx
          .select({ id: atendimentoMedico.id })
          .from(atendimentoMedico)
          .where(eq(atendimentoMedico.atendimentoId, faa.id))
          .orderBy(desc(atendimentoMedico.criadoEm), desc(atendimentoMedico.id))
          .limit(1);
        if (!ultima)
          throw unprocessable({
            atendimento_id: ['Esta FAA não tem atendimento médico: registre o atendimento antes de emitir a declaração.'],
          });
        const [d] = await tx
          .insert(documentoClinico)
          .values({
            atendimentoId: faa.id,
            atendimentoMedicoId: ultima.id,
            usuarioId: req.auth.usuarioId,
            tipo: TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO,
            dataInicio: hojeIso(),
            horaInicio: b.horaInicio,
            horaFim: b.horaFim,
            acompanhante: b.acompanhante,
          })
          .returning({ id: documentoClinico.id });
        return { documento: { id: d?.id }, message: 'Declaração de comparecimento emitida.' };
      });
      return reply.status(201).send(res);
    },
  );

  atendimentoMedicoListaRoutes(app);

  // One evaluation read from the list (audited: it is the patient's clinical record).
  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: atendimentoMedicoVisualizarSchema } }, config: { permission: PA.medicoVer } },
    (req) =>
      req.tx(async (tx) => {
        const [avaliacao] = await avaliacoesDoAtendimento(tx, { id: req.params.id });
        if (!avaliacao) throw notFound('Atendimento médico não encontrado.');
        await auditarLeituraAtendimento(tx, req, avaliacao.atendimentoId, 'atendimento-medico/visualizar');
        return { model: { atendimento: await cabecalhoDoAtendimento(tx, avaliacao.atendimentoId), avaliacao } };
      }),
  );
}
