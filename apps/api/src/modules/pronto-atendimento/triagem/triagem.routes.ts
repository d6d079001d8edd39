import {
  calcularImc,
  classificarImc,
  imcRespostaSchema,
  PA,
  SetorTipo,
  triagemFormularioSchema,
  triagemSalvaSchema,
  triagemSchema,
} from '@saude/shared';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { atendimento, cidadao, classificacaoRisco, triagem, usuario } from '../../../db/schema/index.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { aplicarAcaoFila, chaveDoCentroCusto } from '../../fila/index.js';
import { classificacoesRisco } from '../../painel-senha/index.js';
import { auditarLeituraAtendimento, cabecalhoDoAtendimento, entradaComAtendimento } from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';
import { destinosDaRecepcao } from '../recepcao/recepcao.service.js';

const tags = ['pronto-atendimento/triagem'];
const base = '/api/pronto-atendimento/triagem';
const DESTINOS_DA_TRIAGEM: readonly number[] = [SetorTipo.CONSULTORIO, SetorTipo.ENFERMAGEM, SetorTipo.OBSERVACAO];

/**
 * atendimento-triagem (issue 6 step 2): the form with the patient, the colours and the history of
 * classifications; saving records the vital signs and the colour, and sends the patient to the next
 * queue. A re-classification (no destination) keeps the history and the patient where they are.
 */
export function triagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/create/:filaId`,
    {
      schema: { tags, params: z.object({ filaId: z.coerce.number().int().positive() }), response: { 200: triagemFormularioSchema } },
      config: { permission: PA.triagemCadastrar },
    },
    (req) =>
      req.tx(async (tx) => {
        const e = await entradaComAtendimento(tx, req.params.filaId);
        await auditarLeituraAtendimento(tx, req, e.atendimentoId, 'atendimento-triagem/create');
        const chave = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
        const a = await cabecalhoDoAtendimento(tx, e.atendimentoId);
        const profissional = alias(cidadao, 'profissional');
        const historico = await tx
          .select({
            id: triagem.id,
            criadaEm: triagem.criadaEm,
            queixa: triagem.queixa,
            classificacaoRisco: classificacaoRisco.nome,
            cor: classificacaoRisco.cor,
            profissional: profissional.nome,
          })
          .from(triagem)
          .innerJoin(classificacaoRisco, eq(classificacaoRisco.id, triagem.classificacaoRiscoId))
          .leftJoin(usuario, eq(usuario.id, triagem.usuarioId))
          .leftJoin(profissional, eq(profissional.id, usuario.cidadaoId))
          .where(eq(triagem.atendimentoId, e.atendimentoId))
          .orderBy(desc(triagem.criadaEm));
        const destinos = (await destinosDaRecepcao(tx, chave.infraestruturaId)).filter((d) => DESTINOS_DA_TRIAGEM.includes(d.setorTipoId));
        return {
          form: { classificacoesRisco: await classificacoesRisco(tx), destinos },
          model: { fila: { id: e.id, status: e.status }, atendimento: a, historico },
        };
      }),
  );

  r.post(
    `${base}`,
    { schema: { tags, body: triagemSchema, response: { 201: triagemSalvaSchema } }, config: { permission: PA.triagemCadastrar } },
    async (req, reply) => {
      const res = await req.tx(async (tx) => {
        const b = req.body;
        const e = await entradaComAtendimento(tx, b.filaId);
        const [cor] = await tx
          .select({ id: classificacaoRisco.id, nome: classificacaoRisco.nome })
          .from(classificacaoRisco)
          .where(and(eq(classificacaoRisco.id, b.classificacaoRiscoId), eq(classificacaoRisco.bloqueado, false)));
        if (!cor) throw unprocessable({ classificacao_risco_id: ['Classificação de risco não encontrada.'] });
        const imc = b.peso != null && b.altura != null ? calcularImc(b.peso, b.altura) : null;
        const [t] = await tx
          .insert(triagem)
          .values({
            atendimentoId: e.atendimentoId,
            usuarioId: req.auth.usuarioId,
            queixa: b.queixa,
            paSistolica: b.paSistolica,
            paDiastolica: b.paDiastolica,
            frequenciaCardiaca: b.frequenciaCardiaca,
            frequenciaRespiratoria: b.frequenciaRespiratoria,
            temperatura: b.temperatura == null ? null : String(b.temperatura),
            saturacao: b.saturacao,
            glicemia: b.glicemia,
            peso: b.peso == null ? null : String(b.peso),
            altura: b.altura == null ? null : String(b.altura),
            imc: imc == null ? null : String(imc),
            glasgow: b.glasgow,
            dor: b.dor,
            classificacaoRiscoId: cor.id,
            observacao: b.observacao,
          })
          .returning({ id: triagem.id });
        await tx.update(atendimento).set({ classificacaoRiscoId: cor.id }).where(eq(atendimento.id, e.atendimentoId));
        let destinoFilaId: number | null = null;
        if (b.destinoCentroCustoId) {
          const origem = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
          const destino = await chaveDoCentroCusto(tx, MODULO_PA, b.destinoCentroCustoId, 'destino_centro_custo_id');
          if (destino.infraestruturaId !== origem.infraestruturaId || !DESTINOS_DA_TRIAGEM.includes(destino.setorTipoId))
            throw unprocessable({ destino_centro_custo_id: ['Destino deve ser um setor de atendimento desta unidade.'] });
          const feito = await aplicarAcaoFila(
            tx,
            { clienteId: req.cliente.id, usuarioId: req.auth.usuarioId },
            {
              filaId: e.id,
              acao: 'encaminhar',
              modulo: MODULO_PA,
              destino,
            },
          );
          destinoFilaId = feito.destinoId;
        }
        return { triagem: { id: t?.id, imc }, destinoFilaId, message: `Classificação registrada: ${cor.nome}.` };
      });
      return reply.status(201).send(res);
    },
  );

  // spec 000 §2.3 "weight and height with BMI from /api/geral/imc/..."
  r.get(
    '/api/geral/imc/:peso/:altura',
    {
      schema: {
        tags: ['geral'],
        params: z.object({
          peso: z.coerce.number({ error: 'Peso inválido' }).positive('Peso inválido').max(400, 'Peso inválido'),
          altura: z.coerce.number({ error: 'Altura inválida' }).positive('Altura inválida').max(250, 'Altura inválida'),
        }),
        response: { 200: imcRespostaSchema },
      },
      config: { permission: null },
    },
    (req) => {
      const imc = calcularImc(req.params.peso, req.params.altura);
      return { imc, classificacao: imc == null ? null : classificarImc(imc) };
    },
  );
}
