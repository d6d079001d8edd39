import {
  acoesExameImagem,
  ehProcedimentoImagem,
  MENSAGENS_EXAME_IMAGEM,
  STATUS_EXAME_IMAGEM_NOME,
  type StatusExameImagemId,
  SUBGRUPOS_IMAGEM,
} from '@saude/shared';
import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { atendimento, cidadao, infraestrutura, lotacao, procedimentoSigtap, usuario } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { codigos, type LookupSpec, lookupOrder, lookupWhere } from '../../../lib/lookup.js';
import { exameImagem } from './exame-imagem.table.js';

/** The unit of the session's placement: lists of the emergency care show that unit's requests. */
export async function unidadeDaLotacao(tx: Tx, lotacaoId: number): Promise<number | null> {
  const [l] = await tx
    .select({ unidadeId: infraestrutura.unidadeId })
    .from(lotacao)
    .innerJoin(infraestrutura, eq(infraestrutura.id, lotacao.infraestruturaId))
    .where(eq(lotacao.id, lotacaoId));
  return l?.unidadeId ?? null;
}

/** FAAs opened at a location of the unit. */
export const atendimentoDaUnidade = (unidadeId: number): SQL =>
  sql`${atendimento.infraestruturaId} in (select i.id from infraestrutura i where i.unidade_id = ${unidadeId})`;

const nomeDe = (c: { nome: Column; nomeSocial: Column }) => sql<string>`coalesce(${c.nomeSocial}, ${c.nome})`;

/**
 * SIGTAP procedures by code or name, narrowed to a rule of the module (imaging subgroups, hospital
 * procedures), with the same search and order as /api/sigtap/servico/autocomplete.
 */
export async function autocompleteProcedimentos(tx: Tx, termo: string, quantidade: number, restricao: SQL) {
  const spec: LookupSpec = { codigo: procedimentoSigtap.codigo, comoCodigo: codigos.digitos(10), nome: procedimentoSigtap.nome };
  const rows = await tx
    .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome, sexo: procedimentoSigtap.sexo })
    .from(procedimentoSigtap)
    .where(and(restricao, lookupWhere(spec, termo)))
    .orderBy(...lookupOrder(spec, termo))
    .limit(quantidade);
  return rows.map((p) => ({ id: p.codigo, codigo: p.codigo, nome: p.nome, sexo: p.sexo, label: `${p.codigo} - ${p.nome}` }));
}

/** The imaging subgroups (0204–0207) as one SQL condition. */
export const procedimentoDeImagem = inArray(
  sql`substr(${procedimentoSigtap.codigo}, 1, 4)`,
  SUBGRUPOS_IMAGEM.map((s) => s.prefixo),
);

/** The procedure of a request, refused (422 on the field) when it is not in SIGTAP or not imaging. */
export async function procedimentoImagem(tx: Tx, codigo: string) {
  const [p] = await tx
    .select({ codigo: procedimentoSigtap.codigo, nome: procedimentoSigtap.nome })
    .from(procedimentoSigtap)
    .where(eq(procedimentoSigtap.codigo, codigo));
  if (!p) throw unprocessable({ procedimento_codigo: ['Procedimento não encontrado na tabela SIGTAP.'] });
  if (!ehProcedimentoImagem(p.codigo)) throw unprocessable({ procedimento_codigo: [MENSAGENS_EXAME_IMAGEM.naoImagem] });
  return p;
}

/** A request as the screens and the print read it, or a 404. */
export async function carregarExame(tx: Tx, id: number) {
  const solicitante = alias(usuario, 'solicitante');
  const solicitanteCidadao = alias(cidadao, 'solicitante_cidadao');
  const executor = alias(usuario, 'executor');
  const executorCidadao = alias(cidadao, 'executor_cidadao');
  const laudador = alias(usuario, 'laudador');
  const laudadorCidadao = alias(cidadao, 'laudador_cidadao');
  const cancelador = alias(usuario, 'cancelador');
  const canceladorCidadao = alias(cidadao, 'cancelador_cidadao');
  const [e] = await tx
    .select({
      id: exameImagem.id,
      atendimentoId: exameImagem.atendimentoId,
      atendimentoNumero: atendimento.numero,
      atendimentoStatus: atendimento.status,
      procedimentoCodigo: exameImagem.procedimentoCodigo,
      procedimentoNome: procedimentoSigtap.nome,
      justificativa: exameImagem.justificativa,
      status: exameImagem.status,
      solicitadoEm: exameImagem.solicitadoEm,
      solicitadoPor: exameImagem.solicitadoPor,
      solicitante: nomeDe(solicitanteCidadao),
      realizadoEm: exameImagem.realizadoEm,
      realizadoPorNome: sql<string | null>`${nomeDe(executorCidadao)}`,
      laudo: exameImagem.laudo,
      laudadoEm: exameImagem.laudadoEm,
      laudadoPor: exameImagem.laudadoPor,
      laudadoPorNome: sql<string | null>`${nomeDe(laudadorCidadao)}`,
      motivoCancelamento: exameImagem.motivoCancelamento,
      canceladoEm: exameImagem.canceladoEm,
      canceladoPorNome: sql<string | null>`${nomeDe(canceladorCidadao)}`,
    })
    .from(exameImagem)
    .innerJoin(atendimento, eq(atendimento.id, exameImagem.atendimentoId))
    .innerJoin(procedimentoSigtap, eq(procedimentoSigtap.codigo, exameImagem.procedimentoCodigo))
    .innerJoin(solicitante, eq(solicitante.id, exameImagem.solicitadoPor))
    .innerJoin(solicitanteCidadao, eq(solicitanteCidadao.id, solicitante.cidadaoId))
    .leftJoin(executor, eq(executor.id, exameImagem.realizadoPor))
    .leftJoin(executorCidadao, eq(executorCidadao.id, executor.cidadaoId))
    .leftJoin(laudador, eq(laudador.id, exameImagem.laudadoPor))
    .leftJoin(laudadorCidadao, eq(laudadorCidadao.id, laudador.cidadaoId))
    .leftJoin(cancelador, eq(cancelador.id, exameImagem.canceladoPor))
    .leftJoin(canceladorCidadao, eq(canceladorCidadao.id, cancelador.cidadaoId))
    .where(eq(exameImagem.id, id));
  if (!e) throw notFound(MENSAGENS_EXAME_IMAGEM.naoEncontrado);
  const status = e.status as StatusExameImagemId;
  return { ...e, statusNome: STATUS_EXAME_IMAGEM_NOME[status] ?? '', acoes: acoesExameImagem(status) };
}
export type ExameCarregado = Awaited<ReturnType<typeof carregarExame>>;
