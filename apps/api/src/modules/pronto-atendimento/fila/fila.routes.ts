import {
  type AcaoFila,
  acaoFilaRespostaSchema,
  filaPaRespostaSchema,
  MENSAGENS_FILA,
  PA,
  PERMISSAO_DA_ACAO,
  type StatusFilaId,
  StatusFilaNome,
  transicaoFila,
} from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { sala } from '../../cadastro/index.js';
import { aplicarAcaoFila, chaveDoCentroCusto, contagemFila, fila, listarFila, topicoFila, ultimoLocalDeChamada } from '../../fila/index.js';
import { classificacoesRisco, opcoesDoFormularioDaFila, tela } from '../../painel-senha/index.js';
import { MODULO_PA, SETORES_DESTINO } from '../constantes.js';
import { parametrosPa } from '../parametrizacao/parametrizacao.routes.js';
import { perfilFilaPa } from './fila.perfil.js';
import { indicadoresDoDia } from './indicadores.js';

const tags = ['pronto-atendimento/fila'];
const base = '/api/pronto-atendimento';
const id = z.coerce.number().int().positive();
const opcional = id.optional().catch(undefined);

const consulta = z.object({
  centroCustoId: z.coerce
    .number({ error: 'O campo Centro de custo é obrigatório.' })
    .int()
    .positive('O campo Centro de custo é obrigatório.'),
  setorTipoId: z.coerce.number({ error: 'O campo Tipo de setor é obrigatório.' }).int().positive('O campo Tipo de setor é obrigatório.'),
  busca: z.string().max(100).optional(),
  ordenacao: z.enum(['risco', 'chegada']).catch('risco').default('risco'),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s in StatusFilaNome, 'Situação inválida')
    .optional(),
  tempoEsperaId: opcional,
  opcaoEntradaId: opcional,
  prioridadeId: opcional,
  classificacaoRiscoId: opcional,
  salaId: opcional,
});

/** Forwarding stays inside the location and goes to a care sector, as reception and triage do. */
async function destinoDoEncaminhamento(tx: Tx, filaId: number, centroCustoId: number) {
  const [e] = await tx
    .select({ centroCustoId: fila.centroCustoId })
    .from(fila)
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_PA)));
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
  const origem = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
  const destino = await chaveDoCentroCusto(tx, MODULO_PA, centroCustoId);
  if (destino.infraestruturaId !== origem.infraestruturaId || !(SETORES_DESTINO as readonly number[]).includes(destino.setorTipoId))
    throw unprocessable({ centro_custo_id: ['Destino deve ser um setor de atendimento desta unidade.'] });
  return destino;
}

export const ORDENACOES_FILA: { id: 'risco' | 'chegada'; nome: string }[] = [
  { id: 'risco', nome: 'Classificação de risco e prioridade' },
  { id: 'chegada', nome: 'Data e hora de chegada' },
];

/**
 * The emergency-care queues (spec 000 §2.6, 001 §7): the list with its filter options (data.form) and
 * entries (data.model), the call, and each action of the transitions table under the spec's paths.
 */
export function filaProntoAtendimentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/fila`,
    { schema: { tags, querystring: consulta, response: { 200: filaPaRespostaSchema } }, config: { permission: PA.filaVer } },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const chave = await chaveDoCentroCusto(tx, MODULO_PA, q.centroCustoId);
        if (chave.setorTipoId !== q.setorTipoId) throw unprocessable({ setor_tipo_id: ['O centro de custo não é deste tipo de setor.'] });
        const opcoes = await opcoesDoFormularioDaFila(tx, { centroCustoId: q.centroCustoId });
        const salas = await tx
          .select({ id: sala.id, nome: sala.nome })
          .from(sala)
          .where(and(eq(sala.centroCustoId, q.centroCustoId), eq(sala.bloqueado, false)))
          .orderBy(sala.nome);
        const destaqueHoras = (await parametrosPa(tx)).horasDestaqueFila;
        const entradas = await listarFila(
          tx,
          chave,
          { ...q, status: q.status as StatusFilaId | undefined, destaqueHoras },
          opcoes.temposEspera,
          perfilFilaPa,
        );
        return {
          data: {
            form: {
              classificacoesRisco: await classificacoesRisco(tx),
              opcoesEntrada: opcoes.opcoesEntrada,
              prioridades: opcoes.prioridades,
              salas,
              ordenacoes: ORDENACOES_FILA,
              status: Object.entries(StatusFilaNome).map(([id, nome]) => ({ id: Number(id), nome, tipoId: Number(id) })),
              temposEspera: opcoes.temposEspera,
              telas: opcoes.telas,
              ultimoLocal: await ultimoLocalDeChamada(tx, chave, req.auth.usuarioId),
            },
            model: {
              fila: entradas,
              contagem: await contagemFila(tx, chave),
              topico: topicoFila(chave),
              destaqueHoras,
              indicadores: await indicadoresDoDia(tx, chave.infraestruturaId),
            },
          },
        };
      }),
  );

  const ctx = (req: { cliente: { id: number }; auth: { usuarioId: number } }) => ({
    clienteId: req.cliente.id,
    usuarioId: req.auth.usuarioId,
  });
  const idParams = z.object({ id });

  // spec 001 §7: call with fila_id, tela_id, sala_id (the ticket panel shows it on the chosen screen)
  r.post(
    `${base}/chamada`,
    {
      schema: {
        tags,
        body: z.object({ filaId: id, telaId: id.nullish(), salaId: id.nullish() }),
        response: { 200: acaoFilaRespostaSchema },
      },
      config: { permission: PERMISSAO_DA_ACAO.chamar },
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
        return aplicarAcaoFila(tx, ctx(req), { filaId: b.filaId, acao: 'chamar', modulo: MODULO_PA, telaId: b.telaId, salaId: b.salaId });
      }),
  );

  const acao = (caminho: string, a: AcaoFila, body?: z.ZodObject) =>
    r.put(
      caminho,
      {
        schema: { tags, params: idParams, ...(body ? { body } : {}), response: { 200: acaoFilaRespostaSchema } },
        config: { permission: PERMISSAO_DA_ACAO[transicaoFila(a).permissao] },
      },
      (req) =>
        req.tx(async (tx) => {
          const b = (req.body ?? {}) as { motivoEvasao?: string; centroCustoId?: number };
          const destino =
            a === 'encaminhar' && b.centroCustoId ? await destinoDoEncaminhamento(tx, req.params.id, b.centroCustoId) : undefined;
          return aplicarAcaoFila(tx, ctx(req), {
            filaId: req.params.id,
            acao: a,
            modulo: MODULO_PA,
            motivoEvasao: b.motivoEvasao,
            destino,
          });
        }),
    );

  acao(`${base}/fila/atender/:id`, 'atender');
  acao(`${base}/fila/devolver/:id`, 'devolver');
  acao(`${base}/fila/finalizar/:id`, 'finalizar');
  acao(
    `${base}/fila/encaminhar/:id`,
    'encaminhar',
    z.object({
      centroCustoId: z.coerce.number({ error: 'O campo Destino é obrigatório.' }).int().positive('O campo Destino é obrigatório.'),
    }),
  );
  acao(
    `${base}/fila/evadir/:id`,
    'evadir',
    z.object({
      motivoEvasao: z
        .string({ error: MENSAGENS_FILA.motivoEvasaoObrigatorio })
        .trim()
        .min(1, MENSAGENS_FILA.motivoEvasaoObrigatorio)
        .max(500, MENSAGENS_FILA.motivoEvasaoLongo),
    }),
  );
  acao(`${base}/cancelamento-evasao/:id`, 'desfazerEvasao');
}
