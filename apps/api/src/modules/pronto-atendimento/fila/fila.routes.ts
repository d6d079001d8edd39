import {
  type AcaoFila,
  acaoFilaRespostaSchema,
  filaPaRespostaSchema,
  MENSAGENS_FILA,
  PA,
  PERMISSAO_DA_ACAO,
  StatusFilaNome,
  transicaoFila,
} from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import {
  chaveDoCentroCusto,
  consultaFilaSchema,
  dadosDaFila,
  fila,
  filtroId,
  rotaChamadaDaFila,
  rotasDeAcoesDaFila,
} from '../../fila/index.js';
import { classificacoesRisco, registrosDaFila } from '../../painel-senha/index.js';
import { MODULO_PA, SETORES_DESTINO } from '../constantes.js';
import { parametrosPa } from '../parametrizacao/parametrizacao.routes.js';
import { perfilFilaPa } from './fila.perfil.js';
import { indicadoresDoDia } from './indicadores.js';

const tags = ['pronto-atendimento/fila'];
const base = '/api/pronto-atendimento';

const consulta = consultaFilaSchema.extend({
  centroCustoId: z.coerce
    .number({ error: 'O campo Centro de custo é obrigatório.' })
    .int()
    .positive('O campo Centro de custo é obrigatório.'),
  setorTipoId: z.coerce.number({ error: 'O campo Tipo de setor é obrigatório.' }).int().positive('O campo Tipo de setor é obrigatório.'),
  ordenacao: z.enum(['risco', 'chegada']).catch('risco').default('risco'),
  opcaoEntradaId: filtroId,
  prioridadeId: filtroId,
  classificacaoRiscoId: filtroId,
  salaId: filtroId,
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
        const { opcoes, form, model } = await dadosDaFila(tx, {
          chave,
          usuarioId: req.auth.usuarioId,
          filtros: q,
          destaqueHoras: (await parametrosPa(tx)).horasDestaqueFila,
          perfil: perfilFilaPa,
          registros: registrosDaFila,
        });
        return {
          data: {
            form: {
              classificacoesRisco: await classificacoesRisco(tx),
              opcoesEntrada: opcoes.opcoesEntrada,
              prioridades: opcoes.prioridades,
              ordenacoes: ORDENACOES_FILA,
              status: Object.entries(StatusFilaNome).map(([id, nome]) => ({ id: Number(id), nome, tipoId: Number(id) })),
              ...form,
            },
            model: { ...model, indicadores: await indicadoresDoDia(tx, chave.infraestruturaId) },
          },
        };
      }),
  );

  // spec 001 §7: call with fila_id, tela_id, sala_id (the ticket panel shows it on the chosen screen)
  const balcao = { tags, modulo: MODULO_PA, resposta: acaoFilaRespostaSchema };
  rotaChamadaDaFila(app, { ...balcao, url: `${base}/chamada`, permissao: PERMISSAO_DA_ACAO.chamar, registros: registrosDaFila });
  const acao = (a: AcaoFila, url: string) => ({ acao: a, url, permissao: PERMISSAO_DA_ACAO[transicaoFila(a).permissao] });
  rotasDeAcoesDaFila(app, {
    ...balcao,
    destino: destinoDoEncaminhamento,
    acoes: [
      acao('atender', `${base}/fila/atender/:id`),
      acao('devolver', `${base}/fila/devolver/:id`),
      acao('finalizar', `${base}/fila/finalizar/:id`),
      acao('encaminhar', `${base}/fila/encaminhar/:id`),
      acao('evadir', `${base}/fila/evadir/:id`),
      acao('desfazerEvasao', `${base}/cancelamento-evasao/:id`),
    ],
  });
}
