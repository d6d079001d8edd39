import {
  type AcaoFilaAmbulatorio,
  AMB,
  acaoEntradaFilaRespostaSchema,
  aplicarTransicaoAmbulatorio,
  filaAmbulatorioRespostaSchema,
  MENSAGENS_FILA,
  MENSAGENS_FILA_AMBULATORIO,
  STATUS_ATENDIMENTO_AMBULATORIAL as S,
  SetorTipo,
  STATUS_AGENDAMENTO,
  type StatusFilaId,
  StatusFilaNome,
  transicaoFilaAmbulatorio,
} from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { especialidade } from '../../cadastro/index.js';
import {
  type BalcaoFila,
  chaveDoCentroCusto,
  consultaFilaSchema,
  dadosDaFila,
  fila,
  filtroId,
  type PerfilAcoesFila,
  rotaChamadaDaFila,
  rotasDeAcoesDaFila,
} from '../../fila/index.js';
import { registrosDaFila } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { filasDoLocal, localDaSessao } from '../recepcao/recepcao.service.js';
import { perfilFilaAmbulatorio } from './fila.perfil.js';

const tags = ['ambulatorio/fila'];
const base = '/api/ambulatorio';
/** The outpatient queue's highlight (spec 000 §9: 24 hours), the same constant as every queue. */
const DESTAQUE_HORAS = 24;

/** The outpatient kind of the one transitions table, as the engine applies it. */
export const PERFIL_ACOES_AMBULATORIO: PerfilAcoesFila<AcaoFilaAmbulatorio> = {
  aplicar: (acao, status) => aplicarTransicaoAmbulatorio(acao, status as StatusFilaId),
  transicao: transicaoFilaAmbulatorio,
  mensagens: MENSAGENS_FILA_AMBULATORIO,
};

const consulta = consultaFilaSchema.extend({
  centroCustoId: filtroId,
  ordenacao: z.enum(['prioridade', 'chegada']).catch('prioridade').default('prioridade'),
  prioridadeId: filtroId,
  especialidadeId: filtroId,
  salaId: filtroId,
});

/** The attendance an entry queues, when it is an outpatient one (`referencia_id` means something only with `modulo`). */
async function atendimentoDaEntrada(tx: Tx, filaId: number) {
  const [e] = await tx
    .select({
      aaId: atendimentoAmbulatorial.id,
      status: atendimentoAmbulatorial.status,
      agendamentoId: atendimentoAmbulatorial.agendamentoId,
      setorTipoId: fila.setorTipoId,
    })
    .from(fila)
    .innerJoin(atendimentoAmbulatorial, eq(atendimentoAmbulatorial.id, fila.referenciaId))
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_AMBULATORIO)));
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  return e;
}

/** What an action means for the outpatient attendance of the entry and its appointment. */
async function seguirAtendimento(
  tx: Tx,
  {
    acao: a,
    antes: aa,
    feito,
  }: { acao: AcaoFilaAmbulatorio; antes: Awaited<ReturnType<typeof atendimentoDaEntrada>>; feito: { id: number; status: number } },
) {
  const naEnfermagem = aa.setorTipoId === SetorTipo.ENFERMAGEM;
  const status =
    a === 'evadir'
      ? S.EVADIDO
      : a === 'excluir'
        ? S.EXCLUIDO
        : a === 'desfazerEvasao' || (a === 'devolver' && naEnfermagem)
          ? naEnfermagem
            ? S.AGUARDANDO
            : S.AGUARDANDO_ATENDIMENTO
          : a === 'atender' && naEnfermagem
            ? S.PRE_CONSULTA
            : null;
  if (status !== null)
    await tx.update(atendimentoAmbulatorial).set({ status, updatedAt: new Date() }).where(eq(atendimentoAmbulatorial.id, aa.aaId));
  // deleted from the list: the arrival is undone, the appointment can be marked again (or as a no-show)
  if (a === 'excluir' && aa.agendamentoId)
    await tx.execute(sql`update agendamento set status = ${STATUS_AGENDAMENTO.AGENDADO}, confirmado_em = null
      where id = ${aa.agendamentoId} and modulo = ${MODULO_AMBULATORIO} and status = ${STATUS_AGENDAMENTO.CONFIRMADO}`);
  return { id: feito.id, status: feito.status, ...(a === 'excluir' ? { message: MENSAGENS_FILA_AMBULATORIO.excluida } : {}) };
}

/**
 * The outpatient queues (spec 001 §7 "fila: list, evade, undo-evade, send-back, delete", issue 17), a desk of the
 * queue engine: the list of a queue of the user's unit with its filter options, the call (to the TV and room
 * through the engine's `aoChamar`), attend (opening the entry), send back, evade, undo the evasion and delete.
 */
export function filaAmbulatorioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/fila`,
    { schema: { tags, querystring: consulta, response: { 200: filaAmbulatorioRespostaSchema } }, config: { permission: AMB.filaVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const local = await localDaSessao(tx, req.auth.centroCustoId);
        const filas = await filasDoLocal(tx, local.infraestruturaId);
        // the session's own queue when it is one (the nurse's, the office's), else the unit's first (nursing)
        const centroCustoId = q.centroCustoId ?? filas.find((f) => f.id === local.centroCustoId)?.id ?? filas[0]?.id;
        if (!centroCustoId || !filas.some((f) => f.id === centroCustoId))
          throw unprocessable({ centro_custo_id: ['Escolha uma fila do ambulatório desta unidade.'] });
        const chave = await chaveDoCentroCusto(tx, MODULO_AMBULATORIO, centroCustoId);
        const especialidades = await tx
          .select({ id: especialidade.id, nome: especialidade.nome })
          .from(especialidade)
          .where(eq(especialidade.bloqueado, false))
          .orderBy(porNome(especialidade.nome));
        const { opcoes, form, model } = await dadosDaFila(tx, {
          chave,
          usuarioId: req.auth.usuarioId,
          filtros: q,
          destaqueHoras: DESTAQUE_HORAS,
          perfil: perfilFilaAmbulatorio,
          registros: registrosDaFila,
        });
        return {
          data: {
            form: {
              filas,
              prioridades: opcoes.prioridades,
              especialidades,
              status: Object.entries(StatusFilaNome).map(([id, nome]) => ({ id: Number(id), nome })),
              ...form,
            },
            model: { centroCustoId, setorTipoId: chave.setorTipoId, ...model },
          },
        };
      }),
  );

  const balcao: BalcaoFila<AcaoFilaAmbulatorio> = {
    tags,
    modulo: MODULO_AMBULATORIO,
    perfil: PERFIL_ACOES_AMBULATORIO,
    resposta: acaoEntradaFilaRespostaSchema,
  };
  rotaChamadaDaFila(app, { ...balcao, url: `${base}/chamada`, permissao: AMB.filaOperar, registros: registrosDaFila });
  rotasDeAcoesDaFila(app, {
    ...balcao,
    antes: (tx, _req, filaId) => atendimentoDaEntrada(tx, filaId),
    depois: seguirAtendimento,
    acoes: [
      { acao: 'atender', url: `${base}/fila/atender/:id`, permissao: AMB.filaOperar },
      { acao: 'devolver', url: `${base}/fila/devolver/:id`, permissao: AMB.filaOperar },
      { acao: 'evadir', url: `${base}/fila/evadir/:id`, permissao: AMB.filaOperar },
      { acao: 'desfazerEvasao', url: `${base}/fila/desfazer-evasao/:id`, permissao: AMB.filaOperar },
      { acao: 'excluir', url: `${base}/fila/:id`, permissao: AMB.filaExcluir, metodo: 'DELETE' },
    ],
  });
}
