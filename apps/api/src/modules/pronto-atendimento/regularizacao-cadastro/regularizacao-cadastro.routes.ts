import { PERMISSAO_REGULARIZAR_PACIENTE, regularizacaoListaSchema, STATUS_FILA_ATIVOS } from '@saude/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client.js';
import { atendimento, centroCusto, cidadao, infraestrutura, StatusAtendimento, unidade } from '../../../db/schema/index.js';
import { runDatatable, textSearch } from '../../../lib/datatable/datatable.js';
import { noPeriodo } from '../../../lib/sql/tempo.js';
import { fila } from '../../fila/index.js';
import { MODULO_PA } from '../constantes.js';
import { comPeriodo, listaFaaBase } from '../fechamento-faa/consulta-faa.js';

const tags = ['pronto-atendimento/regularizacao-cadastro'];
const base = '/api/pronto-atendimento/regularizacao-cadastro';

const lista = comPeriodo(listaFaaBase);

/**
 * The patient's last FAA and, while it is open, the queue it waits or is attended in: lateral subqueries
 * that read the patient's attendances through atendimento_paciente_idx (paciente_id, recepcionado_em).
 */
function ultimaFaa(tx: Tx) {
  const ultima = tx
    .select({
      atendimentoId: atendimento.id,
      numero: atendimento.numero,
      recepcionadoEm: atendimento.recepcionadoEm,
      status: atendimento.status,
      infraestruturaId: atendimento.infraestruturaId,
    })
    .from(atendimento)
    .where(eq(atendimento.pacienteId, cidadao.id))
    .orderBy(desc(atendimento.recepcionadoEm), desc(atendimento.id))
    .limit(1)
    .as('ultima');
  const filaAtual = tx
    .select({ setorAtual: sql<string>`${centroCusto.nome}`.as('setor_atual'), setorStatus: sql<number>`${fila.status}`.as('setor_status') })
    .from(fila)
    .innerJoin(centroCusto, eq(centroCusto.id, fila.centroCustoId))
    .where(
      and(
        eq(ultima.status, StatusAtendimento.ABERTO),
        eq(fila.referenciaId, ultima.atendimentoId),
        eq(fila.modulo, MODULO_PA),
        inArray(fila.status, [...STATUS_FILA_ATIVOS]),
      ),
    )
    .orderBy(desc(fila.entradaEm))
    .limit(1)
    .as('fila_atual');
  return { ultima, filaAtual };
}

/**
 * regularizacao-cadastro (issue 6; spec: index only): the unknown patients (provisional records made at the
 * reception as "paciente não identificado") who came through the emergency care and still wait to be
 * identified. Whoever holds the regularisation permission (the reception by default) regularises each one on the patient's record
 * (PUT /api/cadastro/paciente/regularizar/{id}) or merges it into the record the person already has
 * (cadastro/unificacao-usuario-paciente); either takes it off this list.
 */
export function regularizacaoCadastroRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: { tags, querystring: lista, response: { 200: regularizacaoListaSchema } },
      config: { permission: PERMISSAO_REGULARIZAR_PACIENTE },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const { ultima, filaAtual } = ultimaFaa(tx);
        // the bare `provisorio` matches the partial index cidadao_provisorio_idx (cliente_id) where provisorio
        const pendentes = and(
          eq(cidadao.clienteId, req.cliente.id),
          sql`${cidadao.provisorio}`,
          isNull(cidadao.unificadoEmId),
          eq(cidadao.bloqueado, false),
        );
        const periodo = [noPeriodo(ultima.recepcionadoEm, q.dataInicio, q.dataFim)].filter((p): p is SQL => p !== undefined);
        const totalFaas = sql<number>`(select count(*)::int from ${atendimento} a where a.paciente_id = ${cidadao.id})`;
        const onde = (w: SQL | undefined) => and(pendentes, w);
        return runDatatable(
          q,
          {
            filter: periodo.length ? and(...periodo) : undefined,
            sortable: {
              recepcionadoEm: ultima.recepcionadoEm,
              numero: ultima.numero,
              createdAt: cidadao.createdAt,
              idadeEstimada: cidadao.idadeEstimada,
              totalFaas,
            },
            // the provisional rows are few (the partial index finds them), so the text is matched without a trigram index
            search: (termo) =>
              /^\d{10}$/.test(termo)
                ? sql`exists (select 1 from ${atendimento} a where a.paciente_id = ${cidadao.id} and a.numero = ${Number(termo)})`
                : textSearch(termo, cidadao.caracteristicasFisicas, cidadao.nome),
            defaultOrder: [sql`${ultima.recepcionadoEm} desc`],
            tieBreaker: sql`${cidadao.id} desc`,
          },
          {
            rows: (w) =>
              tx
                .select({
                  id: cidadao.id,
                  nome: cidadao.nome,
                  idadeEstimada: cidadao.idadeEstimada,
                  sexoId: cidadao.sexoId,
                  caracteristicasFisicas: cidadao.caracteristicasFisicas,
                  createdAt: cidadao.createdAt,
                  atendimentoId: ultima.atendimentoId,
                  numero: ultima.numero,
                  recepcionadoEm: ultima.recepcionadoEm,
                  status: ultima.status,
                  unidade: sql<string>`${unidade.nomeFantasia} || ' — ' || ${infraestrutura.nome}`,
                  setorAtual: filaAtual.setorAtual,
                  setorStatus: filaAtual.setorStatus,
                  totalFaas,
                })
                .from(cidadao)
                .innerJoinLateral(ultima, sql`true`)
                .leftJoinLateral(filaAtual, sql`true`)
                .innerJoin(infraestrutura, eq(infraestrutura.id, ultima.infraestruturaId))
                .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
                .where(onde(w))
                .$dynamic(),
            count: (w) =>
              tx.select({ total: sql<number>`count(*)::int` }).from(cidadao).innerJoinLateral(ultima, sql`true`).where(onde(w)).$dynamic(),
          },
        );
      }),
  );
}
