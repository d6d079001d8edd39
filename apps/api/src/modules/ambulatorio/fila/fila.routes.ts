import {
  type AcaoFilaAmbulatorio,
  AMB,
  acaoFilaAmbulatorioRespostaSchema,
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
import { especialidade, sala } from '../../cadastro/index.js';
import {
  aplicarAcaoFila,
  chaveDoCentroCusto,
  contagemFila,
  fila,
  listarFila,
  type PerfilAcoesFila,
  topicoFila,
  ultimoLocalDeChamada,
} from '../../fila/index.js';
import { opcoesDoFormularioDaFila, tela } from '../../painel-senha/index.js';
import { MODULO_AMBULATORIO } from '../constantes.js';
import { atendimentoAmbulatorial } from '../recepcao/atendimento-ambulatorial.table.js';
import { filasDoLocal, localDaSessao } from '../recepcao/recepcao.service.js';
import { perfilFilaAmbulatorio } from './fila.perfil.js';

const tags = ['ambulatorio/fila'];
const base = '/api/ambulatorio';
const id = z.coerce.number().int().positive();
const opcional = id.optional().catch(undefined);
/** The outpatient queue's highlight (spec 000 §9: 24 hours), the same constant as every queue. */
const DESTAQUE_HORAS = 24;

/** The outpatient kind of the one transitions table, as the engine applies it. */
export const PERFIL_ACOES_AMBULATORIO: PerfilAcoesFila<AcaoFilaAmbulatorio> = {
  aplicar: (acao, status) => aplicarTransicaoAmbulatorio(acao, status as StatusFilaId),
  transicao: transicaoFilaAmbulatorio,
  mensagens: MENSAGENS_FILA_AMBULATORIO,
};

const consulta = z.object({
  centroCustoId: opcional,
  busca: z.string().max(100).optional(),
  ordenacao: z.enum(['prioridade', 'chegada']).catch('prioridade').default('prioridade'),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s in StatusFilaNome, 'Situação inválida')
    .optional(),
  tempoEsperaId: opcional,
  prioridadeId: opcional,
  especialidadeId: opcional,
  salaId: opcional,
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

/**
 * The outpatient queues (spec 001 §7 "fila: list, evade, undo-evade, send-back, delete", issue 17): the list of
 * a queue of the user's unit with its filter options, the call (to the TV and room through the engine's
 * `aoChamar`), attend (opening the entry), send back, evade, undo the evasion and delete.
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
        const opcoes = await opcoesDoFormularioDaFila(tx, { centroCustoId });
        const salas = await tx
          .select({ id: sala.id, nome: sala.nome })
          .from(sala)
          .where(and(eq(sala.centroCustoId, centroCustoId), eq(sala.bloqueado, false)))
          .orderBy(porNome(sala.nome));
        const especialidades = await tx
          .select({ id: especialidade.id, nome: especialidade.nome })
          .from(especialidade)
          .where(eq(especialidade.bloqueado, false))
          .orderBy(porNome(especialidade.nome));
        const entradas = await listarFila(
          tx,
          chave,
          { ...q, status: q.status as StatusFilaId | undefined, destaqueHoras: DESTAQUE_HORAS },
          opcoes.temposEspera,
          perfilFilaAmbulatorio,
        );
        return {
          data: {
            form: {
              filas,
              prioridades: opcoes.prioridades,
              especialidades,
              salas,
              status: Object.entries(StatusFilaNome).map(([id, nome]) => ({ id: Number(id), nome })),
              temposEspera: opcoes.temposEspera,
              telas: opcoes.telas,
              ultimoLocal: await ultimoLocalDeChamada(tx, chave, req.auth.usuarioId),
            },
            model: {
              centroCustoId,
              setorTipoId: chave.setorTipoId,
              fila: entradas,
              contagem: await contagemFila(tx, chave),
              topico: topicoFila(chave),
              destaqueHoras: DESTAQUE_HORAS,
            },
          },
        };
      }),
  );

  const ctx = (req: { cliente: { id: number }; auth: { usuarioId: number } }) => ({
    clienteId: req.cliente.id,
    usuarioId: req.auth.usuarioId,
  });
  const params = z.object({ id });

  // spec 001 §7 "chamada": fila_id, tela_id, sala_id — the TV shows it through the engine's listeners
  r.post(
    `${base}/chamada`,
    {
      schema: {
        tags,
        body: z.object({ filaId: id, telaId: id.nullish(), salaId: id.nullish() }),
        response: { 200: acaoFilaAmbulatorioRespostaSchema },
      },
      config: { permission: AMB.filaOperar },
    },
    (req) =>
      req.tx(async (tx) => {
        const b = req.body;
        if (b.salaId) {
          const [s] = await tx.select({ id: sala.id }).from(sala).where(eq(sala.id, b.salaId));
          if (!s) throw unprocessable({ sala_id: ['Sala não encontrada.'] });
        }
        if (b.telaId) {
          const [t] = await tx.select({ id: tela.id }).from(tela).where(eq(tela.id, b.telaId));
          if (!t) throw unprocessable({ tela_id: ['Tela não encontrada.'] });
        }
        return aplicarAcaoFila(tx, ctx(req), {
          filaId: b.filaId,
          acao: 'chamar',
          modulo: MODULO_AMBULATORIO,
          perfil: PERFIL_ACOES_AMBULATORIO,
          telaId: b.telaId,
          salaId: b.salaId,
        });
      }),
  );

  /** One action of the table and what it means for the outpatient attendance and its appointment. */
  const acao = (metodo: 'PUT' | 'DELETE', caminho: string, a: AcaoFilaAmbulatorio, permissao: string, body?: z.ZodObject) =>
    r.route({
      method: metodo,
      url: caminho,
      schema: { tags, params, ...(body ? { body } : {}), response: { 200: acaoFilaAmbulatorioRespostaSchema } },
      config: { permission: permissao },
      handler: (req) =>
        req.tx(async (tx) => {
          const filaId = (req.params as { id: number }).id;
          const aa = await atendimentoDaEntrada(tx, filaId);
          const b = (req.body ?? {}) as { motivoEvasao?: string };
          const feito = await aplicarAcaoFila(tx, ctx(req), {
            filaId,
            acao: a,
            modulo: MODULO_AMBULATORIO,
            perfil: PERFIL_ACOES_AMBULATORIO,
            motivoEvasao: b.motivoEvasao,
          });
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
        }),
    });

  const motivo = z.object({
    motivoEvasao: z
      .string({ error: MENSAGENS_FILA.motivoEvasaoObrigatorio })
      .trim()
      .min(1, MENSAGENS_FILA.motivoEvasaoObrigatorio)
      .max(500, MENSAGENS_FILA.motivoEvasaoLongo),
  });
  acao('PUT', `${base}/fila/atender/:id`, 'atender', AMB.filaOperar);
  acao('PUT', `${base}/fila/devolver/:id`, 'devolver', AMB.filaOperar);
  acao('PUT', `${base}/fila/evadir/:id`, 'evadir', AMB.filaOperar, motivo);
  acao('PUT', `${base}/fila/desfazer-evasao/:id`, 'desfazerEvasao', AMB.filaOperar);
  acao('DELETE', `${base}/fila/:id`, 'excluir', AMB.filaExcluir);
}
